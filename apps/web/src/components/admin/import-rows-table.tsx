import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ImportFilterSwitch, useImportFilter } from './import-parts.tsx';

const PAGE = 50;

/** A file row of a CSV import preview: its line, what the import would do with it, its problems by column. */
export type ImportRow = { row: number; action: string; errors: Record<string, string> };

/**
 * A CSV import preview that lists one line per file row of the `report`: the counts (`counts`), how many rows the file
 * has with the "all / with problems" switch, then a page of 50 rows at a time. Rows whose action is
 * "error" are the problems; `columns` says what a row shows (see ImportRowProblems, ImportActionBadge).
 */
export function ImportRowsTable<R extends ImportRow>({
  report: { rows, errorCount },
  counts,
  columns,
  rowBackgroundColor,
}: {
  report: { rows: readonly R[]; errorCount: number };
  counts: ReactNode;
  columns: DataTableColumn<R>[];
  rowBackgroundColor?: DataTableProps<R>['rowBackgroundColor'];
}) {
  const { t } = useTranslation();
  const filter = useImportFilter(rows, (r) => r.action === 'error', PAGE);
  return (
    <Stack gap="sm">
      {counts}
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('adminCatalogue.import.rowsInFile', { count: rows.length })}
        </Text>
        <ImportFilterSwitch
          filter={filter}
          allLabel={t('adminCatalogue.import.showAll')}
          errorsLabel={t('adminCatalogue.import.showErrors', { count: errorCount })}
        />
      </Group>
      <DataTable<R>
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
        rowBackgroundColor={rowBackgroundColor}
        columns={columns}
        page={filter.page}
        onPageChange={filter.setPage}
        totalRecords={filter.list.length}
        recordsPerPage={PAGE}
        paginationText={({ from, to, totalRecords }) => t('adminCatalogue.shared.range', { from, to, total: totalRecords })}
      />
    </Stack>
  );
}

/** A row's problems under its title, one a line: "column message". */
export function ImportRowProblems({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation();
  return Object.entries(errors).map(([col, key]) => (
    <Text key={col} fz="xs" c="red.9">
      <Code fz="xs">{col}</Code> {t(key)}
    </Text>
  ));
}

/** What the import would do with a row ("new", "update", …) as a light badge. */
export function ImportActionBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge size="sm" variant="light" color={color} tt="none">
      {children}
    </Badge>
  );
}
