import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconFileInvoice, IconPackages, IconTestPipe, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import { subjectLink } from '@formulab/shared/notifications/links';
import { pipelineSummarySchema, type OpenArea, type PipelineSummary } from '@formulab/shared/pipeline/pipeline.schema';
import type { Subject } from '@formulab/shared/workflow/workflow.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { api } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { OverviewCard, OverviewSummary } from './overview-card.tsx';

/** How many of each area's open records the card lists. */
const SHOWN = 3;

type Area = {
  subject: Subject;
  key: keyof PipelineSummary;
  title: string;
  icon: ReactNode;
  to: string;
  /** where an area without open records leads: a new request */
  start: { to: string; label: string };
};

/** An area's card: its records' list, titled as in the menu (`nav.<key>`), and where a first one starts. */
const area = (subject: Subject, key: Area['key'], Icon: Icon, to: string, start: Area['start']): Area => ({
  subject,
  key,
  title: `nav.${key}`,
  icon: <Icon size={20} stroke={1.6} />,
  to,
  start,
});

const AREAS: Area[] = [
  area('sample', 'samples', IconTestPipe, '/sample-requests', { to: '/new-sample', label: 'dashboard.open.newSample' }),
  area('quote', 'quotes', IconFileInvoice, '/quotes', { to: '/quotes?new=1', label: 'dashboard.open.newQuote' }),
  area('order', 'orders', IconPackages, '/orders', { to: '/quotes', label: 'dashboard.cards.quotes.link' }),
];

/**
 * The dashboard's samples, quotes and orders: how many are open, which wait for the customer
 * (highlighted), the latest few with their state; an area with nothing open says how to start one.
 */
export function OpenWorkCards() {
  const { t } = useTranslation();
  // under 'pipeline', the key every pipeline screen refreshes after a change
  const summary = useQuery({
    queryKey: ['pipeline', 'summary'],
    queryFn: ({ signal }) => api('/api/pipeline/summary', { schema: pipelineSummarySchema, signal }),
  });
  return (
    <>
      {AREAS.map((a) => {
        const data = summary.data?.[a.key];
        if (data && data.open === 0)
          return (
            <OverviewCard
              key={a.key}
              icon={a.icon}
              title={t(a.title)}
              empty={t(`dashboard.cards.${a.key}.empty`)}
              hint={t(`dashboard.cards.${a.key}.hint`)}
              to={a.start.to}
              linkLabel={t(a.start.label)}
            />
          );
        return (
          <OverviewCard key={a.key} icon={a.icon} title={t(a.title)} to={a.to} linkLabel={t(`dashboard.cards.${a.key}.link`)}>
            <OverviewSummary query={summary} failed={t('dashboard.open.loadError')}>
              {(all) => <AreaSummary subject={a.subject} data={all[a.key]} />}
            </OverviewSummary>
          </OverviewCard>
        );
      })}
    </>
  );
}

function AreaSummary({ subject, data }: { subject: Subject; data: OpenArea }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600} c="gray.9" fz="sm">
        {t('dashboard.open.count', { count: data.open, n: formatNumber(data.open) })}
        {data.needsAction > 0 && (
          <Text span fz="sm" fw={700} c="gray.9">
            {' · '}
            {t('dashboard.open.needsAction', { count: data.needsAction, n: formatNumber(data.needsAction) })}
          </Text>
        )}
      </Text>
      <Stack gap={6} component="ul" m={0} p={0} mt={4} style={{ listStyle: 'none' }}>
        {data.latest.slice(0, SHOWN).map((item) => (
          <Box
            key={item.id}
            component="li"
            pl={8}
            style={{
              borderLeft: `3px solid ${item.needsAction ? 'var(--mantine-color-yellow-6)' : 'transparent'}`,
            }}
          >
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Anchor
                component={Link}
                to={subjectLink(subject, item.id, 'customer')}
                fz="sm"
                c="gray.8"
                truncate="end"
                style={{ minWidth: 0 }}
              >
                <Text span fw={600} fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {item.ref}
                </Text>{' '}
                {item.recipeName}
              </Anchor>
              <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                {item.needsAction && (
                  <>
                    {/* on a phone the row keeps its width for the name: the bar beside it marks it */}
                    <Badge
                      size="sm"
                      // amber like the bar beside the row, dark text for contrast (white on amber is 3:1)
                      color="yellow.3"
                      c="gray.9"
                      variant="filled"
                      radius="sm"
                      visibleFrom="sm"
                      style={{ textTransform: 'none' }}
                    >
                      {t('dashboard.open.yourTurn')}
                    </Badge>
                    <VisuallyHidden hiddenFrom="sm">{t('dashboard.open.yourTurn')}</VisuallyHidden>
                  </>
                )}
                <StateBadge subject={subject} state={item.state} size="sm" />
              </Group>
            </Group>
          </Box>
        ))}
      </Stack>
    </>
  );
}
