import { queryOptions } from '@tanstack/react-query';
import {
  inquiryDetailSchema,
  inquiryPageSchema,
  partnershipPageSchema,
  type InquiryCreateInput,
  type InquiryDetail,
  type InquiryMessageInput,
  type PartnershipReceipt,
} from '@formulab/shared/inquiries/inquiries.schema';
import type { InquiryState } from '@formulab/shared/inquiries/inquiries.states';
import { api } from '../../lib/api.ts';
import { afterRecordChange, ownRecordsInfinite } from '../../lib/record-queries.ts';
import { postForm } from '../../lib/upload.ts';

// ---- the signed-in customer's own inquiries ----
export const inquiriesInfinite = (state: InquiryState | undefined) =>
  ownRecordsInfinite('inquiries', '/api/inquiries', inquiryPageSchema, state);

export const inquiryKey = (id: string) => ['inquiry', id] as const;
export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: inquiryKey(id),
    queryFn: ({ signal }) => api(`/api/inquiries/${id}`, { schema: inquiryDetailSchema, signal }),
  });

/** `idempotencyKey` (`useSendOnce().keyFor`): the same inquiry sent twice (Enter pressed again, a retry) is made once */
export const createInquiry = (input: InquiryCreateInput, idempotencyKey?: string) =>
  api('/api/inquiries', { schema: inquiryDetailSchema, body: input, idempotencyKey });
export const replyToInquiry = (id: string, input: InquiryMessageInput) =>
  api(`/api/inquiries/${id}/messages`, { schema: inquiryDetailSchema, body: input });
/** Closes the inquiry as the screen saw it: an answer meanwhile answers 409 (`version` is the detail's). */
export const closeInquiry = (id: string, version: number) =>
  api(`/api/inquiries/${id}/close`, { schema: inquiryDetailSchema, body: { version } });

/** After a change: the record as the server answered, and every list refetched. */
export const afterInquiryChange = afterRecordChange<InquiryDetail>(['inquiries', 'admin-inquiries', 'notifications']);

// ---- partnership ----
/** The form as multipart (the optional file travels with it: visitors have no upload of their own). */
export function sendPartnership(fields: Record<string, string>, file: File | null, onProgress?: (pct: number) => void) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', file);
  return postForm<PartnershipReceipt>('/api/partnership-inquiries', form, onProgress);
}

/** What a signed-in user has sent. */
export const ownPartnershipsQuery = () =>
  queryOptions({
    queryKey: ['partnerships', 'own'],
    queryFn: ({ signal }) => api('/api/partnership-inquiries?limit=20', { schema: partnershipPageSchema, signal }),
  });
