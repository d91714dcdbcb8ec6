import { Badge, Code, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import { formatNumber } from '../../../lib/format.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', error: 'red' } as const;
const PAGE = 50;

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg={value && color === 'red' ? 'red.0' : undefined}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} c={value ? `${color}.8` : 'gray.6'} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** Counts, then one line per row: what the import would do, and each problem as "column: message". */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<'all' | 'errors'>(report.errorCount ? 'errors' : 'all');
  const [page, setPage] = useState(1);
  const rows = filter === 'errors' ? report.rows.filter((r) => r.action === 'error') : report.rows;
  const shown = rows.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={3} spacing="xs">
        <Count label={t('adminCatalogue.import.creates')} value={report.creates} color="teal" />
        <Count label={t('adminCatalogue.import.updates')} value={report.updates} color="blue" />
        <Count label={t('adminCatalogue.import.errors')} value={report.errorCount} color="red" />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('adminCatalogue.import.rowsInFile', { count: report.rows.length })}
        </Text>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => {
            setFilter(v as 'all' | 'errors');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('adminCatalogue.import.showAll') },
            {
              value: 'errors',
              label: t('adminCatalogue.import.showErrors', { count: report.errorCount }),
              disabled: !report.errorCount,
            },
          ]}
        />
      </Group>
      <DataTable
        withTableBorder
        borderRadius="md"
        verticalSpacing={6}
        fz="sm"
        maxHeight={420}
        minHeight={rows.length ? undefined : 120}
        idAccessor="row"
        verticalAlign="top"
        records={shown}
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
        page={page}
        onPageChange={setPage}
        totalRecords={rows.length}
        recordsPerPage={PAGE}
        paginationText={({ from, to, totalRecords }) => t('adminCatalogue.shared.range', { from, to, total: totalRecords })}
      />
    </Stack>
  );
}
