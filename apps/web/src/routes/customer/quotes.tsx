import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATES } from '@formulab/shared/quotes/quotes.states';
import { EmptyResults, LoadErrorAlert } from '../../components/list-states.tsx';
import { UnverifiedNotice, useMaySend } from '../../components/workflow/index.ts';
import {
  BackToList,
  useStateParam,
  WorkflowHeading,
  workflowPageStyle,
  WorkflowListScreen,
  WorkflowRecordScreen,
} from '../../components/workflow/workflow-screens.tsx';
import { quoteQuery, quotesInfinite } from '../../features/quotes/api.ts';
import { usableRecipeCountQuery } from '../../components/workflow/recipe-picker.tsx';
import { QuoteCard } from '../../features/quotes/components/quote-card.tsx';
import { QuoteDetailView } from '../../features/quotes/components/quote-detail.tsx';
import { QuoteForm } from '../../features/quotes/components/quote-form.tsx';
import { errorKey } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isUuid, retryUnlessNotFound } from '../../lib/not-found.ts';

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

function ListScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.quotes.title'));
  const [state, setState] = useStateParam(QUOTE_STATES);
  const list = useInfiniteQuery(quotesInfinite(state));
  return (
    <WorkflowListScreen
      subject="quote"
      strings="quotes"
      states={QUOTE_STATES}
      state={state}
      onState={setState}
      list={list}
      title={t('screens.quotes.title')}
      action={
        <Button component={Link} to="/quotes?new=1" color="coral.9" leftSection={<IconFileDollar size={18} aria-hidden="true" />}>
          {t('quotes.new')}
        </Button>
      }
      emptyAction={{ to: '/quotes?new=1' }}
      renderItem={(q) => <QuoteCard quote={q} />}
    />
  );
}

function RequestScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotes.form.title'));
  const maySend = useMaySend();
  const usable = useQuery(usableRecipeCountQuery());
  return (
    <Stack gap="lg" py={{ base: 'sm', sm: 'md' }} maw={820} w="100%" mx="auto" style={workflowPageStyle}>
      <BackToList to="/quotes" strings="quotes" />
      <WorkflowHeading title={t('quotes.form.title')} lead={t('quotes.form.lead')} />
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

function QuoteScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = isUuid(id);
  const quote = useQuery({ ...quoteQuery(id), enabled: valid, retry: retryUnlessNotFound });
  useDocumentTitle(quote.data ? `${quote.data.ref} · ${t('screens.quotes.title')}` : t('screens.quotes.title'));
  return (
    <WorkflowRecordScreen
      valid={valid}
      query={quote}
      strings="quotes"
      listPath="/quotes"
      render={(q) => <QuoteDetailView quote={q} />}
    />
  );
}
