import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconPackages, IconTestPipe } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link } from 'react-router';
import { subjectLink } from '@formulab/shared/notifications/links';
import type { RecipePipelineItem } from '@formulab/shared/pipeline/pipeline.schema';
import type { Subject } from '@formulab/shared/workflow/workflow.schema';
import { StateBadge } from '../../components/workflow/index.ts';
import { errorKey } from '../../lib/api.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { useRecipePipeline } from './api.ts';

const AREAS: { subject: Subject; key: 'samples' | 'quotes' | 'orders'; title: string; all: string; icon: ReactNode }[] = [
  { subject: 'sample', key: 'samples', title: 'nav.samples', all: '/sample-requests', icon: <IconTestPipe size={16} /> },
  { subject: 'quote', key: 'quotes', title: 'nav.quotes', all: '/quotes', icon: <IconFileInvoice size={16} /> },
  { subject: 'order', key: 'orders', title: 'nav.orders', all: '/orders', icon: <IconPackages size={16} /> },
];

/**
 * The recipe screen's "Samples, quotes and orders": what was requested with this recipe (each with
 * its state and the revision it pinned), and the way to request a sample or a quote once the recipe
 * is usable. The request screens read `?recipe=<id>` (and the quotes screen `?new=1`).
 */
export function RecipePipelineSection({ recipeId, usable }: { recipeId: string; usable: boolean }) {
  const { t } = useTranslation();
  const pipeline = useRecipePipeline(recipeId);
  const data = pipeline.data;
  const empty = data && data.samples.total + data.quotes.total + data.orders.total === 0;
  return (
    <Paper component="section" aria-labelledby="recipe-pipeline-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box maw={560}>
            <Title id="recipe-pipeline-title" order={2} fz="lg" c="gray.9">
              {t('workflow.traceability.title')}
            </Title>
            <Text fz="sm" c="gray.7" mt={4} lh={1.6}>
              {usable ? t('workflow.traceability.desc') : t('workflow.traceability.draftHint')}
            </Text>
          </Box>
          {usable && (
            <Group gap="xs">
              <Button component={Link} to={`/new-sample?recipe=${recipeId}`} variant="default" size="sm">
                {t('workflow.traceability.requestSample')}
              </Button>
              <Button component={Link} to={`/quotes?new=1&recipe=${recipeId}`} variant="default" size="sm">
                {t('workflow.traceability.requestQuote')}
              </Button>
            </Group>
          )}
        </Group>
        {pipeline.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" aria-busy="true">
            {AREAS.map((a) => (
              <Skeleton key={a.key} h={72} radius="md" />
            ))}
          </SimpleGrid>
        ) : pipeline.isError ? (
          <Group gap="sm" role="alert">
            <Text fz="sm" c="red.8">
              {t('workflow.traceability.loadError')} {t(errorKey(pipeline.error))}
            </Text>
            <Button size="xs" variant="default" onClick={() => void pipeline.refetch()}>
              {t('workflow.traceability.retry')}
            </Button>
          </Group>
        ) : empty ? (
          <Text fz="sm" c="gray.7">
            {t('workflow.traceability.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {AREAS.map((a) => {
              const area = data![a.key];
              return (
                <Box key={a.key} component="section" aria-labelledby={`recipe-pipeline-${a.key}`}>
                  <Group gap={6} mb={6} c="gray.7">
                    {a.icon}
                    <Title id={`recipe-pipeline-${a.key}`} order={3} fz="sm" c="gray.8">
                      {t(a.title)} ({area.total})
                    </Title>
                  </Group>
                  {area.items.length === 0 ? (
                    <Text fz="sm" c="gray.7">
                      —
                    </Text>
                  ) : (
                    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                      {area.items.map((item) => (
                        <PipelineRow key={item.id} subject={a.subject} item={item} />
                      ))}
                    </Stack>
                  )}
                  {area.total > area.items.length && (
                    <Text fz="xs" c="gray.7" mt={6}>
                      {t('workflow.traceability.more', { shown: area.items.length, total: area.total })}{' '}
                      <Anchor component={Link} to={a.all} fz="xs" c="brand.8">
                        {t('workflow.traceability.seeAll')}
                      </Anchor>
                    </Text>
                  )}
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function PipelineRow({ subject, item }: { subject: Subject; item: RecipePipelineItem }) {
  const { t } = useTranslation();
  return (
    <Box component="li">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to={subjectLink(subject, item.id, 'customer')}
            fz="sm"
            fw={600}
            c="brand.8"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {item.ref}
          </Anchor>
          <Badge variant="outline" color="gray.7" size="sm" radius="sm" style={{ textTransform: 'none' }}>
            {t('workflow.traceability.revision', { n: item.recipeRevision })}
          </Badge>
        </Group>
        <StateBadge subject={subject} state={item.state} size="sm" />
      </Group>
      <Text fz="xs" c="gray.7" mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDate(item.createdAt)}
        {item.amount !== null ? ` · ${formatMoney(item.amount)}` : ''}
      </Text>
    </Box>
  );
}
