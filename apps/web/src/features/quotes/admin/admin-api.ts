import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuoteAnswerInput, QuoteDetail, QuotePage } from '@formulab/shared/quotes/quotes.schema';
import type { QuoteState } from '@formulab/shared/quotes/quotes.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminQuoteFilters = { q?: string; state?: QuoteState; limit?: number; cursor?: string };

export const adminQuotesQuery = (f: AdminQuoteFilters) =>
  queryOptions({
    queryKey: ['admin-quotes', f],
    queryFn: ({ signal }) => api<QuotePage>(`/api/admin/quotes${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminQuoteKey = (id: string) => ['admin-quote', id] as const;
export const adminQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: adminQuoteKey(id),
    queryFn: ({ signal }) => api<QuoteDetail>(`/api/admin/quotes/${id}`, { signal }),
  });
export const answerQuote = (id: string, body: QuoteAnswerInput) => api<QuoteDetail>(`/api/admin/quotes/${id}/answer`, { body });
export const adminTransitionQuote = (id: string, body: TransitionBody) =>
  api<QuoteDetail>(`/api/admin/quotes/${id}/transitions`, { body });
export const addQuoteNote = (id: string, note: string) => api<QuoteDetail>(`/api/admin/quotes/${id}/notes`, { body: { note } });
