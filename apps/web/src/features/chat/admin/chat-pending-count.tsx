import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import { useAdminChatsUnread } from '../api.ts';

/** The admin sidebar's count of conversations with customer messages nobody has read; nothing at zero. */
export function ChatPendingCount() {
  const { t } = useTranslation();
  const n = useAdminChatsUnread().data?.unread ?? 0;
  if (n === 0) return null;
  return (
    <Badge
      size="sm"
      variant="filled"
      color="red.9"
      radius="xl"
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="chat-pending"
    >
      <span aria-hidden="true">{n > 999 ? '999+' : n}</span>
      <VisuallyHidden>{t('adminChats.pending', { count: n })}</VisuallyHidden>
    </Badge>
  );
}
