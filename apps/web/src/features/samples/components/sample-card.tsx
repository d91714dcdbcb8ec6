import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/react.ts';
import { Link } from 'react-router';
import type { SampleSummary } from '@formulab/shared/samples/samples.schema';
import { StateBadge } from '../../../components/workflow/index.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { feeText } from '../format.ts';
import classes from './samples.module.css';

/** One request in the customer's list: reference, state, recipe and revision, quantity, fee, date. */
export function SampleCard({ sample }: { sample: SampleSummary }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton
      component={Link}
      to={`/sampleOrder/${sample.id}`}
      aria-label={t('samples.card.open', { ref: sample.ref, recipe: sample.recipeName })}
      className={classes.link}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
    >
      <Paper withBorder radius="lg" p="md" bg="white" className={classes.card}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={700} className="tabular" c="gray.9">
                {sample.ref}
              </Text>
              <StateBadge subject="sample" state={sample.state} size="sm" />
            </Group>
            <Text fw={600} c="gray.9" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {sample.recipeName}{' '}
              <Text span fz="sm" fw={400} c="gray.7">
                {t('samples.card.revision', { n: sample.recipeRevision })}
              </Text>
            </Text>
            <Group gap="md" wrap="wrap" fz="sm" c="gray.7">
              <Text span fz="sm" className="tabular">
                {t('samples.units', { count: sample.quantity, n: formatNumber(sample.quantity) })}
              </Text>
              <Text span fz="sm" className="tabular">
                {t('samples.card.fee')}: {feeText(sample.fee, t, sample.state)}
              </Text>
              <Text span fz="sm">
                {t('samples.card.requested', { date: formatDate(sample.createdAt) })}
              </Text>
            </Group>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-gray-6)" aria-hidden="true" style={{ flexShrink: 0 }} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
