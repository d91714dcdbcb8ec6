import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { InquirySummary } from '@formulab/shared/inquiries/inquiries.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
// the same hover and focus ring as the workflow records' cards
import classes from '../../../components/workflow/record-card.module.css';

/** One inquiry in the customer's list: reference, state, category, title, latest message. */
export function InquiryCard({ inquiry, to }: { inquiry: InquirySummary; to: string }) {
  const { t } = useTranslation();
  const newAnswer = inquiry.state === 'answered' && inquiry.lastMessageBy === 'staff';
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={t('support.card.open', { ref: inquiry.ref, title: inquiry.title })}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
      data-testid="inquiry-card"
    >
      <Paper withBorder radius="lg" p="md" bg="white" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {inquiry.ref}
              </Text>
              <StateBadge subject="inquiry" state={inquiry.state} size="sm" />
              {newAnswer && (
                <Badge size="sm" variant="filled" color="teal.8" radius="sm" style={{ textTransform: 'none' }}>
                  {t('support.card.newAnswer')}
                </Badge>
              )}
            </Group>
            <Text fw={600} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {inquiry.title}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text span fz="sm" c="gray.7">
                {t(`support.categories.${inquiry.category}`)}
              </Text>
              <Text span fz="sm" c="gray.7">
                {t('support.card.messages', { count: inquiry.messageCount })}
              </Text>
              <Text span fz="sm" c="gray.7">
                {t('support.card.latest', { date: formatDateTime(inquiry.lastMessageAt) })}
              </Text>
            </Group>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
