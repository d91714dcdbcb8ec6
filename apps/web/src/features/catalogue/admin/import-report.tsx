import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import { ImportCount, ImportFilterSwitch, useImportFilter } from '../../../components/admin/index.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', error: 'red' } as const;
const PAGE = 50;

/** Counts, then one line per row: what the import would do, and each problem as "column: message". */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const filter = useImportFilter(report.rows, (r) => r.action === 'error', PAGE);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="xs">
        <ImportCount label={t('adminCatalogue.import.creates')} value={report.creates} tone="teal" />
        <ImportCount label={t('adminCatalogue.import.updates')} value={report.updates} tone="blue" />
        <ImportCount label={t('adminCatalogue.import.errors')} value={report.errorCount} tone="red" />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('adminCatalogue.import.rowsInFile', { count: report.rows.length })}
        </Text>
        <ImportFilterSwitch
          filter={filter}
          allLabel={t('adminCatalogue.import.showAll')}
          errorsLabel={t('adminCatalogue.import.showErrors', { count: report.errorCount })}
        />
      </Group>
      <DataTable
        withTableBorder
        borderRadius="md"
        verticalSpacing={6}
        fz="sm"
        maxHeight={420}
        minHeight={filter.list.length ? undefined : 120}
        idAccessor="row"
        verticalAlign="top"
        records={filter.shown}
        noRecordsText={t('adminCatalogue.import.noRows')}
        rowBackgroundColor={(r) => (r.action === 'error' ? { light: '#fff5f5', dark: '#3b1f1f' } : undefined)}
        columns={[
          {
            accessor: 'row',
            title: t('adminCatalogue.import.row'),
            width: 56,
            textAlign: 'right',
            cellsStyle: () => ({ fontVariantNumeric: 'tabular-nums' }),
          },
          {
            accessor: 'inciName',
            title: t('adminCatalogue.import.rowTitle'),
            render: (r) => (
              <Stack gap={2}>
                <Text fz="sm" fw={r.action === 'error' ? 600 : 400}>
                  {r.inciName || (
                    <Text span c="dimmed">
                      —
                    </Text>
                  )}
                </Text>
                {Object.entries(r.errors).map(([col, key]) => (
                  <Text key={col} fz="xs" c="red.9">
                    <Code fz="xs">{col}</Code> {t(key)}
                  </Text>
                ))}
              </Stack>
            ),
          },
          {
            accessor: 'action',
            title: t('adminCatalogue.import.action'),
            width: 90,
            textAlign: 'right',
            render: (r) => (
              <Badge size="sm" variant="light" color={ACTION_COLOR[r.action]} tt="none">
                {t(`adminCatalogue.import.actions.${r.action}`)}
              </Badge>
            ),
          },
        ]}
        page={filter.page}
        onPageChange={filter.setPage}
        totalRecords={filter.list.length}
        recordsPerPage={PAGE}
        paginationText={({ from, to, totalRecords }) => t('adminCatalogue.shared.range', { from, to, total: totalRecords })}
      />
    </Stack>
  );
}
