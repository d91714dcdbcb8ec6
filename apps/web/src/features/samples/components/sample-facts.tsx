import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { SampleDetail } from '@formulab/shared/samples/samples.schema';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { feeText, localName } from '../format.ts';
import { Fact, ShipmentBox, TextFact } from '../../../components/workflow/facts.tsx';

/** The request's facts: quantity, packaging, fee and payment, shipment and tracking, address, note. */
export function SampleFacts({ sample, staff = false }: { sample: SampleDetail; staff?: boolean }) {
  const { t, i18n } = useTranslation();
  const s = sample.shipping;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="white">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('samples.detail.summary')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
          <Fact label={t('samples.detail.quantity')}>
            <span className="tabular">{t('samples.units', { count: sample.quantity, n: formatNumber(sample.quantity) })}</span>
          </Fact>
          <Fact label={t('samples.detail.packaging')}>
            {sample.packaging ? localName(sample.packaging, i18n.resolvedLanguage) : t('samples.detail.noPackaging')}
          </Fact>
          <Fact label={t('samples.detail.fee')}>
            <Text span fz="sm" fw={600} className="tabular" data-testid="sample-fee">
              {feeText(sample.fee, t, sample.state)}
            </Text>
            {sample.paidAt && (
              <Text fz="xs" c="var(--mantine-color-green-light-color)">
                {t('samples.detail.paidAt', { date: formatDateTime(sample.paidAt) })}
              </Text>
            )}
          </Fact>
        </SimpleGrid>
        {sample.trackingNumber && (
          <ShipmentBox
            carrier={sample.carrier}
            trackingNumber={sample.trackingNumber}
            strings={{
              title: t('samples.detail.shipment'),
              copy: t('samples.detail.copyTracking'),
              copied: t('samples.detail.copied'),
            }}
            testId="sample-tracking"
          />
        )}
        <Fact label={t('samples.detail.shipTo')}>
          <Text fz="sm" fw={600}>
            {s.recipient} · <span className="tabular">{s.phone}</span>
          </Text>
          <Text fz="sm">
            ({s.postalCode}) {s.address}
            {s.detail ? `, ${s.detail}` : ''}
          </Text>
        </Fact>
        <TextFact label={t(staff ? 'samples.detail.customerNote' : 'samples.detail.note')} text={sample.note} />
      </Stack>
    </Paper>
  );
}
