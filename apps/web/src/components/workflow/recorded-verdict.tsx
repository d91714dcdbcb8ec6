import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react.ts';
import type { StoredVerdict } from '@formulab/shared/compliance/compliance.schema';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { FindingConditions } from '../finding-conditions.tsx';
import { VerdictBadge } from '../verdict-badge.tsx';

const pct = (n: number) => `${formatNumber(n, 4)} %`;

/**
 * For staff: the pinned recipe revision's compliance verdict as it was recorded with a sample request
 * (when requested) or a quote (when accepted) — per target market, pass / check / fail and what
 * failed. Recorded, not enforced; `null` means the brand chose no target market or the record
 * predates verdicts.
 */
export function RecordedVerdict({
  verdict,
  titleKey,
  testId,
}: {
  verdict: StoredVerdict | null;
  /** adminPipeline.verdict.sample | .quote */
  titleKey: 'adminPipeline.verdict.sample' | 'adminPipeline.verdict.quote';
  testId?: string;
}) {
  const { t } = useTranslation();
  const titleId = `${testId ?? 'recorded-verdict'}-title`;
  const markets = verdict?.verdicts ?? [];
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="sm" id={titleId}>
            {t(titleKey)}
          </Title>
          {markets.length > 0 && verdict && <VerdictBadge status={verdict.status} testId={testId && `${testId}-overall`} />}
        </Group>
        {markets.length === 0 || !verdict ? (
          <Text fz="sm" c="gray.7">
            {t('adminPipeline.verdict.none')}
          </Text>
        ) : (
          <>
            <Text fz="xs" c="gray.7">
              {t('adminPipeline.verdict.checked', { date: formatDateTime(verdict.checkedAt) })}
            </Text>
            <Stack gap={6} role="list">
              {markets.map((mv) => (
                <Stack key={mv.market} gap={2} role="listitem" data-testid={testId && `${testId}-${mv.market}`}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fz="sm" fw={600}>
                      {t(`compliance.markets.${mv.market}`)}
                    </Text>
                    <VerdictBadge status={mv.status} />
                  </Group>
                  {mv.findings.map((f, i) => (
                    <Text key={`${f.ruleId}-${i}`} fz="xs" c="gray.8">
                      <strong>{f.inciName}</strong>{' '}
                      {t(`compliance.reasons.${f.code}`, {
                        percent: pct(f.percent),
                        limit: pct(f.limit ?? 0),
                        date: f.effectiveFrom,
                      })}
                      {f.code !== 'OVER_LIMIT' && <FindingConditions of={f} />}{' '}
                      <Text span fz="xs" c="gray.7">
                        ({f.reference})
                      </Text>
                    </Text>
                  ))}
                </Stack>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
