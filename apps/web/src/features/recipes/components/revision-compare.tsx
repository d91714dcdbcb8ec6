import { Alert, Badge, Group, Paper, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { compareRecipes, type FieldChange, type LineChange } from '@formulab/shared/recipes/compare';
import type { RevisionDetail } from '@formulab/shared/recipes/recipes.schema';
import { errorKey } from '../../../lib/api.ts';
import { recipeFunctionsQuery, revisionQuery } from '../api.ts';
import { formatDelta, formatPct, localName, phaseLabel, OK_GREEN } from '../format.ts';
import { BackToHistory } from './revision-meta.tsx';

const comparable = (r: RevisionDetail) => ({
  ...r,
  lines: r.lines.map((l) => ({
    ingredientId: l.ingredientId,
    inciName: l.ingredient.inciName,
    percent: l.percent,
    phase: l.phase,
    note: l.note,
  })),
});

const KIND_COLOR: Record<LineChange['kind'], { color: string; c: string }> = {
  added: { color: 'green.1', c: OK_GREEN },
  removed: { color: 'red.1', c: 'red.9' },
  changed: { color: 'yellow.2', c: 'gray.9' },
  unchanged: { color: 'gray.1', c: 'gray.8' },
};

/** Two revisions side by side: changed fields, and lines added / removed / changed (before → after). */
export function RevisionCompare({ recipeId, a, b, onBack }: { recipeId: string; a: number; b: number; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const ra = useQuery(revisionQuery(recipeId, a));
  const rb = useQuery(revisionQuery(recipeId, b));
  const functions = useQuery(recipeFunctionsQuery());
  const [showAll, setShowAll] = useState(false);
  const diff = useMemo(
    () => (ra.data && rb.data ? compareRecipes(comparable(ra.data), comparable(rb.data)) : null),
    [ra.data, rb.data],
  );
  const error = ra.error ?? rb.error;

  const fieldValue = (f: FieldChange, side: 'before' | 'after') => {
    const v = f[side];
    if (f.field === 'functions')
      return (
        (v as number[])
          .map((id) => functions.data?.find((x) => x.id === id))
          .filter((x) => !!x)
          .map((x) => localName(x, i18n.resolvedLanguage))
          .join(', ') || '–'
      );
    if (f.field === 'productType') return t(`productTypes.${v as string}`);
    if (f.field === 'visibility') return t(`recipes.visibility.${v as string}`);
    return (v as string) || '–';
  };
  const lines = diff ? (showAll ? diff.lines : diff.lines.filter((l) => l.kind !== 'unchanged')) : [];

  return (
    <Stack gap="md" data-testid="revision-compare">
      <BackToHistory onBack={onBack} w="fit-content" />
      <Title order={3} fz="lg" c="gray.9">
        {t('recipes.compare.title', { a, b })}
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          {t(errorKey(error))}
        </Alert>
      ) : !diff ? (
        <Skeleton h={280} radius="md" />
      ) : (
        <>
          <Group gap="xs">
            {(['added', 'removed', 'changed'] as const).map((k) => (
              <Badge
                key={k}
                color={diff.counts[k] ? KIND_COLOR[k].color : 'gray.1'}
                c={diff.counts[k] ? KIND_COLOR[k].c : 'gray.8'}
                radius="sm"
                tt="none"
              >
                {t(`recipes.compare.${k}`, { count: diff.counts[k] })}
              </Badge>
            ))}
            <Text fz="sm" c="gray.8" className="tabular">
              {t('recipes.compare.total', { before: formatPct(diff.total.before), after: formatPct(diff.total.after) })}
            </Text>
          </Group>
          {!diff.different && <Alert color="gray">{t('recipes.compare.same')}</Alert>}
          {diff.reordered && (
            <Text fz="sm" c="gray.8">
              {t('recipes.compare.reordered')}
            </Text>
          )}
          {diff.fields.length > 0 && (
            <Paper withBorder radius="md" p="sm">
              <Stack gap={6}>
                {diff.fields.map((f) => (
                  <div key={f.field} data-testid="field-change">
                    <Text fz="xs" fw={700} c="gray.7" tt="uppercase">
                      {t(`recipes.compare.field.${f.field}`)}
                    </Text>
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Text fz="sm" c="red.9" td="line-through" style={{ minWidth: 0, overflowWrap: 'anywhere' }} lineClamp={3}>
                        {fieldValue(f, 'before')}
                      </Text>
                      <IconArrowRight size={14} aria-label={t('recipes.compare.to')} style={{ flexShrink: 0, marginTop: 3 }} />
                      <Text fz="sm" c={OK_GREEN} fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }} lineClamp={3}>
                        {fieldValue(f, 'after')}
                      </Text>
                    </Group>
                  </div>
                ))}
              </Stack>
            </Paper>
          )}
          <Group justify="space-between">
            <Title order={4} fz="sm" c="gray.9">
              {t('recipes.compare.lines')}
            </Title>
            <Switch
              size="xs"
              label={t('recipes.compare.showUnchanged', { count: diff.counts.unchanged })}
              checked={showAll}
              onChange={(e) => setShowAll(e.currentTarget.checked)}
            />
          </Group>
          {lines.length === 0 ? (
            <Text fz="sm" c="gray.7">
              {t('recipes.compare.noLineChanges')}
            </Text>
          ) : (
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recipes.lines.ingredient')}</Table.Th>
                  <Table.Th ta="right">{t('recipes.lines.percent')}</Table.Th>
                  <Table.Th>{t('recipes.lines.phase')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((l, i) => (
                  <Table.Tr key={i} data-testid="line-change" data-kind={l.kind}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Badge
                          size="xs"
                          radius="sm"
                          color={KIND_COLOR[l.kind].color}
                          c={KIND_COLOR[l.kind].c}
                          style={{ flexShrink: 0 }}
                        >
                          {t(`recipes.compare.kind.${l.kind}`)}
                        </Badge>
                        <Text fz="sm" fw={500} td={l.kind === 'removed' ? 'line-through' : undefined}>
                          {l.inciName}
                        </Text>
                      </Group>
                      {l.kind === 'changed' && l.changes.includes('note') && (
                        <Text fz="xs" c="gray.7">
                          {t('recipes.compare.note', { before: l.before.note || '–', after: l.after.note || '–' })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular" style={{ whiteSpace: 'nowrap' }}>
                      {l.kind === 'changed' && l.changes.includes('percent') ? (
                        <>
                          {formatPct(l.before.percent)} → <b>{formatPct(l.after.percent)}</b>{' '}
                          <Text component="span" fz="xs" c={l.delta > 0 ? OK_GREEN : 'red.9'}>
                            ({formatDelta(l.delta)})
                          </Text>
                        </>
                      ) : l.kind === 'removed' ? (
                        formatPct(l.before.percent)
                      ) : (
                        formatPct(l.after.percent)
                      )}
                    </Table.Td>
                    <Table.Td>
                      {l.kind === 'changed' && l.changes.includes('phase')
                        ? `${phaseLabel(l.before.phase)} → ${phaseLabel(l.after.phase)}`
                        : phaseLabel(l.kind === 'removed' ? l.before.phase : l.after.phase)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
