import { Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react.ts';
import { inquiryPageSchema } from '@formulab/shared/inquiries/inquiries.schema';
import { api } from '../../../lib/api.ts';
import { myChatQuery } from '../../../lib/chat-query.ts';
import { OverviewCard } from './overview-card.tsx';

/**
 * The customer's conversations with staff at a glance: chat messages not yet read, 1:1 inquiries with an
 * answer waiting (answered) and those waiting for staff (open), counted by the server — never a made-up
 * number. With unread chat, the link opens the chat.
 */
export function MessagesCard() {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['inquiries', 'dashboard'],
    queryFn: ({ signal }) => api('/api/inquiries?limit=1', { schema: inquiryPageSchema, signal }),
  });
  const chat = useQuery(myChatQuery);
  const counts = page.data?.counts;
  const chatUnread = chat.data?.conversation?.unread ?? 0;
  const some = chatUnread > 0 || (counts && (counts.answered > 0 || counts.open > 0));
  return (
    <OverviewCard
      order={2}
      icon={<IconMessageCircle size={20} stroke={1.6} />}
      title={t('dashboard.cards.messages.title')}
      empty={t('dashboard.cards.messages.empty')}
      hint={t('dashboard.cards.messages.hint')}
      to={chatUnread > 0 ? '?chat=open' : counts && counts.answered > 0 ? '/support?state=answered' : '/support'}
      linkLabel={t('dashboard.cards.messages.link')}
    >
      {some ? (
        <>
          {chatUnread > 0 && (
            <Text fw={600} c="gray.9" fz="sm" data-testid="chat-unread">
              {t('dashboard.cards.messages.chatUnread', { count: chatUnread })}
            </Text>
          )}
          {counts && counts.answered > 0 && (
            <Text fw={600} c="gray.9" fz="sm" data-testid="inquiries-answered">
              {t('dashboard.cards.messages.answered', { count: counts.answered })}
            </Text>
          )}
          {counts && counts.open > 0 && (
            <Text c="gray.7" fz="sm">
              {t('dashboard.cards.messages.open', { count: counts.open })}
            </Text>
          )}
        </>
      ) : undefined}
    </OverviewCard>
  );
}
