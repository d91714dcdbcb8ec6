import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './record-card.module.css';

/**
 * One workflow record in its customer's list (a sample request, a quote, a production order, an
 * inquiry): the whole card is one link to the record, named by `label` (its reference and recipe or
 * title); the reference and its badges, the recipe with its revision (or the inquiry's title), then the
 * facts of the area (quantity, money, dates).
 */
export function RecordCard({
  to,
  label,
  reference,
  badges,
  recipeName,
  revision,
  testId,
  children,
}: {
  to: string;
  label: string;
  reference: string;
  /** the state badge and any other (payment, overdue) */
  badges: ReactNode;
  /** the recipe's name, or what else names the record (an inquiry's title) */
  recipeName: string;
  /** "rev. 3", as the area words it; none for a record of no recipe */
  revision?: string;
  testId?: string;
  /** the facts line's items, each a `Text span` */
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label={label}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
      data-testid={testId}
    >
      <Paper withBorder radius="lg" p="md" bg="white" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {reference}
              </Text>
              {badges}
            </Group>
            <Text fw={600} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {recipeName}
              {revision !== undefined && (
                <>
                  {' '}
                  <Text span fz="sm" fw={400} c="gray.7">
                    {revision}
                  </Text>
                </>
              )}
            </Text>
            <Group gap="md" wrap="wrap" fz="sm" c="gray.7">
              {children}
            </Group>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
