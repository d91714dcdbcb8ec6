import { Anchor, Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconClipboardList, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { isProductType } from '@formulab/shared/recipes/formulation';
import type { RecipeImportReport } from '@formulab/shared/recipes/recipes.schema';
import { formatNumber } from '../../../lib/format.ts';
import { FOCUSABLE_SCROLL } from '../../../components/admin/index.ts';

/** After a commit: how many recipes were created, each one linked to the recipe list's drawer. */
export function ImportResult({
  report,
  fileName,
  onAnother,
}: {
  report: RecipeImportReport;
  fileName: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  // a commit creates the recipes in the report's order
  const created = report.recipes.map((r, i) => ({ ...r, id: report.createdIds[i] }));
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="teal.8">
            <IconCheck size={26} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="lg" role="status">
              {t('adminRecipes.import.doneTitle', { count: created.length, n: formatNumber(created.length) })}
            </Title>
            <Text fz="sm" c="gray.7">
              {t('adminRecipes.import.doneBody', { file: fileName })}
            </Text>
          </Stack>
        </Group>
        <Table.ScrollContainer scrollAreaProps={FOCUSABLE_SCROLL} minWidth={420}>
          <Table verticalSpacing={4} fz="sm" withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminRecipes.columns.name')}</Table.Th>
                <Table.Th>{t('adminRecipes.columns.owner')}</Table.Th>
                <Table.Th>{t('adminRecipes.columns.type')}</Table.Th>
                <Table.Th ta="right">{t('adminRecipes.columns.lines')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {created.map((r) => (
                <Table.Tr key={r.id ?? r.firstRow}>
                  <Table.Td>
                    {r.id ? (
                      <Anchor component={Link} to={`/admin/recipe-list?id=${r.id}`} fz="sm" fw={600}>
                        {r.name}
                      </Anchor>
                    ) : (
                      r.name
                    )}
                  </Table.Td>
                  <Table.Td>{r.ownerEmail}</Table.Td>
                  <Table.Td>{isProductType(r.productType) ? t(`productTypes.${r.productType}`) : r.productType}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {r.lineCount}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={onAnother}>
            {t('adminRecipes.import.another')}
          </Button>
          <Button component={Link} to="/admin/recipe-list" leftSection={<IconClipboardList size={16} aria-hidden="true" />}>
            {t('adminRecipes.import.openList')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
