/**
 * Customer 1:1 inquiries and partnership inquiries (PRODUCT.md §3.8): what travels between the API and
 * the web app. The states and who may move them live in `inquiries.states.ts`.
 */
import { z } from 'zod';
import { requiredText } from '../text.ts';
import { fileRefSchema } from '../catalogue/files.schema.ts';
import {
  countedPageOf,
  cursorSchema,
  pageLimit,
  searchSchema,
  staffCustomerSchema,
  stateCountsSchema,
  stateListQuerySchema,
} from '../pagination.ts';
import { timelineEventSchema, versionSchema } from '../workflow/workflow.schema.ts';
import { formatRef, parseRef } from '../refs.ts';
import {
  INQUIRY_ACTIONS,
  INQUIRY_STATES,
  PARTNERSHIP_ACTIONS,
  PARTNERSHIP_STATES,
  type InquiryState,
} from './inquiries.states.ts';

export const INQUIRY_CATEGORIES = ['product', 'sample', 'quote', 'order', 'payment', 'account', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_TITLE_MAX = 120;
export const INQUIRY_BODY_MAX = 5000;
/** Files one message may carry (images ≤ 10 MB jpeg/png/webp, PDFs ≤ 20 MB: files.schema.ts). */
export const INQUIRY_ATTACHMENTS_MAX = 3;

/** "I-000042": the reference customers and staff quote to each other. */
export function inquiryRef(number: number): string {
  return formatRef('I', number);
}
/** The number in a reference typed by staff ("I-42", "i000042", "42"), or null when it is not one. */
export function parseInquiryRef(text: string): number | null {
  return parseRef('I', text);
}

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;
const attachmentIds = z
  .array(z.string().uuid('errors.fileUnknown'))
  .max(INQUIRY_ATTACHMENTS_MAX, 'errors.tooManyFiles')
  .default([]);

/** POST /api/inquiries */
export const inquiryCreateSchema = z
  .object({
    category: z.enum(INQUIRY_CATEGORIES, { error: 'errors.required' }),
    title: required(INQUIRY_TITLE_MAX),
    body: required(INQUIRY_BODY_MAX),
    attachmentIds,
  })
  .strict();
export type InquiryCreateInput = z.input<typeof inquiryCreateSchema>;
export type InquiryCreate = z.infer<typeof inquiryCreateSchema>;

/** POST /api/inquiries/:id/messages (a customer's reply) and /api/admin/inquiries/:id/messages (staff's answer). */
export const inquiryMessageInputSchema = z.object({ body: required(INQUIRY_BODY_MAX), attachmentIds }).strict();
export type InquiryMessageInput = z.input<typeof inquiryMessageInputSchema>;

export const inquiryStateSchema = z.enum(INQUIRY_STATES);
export const inquiryCategorySchema = z.enum(INQUIRY_CATEGORIES);

export const inquiryListQuerySchema = stateListQuerySchema(inquiryStateSchema);
export type InquiryListQuery = z.infer<typeof inquiryListQuerySchema>;

/** Staff's queue: newest or oldest first, or by latest activity (the latest message). */
export const INQUIRY_SORTS = ['newest', 'oldest', 'activity'] as const;
export type InquirySort = (typeof INQUIRY_SORTS)[number];
/** A partnership proposal has no activity after it is answered, so its queue sorts by arrival only. */
export const PARTNERSHIP_SORTS = ['newest', 'oldest'] as const;

export const adminInquiryListQuerySchema = inquiryListQuerySchema
  .extend({
    category: inquiryCategorySchema.optional(),
    /** a reference (I-000042 / 42), or part of the title, or of the customer's name, company or e-mail */
    q: searchSchema,
    sort: z.enum(INQUIRY_SORTS).default('newest'),
  })
  .strict();
export type AdminInquiryListQuery = z.infer<typeof adminInquiryListQuerySchema>;

export const inquiryCustomerSchema = staffCustomerSchema.omit({ phone: true });

export const inquirySummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  category: inquiryCategorySchema,
  title: z.string(),
  state: inquiryStateSchema,
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  /** who wrote last: staff's answer waiting to be read, or the customer waiting for one */
  lastMessageBy: z.enum(['customer', 'staff']),
  createdAt: z.string(),
  /** staff lists only */
  customer: inquiryCustomerSchema.nullable(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;

export type InquiryCounts = Record<InquiryState, number>;

export const inquiryPageSchema = countedPageOf(inquirySummarySchema, stateCountsSchema(INQUIRY_STATES));
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

export const inquiryMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'staff']),
  /** the staff member's name for staff; customers see null for staff ("Formulab staff") */
  authorName: z.string().nullable(),
  body: z.string(),
  attachments: z.array(fileRefSchema),
  at: z.string(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquiryDetailSchema = inquirySummarySchema.extend({
  /** raised by every message and state change; a close sends it back (an older one: 409 CHANGED_MEANWHILE) */
  version: z.number().int(),
  messages: z.array(inquiryMessageSchema),
  /** the state changes (answered, reopened, closed), oldest first */
  timeline: z.array(timelineEventSchema),
  /** what the viewer may do now, in the machine's order */
  actions: z.array(z.enum(INQUIRY_ACTIONS)),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** POST /api/inquiries/:id/close and /api/admin/inquiries/:id/close: the version the screen saw. */
export const inquiryCloseBodySchema = z.object({ version: versionSchema }).strict();
export type InquiryCloseBody = z.infer<typeof inquiryCloseBodySchema>;

/* ------------------------------------------------ partnership ------------------------------------------------ */

export const PARTNERSHIP_TYPES = ['oem', 'odm', 'distribution', 'raw_material', 'other'] as const;
export type PartnershipType = (typeof PARTNERSHIP_TYPES)[number];
export const PARTNERSHIP_PROPOSAL_MAX = 5000;
/** The hidden field people never see and bots fill in: a filled one is answered as received and stored nowhere. */
export const HONEYPOT_FIELD = 'website';

/** "PT-000042" */
export function partnershipRef(number: number): string {
  return formatRef('PT', number);
}
export function parsePartnershipRef(text: string): number | null {
  return parseRef('PT', text);
}

/**
 * POST /api/partnership-inquiries — JSON, or multipart/form-data with these fields and an optional
 * `file` (one PDF ≤ 20 MB or image ≤ 10 MB). Open to visitors.
 */
export const partnershipCreateSchema = z
  .object({
    company: required(120),
    contactName: required(60),
    email: required(254).email('errors.email'),
    phone: z
      .string()
      .trim()
      .max(20, 'errors.tooLong')
      .regex(/^(\+?[\d\s-]{8,19})?$/, 'errors.phone')
      .default(''),
    type: z.enum(PARTNERSHIP_TYPES, { error: 'errors.required' }),
    proposal: required(PARTNERSHIP_PROPOSAL_MAX),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
  })
  .strict();
export type PartnershipCreateInput = z.input<typeof partnershipCreateSchema>;
export type PartnershipCreate = z.infer<typeof partnershipCreateSchema>;

export const partnershipReceiptSchema = z.object({ ref: z.string() });
export type PartnershipReceipt = z.infer<typeof partnershipReceiptSchema>;

export const partnershipStateSchema = z.enum(PARTNERSHIP_STATES);
export const partnershipTypeSchema = z.enum(PARTNERSHIP_TYPES);

export const adminPartnershipListQuerySchema = z
  .object({
    state: partnershipStateSchema.optional(),
    type: partnershipTypeSchema.optional(),
    /** a reference (PT-000042 / 42), or part of the company, contact name or e-mail */
    q: searchSchema,
    sort: z.enum(PARTNERSHIP_SORTS).default('newest'),
    limit: pageLimit(100, 20),
    cursor: cursorSchema,
  })
  .strict();
export type AdminPartnershipListQuery = z.infer<typeof adminPartnershipListQuerySchema>;

/** A signed-in user's own partnership inquiries (GET /api/partnership-inquiries). */
export const partnershipListQuerySchema = z.object({ limit: pageLimit(50, 20), cursor: cursorSchema }).strict();

export const partnershipSummarySchema = z.object({
  id: z.string().uuid(),
  ref: z.string(),
  number: z.number().int(),
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  type: partnershipTypeSchema,
  state: partnershipStateSchema,
  createdAt: z.string(),
});
export type PartnershipSummary = z.infer<typeof partnershipSummarySchema>;

export const partnershipPageSchema = countedPageOf(partnershipSummarySchema, stateCountsSchema(PARTNERSHIP_STATES));
export type PartnershipPage = z.infer<typeof partnershipPageSchema>;

export const partnershipDetailSchema = partnershipSummarySchema.extend({
  version: z.number().int(),
  phone: z.string(),
  proposal: z.string(),
  attachment: fileRefSchema.nullable(),
  /** the account that sent it, when it was sent signed in */
  account: inquiryCustomerSchema.nullable(),
  timeline: z.array(timelineEventSchema),
  actions: z.array(z.enum(PARTNERSHIP_ACTIONS)),
});
export type PartnershipDetail = z.infer<typeof partnershipDetailSchema>;

/** POST /api/admin/partnership-inquiries/:id/notes */
export const partnershipNoteBodySchema = z.object({ note: required(1000) }).strict();
