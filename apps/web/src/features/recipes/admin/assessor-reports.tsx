import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { MARKETS, type Market } from '@formulab/shared/compliance/compliance';
import { formatBytes, useConfirm } from '../../../components/admin/index.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { uploadFile } from '../../../lib/upload.ts';
import { adminComplianceFileQuery, attachReport, removeReport } from './admin-api.ts';
import { notifyApiError } from '../../../components/notify.ts';

/**
 * Staff's side of a recipe's safety assessor's reports (issue 15): each report is a PDF for one market,
 * listed in that market's product information file and downloadable by the recipe's owner. Staff
 * upload a PDF, choose the market, add a note and attach it; or remove one.
 */
export function AssessorReports({ recipeId, targetMarkets }: { recipeId: string; targetMarkets: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const file = useQuery(adminComplianceFileQuery(recipeId));
  const [market, setMarket] = useState<Market>((targetMarkets[0] as Market | undefined) ?? 'KR');
  const [pdf, setPdf] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['recipe', recipeId] });

  const attach = useMutation({
    mutationFn: async () => {
      if (!pdf) throw new ApiError(400, 'VALIDATION', '', { fileId: 'errors.pdfRequired' });
      const uploaded = await uploadFile(pdf, 'document', 'other');
      return attachReport(recipeId, { market, fileId: uploaded.id, note: note.trim() });
    },
    onMutate: () => setError(null),
    onSuccess: () => {
      setPdf(null);
      setNote('');
      notifications.show({ color: 'teal', message: t('adminCompliance.reports.attached') });
      void refresh();
    },
    onError: (err) => {
      const key = err instanceof ApiError ? Object.values(err.fields)[0] : undefined;
      setError(t(key ?? errorKey(err)));
    },
  });

  const remove = async (id: string, name: string) => {
    const ok = await confirm({
      title: t('adminCompliance.reports.removeTitle'),
      message: t('adminCompliance.reports.removeMessage', { name }),
      confirmLabel: t('adminCompliance.reports.remove'),
      danger: true,
    });
    if (!ok) return;
    try {
      await removeReport(recipeId, id);
      notifications.show({ color: 'teal', message: t('adminCompliance.reports.removed') });
      void refresh();
    } catch (err) {
      notifyApiError(err, t);
    }
  };

  const reports = file.data?.reports ?? [];
  return (
    <Stack gap="xs" data-testid="assessor-reports">
      {confirmDialog}
      <Title order={3} fz="md">
        {t('compliance.file.reports')}
      </Title>
      {file.isError ? (
        <Alert color="red">{t(errorKey(file.error))}</Alert>
      ) : reports.length === 0 ? (
        <Text fz="sm" c="gray.7">
          {file.isPending ? t('common.loading') : t('adminCompliance.reports.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {reports.map((r) => (
            <Group key={r.id} gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <IconFileTypePdf size={18} aria-hidden="true" />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor href={r.url} fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t(`compliance.markets.${r.market}`)} · {r.name}
                  </Anchor>
                  <Text fz="xs" c="gray.7">
                    {formatDate(r.createdAt)} · {formatBytes(r.size, i18n.language)}
                    {r.note ? ` · ${r.note}` : ''}
                  </Text>
                </Stack>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('adminCompliance.reports.removeNamed', { name: r.name })}
                onClick={() => void remove(r.id, r.name)}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('adminCompliance.fields.market')}
              data={MARKETS.map((m) => ({ value: m, label: t(`compliance.markets.${m}`) }))}
              value={market}
              onChange={(v) => v && setMarket(v as Market)}
              allowDeselect={false}
              w={160}
            />
            <FileButton onChange={setPdf} accept="application/pdf">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden="true" />}>
                  {pdf ? pdf.name : t('adminCompliance.reports.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
          <TextInput
            label={t('adminCompliance.reports.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
          />
          {error && (
            <Text fz="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={() => attach.mutate()} loading={attach.isPending} disabled={!pdf}>
              {t('adminCompliance.reports.attach')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
