import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import type { InquiryDetail } from '@formulab/shared/inquiries/inquiries.schema';
import { CustomerBox, QueueRecordDrawer, useConfirm } from '../../../components/admin/index.ts';
import { notifyError } from '../../../components/notify.ts';
import { StaffRecordHead } from '../../../components/workflow/index.ts';
import { ApiError, errorKey } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { afterInquiryChange } from '../api.ts';
import { MessageComposer } from '../components/message-composer.tsx';
import { InquiryThread } from '../components/thread.tsx';
import { adminCloseInquiry, adminInquiries, answerInquiry } from './admin-api.ts';

/** One inquiry for staff (`?id=`): the customer, the conversation, the answer box and "close". */
export function InquiryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <QueueRecordDrawer id={id} onClose={onClose} record={adminInquiries.query} titleKey="adminInquiries.detail.title" width={720}>
      {(d) => <Content inquiry={d} />}
    </QueueRecordDrawer>
  );
}

function Content({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = adminInquiries.key(inquiry.id);
  const [confirm, confirmDialog] = useConfirm();
  const c = inquiry.customer;
  const close = async () => {
    const ok = await confirm({
      title: t('adminInquiries.detail.closeTitle'),
      message: t('adminInquiries.detail.closeBody'),
      confirmLabel: t('adminInquiries.detail.close'),
    });
    if (!ok) return;
    try {
      afterInquiryChange(qc, await adminCloseInquiry(inquiry.id, inquiry.version), key);
    } catch (err) {
      notifyError(t(errorKey(err)));
      // the customer wrote meanwhile (409): show what they wrote, so staff can decide again
      if (err instanceof ApiError && err.status === 409) void qc.invalidateQueries({ queryKey: key });
    }
  };
  return (
    <Stack gap="lg">
      {confirmDialog}
      <StaffRecordHead reference={inquiry.ref} subject="inquiry" state={inquiry.state}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {inquiry.title}
        </Text>
        <Text fz="xs" c="gray.7">
          {t(`support.categories.${inquiry.category}`)} ·{' '}
          {t('adminInquiries.detail.dates', {
            created: formatDateTime(inquiry.createdAt),
            latest: formatDateTime(inquiry.lastMessageAt),
          })}
        </Text>
      </StaffRecordHead>
      {c && <CustomerBox customer={c} label={t('adminInquiries.detail.customer')} />}
      <InquiryThread inquiry={inquiry} viewer="staff" />
      {inquiry.actions.includes('answer') ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <MessageComposer
            label={t('adminInquiries.detail.answerLabel')}
            placeholder={t('adminInquiries.detail.answerPlaceholder')}
            sendLabel={t('adminInquiries.detail.send')}
            onSend={async (input) => afterInquiryChange(qc, await answerInquiry(inquiry.id, input), key)}
          />
        </Paper>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('adminInquiries.detail.closedHint')}
        </Text>
      )}
      {inquiry.actions.includes('close') && (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void close()}>
            {t('adminInquiries.detail.close')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
