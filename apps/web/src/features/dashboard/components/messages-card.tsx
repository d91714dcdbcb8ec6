import { Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InquiryPage } from '@formulab/shared/inquiries/inquiries.schema';
import { api } from '../../../lib/api.ts';
import { OverviewCard } from './overview-card.tsx';

/**
 * The customer's 1:1 inquiries at a glance: how many have an answer waiting to be read (answered) and
 * how many wait for staff (open), counted by the server — never a made-up number.
 */
export function MessagesCard() {
  const { t } = useTranslation();
  const page = useQuery({
    queryKey: ['inquiries', 'dashboard'],
    queryFn: ({ signal }) => api<InquiryPage>('/api/inquiries?limit=1', { signal }),
  });
  const counts = page.data?.counts;
  const some = counts && (counts.answered > 0 || counts.open > 0);
  return (
    <OverviewCard
      order={2}
      icon={<IconMessageCircle size={20} stroke={1.6} />}
      title={t('dashboard.cards.messages.title')}
      empty={t('dashboard.cards.messages.empty')}
      hint={t('dashboard.cards.messages.hint')}
      to={counts && counts.answered > 0 ? '/support?state=answered' : '/support'}
      linkLabel={t('dashboard.cards.messages.link')}
    >
      {some ? (
        <>
          {counts.answered > 0 && (
            <Text fw={600} c="gray.9" fz="sm" data-testid="inquiries-answered">
              {t('dashboard.cards.messages.answered', { count: counts.answered })}
            </Text>
          )}
          {counts.open > 0 && (
            <Text c="gray.7" fz="sm">
              {t('dashboard.cards.messages.open', { count: counts.open })}
            </Text>
          )}
        </>
      ) : undefined}
    </OverviewCard>
  );
}
