import { Alert, Anchor, Badge, Button, Code, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleImportReport } from '@formulab/shared/compliance/compliance.admin.schema';
import {
  ImportCount,
  ImportFilterSwitch,
  ImportWizard,
  decodeText,
  useImportFilter,
  type ChosenFile,
  type FileProblem,
} from '../../../components/admin/index.ts';
import { commitRuleImport, previewRuleImport } from './api.ts';

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const CSV_ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };
const ACTION_COLOR = { create: 'teal', update: 'blue', unchanged: 'gray', error: 'red' } as const;
const PAGE = 50;

async function readCsv(file: File): Promise<ChosenFile<string>> {
  if (!/\.csv$/i.test(file.name)) throw { key: 'errors.csvType' } satisfies FileProblem;
  if (file.size > MAX_CSV_BYTES) throw { key: 'errors.csvTooLarge', params: { max: '5 MB' } } satisfies FileProblem;
  const { text, encoding } = decodeText(await file.arrayBuffer());
  return { request: text, name: file.name, size: file.size, encoding };
}

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

/** The rule import in a dialog: the catalogue's wizard — choose a CSV, preview each row, import all rows or none. */
export function RuleImport({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery('(max-width: 48em)');
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('adminCompliance.import.title')}
      size={920}
      fullScreen={mobile}
      closeOnClickOutside={false}
    >
      <ImportWizard<string, RuleImportReport>
        read={readCsv}
        preview={previewRuleImport}
        commit={commitRuleImport}
        onCommitted={(r) => {
          void qc.invalidateQueries({ queryKey: ['compliance-rules'] });
          void qc.invalidateQueries({ queryKey: ['compliance-rule'] });
          notifications.show({
            color: 'teal',
            message: t('adminCatalogue.import.done', { creates: r.creates, updates: r.updates }),
          });
        }}
        onBusyChange={setBusy}
        accept={CSV_ACCEPT}
        maxBytes={MAX_CSV_BYTES}
        footerBg="white"
        steps={[
          t('adminCatalogue.import.stepChoose'),
          t('adminCatalogue.import.stepPreview'),
          t('adminCatalogue.import.stepDone'),
        ]}
        copy={{
          drop: t('adminCatalogue.import.drop'),
          dropHint: t('adminCatalogue.import.dropHint'),
          busy: (step, name) => t(`adminCatalogue.import.busy.${step}`, { name }),
          fileProblem: t('adminCatalogue.import.fileProblem'),
          readAsEucKr: t('adminCatalogue.import.readAsEucKr'),
          wrongType: t('errors.csvType'),
          tooLarge: t('errors.csvTooLarge', { max: '5 MB' }),
          chooseOther: t('adminCatalogue.import.chooseOther'),
          chooseFixed: t('adminCatalogue.import.chooseFixed'),
          back: t('adminCatalogue.import.back'),
          refused: () => ({ title: t('adminCatalogue.import.refusedTitle'), body: t('adminCatalogue.import.refusedBody') }),
          invalid: (r) => ({ body: t('adminCatalogue.import.hasErrors', { count: r.errorCount }) }),
          commit: (r) => t('adminCatalogue.import.commit', { count: r.creates + r.updates }),
          commitBlocked: t('adminCatalogue.import.commitBlocked'),
        }}
        chooseExtra={
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
            <Text fz="sm">{t('adminCompliance.import.rules')}</Text>
            <Anchor
              href="/api/admin/compliance/rules/template.csv"
              download
              fz="sm"
              fw={600}
              mt="xs"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 4 }}
            >
              <IconDownload size={16} aria-hidden="true" /> {t('adminCatalogue.import.template')}
            </Anchor>
          </Alert>
        }
        renderPreview={(report) => <Report report={report} />}
        renderDone={(report, _file, again) => (
          <Stack align="center" gap="sm" py="lg" ta="center">
            <Text fw={700} fz="lg" role="status">
              {t('adminCatalogue.import.doneTitle')}
            </Text>
            <Text c="gray.7">{t('adminCatalogue.import.done', { creates: report.creates, updates: report.updates })}</Text>
            <Group gap="xs" mt="sm">
              <Button variant="default" onClick={again}>
                {t('adminCatalogue.import.another')}
              </Button>
              <Button onClick={onClose}>{t('adminCatalogue.common.close')}</Button>
            </Group>
          </Stack>
        )}
      />
    </Modal>
  );
}
