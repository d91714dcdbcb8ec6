import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  InquiryCategory,
  InquiryDetail,
  InquiryMessageInput,
  InquiryPage,
  InquirySort,
  PartnershipDetail,
  PartnershipPage,
  PartnershipType,
} from '@formulab/shared/inquiries/inquiries.schema';
import type { InquiryState, PartnershipState } from '@formulab/shared/inquiries/inquiries.states';
import type { TransitionBody } from '@formulab/shared/workflow/workflow.schema';
import { api } from '../../../lib/api.ts';
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
    queryFn: ({ signal }) => api<InquiryPage>(`/api/admin/inquiries${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminInquiryKey = (id: string) => ['admin-inquiry', id] as const;
export const adminInquiryQuery = (id: string) =>
  queryOptions({
    queryKey: adminInquiryKey(id),
    queryFn: ({ signal }) => api<InquiryDetail>(`/api/admin/inquiries/${id}`, { signal }),
  });
export const answerInquiry = (id: string, input: InquiryMessageInput) =>
  api<InquiryDetail>(`/api/admin/inquiries/${id}/messages`, { body: input });
export const adminCloseInquiry = (id: string) => api<InquiryDetail>(`/api/admin/inquiries/${id}/close`, { body: {} });

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
    queryFn: ({ signal }) => api<PartnershipPage>(`/api/admin/partnership-inquiries${toQuery(f)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const adminPartnershipKey = (id: string) => ['admin-partnership', id] as const;
export const adminPartnershipQuery = (id: string) =>
  queryOptions({
    queryKey: adminPartnershipKey(id),
    queryFn: ({ signal }) => api<PartnershipDetail>(`/api/admin/partnership-inquiries/${id}`, { signal }),
  });
export const transitionPartnership = (id: string, body: TransitionBody) =>
  api<PartnershipDetail>(`/api/admin/partnership-inquiries/${id}/transitions`, { body });
export const addPartnershipNote = (id: string, note: string) =>
  api<PartnershipDetail>(`/api/admin/partnership-inquiries/${id}/notes`, { body: { note } });
