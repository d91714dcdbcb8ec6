import { Badge, Button, Code, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { TFunction } from '../../../i18n/index.ts';
import { isProductType } from '@formulab/shared/recipes/formulation';
import type { RecipeImportReport } from '@formulab/shared/recipes/recipes.schema';
import { ImportCount, ImportFilterSwitch, useImportFilter } from '../../../components/admin/index.ts';
import { formatNumber } from '../../../lib/format.ts';

type Report = RecipeImportReport;
type RowError = Report['rows'][number]['errors'][number];
type RecipeRows = { recipe: Report['recipes'][number]; rows: Report['rows'] };
const PAGE = 20;
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** Messages that read better in an import than the shared form messages, by code or by column. */
const IMPORT_KEYS: Record<string, string> = {
  'errors.unknownIngredient': 'adminRecipes.import.problems.unknownIngredient',
  'errors.unknownProductType': 'adminRecipes.import.problems.unknownProductType',
  'visibility:errors.invalidValue': 'adminRecipes.import.problems.visibility',
  'phase:errors.invalidValue': 'adminRecipes.import.problems.phase',
  'errors.templateExample': 'adminRecipes.import.problems.templateExample',
};

/** One problem of a row in the reader's language, numbers in their locale. */
export function problemText(t: TFunction, e: RowError): string {
  const params = Object.fromEntries(
    Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'number' ? formatNumber(v, 4) : v]),
  );
  const key = IMPORT_KEYS[`${e.column}:${e.code}`] ?? IMPORT_KEYS[e.code] ?? e.code;
  return t(key, params);
}

/** The report's rows cut into recipes (a recipe's rows follow each other in the file). */
export function groupsOf(report: Report): RecipeRows[] {
  let at = 0;
  return report.recipes.map((recipe) => {
    const rows = report.rows.slice(at, at + recipe.lineCount);
    at += recipe.lineCount;
    return { recipe, rows };
  });
}

/** Counts, then every recipe of the file with its rows and each row's problems ("column: message"). */
export function ImportPreview({ report }: { report: Report }) {
  const { t } = useTranslation();
  const groups = groupsOf(report);
  const filter = useImportFilter(groups, (g) => !g.recipe.valid, PAGE);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <ImportCount label={t('adminRecipes.import.counts.recipes')} value={groups.length} />
        <ImportCount label={t('adminRecipes.import.counts.lines')} value={report.rows.length} />
        <ImportCount label={t('adminRecipes.import.counts.errorRows')} value={report.errorCount} tone="red" />
        <ImportCount
          label={t('adminRecipes.import.counts.duplicates')}
          value={groups.filter((g) => g.recipe.duplicateName).length}
          tone="orange"
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <ImportFilterSwitch
          filter={filter}
          allLabel={t('adminRecipes.import.showAll', { count: groups.length })}
          errorsLabel={t('adminRecipes.import.showErrors', { count: filter.problems })}
        />
      </Group>
      {filter.shown.map((g) => (
        <RecipeGroup key={g.recipe.firstRow} group={g} />
      ))}
      {filter.pages > 1 && (
        <Pagination
          value={filter.page}
          onChange={filter.setPage}
          total={filter.pages}
          size="sm"
          style={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}

function RecipeGroup({ group: { recipe, rows } }: { group: RecipeRows }) {
  const { t } = useTranslation();
  const problems = rows.filter((r) => r.errors.length).length;
  const [open, setOpen] = useState(!recipe.valid);
  const type = isProductType(recipe.productType) ? t(`productTypes.${recipe.productType}`) : recipe.productType || '—';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      style={recipe.valid ? undefined : { borderColor: 'var(--mantine-color-red-4)' }}
      data-testid="import-recipe"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={700} fz="sm">
              {recipe.name || (
                <Text span c="gray.7">
                  {t('adminRecipes.import.noName')}
                </Text>
              )}
            </Text>
            {recipe.valid ? (
              <Badge size="sm" radius="sm" color="#24803a" tt="none">
                {t('adminRecipes.import.ready')}
              </Badge>
            ) : (
              <Badge size="sm" radius="sm" color="red.8" tt="none">
                {t('adminRecipes.import.problemRows', { count: problems })}
              </Badge>
            )}
            {recipe.duplicateName && (
              <Tooltip label={t('adminRecipes.import.duplicateHint')} multiline w={260} withArrow>
                <Badge size="sm" radius="sm" color="orange.1" c="gray.9" tt="none" tabIndex={0}>
                  {t('adminRecipes.import.duplicate')}
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Text fz="xs" c="gray.7">
            {t('adminRecipes.import.recipeFacts', {
              row: recipe.firstRow,
              owner: recipe.ownerEmail,
              type,
              visibility: t(`adminRecipes.visibility.${recipe.visibility}`),
              lines: t('adminRecipes.import.lineCount', { count: recipe.lineCount }),
              total: formatNumber(recipe.totalPercent, 4),
            })}
          </Text>
        </Stack>
        <Button
          size="compact-xs"
          variant="subtle"
          color="dark"
          rightSection={open ? <IconChevronUp size={14} aria-hidden="true" /> : <IconChevronDown size={14} aria-hidden="true" />}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {t(open ? 'adminRecipes.import.hideLines' : 'adminRecipes.import.showLines', { count: rows.length })}
        </Button>
      </Group>
      {open && <RowsTable rows={rows} />}
    </Paper>
  );
}

function RowsTable({ rows }: { rows: Report['rows'] }) {
  const { t } = useTranslation();
  // on a phone the problems go under the INCI name instead of into a fourth column
  const narrow = useMediaQuery('(max-width: 40em)');
  const problems = (r: Report['rows'][number]) =>
    r.errors.length === 0 ? (
      <Text span fz="xs" c="gray.7">
        {t('adminRecipes.import.rowOk')}
      </Text>
    ) : (
      <Stack gap={2}>
        {r.errors.map((e, i) => (
          <Text key={i} fz="xs" c="red.9">
            <Code fz="xs">{e.column}</Code> {problemText(t, e)}
          </Text>
        ))}
      </Stack>
    );
  return (
    // fixed widths: the tables of every recipe line up under each other
    <Table verticalSpacing={3} horizontalSpacing="xs" fz="sm" withTableBorder layout="fixed" mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={48} ta="right">
            {t('adminRecipes.import.row')}
          </Table.Th>
          <Table.Th w={narrow ? undefined : '34%'}>inci_name</Table.Th>
          <Table.Th w={76} ta="right">
            percent
          </Table.Th>
          {!narrow && <Table.Th>{t('adminRecipes.import.problems.title')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.row} bg={r.errors.length ? 'red.0' : undefined} style={{ verticalAlign: 'top' }}>
            <Table.Td ta="right" style={tabular} c="gray.7">
              {r.row}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text span fz="sm" fw={r.errors.length ? 600 : undefined}>
                {r.inciName || '—'}
              </Text>
              {narrow && r.errors.length > 0 && problems(r)}
            </Table.Td>
            <Table.Td ta="right" style={tabular}>
              {r.percent === null ? '—' : formatNumber(r.percent, 4)}
            </Table.Td>
            {!narrow && <Table.Td>{problems(r)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
