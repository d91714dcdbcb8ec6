import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTag } from '@tabler/icons-react';
import { memo, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  MARKETS,
  type ComplianceVerdict,
  type Finding,
  type Market,
  type MarketVerdict,
} from '@formulab/shared/compliance/compliance';
import type { RuleSetResponse } from '@formulab/shared/compliance/compliance.schema';
import type { EditorAction, EditorLine } from '../editor-state.ts';
import { VerdictBadge } from '../../../components/verdict-badge.tsx';
import { formatPct } from '../format.ts';
import classes from './editor.module.css';

type Props = {
  targetMarkets: Market[];
  forChildren: boolean;
  dispatch: Dispatch<EditorAction>;
  verdict: ComplianceVerdict | null;
  /** the deferred lines the verdict was computed on (line numbers and focus) */
  lines: readonly EditorLine[];
  markets: RuleSetResponse['markets'] | undefined;
  rulesStatus: 'pending' | 'error' | 'success';
  onRetry: () => void;
  onFocusLine: (key: string) => void;
  /** shown under the verdict: the saved recipe's rule changes, dossier downloads and reports (features/compliance) */
  extra?: ReactNode;
};

/**
 * The editor's "Markets" section (issue 15): choose target markets, then live as the customer types,
 * pass / warning / fail in each, the lines that fail and why (each links to its line), the label
 * warnings and the allergens to declare above the market's threshold. An aid, not legal advice.
 */
export const MarketsPanel = memo(function MarketsPanel({
  targetMarkets,
  forChildren,
  dispatch,
  verdict,
  lines,
  markets,
  rulesStatus,
  onRetry,
  onFocusLine,
  extra,
}: Props) {
  const { t } = useTranslation();
  const setMarkets = (value: string[]) =>
    dispatch({ type: 'field', patch: { targetMarkets: MARKETS.filter((m) => value.includes(m)) } });

  return (
    <Paper
      withBorder
      radius="lg"
      bg="white"
      p="md"
      component="section"
      aria-labelledby="markets-title"
      data-testid="markets-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" c="gray.9" id="markets-title">
            {t('compliance.title')}
          </Title>
          {verdict && verdict.markets.length > 0 && <VerdictBadge status={verdict.status} testId="markets-overall" />}
        </Group>
        <Checkbox.Group label={t('compliance.choose')} value={targetMarkets} onChange={setMarkets}>
          <Group gap="sm" mt={6}>
            {MARKETS.map((m) => (
              <Checkbox key={m} value={m} label={t(`compliance.markets.${m}`)} size="sm" data-testid={`market-${m}`} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox
          size="sm"
          label={t('compliance.forChildren')}
          checked={forChildren}
          onChange={(e) => dispatch({ type: 'field', patch: { forChildren: e.currentTarget.checked } })}
        />

        {targetMarkets.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t('compliance.none')}
          </Text>
        ) : rulesStatus === 'error' ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Text fz="sm">{t('compliance.rulesFailed')}</Text>
            <Button size="xs" variant="default" mt={6} onClick={onRetry}>
              {t('compliance.retry')}
            </Button>
          </Alert>
        ) : !verdict ? (
          <Stack gap={6} aria-busy="true">
            <Skeleton height={18} />
            <Skeleton height={18} />
          </Stack>
        ) : (
          <Stack gap="md" role="status" aria-live="polite" aria-atomic="false">
            {verdict.markets.map((mv) => (
              <MarketResult
                key={mv.market}
                mv={mv}
                lines={lines}
                info={markets?.find((m) => m.code === mv.market)}
                onFocusLine={onFocusLine}
              />
            ))}
          </Stack>
        )}
        {extra}
        <Text fz="xs" c="gray.7">
          {t('compliance.disclaimer')}
        </Text>
      </Stack>
    </Paper>
  );
});

function MarketResult({
  mv,
  lines,
  info,
  onFocusLine,
}: {
  mv: MarketVerdict;
  lines: readonly EditorLine[];
  info: RuleSetResponse['markets'][number] | undefined;
  onFocusLine: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = t(`compliance.markets.${mv.market}`);
  const en = i18n.resolvedLanguage === 'en';
  return (
    <Stack gap={6} data-testid={`market-verdict-${mv.market}`} className={classes.marketResult}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" fw={700} c="gray.9">
          {name}
          {info && (
            <Text component="span" fz="xs" c="gray.7" fw={400}>
              {' '}
              · {t(`compliance.authorities.${mv.market}`, { defaultValue: info.authority })}
            </Text>
          )}
        </Text>
        <VerdictBadge status={mv.status} testId={`market-status-${mv.market}`} />
      </Group>

      {mv.findings.length > 0 && (
        <Stack gap={4} role="list" aria-label={t('compliance.findings', { market: name })}>
          {mv.findings.map((f, i) => (
            <FindingRow key={`${f.ruleId}-${i}`} f={f} lines={lines} onFocusLine={onFocusLine} />
          ))}
        </Stack>
      )}

      {mv.labelWarnings.length > 0 && (
        <Stack gap={2}>
          <Text fz="xs" fw={700} c="gray.8">
            <IconTag size={12} aria-hidden="true" style={{ verticalAlign: -1 }} /> {t('compliance.labelWarnings')}
          </Text>
          <Stack gap={2} role="list" data-testid={`label-warnings-${mv.market}`}>
            {mv.labelWarnings.map((w) => (
              <Text key={w.ruleId} fz="xs" c="gray.9" role="listitem">
                “{w.text}”
                {w.textEn !== w.text && en && (
                  <Text component="span" fz="xs" c="gray.7">
                    {' '}
                    ({w.textEn})
                  </Text>
                )}
                <Text component="span" fz="xs" c="gray.7">
                  {' '}
                  — {w.reference}
                </Text>
              </Text>
            ))}
          </Stack>
        </Stack>
      )}

      <Stack gap={2}>
        <Text fz="xs" fw={700} c="gray.8">
          {mv.allergenThreshold === null
            ? t('compliance.allergensNone')
            : t('compliance.allergensAbove', { threshold: formatPct(mv.allergenThreshold) })}
        </Text>
        {mv.allergenThreshold !== null &&
          (mv.allergens.length === 0 ? (
            <Text fz="xs" c="gray.7">
              {t('compliance.allergensNothing')}
            </Text>
          ) : (
            <Stack gap={0} role="list" data-testid={`allergens-${mv.market}`}>
              {mv.allergens.map((a) => (
                <Group key={a.ingredientId} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
                  <Text fz="xs" c="gray.9" truncate>
                    {a.inciName}
                  </Text>
                  <Text fz="xs" c="gray.8" className="tabular">
                    {formatPct(a.percent)}
                  </Text>
                </Group>
              ))}
            </Stack>
          ))}
      </Stack>
    </Stack>
  );
}

function FindingRow({ f, lines, onFocusLine }: { f: Finding; lines: readonly EditorLine[]; onFocusLine: (key: string) => void }) {
  const { t, i18n } = useTranslation();
  const first = f.lineIndexes[0];
  const key = first === undefined ? undefined : lines[first]?.key;
  const conditions = (i18n.resolvedLanguage === 'ko' && f.conditionsKo) || f.conditions;
  // each reason's words use the values they need (over a limit: percent and limit; not yet in force: the date)
  const reason = t(`compliance.reasons.${f.code}`, {
    percent: formatPct(f.percent),
    limit: formatPct(f.limit ?? 0),
    date: f.effectiveFrom,
  });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" role="listitem" data-testid="market-finding" data-code={f.code}>
      {f.severity === 'fail' ? (
        <IconAlertTriangle
          size={15}
          color="var(--mantine-color-red-8)"
          aria-hidden="true"
          style={{ flexShrink: 0, marginTop: 2 }}
        />
      ) : (
        <IconInfoCircle
          size={15}
          color="var(--mantine-color-yellow-9)"
          aria-hidden="true"
          style={{ flexShrink: 0, marginTop: 2 }}
        />
      )}
      <Text fz="xs" c="gray.9">
        {key && first !== undefined ? (
          <button type="button" className={classes.warningLink} onClick={() => onFocusLine(key)}>
            {t('recipes.live.lineN', { n: first + 1, inci: f.inciName })}
          </button>
        ) : (
          <strong>{f.inciName}</strong>
        )}{' '}
        {reason}
        {conditions && f.code !== 'OVER_LIMIT' && <> — {conditions}</>}
        <Text component="span" fz="xs" c="gray.7" display="block">
          {f.reference}
        </Text>
      </Text>
    </Group>
  );
}
