import { Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from '../../../i18n/react.ts';
import type { RuleImportReport } from '@formulab/shared/compliance/compliance.admin.schema';
import { CsvImportDialog, ImportCount, ImportFilterSwitch, useImportFilter } from '../../../components/admin/index.ts';
import { commitRuleImport, previewRuleImport } from './api.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', unchanged: 'gray', error: 'red' } as const;
const PAGE = 50;

function Report({ report }: { report: RuleImportReport }) {
  const { t } = useTranslation();
  const filter = useImportFilter(report.rows, (r) => r.action === 'error', PAGE);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <ImportCount label={t('adminCatalogue.import.creates')} value={report.creates} tone="teal" />
        <ImportCount label={t('adminCatalogue.import.updates')} value={report.updates} tone="blue" />
        <ImportCount label={t('adminCompliance.import.unchanged')} value={report.unchanged} />
        <ImportCount label={t('adminCatalogue.import.errors')} value={report.errorCount} tone="red" />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="gray.7">
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
        columns={[
          { accessor: 'row', title: t('adminCatalogue.import.row'), width: 56, textAlign: 'right' },
          { accessor: 'market', title: t('adminCompliance.fields.market'), width: 80 },
          {
            accessor: 'inciName',
            title: t('adminCompliance.fields.inciName'),
            render: (r) => (
              <Stack gap={2}>
                <Text fz="sm">{r.inciName || '—'}</Text>
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
            width: 100,
            textAlign: 'right',
            render: (r) => (
              <Badge size="sm" variant="light" color={ACTION_COLOR[r.action]} tt="none">
                {t(`adminCompliance.import.actions.${r.action}`)}
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

/** The rule import in a dialog: the catalogue's — choose a CSV, preview each row, import all rows or none. */
export function RuleImport({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CsvImportDialog
      title={t('adminCompliance.import.title')}
      opened={opened}
      onClose={onClose}
      preview={previewRuleImport}
      commit={commitRuleImport}
      invalidate={[['compliance-rules'], ['compliance-rule']]}
      templateHref="/api/admin/compliance/rules/template.csv"
      rules={<Text fz="sm">{t('adminCompliance.import.rules')}</Text>}
      renderPreview={(report) => <Report report={report} />}
    />
  );
}
