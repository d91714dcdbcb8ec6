import { ActionIcon, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { SampleDetail } from '@formulab/shared/samples/samples.schema';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { feeText, localName } from '../format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fz="xs" c="gray.7" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

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
              <Text fz="xs" c="green.9">
                {t('samples.detail.paidAt', { date: formatDateTime(sample.paidAt) })}
              </Text>
            )}
          </Fact>
        </SimpleGrid>
        {sample.trackingNumber && (
          <Paper radius="md" p="sm" bg="teal.0">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="xs" c="gray.8" fw={600}>
                  {t('samples.detail.shipment')}
                  {sample.carrier ? ` · ${sample.carrier}` : ''}
                </Text>
                <Text fw={700} className="tabular" data-testid="sample-tracking" style={{ overflowWrap: 'anywhere' }}>
                  {sample.trackingNumber}
                </Text>
              </Stack>
              <CopyButton value={sample.trackingNumber}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('samples.detail.copied') : t('samples.detail.copyTracking')}>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'green.9' : 'gray.8'}
                      onClick={copy}
                      aria-label={t('samples.detail.copyTracking')}
                    >
                      {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Paper>
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
        {sample.note && (
          <Fact label={t(staff ? 'samples.detail.customerNote' : 'samples.detail.note')}>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {sample.note}
            </Text>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}
