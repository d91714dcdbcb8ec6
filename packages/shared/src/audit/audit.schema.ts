/**
 * The audit log of staff actions (issue 14): one entry per staff mutation, read by the backend
 * console and a user's record. Written by the server only; never changed.
 */
import { z } from 'zod';
import { calendarMoment } from '../dates.ts';
import { cursorSchema, pageLimit } from '../pagination.ts';

const isoDate = calendarMoment('errors.invalidFormat');

/** GET /api/admin/audit — newest first; every filter optional. */
export const auditListQuerySchema = z.object({
  /** the actor's user id */
  actor: z.string().max(100, 'errors.tooLong').optional(),
  /** exact action, e.g. `user.suspend` or `POST /api/admin/notices` */
  action: z.string().max(200, 'errors.tooLong').optional(),
  subjectType: z.string().max(60, 'errors.tooLong').optional(),
  subjectId: z.string().max(100, 'errors.tooLong').optional(),
  /** entries at or after / before this instant */
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: pageLimit(100, 50),
  cursor: cursorSchema,
});
/** what a client sends (`limit` as a number; the server coerces the query string) */
export type AuditListQuery = Omit<z.input<typeof auditListQuerySchema>, 'limit'> & { limit?: number };

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  status: z.number().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
  /** matches counted up to 10,000: past that it is 10,001 and `totalCapped` is true ("10,000+") */
  total: z.number(),
  totalCapped: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
