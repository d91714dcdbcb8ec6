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
import { api } from '../../../lib/api.ts';
import type { RecordFlow } from '../../../components/workflow/index.ts';
import { staffRecordCalls } from '../../../lib/staff-records.ts';

export type AdminInquiryFilters = {
  q?: string;
  state?: InquiryState;
  category?: InquiryCategory;
  sort?: InquirySort;
  limit?: number;
  cursor?: string;
};

/** the staff queue's calls: listQuery, query and key of one, transition, note */
export const adminInquiries = staffRecordCalls<AdminInquiryFilters, typeof inquiryPageSchema, typeof inquiryDetailSchema>({
  path: '/api/admin/inquiries',
  list: 'admin-inquiries',
  one: 'admin-inquiry',
  page: inquiryPageSchema,
  detail: inquiryDetailSchema,
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

/** the staff queue's calls: listQuery, query and key of one, transition, note */
export const adminPartnerships = staffRecordCalls<
  AdminPartnershipFilters,
  typeof partnershipPageSchema,
  typeof partnershipDetailSchema
>({
  path: '/api/admin/partnership-inquiries',
  list: 'admin-partnerships',
  one: 'admin-partnership',
  page: partnershipPageSchema,
  detail: partnershipDetailSchema,
});

/** The action bar's view of a partnership inquiry (no money). */
export const partnershipFlow: RecordFlow<unknown> = { machine: partnershipMachine, subject: 'partnership' };
