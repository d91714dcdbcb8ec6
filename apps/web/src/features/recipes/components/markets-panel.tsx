import { Alert, Anchor, Badge, Button, Checkbox, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type Dispatch, type ReactNode } from 'react';
import { EditorPanel } from './editor-panel.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import {
  MARKETS,
  type ComplianceVerdict,
  type Exposure,
  type Finding,
  type Market,
  type MarketVerdict,
  type SubstanceSource,
} from '@formulab/shared/compliance/compliance';
import type { RuleSetResponse } from '@formulab/shared/compliance/compliance.schema';
import { SUBSTANCE_FAMILIES } from '@formulab/shared/compliance/families';
import { complianceRulesQuery } from '../public-api.ts';
import { seoulToday } from '../compliance-live.ts';
import type { EditorAction, EditorLine } from '../editor-state.ts';
import { FindingConditions } from '../../../components/finding-conditions.tsx';
import { NumberField, type NumberValue } from '../../../components/number-field.tsx';
import { VerdictBadge } from '../../../components/verdict-badge.tsx';
import { formatPct } from '../format.ts';
import classes from './editor.module.css';
import { RuleSource } from '../../../components/rule-source.tsx';

type Props = {
  targetMarkets: Market[];
  forChildren: boolean;
  childrenAge: NumberValue;
  /** the server's or the client check's message for the age, translated */
  childrenAgeError?: string;
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

type Rule = RuleSetResponse['rules'][number];

/**
 * The editor's "Markets" section (issue 15): choose target markets, then live as the customer types,
 * pass / warning / fail in each, the lines that fail and why (each links to its line), the label
 * warnings and the allergens to declare above the market's threshold. An aid, not legal advice.
 *
 * Issue 22: each finding explains itself — the substance, where it came from (which lines, which of
 * their constituents, how much), the amount after an "expressed as" conversion, the limit, the uses
 * the rule covers (for NOT_ALLOWED_IN_TYPE: the uses the market allows), the legal text as a link,
 * "unverified" when nobody has checked the rule against it, and the dates of upcoming rules. The rules
 * come from the editor's own rule-set query (the same cached data the verdict was computed with).
 */
export const MarketsPanel = memo(function MarketsPanel({
  targetMarkets,
  forChildren,
  childrenAge,
  childrenAgeError,
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
  const ruleSet = useQuery(complianceRulesQuery);
  const rules = useMemo(() => new Map((ruleSet.data?.rules ?? []).map((r) => [r.id, r])), [ruleSet.data]);
  const setMarkets = (value: string[]) =>
    dispatch({ type: 'field', patch: { targetMarkets: MARKETS.filter((m) => value.includes(m)) } });

  return (
    <EditorPanel component="section" aria-labelledby="markets-title" data-testid="markets-panel">
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
        {forChildren && (
          <NumberField
            size="sm"
            maw={260}
            label={t('compliance.childrenAge')}
            description={t('compliance.childrenAgeHint')}
            min={0}
            max={17}
            suffix={t('compliance.years')}
            value={childrenAge}
            error={childrenAgeError}
            onChange={(value) => dispatch({ type: 'field', patch: { childrenAge: value } })}
            data-testid="children-age"
          />
        )}

        {targetMarkets.length === 0 && (
          // checked against the home market meanwhile (decision 0018): the verdict below is Korea's
          <Text fz="sm" c="gray.7" data-testid="markets-home">
            {t('compliance.none')}
          </Text>
        )}
        {rulesStatus === 'error' ? (
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
                rules={rules}
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
    </EditorPanel>
  );
});

function MarketResult({
  mv,
  lines,
  info,
  rules,
  onFocusLine,
}: {
  mv: MarketVerdict;
  lines: readonly EditorLine[];
  info: RuleSetResponse['markets'][number] | undefined;
  rules: ReadonlyMap<string, Rule>;
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
            <FindingRow key={`${f.ruleId}-${i}`} f={f} rule={rules.get(f.ruleId)} lines={lines} onFocusLine={onFocusLine} />
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

      {(mv.duties ?? []).map((d) => (
        <Text key={d.code} fz="xs" c="gray.9" data-testid={`duty-${mv.market}`}>
          <IconInfoCircle size={12} aria-hidden="true" style={{ verticalAlign: -1 }} />{' '}
          {t(`compliance.duties.${d.code}`, { names: d.inciNames.join(', ') })}{' '}
          <Anchor href={d.sourceUrl} target="_blank" rel="noopener noreferrer" fz="xs">
            {d.reference}
          </Anchor>
          {!d.verified && (
            <Text component="span" fz="xs" c="gray.7">
              {' '}
              ({t('compliance.why.unverified')})
            </Text>
          )}
        </Text>
      ))}

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
                <Stack key={`${a.ruleId}-${a.inciName}`} gap={0} role="listitem" data-testid="allergen">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fz="xs" c="gray.9" truncate>
                      {a.inciName}
                    </Text>
                    <Text fz="xs" c="gray.8" className="tabular">
                      {formatPct(a.percent)}
                    </Text>
                  </Group>
                  {/* from a composition, or from several lines: say where it came from */}
                  {(a.sources ?? []).some((s) => s.viaConstituent !== null) || (a.sources?.length ?? 0) > 1 ? (
                    <Text fz="xs" c="gray.7" data-testid="allergen-sources">
                      {t('compliance.why.from')}: {sourceList(a.sources ?? [], lines, t)}
                    </Text>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          ))}
      </Stack>
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** "line 2 Lavender Oil → Linalool 0.0006 %; line 5 Parfum → Linalool 0.0005 %" */
function sourceList(sources: readonly SubstanceSource[], lines: readonly EditorLine[], t: T): string {
  return sources
    .map((s) => {
      const inci = lines[s.lineIndex]?.ingredient.inciName ?? '';
      const line = t('compliance.why.line', { n: s.lineIndex + 1, inci });
      return s.viaConstituent
        ? t('compliance.why.via', { line, constituent: s.viaConstituent, percent: formatPct(s.percent) })
        : `${line} ${formatPct(s.percent)}`;
    })
    .join('; ');
}

/** "cream, body lotion · leave-on" — product types and exposures of a rule, in words. */
function usesOf(
  use: { productTypes: readonly string[]; exposures: readonly Exposure[]; childrenUnder?: number | null },
  t: T,
): string {
  const parts: string[] = [];
  if (use.productTypes.length) parts.push(use.productTypes.map((p) => t(`productTypes.${p}`)).join(', '));
  if (use.exposures.length) parts.push(use.exposures.map((e) => t(`compliance.exposures.${e}`)).join(', '));
  if (use.childrenUnder) parts.push(t('compliance.why.childrenUnder', { age: use.childrenUnder }));
  return parts.join(' · ') || t('compliance.why.allProducts');
}

function FindingRow({
  f,
  rule,
  lines,
  onFocusLine,
}: {
  f: Finding;
  rule: Rule | undefined;
  lines: readonly EditorLine[];
  onFocusLine: (key: string) => void;
}) {
  const { t } = useTranslation();
  const first = f.lineIndexes[0];
  const key = first === undefined ? undefined : lines[first]?.key;
  // each reason's words use the values they need (over a limit: percent and limit; not yet in force: the date)
  const reason = t(`compliance.reasons.${f.code}`, {
    percent: formatPct(f.convertedPercent ?? f.percent),
    limit: formatPct(f.limit ?? 0),
    date: f.effectiveFrom,
    other: (f.conflictsWith ?? []).join(', '),
  });
  const today = seoulToday();
  const family = rule?.expressedAs ? SUBSTANCE_FAMILIES[rule.expressedAs] : undefined;
  const sources = f.sources ?? [];
  // the substance is named apart when it is not simply the line's own ingredient
  const firstInci = first === undefined ? undefined : lines[first]?.ingredient.inciName;
  const showSubstance = sources.some((s) => s.viaConstituent !== null) || (firstInci !== undefined && firstInci !== f.inciName);
  const scope = rule
    ? f.code === 'NOT_ALLOWED_IN_TYPE'
      ? t('compliance.why.allowedIn', { uses: (f.allowedIn ?? [rule]).map((u) => usesOf(u, t)).join('; ') })
      : t('compliance.why.scope', { uses: usesOf(rule, t) }) +
        (rule.exceptProductTypes.length
          ? ` (${t('compliance.why.except', { types: rule.exceptProductTypes.map((p) => t(`productTypes.${p}`)).join(', ') })})`
          : '')
    : null;
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
      <Text fz="xs" c="gray.9" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {key && first !== undefined ? (
          <button type="button" className={classes.warningLink} onClick={() => onFocusLine(key)}>
            {t('recipes.live.lineN', { n: first + 1, inci: firstInci ?? f.inciName })}
          </button>
        ) : (
          <strong>{f.inciName}</strong>
        )}{' '}
        {showSubstance && <>{t('compliance.why.substance', { name: f.inciName })} </>}
        {reason}
        {f.code !== 'OVER_LIMIT' && <FindingConditions of={f} />}
        <Text component="span" fz="xs" c="gray.7" display="block" data-testid="finding-why">
          {sources.length > 0 && (showSubstance || sources.length > 1) && (
            <Text component="span" fz="xs" display="block" data-testid="finding-sources">
              {t('compliance.why.from')}: {sourceList(sources, lines, t)}
            </Text>
          )}
          {f.convertedPercent != null && family && (
            <Text component="span" fz="xs" display="block" data-testid="finding-converted">
              {t('compliance.why.converted', {
                percent: formatPct(f.percent),
                converted: formatPct(f.convertedPercent),
                parent: family.parent.inciName,
              })}
            </Text>
          )}
          {(f.limit !== null || scope) && (
            <Text component="span" fz="xs" display="block" data-testid="finding-scope">
              {f.limit !== null && t('compliance.why.limit', { limit: formatPct(f.limit) })}
              {f.limit !== null && scope && ' · '}
              {scope}
            </Text>
          )}
          {f.code !== 'UPCOMING' && f.effectiveFrom > today && (
            <Text component="span" fz="xs" display="block" data-testid="finding-from">
              {t('compliance.why.appliesFrom', { date: f.effectiveFrom })}
            </Text>
          )}
          {f.code === 'UPCOMING' && (
            <Text component="span" fz="xs" display="block" c="red.9" fw={600} data-testid="finding-upcoming">
              {t('compliance.why.willFail', { date: f.effectiveFrom })}
            </Text>
          )}
          {f.sellOffUntil && (
            <Text component="span" fz="xs" display="block">
              {t('compliance.why.sellOff', { date: f.sellOffUntil })}
            </Text>
          )}
          <Text component="span" fz="xs" display="block" data-testid="finding-source">
            <RuleSource reference={f.reference} sourceUrl={rule?.sourceUrl} />{' '}
            {rule &&
              (rule.verifiedOn ? (
                <Text component="span" fz="xs" c="gray.7">
                  · {t('compliance.why.verifiedOn', { date: rule.verifiedOn })}
                </Text>
              ) : (
                // a span: the badge sits inside the finding's paragraph
                <Badge component="span" size="xs" variant="outline" color="red.9" radius="sm" data-testid="finding-unverified">
                  {t('compliance.why.unverified')}
                </Badge>
              ))}
          </Text>
        </Text>
      </Text>
    </Group>
  );
}
