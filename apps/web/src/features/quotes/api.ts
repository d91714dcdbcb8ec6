import { queryOptions } from '@tanstack/react-query';
import {
  quoteDetailSchema,
  quoteMinimumSchema,
  quotePageSchema,
  type QuoteDetail,
  type QuoteRequestInput,
} from '@formulab/shared/quotes/quotes.schema';
import { quoteMachine, type QuoteState } from '@formulab/shared/quotes/quotes.states';
import { api } from '../../lib/api.ts';
import type { RecordFlow } from '../../components/workflow/index.ts';
import { afterRecordChange, ownRecordCalls, ownRecordsInfinite } from '../../lib/record-queries.ts';
import { toQuery } from '../../lib/query-string.ts';

// ---- the signed-in customer's own quotes ----
export const quotesInfinite = (state: QuoteState | undefined) =>
  ownRecordsInfinite('quotes', '/api/quotes', quotePageSchema, state);

/** one quote of the customer's: key, query, transition */
export const ownQuotes = ownRecordCalls('/api/quotes', 'quote', quoteDetailSchema);

export const requestQuote = (input: QuoteRequestInput, idempotencyKey?: string) =>
  api('/api/quotes', { schema: quoteDetailSchema, body: input, idempotencyKey });

/** The PDF's address (the browser downloads it with the session cookie). */
export const quotePdfUrl = (id: string, lang: string | undefined, staff = false) =>
  `/api/${staff ? 'admin/' : ''}quotes/${id}/pdf${toQuery({ lang: lang === 'en' ? 'en' : 'ko' })}`;

/** After a change: the record as the server answered, and every list (quotes and orders) refetched. */
export const afterQuoteChange = afterRecordChange<QuoteDetail>([
  'quotes',
  'admin-quotes',
  'orders',
  'admin-orders',
  'notifications',
  'pipeline',
]);

// ---- what the request form offers (own queries: a feature does not import another feature) ----
/** The minimum order quantity of a recipe in a packaging item. */
export const minimumQuery = (recipeId: string, packagingId: string) =>
  queryOptions({
    queryKey: ['quotes', 'minimum', recipeId, packagingId],
    queryFn: ({ signal }) =>
      api(`/api/quotes/minimum${toQuery({ recipeId, packagingId })}`, { schema: quoteMinimumSchema, signal }),
    enabled: Boolean(recipeId && packagingId),
    staleTime: 60_000,
  });

/**
 * The action bar's view of a quote: a step restates what the customer pays (the supply amount plus its
 * VAT; none before staff price it).
 */
export const quoteFlow: RecordFlow<{ total: number | null; amountDue: number | null }> = {
  machine: quoteMachine,
  subject: 'quote',
  amount: (q) => q.amountDue ?? q.total,
};
