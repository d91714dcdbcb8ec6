import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { quoteDetailSchema, quotePageSchema, type QuoteAnswerInput } from '@formulab/shared/quotes/quotes.schema';
import type { QuoteState } from '@formulab/shared/quotes/quotes.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminQuoteFilters = { q?: string; state?: QuoteState; limit?: number; cursor?: string };

export const adminQuotesQuery = (f: AdminQuoteFilters) =>
  queryOptions({
    queryKey: ['admin-quotes', f],
    queryFn: ({ signal }) => api(`/api/admin/quotes${toQuery(f)}`, { schema: quotePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const adminQuoteKey = (id: string) => ['admin-quote', id] as const;
export const adminQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: adminQuoteKey(id),
    queryFn: ({ signal }) => api(`/api/admin/quotes/${id}`, { schema: quoteDetailSchema, signal }),
  });
export const answerQuote = (id: string, body: QuoteAnswerInput) =>
  api(`/api/admin/quotes/${id}/answer`, { schema: quoteDetailSchema, body });
export const adminTransitionQuote = (id: string, body: TransitionBody) =>
  api(`/api/admin/quotes/${id}/transitions`, { schema: quoteDetailSchema, body });
export const addQuoteNote = (id: string, note: string) =>
  api(`/api/admin/quotes/${id}/notes`, { schema: quoteDetailSchema, body: { note } });
