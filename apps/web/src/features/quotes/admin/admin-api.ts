import { quoteDetailSchema, quotePageSchema, type QuoteAnswerInput } from '@formulab/shared/quotes/quotes.schema';
import type { QuoteState } from '@formulab/shared/quotes/quotes.states';
import { api } from '../../../lib/api.ts';
import { staffRecordCalls } from '../../../lib/staff-records.ts';

export type AdminQuoteFilters = { q?: string; state?: QuoteState; limit?: number; cursor?: string };

const quotes = staffRecordCalls<AdminQuoteFilters, typeof quotePageSchema, typeof quoteDetailSchema>({
  path: '/api/admin/quotes',
  list: 'admin-quotes',
  one: 'admin-quote',
  page: quotePageSchema,
  detail: quoteDetailSchema,
});

export const adminQuotesQuery = quotes.listQuery;
export const adminQuoteKey = quotes.key;
export const adminQuoteQuery = quotes.query;
export const answerQuote = (id: string, body: QuoteAnswerInput) =>
  api(`/api/admin/quotes/${id}/answer`, { schema: quoteDetailSchema, body });
export const adminTransitionQuote = quotes.transition;
export const addQuoteNote = quotes.note;
