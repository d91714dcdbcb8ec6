import { ActionIcon, Alert, Badge, CopyButton, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import {
  inciList,
  usageOf,
  validateFormulation,
  type FormulationLine,
  type LimitViolation,
} from '@formulab/shared/recipes/formulation';
import type { RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { formatNumber } from '../../../lib/format.ts';
import { useSavedRecipeVerdict } from '../compliance-live.ts';
import { FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';

const pct = (n: number) => `${formatNumber(n, 4)} %`;
// numbers line up and never break inside ("79.81" on two lines in a narrow drawer)
const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The lines as staff read them, checked live with the shared formulation logic against today's
 * catalogue and today's market rules (the stored "valid" flag is as of the last save or rule change):
 * limits, total, allergens, label.
 */
export function RecipeFormulation({ recipe }: { recipe: RecipeDetail }) {
  const { t, i18n } = useTranslation();
  const usage = usageOf(recipe.productType);
  const lines: FormulationLine[] = recipe.lines.map((l) => ({
    ...l.ingredient,
    ingredientId: l.ingredientId,
    percent: l.percent,
    phase: l.phase,
  }));
  // the rules are the only limits: the lines the verdict fails in the recipe's markets (or the home market)
  const verdict = useSavedRecipeVerdict(recipe);
  const check = validateFormulation(lines, usage, verdict);
  const over = new Map<number, LimitViolation>();
  for (const v of check.violations) if (!over.has(v.index)) over.set(v.index, v);
  const label = inciList(lines);
  const local = (i: { nameKo: string; nameEn: string }) => (i18n.resolvedLanguage === 'en' ? i.nameEn : i.nameKo);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {t('adminRecipes.detail.lines', { count: recipe.lines.length })}
        </Title>
        {!check.totalValid && (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden="true" />}>
            {t('errors.totalNot100', { total: formatNumber(check.total, 4) })}
          </Alert>
        )}
        <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={520}>
          <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32}>#</Table.Th>
                <Table.Th>INCI</Table.Th>
                <Table.Th ta="right">%</Table.Th>
                <Table.Th ta="center">{t('adminRecipes.detail.phase')}</Table.Th>
                <Table.Th>{t('adminRecipes.detail.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipe.lines.map((l, i) => {
                const v = over.get(i);
                return (
                  <Table.Tr key={i} bg={v ? 'red.0' : undefined}>
                    <Table.Td c="gray.7" style={tabular}>
                      {i + 1}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text fz="sm" fw={500}>
                          {l.ingredient.inciName}
                        </Text>
                        {l.ingredient.allergen && (
                          <Badge size="xs" color="orange.1" c="gray.9" radius="sm">
                            {t('adminRecipes.detail.allergen')}
                          </Badge>
                        )}
                        {!l.ingredient.visible && (
                          <Badge size="xs" color="gray.2" c="gray.8" radius="sm">
                            {t('adminRecipes.detail.hiddenIngredient')}
                          </Badge>
                        )}
                      </Group>
                      <Text fz="xs" c="gray.7">
                        {local(l.ingredient)}
                      </Text>
                      {v && (
                        <Text fz="xs" c="red.9" fw={600}>
                          {v.limit === null
                            ? t('adminRecipes.detail.notAllowed', { market: t(`compliance.markets.${v.market}`) })
                            : t('adminRecipes.detail.overLimit', {
                                total: pct(v.total),
                                market: t(`compliance.markets.${v.market}`),
                                limit: pct(v.limit),
                              })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={tabular} fw={v ? 700 : undefined} c={v ? 'red.9' : undefined}>
                      {formatNumber(l.percent, 4)}
                    </Table.Td>
                    <Table.Td ta="center">{l.phase ?? '–'}</Table.Td>
                    <Table.Td c="gray.7">{l.note}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('adminRecipes.detail.total')}</Table.Th>
                <Table.Th ta="right" style={tabular} c={check.totalValid ? undefined : 'red.9'}>
                  {formatNumber(check.total, 4)}
                </Table.Th>
                <Table.Th colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      {check.allergens.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('adminRecipes.detail.allergens')}
          </Title>
          <Text fz="sm">{check.allergens.map((a) => `${a.inciName} (${pct(a.percent)})`).join(', ')}</Text>
        </Stack>
      )}

      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="md">
            {t('adminRecipes.detail.inci')}
          </Title>
          <CopyButton value={label.text} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={t(copied ? 'adminRecipes.detail.copied' : 'adminRecipes.detail.copy')} withArrow>
                <ActionIcon variant="default" onClick={copy} aria-label={t('adminRecipes.detail.copy')} disabled={!label.text}>
                  {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text fz="sm">
            {label.text || (
              <Text span c="gray.7">
                {t('adminRecipes.detail.noLines')}
              </Text>
            )}
          </Text>
        </Paper>
      </Stack>
    </Stack>
  );
}
