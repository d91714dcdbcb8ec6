import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileDollar } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATES, type QuoteState } from '@formulab/shared/quotes/quotes.states';
import { EmptyResults, ListMore, LoadErrorAlert } from '../../components/list-states.tsx';
import { UnverifiedNotice, useMaySend } from '../../components/workflow/index.ts';
import { quoteQuery, quotesInfinite } from '../../features/quotes/api.ts';
import { usableRecipeCountQuery } from '../../components/workflow/recipe-picker.tsx';
import { QuoteCard } from '../../features/quotes/components/quote-card.tsx';
import { QuoteDetailView } from '../../features/quotes/components/quote-detail.tsx';
import { QuoteForm } from '../../features/quotes/components/quote-form.tsx';
import { StateTabs } from '../../components/workflow/state-tabs.tsx';
import { ApiError, errorKey } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const missing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/**
 * /quotes — my quotes: the list by state (`?state=`), a request form (`?new=1`) and one quote
 * (`?id=`), each its own view of the same screen so links and notifications can open any of them.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <QuoteScreen id={id} />;
  if (params.get('new')) return <RequestScreen />;
  return <ListScreen />;
}

function Heading({ title, lead, action }: { title: string; lead: string; action?: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="gray.9" style={{ letterSpacing: '-0.02em' }}>
          {title}
        </Title>
        <Text c="gray.7">{lead}</Text>
      </Stack>
      {action}
    </Group>
  );
}

const pageStyle = { wordBreak: 'keep-all', overflowWrap: 'anywhere' } as const;

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.quotes.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (QUOTE_STATES as readonly string[]).includes(raw ?? '') ? (raw as QuoteState) : undefined;
  const list = useInfiniteQuery(quotesInfinite(state));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const first = list.data?.pages[0];
  const setState = (s: QuoteState | undefined) => setParams(s ? { state: s } : {}, { replace: true, preventScrollReset: true });
  const newButton = (
    <Button component={Link} to="/quotes?new=1" color="coral.9" leftSection={<IconFileDollar size={18} aria-hidden="true" />}>
      {t('quotes.new')}
    </Button>
  );

  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={pageStyle}>
      <Heading title={t('screens.quotes.title')} lead={t('quotes.list.lead')} action={newButton} />
      {(first?.total ?? 0) > 0 || state ? (
        <StateTabs
          subject="quote"
          states={QUOTE_STATES}
          value={state}
          counts={first?.counts}
          onChange={setState}
          label={t('quotes.tabs.label')}
          allLabel={t('quotes.tabs.all')}
        />
      ) : null}
      {list.isError && !list.data ? (
        <LoadErrorAlert
          title={t('quotes.list.loadError')}
          message={t(errorKey(list.error))}
          retryLabel={t('quotes.list.retry')}
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
            title={t('quotes.list.emptyState.title', { state: t(`workflow.states.quote.${state}`) })}
            body={t('quotes.list.emptyState.body')}
            bodyMaw={420}
            action={
              <Button variant="default" onClick={() => setState(undefined)}>
                {t('quotes.list.emptyState.showAll')}
              </Button>
            }
          />
        ) : (
          <EmptyResults
            title={t('quotes.list.empty.title')}
            body={t('quotes.list.empty.body')}
            bodyMaw={460}
            action={
              <Button component={Link} to="/quotes?new=1" color="coral.9" mt="xs">
                {t('quotes.list.empty.action')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={list.isFetching}>
          {items.map((q) => (
            <li key={q.id}>
              <QuoteCard quote={q} />
            </li>
          ))}
        </Stack>
      )}
      <ListMore
        total={items.length ? (first?.total ?? 0) : 0}
        summary={t('quotes.list.showing', { shown: formatNumber(items.length), total: formatNumber(first?.total ?? 0) })}
        moreLabel={t('quotes.list.more')}
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}

function RequestScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotes.form.title'));
  const maySend = useMaySend();
  const usable = useQuery(usableRecipeCountQuery());
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} maw={820} w="100%" mx="auto" style={pageStyle}>
      <BackToList />
      <Heading title={t('quotes.form.title')} lead={t('quotes.form.lead')} />
      <UnverifiedNotice />
      {usable.isError ? (
        <LoadErrorAlert
          title={t('quotes.form.loadError')}
          message={t(errorKey(usable.error))}
          retryLabel={t('quotes.list.retry')}
          onRetry={() => void usable.refetch()}
        />
      ) : usable.data === undefined ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={280} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      ) : usable.data === 0 ? (
        <EmptyResults
          title={t('quotes.form.noRecipes.title')}
          body={t('quotes.form.noRecipes.body')}
          bodyMaw={480}
          action={
            <Group gap="sm" justify="center" mt="xs">
              <Button component={Link} to="/new-recipes" color="coral.9">
                {t('quotes.form.noRecipes.create')}
              </Button>
              <Button component={Link} to="/recipes" variant="default">
                {t('quotes.form.noRecipes.mine')}
              </Button>
            </Group>
          }
        />
      ) : (
        <QuoteForm maySend={maySend} />
      )}
    </Stack>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/quotes"
      variant="subtle"
      color="gray.8"
      size="compact-sm"
      w="fit-content"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
    >
      {t('quotes.detail.back')}
    </Button>
  );
}

function QuoteScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = UUID.test(id);
  const quote = useQuery({ ...quoteQuery(id), enabled: valid, retry: (n, e) => !missing(e) && n < 1 });
  useDocumentTitle(quote.data ? `${quote.data.ref} · ${t('screens.quotes.title')}` : t('screens.quotes.title'));
  let body;
  if (!valid || (quote.isError && missing(quote.error))) {
    body = (
      <>
        <BackToList />
        <EmptyResults title={t('quotes.detail.notFound.title')} body={t('quotes.detail.notFound.body')} bodyMaw={440} />
      </>
    );
  } else if (quote.isError) {
    body = (
      <LoadErrorAlert
        title={t('quotes.detail.loadError')}
        message={t(errorKey(quote.error))}
        retryLabel={t('quotes.list.retry')}
        onRetry={() => void quote.refetch()}
      />
    );
  } else if (!quote.data) {
    body = (
      <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={40} w="40%" />
        <Skeleton h={90} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  } else {
    body = <QuoteDetailView quote={quote.data} />;
  }
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} style={pageStyle}>
      {body}
    </Stack>
  );
}
