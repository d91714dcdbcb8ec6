import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { ImportReport } from '@formulab/shared/catalogue/ingredients.schema';
import { ImportActionBadge, ImportCount, ImportRowProblems, ImportRowsTable } from '../../../components/admin/index.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', error: 'red' } as const;

/** Counts, then one line per row: what the import would do, and each problem as "column: message". */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <ImportRowsTable
      report={report}
      counts={
        <SimpleGrid cols={3} spacing="xs">
          <ImportCount label={t('adminCatalogue.import.creates')} value={report.creates} tone="teal" />
          <ImportCount label={t('adminCatalogue.import.updates')} value={report.updates} tone="blue" />
          <ImportCount label={t('adminCatalogue.import.errors')} value={report.errorCount} tone="red" />
        </SimpleGrid>
      }
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
              <ImportRowProblems errors={r.errors} />
            </Stack>
          ),
        },
        {
          accessor: 'action',
          title: t('adminCatalogue.import.action'),
          width: 90,
          textAlign: 'right',
          render: (r) => (
            <ImportActionBadge color={ACTION_COLOR[r.action]}>{t(`adminCatalogue.import.actions.${r.action}`)}</ImportActionBadge>
          ),
        },
      ]}
    />
  );
}
