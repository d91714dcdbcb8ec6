import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import type { InquiryDetail } from '@formulab/shared/inquiries/inquiries.schema';
import { INQUIRY_STATES, type InquiryState } from '@formulab/shared/inquiries/inquiries.states';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { DetailDrawer, DetailNotFound } from '../../components/detail-drawer.tsx';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { StateBadge, UnverifiedNotice, useMaySend } from '../../components/workflow/index.ts';
import { WorkflowListScreen } from '../../components/workflow/workflow-screens.tsx';
import {
  afterInquiryChange,
  closeInquiry,
  inquiriesInfinite,
  inquiryKey,
  inquiryQuery,
  replyToInquiry,
} from '../../features/inquiries/api.ts';
import { InquiryCard } from '../../features/inquiries/components/inquiry-card.tsx';
import { InquiryForm } from '../../features/inquiries/components/inquiry-form.tsx';
import { MessageComposer } from '../../features/inquiries/components/message-composer.tsx';
import { InquiryThread } from '../../features/inquiries/components/thread.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadingStack } from '../../components/list-states.tsx';

/**
 * /support — my 1:1 inquiries, newest first, by state (`?state=`); `?new=1` opens the form and
 * `?id=` one inquiry with its conversation, a reply box and "close".
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.support.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (INQUIRY_STATES as readonly string[]).includes(raw ?? '') ? (raw as InquiryState) : undefined;
  const openId = params.get('id');
  const composing = params.get('new') === '1';
  const list = useInfiniteQuery(inquiriesInfinite(state));
  const maySend = useMaySend();
  const qc = useQueryClient();
  const patch = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  const link = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    next.delete('new');
    return `?${next.toString()}`;
  };

  return (
    <WorkflowListScreen
      subject="inquiry"
      strings="support"
      states={INQUIRY_STATES}
      state={state}
      onState={(s) => patch({ state: s ?? null }, true)}
      list={list}
      title={t('screens.support.title')}
      action={
        <Button
          color="coral.9"
          leftSection={<IconMessagePlus size={18} aria-hidden="true" />}
          onClick={() => patch({ new: '1', id: null })}
        >
          {t('support.new')}
        </Button>
      }
      notice={<UnverifiedNotice />}
      emptyAction={{ to: '?new=1' }}
      renderItem={(i) => <InquiryCard inquiry={i} to={link(i.id)} />}
    >
      <DetailDrawer
        opened={composing}
        onClose={() => patch({ new: null })}
        title={t('support.form.heading')}
        closeLabel={t('common.close')}
        width={620}
      >
        <Stack gap="md">
          <Text fz="sm" c="gray.7">
            {t('support.form.lead')}
          </Text>
          <UnverifiedNotice />
          <InquiryForm
            maySend={maySend}
            onCreated={(d) => {
              afterInquiryChange(qc, d, inquiryKey(d.id));
              notifySuccess(t('support.form.sentTitle'), t('support.form.sentBody', { ref: d.ref }));
              patch({ new: null, id: d.id }, true);
            }}
          />
        </Stack>
      </DetailDrawer>

      <InquiryDrawer id={openId} onClose={() => patch({ id: null })} maySend={maySend} />
    </WorkflowListScreen>
  );
}

function InquiryDrawer({ id, onClose, maySend }: { id: string | null; onClose: () => void; maySend: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ ...inquiryQuery(id ?? ''), enabled: Boolean(id) });
  return (
    <DetailDrawer
      opened={Boolean(id)}
      onClose={onClose}
      title={query.data?.title ?? t('support.detail.title')}
      closeLabel={t('common.close')}
      width={680}
    >
      {query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <DetailNotFound
            body={t('support.detail.notFound')}
            bodyMaw={360}
            backLabel={t('support.detail.back')}
            onBack={onClose}
          />
        ) : (
          <Alert color="red">{t(errorKey(query.error))}</Alert>
        )
      ) : !query.data ? (
        <LoadingStack gap="sm">
          <Skeleton h={24} w="40%" />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </LoadingStack>
      ) : (
        <Detail inquiry={query.data} maySend={maySend} />
      )}
    </DetailDrawer>
  );
}

function Detail({ inquiry, maySend }: { inquiry: InquiryDetail; maySend: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = inquiryKey(inquiry.id);
  const [confirming, setConfirming] = useState(false);
  const mayReply = inquiry.actions.includes('reply');
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Text fw={700} className="tabular">
          {inquiry.ref}
        </Text>
        <StateBadge subject="inquiry" state={inquiry.state} />
        <Text fz="sm" c="gray.7">
          {t(`support.categories.${inquiry.category}`)} · {formatDateTime(inquiry.createdAt)}
        </Text>
      </Group>
      <Text fz="sm" c="gray.7">
        {t(`support.detail.stateHint.${inquiry.state}`)}
      </Text>
      <InquiryThread inquiry={inquiry} viewer="customer" />
      {mayReply && (
        <Paper withBorder radius="lg" p="md" bg="gray.0">
          <MessageComposer
            label={t(inquiry.state === 'closed' ? 'support.detail.reopenLabel' : 'support.detail.replyLabel')}
            placeholder={t('support.detail.replyPlaceholder')}
            sendLabel={t('support.detail.send')}
            disabled={!maySend}
            onSend={async (input) => afterInquiryChange(qc, await replyToInquiry(inquiry.id, input), key)}
          />
        </Paper>
      )}
      {inquiry.actions.includes('close') && (
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={() => setConfirming(true)}>
            {t('support.detail.close')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('support.detail.closeTitle')}
        confirmLabel={t('support.detail.close')}
        closeLabel={t('common.close')}
        zIndex={400}
        onConfirm={async () => {
          try {
            afterInquiryChange(qc, await closeInquiry(inquiry.id, inquiry.version), key);
            setConfirming(false);
          } catch (err) {
            notifyError(t(errorKey(err)));
            // answered meanwhile (409): show the answer that came, so the person can decide again
            if (err instanceof ApiError && err.status === 409) {
              setConfirming(false);
              void qc.invalidateQueries({ queryKey: key });
            }
          }
        }}
      >
        <Text fz="sm">{t('support.detail.closeBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
