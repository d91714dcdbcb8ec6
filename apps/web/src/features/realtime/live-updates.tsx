import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { TFunction } from '../../i18n/index.ts';
import type { StreamEvent } from '@formulab/shared/realtime/events';
import { subjectLink } from '@formulab/shared/notifications/links';
import { loadStringGroups } from '../../i18n/index.ts';
import { onStreamEvent, startStream, stopStream } from '../../lib/realtime-stream.ts';

/** The query keys (first element) a record's change makes stale, by the subject's stem. */
const STEMS: Record<string, string[]> = {
  sample: ['sample'],
  quote: ['quote', 'order'],
  order: ['order'],
  purchase: ['purchase', 'payment', 'product'],
  inquiry: ['inquir'],
  partnership: ['partnership'],
};
const ALWAYS = ['notifications', 'pipeline', 'payment', 'sales', 'chat-work'];

/** Marks stale (and refetches, where on screen) whatever shows a record of `subject`. */
export function invalidateSubject(qc: QueryClient, subject: string): void {
  const stems = [...(STEMS[subject] ?? [subject]), ...ALWAYS];
  void qc.invalidateQueries({
    predicate: (q) => {
      const head = q.queryKey[0];
      return typeof head === 'string' && stems.some((s) => head.includes(s));
    },
  });
}

async function toastStatus(
  t: TFunction,
  e: Extract<StreamEvent, { type: 'status' }>,
  viewer: 'customer' | 'staff',
  navigate: NavigateFunction,
) {
  await loadStringGroups(['pipeline']);
  notifications.show({
    id: `status-${e.subject}-${e.subjectId}-${e.state}`,
    title: t('live.statusTitle'),
    message: t('notifications.message', {
      subject: t(`workflow.subjects.${e.subject}`, { defaultValue: e.subject }),
      ref: e.ref,
      state: t(`workflow.states.${e.subject}.${e.state}`, { defaultValue: e.state }),
    }),
    color: 'brand',
    autoClose: 5000,
    // a click opens the record
    onClick: () => {
      notifications.hide(`status-${e.subject}-${e.subjectId}-${e.state}`);
      navigate(subjectLink(e.subject as Parameters<typeof subjectLink>[0], e.subjectId, viewer));
    },
    style: { cursor: 'pointer' },
  });
}

/**
 * Keeps a signed-in page live (issue 13): opens the event stream, and on each event refreshes what
 * it changes — a record's screens and lists on a status change (with a toast), everything on screen
 * after a reconnect that may have missed something. Renders nothing.
 */
export function LiveUpdates({ viewer }: { viewer: 'customer' | 'staff' }) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    startStream();
    const off = onStreamEvent((e) => {
      switch (e.type) {
        case 'status':
          invalidateSubject(qc, e.subject);
          // one made while this page was loading: what it read may be older; no toast for the past
          if (!e.replayed) void toastStatus(t, e, viewer, navigate);
          return;
        case 'resync':
          void qc.invalidateQueries();
          return;
        default:
          // chat events: the chat feature keeps its own caches (ChatLiveCache)
          return;
      }
    });
    return () => {
      off();
      stopStream();
    };
  }, [qc, t, viewer, navigate]);
  return null;
}
