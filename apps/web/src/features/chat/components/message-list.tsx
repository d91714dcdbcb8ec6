import { Anchor, Box, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconFileTypePdf, IconPaperclip } from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import type { ChatMessage } from '@formulab/shared/chat/chat.schema';
import type { PendingMessage } from '../use-chat.ts';
import classes from './chat.module.css';

type Props = {
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** whose page this is: their own messages sit on the right */
  reader: 'customer' | 'staff';
  /** the other side has read up to this message id */
  otherReadId: number;
  typing: string | null;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** what the list shows before the first message */
  empty?: React.ReactNode;
  /** the accessible name of the message log */
  label: string;
};

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * A conversation's messages, oldest at the top, kept scrolled to the newest while the reader is at
 * the bottom (not while they read older ones). Own messages on the right with their delivery state
 * and the other side's read receipt; the other side's typing under the last one. A polite live
 * region: a screen reader hears new messages.
 */
export function MessageList(p: Props) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstId = p.messages[0]?.id;
  const prevHeight = useRef(0);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

  // older messages prepended: keep the reader's place; anything else new: follow it when at the bottom
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prevHeight.current && el.scrollTop < 40 && !atBottom.current) el.scrollTop = el.scrollHeight - prevHeight.current;
    prevHeight.current = el.scrollHeight;
  }, [firstId]);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [p.messages.length, p.pending.length, p.typing]);
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const lastOwnRead = [...p.messages].reverse().find((m) => m.senderRole === p.reader && m.id <= p.otherReadId)?.id;

  return (
    <div
      ref={scroller}
      className={classes.log}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
    >
      {p.hasMore && (
        <Group justify="center" py={6}>
          <Button variant="subtle" color="dark" size="compact-xs" onClick={p.onLoadOlder} loading={p.loadingOlder}>
            {t('chat.older')}
          </Button>
        </Group>
      )}
      {p.messages.length === 0 && p.pending.length === 0 && p.empty}
      <Stack gap={6} role="log" aria-live="polite" aria-label={p.label} data-testid="chat-log">
        {p.messages.map((m, i) => {
          const mine = m.senderRole === p.reader;
          const newDay = i === 0 || dayOf(p.messages[i - 1]!.createdAt) !== dayOf(m.createdAt);
          const sameSender = i > 0 && !newDay && p.messages[i - 1]!.senderRole === m.senderRole;
          return (
            <Fragment key={m.id}>
              {newDay && (
                <Text className={classes.day} fz="xs" c="gray.7" ta="center" my={6}>
                  {day.format(new Date(m.createdAt))}
                </Text>
              )}
              <div className={mine ? classes.rowMine : classes.rowTheirs} data-testid="chat-message" data-id={m.id}>
                {!mine && !sameSender && (
                  <Text fz={11} c="gray.7" mb={2} className={classes.sender}>
                    {m.senderRole === 'staff' && p.reader === 'customer'
                      ? t('chat.staffName', { name: m.senderName })
                      : m.senderName}
                  </Text>
                )}
                <div className={mine ? classes.bubbleMine : classes.bubbleTheirs}>
                  {m.file && <Attachment file={m.file} mine={mine} />}
                  {m.body && <span className={classes.body}>{m.body}</span>}
                </div>
                <Text fz={11} c="gray.7" className={classes.meta}>
                  <time dateTime={m.createdAt}>{time.format(new Date(m.createdAt))}</time>
                  {mine && m.id === lastOwnRead && <span data-testid="chat-read">{`\u00a0· ${t('chat.read')}`}</span>}
                </Text>
              </div>
            </Fragment>
          );
        })}
        {p.pending.map((m) => (
          <div key={m.clientId} className={classes.rowMine} data-testid="chat-pending">
            <div className={`${classes.bubbleMine} ${classes.pending}`}>
              {m.fileName && (
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={13} style={{ flexShrink: 0 }} aria-hidden="true" />
                  <Text fz="xs" truncate>
                    {m.fileName}
                  </Text>
                </Group>
              )}
              {m.body && <span className={classes.body}>{m.body}</span>}
            </div>
            {m.status === 'failed' ? (
              <UnstyledButton onClick={() => p.onRetry(m.clientId)} className={classes.retry}>
                <IconAlertCircle size={13} aria-hidden="true" /> {t(m.error ?? 'chat.failed')} · {t('chat.retry')}
              </UnstyledButton>
            ) : (
              <Text fz={11} c="gray.7" className={classes.meta}>
                <Loader size={8} color="gray" mr={4} />
                {t('chat.sending')}
              </Text>
            )}
          </div>
        ))}
      </Stack>
      <Box h={18} px={4} aria-live="polite">
        {p.typing && (
          <Text fz="xs" c="gray.7" fs="italic" data-testid="chat-typing">
            {t('chat.typing', { name: p.typing })}
          </Text>
        )}
      </Box>
    </div>
  );
}

function Attachment({ file, mine }: { file: NonNullable<ChatMessage['file']>; mine: boolean }) {
  const { t } = useTranslation();
  if (file.kind === 'image')
    return (
      <Anchor href={`/api/files/${file.id}`} target="_blank" rel="noopener" className={classes.imageLink}>
        <img src={`/api/files/${file.id}/thumb`} alt={file.name} className={classes.image} loading="lazy" />
      </Anchor>
    );
  return (
    <Anchor
      href={`/api/files/${file.id}`}
      className={classes.file}
      c={mine ? 'white' : 'brand.8'}
      aria-label={t('chat.download', { name: file.name })}
    >
      <IconFileTypePdf size={18} aria-hidden="true" />
      <span>{file.name}</span>
    </Anchor>
  );
}
