import { Alert, Box, CloseButton, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconHeadset } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { errorKey } from '../../lib/api.ts';
import { MY_CHAT_KEY, olderMyMessages, readMyChat, sendMyMessage, typingMyChat, useMyChat } from './api.ts';
import { addOlderMessages } from './chat-cache.ts';
import { Composer } from './components/composer.tsx';
import { MessageList } from './components/message-list.tsx';
import { useChat } from './use-chat.ts';
import classes from './chat-panel.module.css';

/**
 * The customer's chat with staff (issue 13): a panel over the page on a desktop, the whole screen on
 * a phone. Messages arrive live (the page's event stream), are marked read while the panel is open
 * and the tab visible, and survive a reload (they are read back from the server).
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const qc = useQueryClient();
  const chat = useMyChat();
  const visible = useDocumentVisibility() === 'visible';
  const [loadingOlder, setLoadingOlder] = useState(false);
  const conversation = chat.data?.conversation ?? null;
  const messages = chat.data?.messages ?? [];
  const c = useChat({
    viewer: 'customer',
    conversationId: conversation?.id ?? null,
    conversation,
    messages,
    send: sendMyMessage,
    typing: typingMyChat,
    read: readMyChat,
    active: visible,
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const page = await olderMyMessages(first.id);
      addOlderMessages(qc, MY_CHAT_KEY, page.messages, page.hasMore);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section className={classes.panel} role="dialog" aria-labelledby={titleId} data-testid="chat-panel" data-print-hide>
      <Group className={classes.head} justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="xl" color="brand.8" variant="light">
            <IconHeadset size={20} aria-hidden="true" />
          </ThemeIcon>
          <div>
            <Text fw={700} id={titleId} c="gray.9">
              {t('chat.title')}
            </Text>
            <Text fz="xs" c="gray.7">
              {t('chat.hours')}
            </Text>
          </div>
        </Group>
        <CloseButton aria-label={t('chat.close')} onClick={onClose} size="lg" />
      </Group>
      {conversation?.state === 'closed' && (
        <Alert color="gray" radius={0} py={6} fz="xs">
          {t('chat.closedNote')}
        </Alert>
      )}
      {chat.isPending ? (
        <Stack p="md" gap="sm" className={classes.loading}>
          <Skeleton h={36} w="60%" radius="lg" />
          <Skeleton h={36} w="50%" radius="lg" ml="auto" />
          <Skeleton h={36} w="70%" radius="lg" />
        </Stack>
      ) : chat.isError ? (
        <Box p="md" className={classes.loading}>
          <Text c="red.8" fz="sm" role="alert">
            {t('chat.loadError')} {t(errorKey(chat.error))}
          </Text>
        </Box>
      ) : (
        <MessageList
          label={t('chat.title')}
          messages={messages}
          pending={c.pending}
          reader="customer"
          otherReadId={conversation?.staffReadId ?? 0}
          typing={c.typing}
          hasMore={chat.data?.hasMore ?? false}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onRetry={c.retry}
          empty={
            <Stack gap={4} p="md" align="center" ta="center">
              <Text fw={600} c="gray.9">
                {t('chat.emptyTitle')}
              </Text>
              <Text fz="sm" c="gray.7">
                {t('chat.emptyBody')}
              </Text>
            </Stack>
          }
        />
      )}
      <Composer onSend={c.submit} onKeystroke={c.keystroke} focusOnMount disabled={chat.isPending} />
    </section>
  );
}
