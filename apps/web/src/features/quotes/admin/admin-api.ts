import { quoteDetailSchema, quotePageSchema, type QuoteAnswerInput } from '@formulab/shared/quotes/quotes.schema';
import type { QuoteState } from '@formulab/shared/quotes/quotes.states';
import { api } from '../../../lib/api.ts';
import { staffRecordCalls } from '../../../lib/staff-records.ts';

export type AdminQuoteFilters = { q?: string; state?: QuoteState; limit?: number; cursor?: string };

/** the staff queue's calls: listQuery, query and key of one, transition, note */
export const adminQuotes = staffRecordCalls<AdminQuoteFilters, typeof quotePageSchema, typeof quoteDetailSchema>({
  path: '/api/admin/quotes',
  list: 'admin-quotes',
  one: 'admin-quote',
  page: quotePageSchema,
  detail: quoteDetailSchema,
});

export const answerQuote = (id: string, body: QuoteAnswerInput) =>
  api(`/api/admin/quotes/${id}/answer`, { schema: quoteDetailSchema, body });
