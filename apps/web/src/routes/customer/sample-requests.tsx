import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SAMPLE_STATES, type SampleState } from '@formulab/shared/samples/samples.states';
import { EmptyResults, ListMore, LoadErrorAlert } from '../../components/list-states.tsx';
import { samplesInfinite } from '../../features/samples/api.ts';
import { SampleCard } from '../../features/samples/components/sample-card.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { errorKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /sample-requests — my sample requests, newest first, by state (tabs with counts, `?state=` in the URL). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.sampleRequests.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (SAMPLE_STATES as readonly string[]).includes(raw ?? '') ? (raw as SampleState) : undefined;
  const list = useInfiniteQuery(samplesInfinite(state));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const setState = (s: SampleState | undefined) => setParams(s ? { state: s } : {}, { replace: true, preventScrollReset: true });

  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={{ wordBreak: 'keep-all', overflowWrap: 'anywhere' }}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
            {t('screens.sampleRequests.title')}
          </Title>
          <Text c="gray.7">{t('samples.list.lead')}</Text>
        </Stack>
        <Button component={Link} to="/new-sample" color="coral.9" leftSection={<IconFlask size={18} aria-hidden="true" />}>
          {t('samples.new')}
        </Button>
      </Group>

      {(first?.total ?? 0) > 0 || state ? (
        <StateTabs
          subject="sample"
          states={SAMPLE_STATES}
          value={state}
          counts={first?.counts}
          onChange={setState}
          label={t('samples.tabs.label')}
          allLabel={t('samples.tabs.all')}
        />
      ) : null}

      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={t('samples.list.loadError')}
          message={t(errorKey(list.error))}
          retryLabel={t('samples.list.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={104} radius="lg" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        state ? (
          <EmptyResults
            title={t('samples.list.emptyState.title', { state: t(`workflow.states.sample.${state}`) })}
            body={t('samples.list.emptyState.body')}
            bodyMaw={420}
            action={
              <Button variant="default" onClick={() => setState(undefined)}>
                {t('samples.list.emptyState.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyResults
            title={t('samples.list.empty.title')}
            body={t('samples.list.empty.body')}
            bodyMaw={460}
            action={
              <Button component={Link} to="/new-sample" color="coral.9" mt="xs">
                {t('samples.list.empty.action')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((s) => (
            <li key={s.id}>
              <SampleCard sample={s} />
            </li>
          ))}
        </Stack>
      )}
      <ListMore
        total={items.length ? (first?.total ?? 0) : 0}
        summary={t('samples.list.showing', { shown: formatNumber(items.length), total: formatNumber(first?.total ?? 0) })}
        moreLabel={t('samples.list.more')}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}
