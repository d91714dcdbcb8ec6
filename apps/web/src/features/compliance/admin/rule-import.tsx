import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { RuleImportReport } from '@formulab/shared/compliance/compliance.admin.schema';
import {
  CsvImportDialog,
  ImportActionBadge,
  ImportCount,
  ImportRowProblems,
  ImportRowsTable,
} from '../../../components/admin/index.ts';
import { commitRuleImport, previewRuleImport } from './api.ts';

const ACTION_COLOR = { create: 'teal', update: 'blue', unchanged: 'gray', error: 'red' } as const;

function Report({ report }: { report: RuleImportReport }) {
  const { t } = useTranslation();
  return (
    <ImportRowsTable
      report={report}
      counts={
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <ImportCount label={t('adminCatalogue.import.creates')} value={report.creates} tone="teal" />
          <ImportCount label={t('adminCatalogue.import.updates')} value={report.updates} tone="blue" />
          <ImportCount label={t('adminCompliance.import.unchanged')} value={report.unchanged} />
          <ImportCount label={t('adminCatalogue.import.errors')} value={report.errorCount} tone="red" />
        </SimpleGrid>
      }
      columns={[
        { accessor: 'row', title: t('adminCatalogue.import.row'), width: 56, textAlign: 'right' },
        { accessor: 'market', title: t('adminCompliance.fields.market'), width: 80 },
        {
          accessor: 'inciName',
          title: t('adminCompliance.fields.inciName'),
          render: (r) => (
            <Stack gap={2}>
              <Text fz="sm">{r.inciName || '—'}</Text>
              <ImportRowProblems errors={r.errors} />
            </Stack>
          ),
        },
        {
          accessor: 'action',
          title: t('adminCatalogue.import.action'),
          width: 100,
          textAlign: 'right',
          render: (r) => (
            <ImportActionBadge color={ACTION_COLOR[r.action]}>
              {t(`adminCompliance.import.actions.${r.action}`)}
            </ImportActionBadge>
          ),
        },
      ]}
    />
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
