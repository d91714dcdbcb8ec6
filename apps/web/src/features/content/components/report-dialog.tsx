import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { REPORT_REASONS, type ReportReason } from '@formulab/shared/content/content.schema';
import { notifySuccess } from '../../../components/notify.ts';
import { reportPost } from '../api.ts';
import { errorText } from '../errors.ts';

/** Reporting a post to staff: a reason and, optionally, a few words. Once per user. */
export function ReportDialog({
  postId,
  opened,
  onClose,
  onReported,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!reason) {
      setError(t('board.report.chooseReason'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reportPost(postId, { reason, detail });
      notifySuccess(t('board.report.sentTitle'), t('board.report.sent'));
      onReported();
      onClose();
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('board.report.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Radio.Group label={t('board.report.reason')} value={reason} onChange={(v) => setReason(v as ReportReason)} required>
          <Stack gap={8} mt={8}>
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`board.report.reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('board.report.detail')}
          maxLength={500}
          autosize
          minRows={2}
          value={detail}
          onChange={(e) => setDetail(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void send()}>
            {t('board.report.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
