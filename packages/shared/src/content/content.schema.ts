/**
 * Content and community (PRODUCT.md §3.7): notices, the board, IR disclosures. Request and response
 * schemas shared by the API and the web app. Rich text travels as HTML that the server sanitises on
 * write (apps/server/src/modules/content/rich-text.ts); every other field is plain text.
 */
import { z } from 'zod';
import { digits } from '../numbers.ts';
import { requiredText } from '../text.ts';
import { fileRefSchema } from '../catalogue/files.schema.ts';
import { serialIdSchema } from '../ids.ts';
import { cursorSchema, pageLimit, pageOf, searchSchema } from '../pagination.ts';
import { versionSchema } from '../workflow/workflow.schema.ts';

/** Longest rich-text body accepted, as HTML (before sanitising). */
export const MAX_RICH_TEXT = 100_000;
export const MAX_TITLE = 200;
export const MAX_COMMENT = 2000;
export const MAX_ATTACHMENTS = 10;
/** Images one board post may embed. */
export const MAX_POST_IMAGES = 20;

/** required text with something visible in it (not only spaces or zero-width characters) */
const required = requiredText;
const text = (max: number) => z.string({ error: 'errors.invalidType' }).trim().max(max, 'errors.tooLong');
/** Rich text as HTML; the server sanitises it and refuses one with no text and no image. */
export const richTextSchema = z.string({ error: 'errors.required' }).max(MAX_RICH_TEXT, 'errors.tooLong');
/** An ISO date-time with offset, e.g. 2026-03-01T09:00:00+09:00, between the years 2000 and 2100. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: 'errors.invalidDateTime' })
  .refine(withinCentury, 'errors.invalidDateTime');

/** A date of this century: what a notice, disclosure or policy can be dated (and PostgreSQL always stores). */
export function withinCentury(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}
const fileIds = (max: number) => z.array(z.string().uuid('errors.fileUnknown')).max(max, 'errors.tooMany').default([]);

/* ------------------------------------------------ notices ------------------------------------------------ */

export const NOTICE_STATUSES = ['published', 'scheduled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const noticeInputSchema = z.object({
  title: required(MAX_TITLE),
  body: richTextSchema,
  pinned: z.boolean({ error: 'errors.invalidType' }).default(false),
  /** when it becomes visible to the public; null = now */
  publishAt: dateTimeSchema.nullable().default(null),
  /** uploaded PDFs or images, in the order shown */
  attachmentIds: fileIds(MAX_ATTACHMENTS),
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;
export type NoticeData = z.infer<typeof noticeInputSchema>;

export const noticeListQuerySchema = z.object({ q: searchSchema, limit: pageLimit(50, 20), cursor: cursorSchema });
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;
export const adminNoticeListQuerySchema = noticeListQuerySchema.extend({ status: z.enum(NOTICE_STATUSES).optional() });
export type AdminNoticeListQuery = z.infer<typeof adminNoticeListQuerySchema>;

export const noticeSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  pinned: z.boolean(),
  publishAt: z.string(),
  status: z.enum(NOTICE_STATUSES),
  /** the first words of the body as plain text */
  excerpt: z.string(),
  attachmentCount: z.number().int(),
  /** send it back with the next save */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
export const noticePageSchema = pageOf(noticeSummarySchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeDetailSchema = noticeSummarySchema.extend({
  /** sanitised HTML */
  body: z.string(),
  attachments: z.array(fileRefSchema),
  createdAt: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

/* ------------------------------------------------- board ------------------------------------------------- */

export const categoryInputSchema = z.object({
  slug: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(40, 'errors.tooLong')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'errors.slug'),
  nameKo: required(60),
  nameEn: required(60),
  position: z
    .number({ error: 'errors.number' })
    .int('errors.integer')
    .min(0, 'errors.tooSmall')
    .max(1000, 'errors.tooBig')
    .default(0),
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryData = z.infer<typeof categoryInputSchema>;

export const boardCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  postCount: z.number().int(),
  /** send it back with the next save */
  version: z.number().int(),
});
export type BoardCategory = z.infer<typeof boardCategorySchema>;
export const boardCategoryListSchema = z.object({ items: z.array(boardCategorySchema) });

export const postInputSchema = z.object({
  categoryId: serialIdSchema('errors.required'),
  title: required(MAX_TITLE),
  body: richTextSchema,
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostData = z.infer<typeof postInputSchema>;

export const POST_SORTS = ['latest', 'views', 'comments'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const postListQuerySchema = z.object({
  category: digits(z.number().int().positive().max(2_147_483_647)).optional(),
  q: searchSchema,
  sort: z.enum(POST_SORTS).default('latest'),
  limit: pageLimit(50, 20),
  cursor: cursorSchema,
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;
export const adminPostListQuerySchema = postListQuerySchema.extend({
  hidden: z.enum(['true', 'false']).optional(),
  reported: z.enum(['true', 'false']).optional(),
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

export const authorSchema = z.object({ name: z.string() });
const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), nameKo: z.string(), nameEn: z.string() });

export const postSummarySchema = z.object({
  id: z.string().uuid(),
  category: categoryRefSchema,
  title: z.string(),
  excerpt: z.string(),
  author: authorSchema,
  pinned: z.boolean(),
  hidden: z.boolean(),
  hasImage: z.boolean(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** written by the caller */
  mine: z.boolean(),
  /** staff lists only: how many users reported it (0 elsewhere) */
  reportCount: z.number().int(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postPageSchema = pageOf(postSummarySchema);
export type PostPage = z.infer<typeof postPageSchema>;

export const postDetailSchema = postSummarySchema.extend({
  /** sanitised HTML */
  body: z.string(),
  /** send it back with the next save */
  version: z.number().int(),
  /** the caller reported it already */
  reported: z.boolean(),
});
export type PostDetail = z.infer<typeof postDetailSchema>;

export const commentInputSchema = z.object({
  body: required(MAX_COMMENT),
  /** a reply to this top-level comment (replies go one level deep) */
  parentId: z.string().uuid('errors.invalidValue').nullable().default(null),
});
export type CommentInput = z.input<typeof commentInputSchema>;
export type CommentData = z.infer<typeof commentInputSchema>;
export const commentEditSchema = z.object({
  body: required(MAX_COMMENT),
  /** the version the edit was opened at: a save over another tab's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type CommentEditInput = z.input<typeof commentEditSchema>;

export const commentSchema = z.object({
  id: z.string().uuid(),
  parentId: z.string().uuid().nullable(),
  author: authorSchema,
  /** '' once deleted */
  body: z.string(),
  deleted: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** send it back with the next edit */
  version: z.number().int(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;
export const commentListQuerySchema = z.object({ limit: pageLimit(100, 50), cursor: cursorSchema });
export const commentPageSchema = pageOf(commentThreadSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

export const REPORT_REASONS = ['spam', 'abuse', 'illegal', 'privacy', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'errors.required' }),
  detail: text(500).default(''),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportData = z.infer<typeof reportInputSchema>;

export const moderationInputSchema = z
  .object({ hidden: z.boolean().optional(), pinned: z.boolean().optional() })
  .refine((v) => v.hidden !== undefined || v.pinned !== undefined, { message: 'errors.required', path: ['hidden'] });
export type ModerationInput = z.input<typeof moderationInputSchema>;

export const BULK_POST_ACTIONS = ['hide', 'show', 'pin', 'unpin', 'delete'] as const;
export const bulkPostSchema = z.object({
  ids: z.array(z.string().uuid()).min(1, 'errors.required').max(100, 'errors.tooMany'),
  action: z.enum(BULK_POST_ACTIONS, { error: 'errors.required' }),
});
export type BulkPostInput = z.infer<typeof bulkPostSchema>;
/** What the posts' bulk action answers: how many posts it changed. */
export const bulkPostResultSchema = z.object({ updated: z.number().int() });

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  detail: z.string(),
  reporter: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export const reportListSchema = z.object({ items: z.array(reportSchema) });

/** The image a board author uploads for their post body. */
export const boardImageSchema = fileRefSchema;

/* --------------------------------------------------- IR --------------------------------------------------- */

export const irInputSchema = z.object({
  title: required(MAX_TITLE),
  /** optional summary (rich text) */
  body: richTextSchema.default(''),
  /** the disclosure date; its year groups the list */
  publishAt: dateTimeSchema,
  /** the PDFs, at least one */
  attachmentIds: z
    .array(z.string().uuid('errors.fileUnknown'))
    .min(1, 'errors.pdfRequired')
    .max(MAX_ATTACHMENTS, 'errors.tooMany'),
  /** the version the form was opened at (PUT): a save over someone else's change is 409 CHANGED_MEANWHILE */
  version: versionSchema.optional(),
});
export type IrInput = z.input<typeof irInputSchema>;
export type IrData = z.infer<typeof irInputSchema>;

export const irListQuerySchema = z.object({
  year: digits(z.number().int().min(1900).max(2999)).optional(),
  q: searchSchema,
  limit: pageLimit(50, 20),
  cursor: cursorSchema,
});
export type IrListQuery = z.infer<typeof irListQuerySchema>;

export const irPostSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** sanitised HTML ('' when none) */
  body: z.string(),
  publishAt: z.string(),
  year: z.number().int(),
  /** not yet public (staff lists) */
  scheduled: z.boolean(),
  attachments: z.array(fileRefSchema),
  /** send it back with the next save */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type IrPost = z.infer<typeof irPostSchema>;
export const irPageSchema = pageOf(irPostSchema);
export type IrPage = z.infer<typeof irPageSchema>;
export const irYearsSchema = z.object({ items: z.array(z.object({ year: z.number().int(), count: z.number().int() })) });
export type IrYears = z.infer<typeof irYearsSchema>;
