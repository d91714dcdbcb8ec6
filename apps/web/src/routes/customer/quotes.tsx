import { Button } from '@mantine/core';
import { IconFileDollar } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATES } from '@formulab/shared/quotes/quotes.states';
import { useMaySend } from '../../components/workflow/index.ts';
import { RequestScreen } from '../../components/workflow/request-screen.tsx';
import {
  BackToList,
  useStateParam,
  WorkflowListScreen,
  WorkflowRecordScreen,
} from '../../components/workflow/workflow-screens.tsx';
import { ownQuotes, quotesInfinite } from '../../features/quotes/api.ts';
import { QuoteCard } from '../../features/quotes/components/quote-card.tsx';
import { QuoteDetailView } from '../../features/quotes/components/quote-detail.tsx';
import { QuoteForm } from '../../features/quotes/components/quote-form.tsx';
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
  if (params.get('new')) return <QuoteRequestScreen />;
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

function QuoteRequestScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('quotes.form.title'));
  const maySend = useMaySend();
  return (
    <RequestScreen
      strings="quotes"
      title={t('quotes.form.title')}
      back={<BackToList to="/quotes" strings="quotes" />}
      skeletons={[280, 160]}
      form={() => <QuoteForm maySend={maySend} />}
    />
  );
}

function QuoteScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const valid = isUuid(id);
  const quote = useQuery({ ...ownQuotes.query(id), enabled: valid, retry: retryUnlessNotFound });
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
