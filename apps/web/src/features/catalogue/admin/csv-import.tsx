import { List } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { CsvImportDialog } from '../../../components/admin/index.ts';
import { previewImport } from '../api.ts';
import { commitImportWithReport } from './hooks.ts';
import { ImportReportView } from './import-report.tsx';

/** The ingredient import in a dialog: choose a CSV → preview what each row would do → import all rows or none. */
export function CsvImport({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CsvImportDialog
      title={t('adminCatalogue.import.title')}
      opened={opened}
      onClose={onClose}
      preview={previewImport}
      commit={commitImportWithReport}
      invalidate={[['ingredients'], ['ingredient']]}
      templateHref="/api/admin/ingredients/template.csv"
      rules={
        <List size="sm" spacing={2}>
          <List.Item>{t('adminCatalogue.import.rules.match')}</List.Item>
          <List.Item>{t('adminCatalogue.import.rules.slugs')}</List.Item>
          <List.Item>{t('adminCatalogue.import.rules.empty')}</List.Item>
          <List.Item>{t('adminCatalogue.import.rules.allOrNothing')}</List.Item>
        </List>
      }
      renderPreview={(report) => <ImportReportView report={report} />}
    />
  );
}
