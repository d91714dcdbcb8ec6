import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { AdminChatRow } from '@formulab/shared/chat/chat.schema';
import { CHAT_LIST_FILTERS, adminChatPageSchema } from '@formulab/shared/chat/chat.schema';
import type { OpenItem, PipelineSummary } from '@formulab/shared/pipeline/pipeline.schema';
import {
  AdminEmptyState,
  AdminLoadError,
  AdminPageHeader,
  oneOf,
  SearchField,
  useConfirm,
  usePhone,
  useUrlParams,
} from '../../../components/admin/index.ts';
import { StateBadge } from '../../../components/workflow/index.ts';
import { api, errorKey } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';
import { formatNumber } from '../../../lib/format.ts';
import {
  ADMIN_CHAT_KEY,
  ADMIN_CHATS_KEY,
  adminChatQuery,
  customerWorkQuery,
  olderAdminMessages,
  readAdminChat,
  sendAdminMessage,
  setAdminChatState,
  typingAdminChat,
  type ChatListFilter,
} from '../api.ts';
import { addOlderMessages } from '../chat-cache.ts';
import { Composer } from '../components/composer.tsx';
import { MessageList } from '../components/message-list.tsx';
import { useChat } from '../use-chat.ts';
import classes from './chat-console.module.css';
import { notifyApiError } from '../../../components/notify.ts';

const DEFAULTS = { filter: 'open', q: '', id: '' };

/**
 * Staff's chats (issue 13): the conversations on the left (open, unread, closed, all; search by
 * customer), the conversation in the middle, the customer's open samples, quotes and orders on the
 * right. Everything moves live with the event stream. On a phone, the list and the conversation are
 * one screen each (`?id=` chooses).
 */
export function ChatConsole() {
  const { t } = useTranslation();
  const [params, set] = useUrlParams(DEFAULTS);
  const filter = oneOf(CHAT_LIST_FILTERS, params.get('filter'), 'open');
  const q = params.get('q') ?? '';
  const id = params.get('id') ?? '';
  const phone = usePhone();
  return (
    <>
      <AdminPageHeader screen="chats" />
      <div className={classes.layout} data-selected={id ? 'true' : 'false'}>
        {(!phone || !id) && (
          <ConversationList
            filter={filter}
            q={q}
            selected={id}
            onFilter={(f) => set({ filter: f })}
            onSearch={(v) => set({ q: v })}
            onSelect={(c) => set({ id: c }, false)}
          />
        )}
        {id ? (
          <Conversation key={id} id={id} onBack={() => set({ id: null }, false)} phone={phone} />
        ) : (
          !phone && (
            <Box className={`${classes.pane} ${classes.placeholder}`}>
              <AdminEmptyState
                icon={<IconMessages size={28} aria-hidden="true" />}
                title={t('adminChats.pickTitle')}
                hint={t('adminChats.pickBody')}
              />
            </Box>
          )
        )}
      </div>
    </>
  );
}

function ConversationList(p: {
  filter: ChatListFilter;
  q: string;
  selected: string;
  onFilter: (f: ChatListFilter) => void;
  onSearch: (q: string) => void;
  onSelect: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useInfiniteQuery({
    queryKey: [ADMIN_CHATS_KEY, p.filter, p.q],
    queryFn: ({ pageParam }) =>
      api(`/api/admin/chats${toQuery({ filter: p.filter, q: p.q || undefined, cursor: pageParam })}`, {
        schema: adminChatPageSchema,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });
  const rows = list.data?.pages.flatMap((x) => x.items) ?? [];
  const first = list.data?.pages[0];
  const total = first?.total ?? 0;
  // a search of many customers counted its matches up to the cap: "more than 1,000 conversations"
  const capped = !!first?.totalCapped;
  const when = (iso: string) => {
    const d = new Date(iso);
    const today = new Date().toDateString() === d.toDateString();
    return new Intl.DateTimeFormat(
      i18n.language,
      today ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' },
    ).format(d);
  };
  return (
    <Box className={`${classes.pane} ${classes.list}`} component="section" aria-label={t('adminChats.list')}>
      <Stack gap={8} p="sm" className={classes.listHead}>
        <SearchField
          value={p.q}
          onChange={p.onSearch}
          label={t('adminChats.search')}
          placeholder={t('adminChats.searchPlaceholder')}
          w="100%"
        />
        <SegmentedControl
          size="xs"
          fullWidth
          value={p.filter}
          onChange={(v) => p.onFilter(v as ChatListFilter)}
          data={CHAT_LIST_FILTERS.map((f) => ({ value: f, label: t(`adminChats.filters.${f}`) }))}
          aria-label={t('adminChats.filter')}
        />
        <Text fz="xs" c="gray.7" aria-live="polite">
          {capped ? t('adminChats.countCapped', { total: formatNumber(total - 1) }) : t('adminChats.count', { count: total })}
        </Text>
      </Stack>
      <ScrollArea className={classes.listScroll} type="auto">
        {list.isPending ? (
          <Stack p="sm" gap="xs">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={58} />
            ))}
          </Stack>
        ) : list.isError ? (
          <AdminLoadError error={list.error} onRetry={() => void list.refetch()} retryLabel={t('adminChats.retry')} />
        ) : rows.length === 0 ? (
          <Text p="md" c="gray.7" fz="sm">
            {t(p.q ? 'adminChats.noMatch' : `adminChats.empty.${p.filter}`)}
          </Text>
        ) : (
          <ul className={classes.rows}>
            {rows.map((r) => (
              <li key={r.id}>
                <Row row={r} selected={r.id === p.selected} onSelect={p.onSelect} when={when(r.lastMessageAt)} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Group justify="center" p="sm">
            <Button variant="default" size="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('adminChats.more')}
            </Button>
          </Group>
        )}
      </ScrollArea>
    </Box>
  );
}

function Row({
  row,
  selected,
  onSelect,
  when,
}: {
  row: AdminChatRow;
  selected: boolean;
  onSelect: (id: string) => void;
  when: string;
}) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      className={classes.row}
      data-selected={selected || undefined}
      data-testid="chat-row"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(row.id)}
    >
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Text fw={row.unread ? 700 : 600} fz="sm" truncate c="gray.9">
          {row.customer.name}
          {row.customer.companyName && (
            <Text span c="gray.7" fw={400} fz="xs">
              {' '}
              · {row.customer.companyName}
            </Text>
          )}
        </Text>
        <Text fz="xs" c="gray.7" style={{ flexShrink: 0 }}>
          {when}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap={6} mt={2}>
        <Text fz="xs" c={row.unread ? 'gray.9' : 'gray.7'} truncate>
          {row.lastSenderRole === 'staff' ? `${t('adminChats.you')}: ` : ''}
          {row.lastMessagePreview}
        </Text>
        {row.unread > 0 ? (
          <Badge size="sm" color="red.9" variant="filled" radius="xl" aria-label={t('adminChats.unread', { count: row.unread })}>
            {row.unread}
          </Badge>
        ) : row.state === 'closed' ? (
          <Badge size="xs" color="gray" variant="light" c="dark.7">
            {t('adminChats.closed')}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

function Conversation({ id, onBack, phone }: { id: string; onBack: () => void; phone: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [confirm, confirmDialog] = useConfirm();
  const detail = useQuery(adminChatQuery(id));
  const visible = useDocumentVisibility() === 'visible';
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [changing, setChanging] = useState(false);
  const conversation = detail.data?.conversation ?? null;
  const messages = detail.data?.messages ?? [];
  const c = useChat({
    viewer: 'staff',
    conversationId: id,
    conversation,
    messages,
    send: (body) => sendAdminMessage(id, body),
    typing: () => typingAdminChat(id),
    read: (upTo) => readAdminChat(id, upTo),
    active: visible,
  });

  if (detail.isPending)
    return (
      <Box className={classes.pane} p="md">
        <Skeleton h={40} mb="md" />
        <Skeleton h={300} />
      </Box>
    );
  if (detail.isError || !detail.data)
    return (
      <Box className={classes.pane} p="md">
        <AdminLoadError error={detail.error} onRetry={() => void detail.refetch()} retryLabel={t('adminChats.retry')} />
      </Box>
    );
  const { customer } = detail.data;
  const closed = conversation?.state === 'closed';

  const changeState = async () => {
    if (
      !closed &&
      !(await confirm({
        title: t('adminChats.closeTitle'),
        message: t('adminChats.closeBody'),
        confirmLabel: t('adminChats.close'),
      }))
    )
      return;
    setChanging(true);
    try {
      const next = await setAdminChatState(id, closed ? 'reopen' : 'close');
      qc.setQueryData([ADMIN_CHAT_KEY, id], { ...detail.data, conversation: next });
      void qc.invalidateQueries({ queryKey: [ADMIN_CHATS_KEY] });
    } catch (err) {
      notifyApiError(err, t);
    } finally {
      setChanging(false);
    }
  };

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await olderAdminMessages(id, first.id);
      addOlderMessages(qc, [ADMIN_CHAT_KEY, id], page.messages, page.hasMore);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <>
      <Box
        className={`${classes.pane} ${classes.conversation}`}
        component="section"
        aria-label={t('adminChats.conversationWith', { name: customer.name })}
      >
        <Group className={classes.convHead} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {phone && (
              <ActionIcon variant="subtle" color="dark" onClick={onBack} aria-label={t('adminChats.back')}>
                <IconArrowLeft size={18} aria-hidden="true" />
              </ActionIcon>
            )}
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate c="gray.9">
                {customer.name}
                {customer.companyName ? ` · ${customer.companyName}` : ''}
              </Text>
              <Text fz="xs" c="gray.7" truncate>
                {conversation?.ref} ·{' '}
                <Anchor href={`mailto:${customer.email}`} fz="xs">
                  {customer.email}
                </Anchor>
                {customer.phone ? ` · ${customer.phone}` : ''}
              </Text>
            </div>
          </Group>
          <Group gap={6} wrap="nowrap">
            {closed && (
              <Badge color="gray" variant="light" c="dark.7">
                {t('adminChats.closed')}
              </Badge>
            )}
            <Button size="xs" variant="default" onClick={() => void changeState()} loading={changing} data-testid="chat-state">
              {closed ? t('adminChats.reopen') : t('adminChats.close')}
            </Button>
          </Group>
        </Group>
        <MessageList
          label={t('adminChats.conversationWith', { name: customer.name })}
          messages={messages}
          pending={c.pending}
          reader="staff"
          otherReadId={conversation?.customerReadId ?? 0}
          typing={c.typing}
          hasMore={detail.data.hasMore}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onRetry={c.retry}
        />
        <Composer onSend={c.submit} onKeystroke={c.keystroke} />
      </Box>
      <CustomerWork id={id} />
      {confirmDialog}
    </>
  );
}

const WORK_SCREENS = { samples: 'sample-requests', quotes: 'quote-list', orders: 'order-list' } as const;
const WORK_SUBJECT = { samples: 'sample', quotes: 'quote', orders: 'order' } as const;

/** The customer's open samples, quotes and orders beside the conversation, each linking to its record. */
function CustomerWork({ id }: { id: string }) {
  const { t } = useTranslation();
  const work = useQuery(customerWorkQuery(id));
  return (
    <Box className={`${classes.pane} ${classes.work}`} component="aside" aria-label={t('adminChats.work')}>
      <Text fw={700} fz="sm" mb="xs">
        {t('adminChats.work')}
      </Text>
      {work.isPending ? (
        <Loader size="sm" />
      ) : work.isError ? (
        <Text fz="sm" c="red.8">
          {t(errorKey(work.error))}
        </Text>
      ) : (
        <Stack gap="md">
          {(Object.keys(WORK_SCREENS) as (keyof PipelineSummary)[]).map((area) => (
            <WorkArea key={area} area={area} items={work.data[area].latest} open={work.data[area].open} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function WorkArea({ area, items, open }: { area: keyof PipelineSummary; items: OpenItem[]; open: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text fz="xs" fw={700} c="gray.7" tt="uppercase" mb={4}>
        {t(`adminChats.areas.${area}`, { count: open })}
      </Text>
      {items.length === 0 ? (
        <Text fz="xs" c="gray.7">
          {t('adminChats.none')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.map((it) => (
            <Group key={it.id} gap={6} wrap="nowrap" justify="space-between">
              <Anchor component={Link} to={`/admin/${WORK_SCREENS[area]}?id=${it.id}`} fz="sm" className={classes.ref}>
                {it.ref}
              </Anchor>
              <StateBadge subject={WORK_SUBJECT[area]} state={it.state} size="sm" />
            </Group>
          ))}
        </Stack>
      )}
    </div>
  );
}
