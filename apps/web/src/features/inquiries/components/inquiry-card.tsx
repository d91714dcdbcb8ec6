import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react.ts';
import type { InquirySummary } from '@formulab/shared/inquiries/inquiries.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { RecordCard } from '../../../components/workflow/record-card.tsx';

/** One inquiry in the customer's list: reference, state, category, title, latest message. */
export function InquiryCard({ inquiry, to }: { inquiry: InquirySummary; to: string }) {
  const { t } = useTranslation();
  const newAnswer = inquiry.state === 'answered' && inquiry.lastMessageBy === 'staff';
  return (
    <RecordCard
      to={to}
      label={t('support.card.open', { ref: inquiry.ref, title: inquiry.title })}
      reference={inquiry.ref}
      badges={
        <>
          <StateBadge subject="inquiry" state={inquiry.state} size="sm" />
          {newAnswer && (
            <Badge size="sm" variant="filled" color="teal.9" radius="sm" style={{ textTransform: 'none' }}>
              {t('support.card.newAnswer')}
            </Badge>
          )}
        </>
      }
      recipeName={inquiry.title}
      testId="inquiry-card"
    >
      <Text span fz="sm" c="gray.7">
        {t(`support.categories.${inquiry.category}`)}
      </Text>
      <Text span fz="sm" c="gray.7">
        {t('support.card.messages', { count: inquiry.messageCount })}
      </Text>
      <Text span fz="sm" c="gray.7">
        {t('support.card.latest', { date: formatDateTime(inquiry.lastMessageAt) })}
      </Text>
    </RecordCard>
  );
}
