import { Alert, Badge, Divider, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { memo, type Dispatch, type ReactNode } from 'react';
import { EditorPanel } from './editor-panel.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { ALLERGEN_THRESHOLDS } from '@formulab/shared/recipes/formulation';
import type { RecipeCosting } from '@formulab/shared/recipes/recipes.schema';
import type { EditorAction } from '../editor-state.ts';
import type { LiveResult } from '../live.ts';
import type { PackagingPart } from '../use-packaging.ts';
import { CostSection } from './cost-section.tsx';
import { InciLabel } from './inci-label.tsx';
import { MarketLabels } from './market-labels.tsx';
import type { MarketLabel } from '@formulab/shared/compliance/labels';
import { formatPct, nameBesideInci, usageInText, violationText, OK_GREEN } from '../format.ts';
import { UsageBadge } from './recipe-badges.tsx';
import classes from './editor.module.css';

/**
 * Whether the recipe is usable, green with a check or grey with an "i". A status, not an alert: it
 * changes with every edit and must not interrupt a screen reader.
 */
function ValidityStatus({ valid, children }: { valid: boolean; children: ReactNode }) {
  return (
    <Alert
      color={valid ? 'green' : 'gray'}
      variant="light"
      icon={valid ? <IconCircleCheck size={18} aria-hidden="true" /> : <IconInfoCircle size={18} aria-hidden="true" />}
      p="xs"
      role="status"
      data-testid="recipe-validity"
    >
      {children}
    </Alert>
  );
}

function Section({ title, id, children, aside }: { title: string; id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={3} fz="sm" fw={700} c="gray.9" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}

/** Total gauge: the number, a bar and a word (complete / x % missing / x % over). */
export function TotalGauge({ live, compact = false }: { live: LiveResult; compact?: boolean }) {
  const { t } = useTranslation();
  const s = live.status;
  const color = s.kind === 'complete' ? 'green.8' : s.kind === 'over' ? 'red.9' : s.kind === 'empty' ? 'gray.5' : 'yellow.7';
  const text =
    s.kind === 'complete'
      ? t('recipes.live.complete')
      : s.kind === 'missing'
        ? t('recipes.live.missing', { amount: formatPct(s.amount) })
        : s.kind === 'over'
          ? t('recipes.live.over', { amount: formatPct(s.amount) })
          : t('recipes.live.empty');
  const total = Number.isFinite(live.total) ? live.total : 0;
  return (
    <Stack gap={compact ? 2 : 6} className={classes.gauge}>
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text fz={compact ? 'sm' : 30} fw={800} c="gray.9" lh={1.1} data-testid={compact ? undefined : 'recipe-total'}>
          {formatPct(total)}
        </Text>
        <Text
          fz="sm"
          fw={600}
          c={s.kind === 'complete' ? OK_GREEN : s.kind === 'over' ? 'red.9' : 'gray.8'}
          role={compact ? undefined : 'status'}
          data-testid={compact ? undefined : 'recipe-total-status'}
        >
          {text}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, total)}
        color={color}
        size={compact ? 'sm' : 'lg'}
        radius="xl"
        aria-hidden="true"
        transitionDuration={0}
      />
    </Stack>
  );
}

type Props = {
  live: LiveResult;
  hasProductType: boolean;
  /** jump to a line (focus its % box) */
  onFocusLine: (key: string) => void;
  costing: RecipeCosting;
  dispatch: Dispatch<EditorAction>;
  packaging: PackagingPart[];
  /** one label list per target market (none chosen: the generic INCI list) */
  labels?: MarketLabel[];
};

/**
 * The live panel: total, validity and why not, limit warnings (each links to its line), declarable
 * allergens, cost and the INCI label. Memoised: it re-renders when the deferred result changes, not
 * on every keystroke of unrelated fields.
 */
export const LivePanel = memo(function LivePanel({
  live,
  hasProductType,
  onFocusLine,
  costing,
  dispatch,
  packaging,
  labels,
}: Props) {
  const { t, i18n } = useTranslation();
  const reasons: string[] = [];
  if (!hasProductType) reasons.push(t('recipes.live.reasonType'));
  if (live.status.kind === 'empty') reasons.push(t('recipes.live.reasonEmpty'));
  else if (!live.totalValid) reasons.push(t('recipes.live.reasonTotal', { total: formatPct(live.total) }));
  if (live.violations.length)
    reasons.push(t('recipes.live.reasonLimits', { count: new Set(live.violations.map((v) => v.ingredientId)).size }));
  if (live.checking) reasons.push(t('recipes.live.reasonChecking'));
  if (live.invalidKeys.size) reasons.push(t('recipes.live.reasonNumbers', { count: live.invalidKeys.size }));

  return (
    <EditorPanel component="aside" aria-label={t('recipes.live.region')} data-testid="live-panel">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="md" c="gray.9">
            {t('recipes.live.title')}
          </Title>
          <UsageBadge usage={live.usage} />
        </Group>
        <TotalGauge live={live} />

        {live.valid ? (
          <ValidityStatus valid>
            <Text fz="sm" fw={600} c={OK_GREEN}>
              {t('recipes.live.valid')}
            </Text>
          </ValidityStatus>
        ) : (
          <ValidityStatus valid={false}>
            <Text fz="sm" fw={600} c="gray.9">
              {t('recipes.live.notValid')}
            </Text>
            <List size="sm" c="gray.8" spacing={0} mt={2}>
              {reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </ValidityStatus>
        )}

        <Section
          title={t('recipes.live.limits')}
          id="live-limits"
          aside={
            live.violations.length > 0 && (
              <Badge color="red.9" size="sm">
                {live.violations.length}
              </Badge>
            )
          }
        >
          {live.checking ? (
            <Text fz="sm" c="gray.7">
              {t('recipes.live.limitsChecking')}
            </Text>
          ) : live.violations.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('recipes.live.noLimitIssues', {
                markets: live.judgedIn.map((m) => t(`compliance.markets.${m}`)).join(', '),
              })}
            </Text>
          ) : (
            <Stack gap={6} role="list">
              {live.violations.map((v, i) => (
                <Group
                  key={`${v.index}-${v.market}-${i}`}
                  gap={8}
                  wrap="nowrap"
                  align="flex-start"
                  role="listitem"
                  data-testid="limit-warning"
                >
                  <IconAlertTriangle
                    size={16}
                    color="var(--mantine-color-red-8)"
                    aria-hidden="true"
                    style={{ flexShrink: 0, marginTop: 2 }}
                  />
                  <Text fz="sm" c="gray.9">
                    <button type="button" className={classes.warningLink} onClick={() => onFocusLine(live.violationKeys[i]!)}>
                      {t('recipes.live.lineN', { n: v.index + 1, inci: v.inciName })}
                    </button>{' '}
                    {violationText(t, v)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t('recipes.live.allergens')} id="live-allergens">
          {live.allergens.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('recipes.live.noAllergens', { threshold: formatPct(ALLERGEN_THRESHOLDS[live.usage]) })}
            </Text>
          ) : (
            <>
              <Text fz="xs" c="gray.7">
                {t('recipes.live.allergensHint', {
                  threshold: formatPct(ALLERGEN_THRESHOLDS[live.usage]),
                  usage: usageInText(t, live.usage),
                })}
              </Text>
              <Stack gap={2} role="list">
                {live.allergens.map((a, i) => (
                  <Group key={a.ingredientId} justify="space-between" wrap="nowrap" gap="xs" role="listitem">
                    <Text fz="sm" c="gray.9" style={{ minWidth: 0 }} truncate>
                      <button
                        type="button"
                        className={classes.warningLink}
                        style={{ fontWeight: 500 }}
                        onClick={() => onFocusLine(live.allergenKeys[i]!)}
                      >
                        {a.inciName}
                      </button>
                      {nameBesideInci(a, i18n.resolvedLanguage) && (
                        <>
                          {' '}
                          <Text component="span" fz="xs" c="gray.7">
                            {nameBesideInci(a, i18n.resolvedLanguage)}
                          </Text>
                        </>
                      )}
                    </Text>
                    <Text fz="sm" c="gray.8" className="tabular">
                      {formatPct(a.percent)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </>
          )}
        </Section>

        <Divider color="gray.2" />
        <CostSection live={live} costing={costing} dispatch={dispatch} parts={packaging} />
        <Divider color="gray.2" />
        {labels?.length ? <MarketLabels labels={labels} /> : <InciLabel inci={live.inci} />}
      </Stack>
    </EditorPanel>
  );
});
