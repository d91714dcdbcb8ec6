import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  inquiryDetailSchema,
  inquiryPageSchema,
  partnershipDetailSchema,
  partnershipPageSchema,
  type InquiryCategory,
  type InquiryMessageInput,
  type InquirySort,
  type PartnershipType,
} from '@formulab/shared/inquiries/inquiries.schema';
import { partnershipMachine, type InquiryState, type PartnershipState } from '@formulab/shared/inquiries/inquiries.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
import type { RecordFlow } from '../../../components/workflow/index.ts';
import { toQuery } from '../../../lib/query-string.ts';

export type AdminInquiryFilters = {
  q?: string;
  state?: InquiryState;
  category?: InquiryCategory;
  sort?: InquirySort;
  limit?: number;
  cursor?: string;
};

export const adminInquiriesQuery = (f: AdminInquiryFilters) =>
  queryOptions({
    queryKey: ['admin-inquiries', f],
    queryFn: ({ signal }) => api(`/api/admin/inquiries${toQuery(f)}`, { schema: inquiryPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const adminInquiryKey = (id: string) => ['admin-inquiry', id] as const;
export const adminInquiryQuery = (id: string) =>
  queryOptions({
    queryKey: adminInquiryKey(id),
    queryFn: ({ signal }) => api(`/api/admin/inquiries/${id}`, { schema: inquiryDetailSchema, signal }),
  });
export const answerInquiry = (id: string, input: InquiryMessageInput) =>
  api(`/api/admin/inquiries/${id}/messages`, { schema: inquiryDetailSchema, body: input });
/** Closes the inquiry as the screen saw it: a reply meanwhile answers 409 (`version` is the detail's). */
export const adminCloseInquiry = (id: string, version: number) =>
  api(`/api/admin/inquiries/${id}/close`, { schema: inquiryDetailSchema, body: { version } });

export type AdminPartnershipFilters = {
  q?: string;
  state?: PartnershipState;
  type?: PartnershipType;
  sort?: 'newest' | 'oldest';
  limit?: number;
  cursor?: string;
};

export const adminPartnershipsQuery = (f: AdminPartnershipFilters) =>
  queryOptions({
    queryKey: ['admin-partnerships', f],
    queryFn: ({ signal }) => api(`/api/admin/partnership-inquiries${toQuery(f)}`, { schema: partnershipPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const adminPartnershipKey = (id: string) => ['admin-partnership', id] as const;
export const adminPartnershipQuery = (id: string) =>
  queryOptions({
    queryKey: adminPartnershipKey(id),
    queryFn: ({ signal }) => api(`/api/admin/partnership-inquiries/${id}`, { schema: partnershipDetailSchema, signal }),
  });
export const transitionPartnership = (id: string, body: TransitionBody) =>
  api(`/api/admin/partnership-inquiries/${id}/transitions`, { schema: partnershipDetailSchema, body });
export const addPartnershipNote = (id: string, note: string) =>
  api(`/api/admin/partnership-inquiries/${id}/notes`, { schema: partnershipDetailSchema, body: { note } });

/** The action bar's view of a partnership inquiry (no money). */
export const partnershipFlow: RecordFlow<unknown> = { machine: partnershipMachine, subject: 'partnership' };
