/**
 * Staff's `users` screen (PRODUCT.md §3.9): the list, one user's profile and records, role changes,
 * suspension and reactivation. What travels between the API and the web app.
 */
import { z } from 'zod';
import { meSchema, ROLES } from '../auth/auth.schema.ts';
import { cursorSchema, pageLimit } from '../pagination.ts';

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['newest', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SUSPEND_REASON_MAX = 500;

/** GET /api/admin/users */
export const adminUserListQuerySchema = z.object({
  /** part of the name, e-mail or company */
  q: z.string().max(100, 'errors.tooLong').optional(),
  role: z.enum(ROLES, { error: 'errors.invalidValue' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'errors.invalidValue' }).optional(),
  sort: z.enum(USER_SORTS, { error: 'errors.invalidValue' }).default('newest'),
  limit: pageLimit(100, 25),
  cursor: cursorSchema,
});
/** what a client sends (`limit` as a number; the server coerces the query string) */
export type AdminUserListQuery = Omit<z.input<typeof adminUserListQuerySchema>, 'limit'> & { limit?: number };

export const adminUserSchema = meSchema.extend({
  banned: z.boolean(),
  banReason: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** How many users there are by role and status (the screen's filter counts; search applied). */
export const userCountsSchema = z.object({
  all: z.number(),
  customer: z.number(),
  admin: z.number(),
  active: z.number(),
  suspended: z.number(),
});

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
  /** with the first page only (null on the pages after it: the screen keeps the first page's) */
  counts: userCountsSchema.nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** The kinds of record a user's detail lists; each opens the admin screen of its kind with `?id=`. */
export const USER_RECORD_KINDS = ['recipes', 'samples', 'quotes', 'orders', 'purchases', 'inquiries'] as const;
export type UserRecordKind = (typeof USER_RECORD_KINDS)[number];

export const userRecordItemSchema = z.object({
  id: z.string(),
  /** the reference (S-000042) or, for a recipe, its name */
  label: z.string(),
  state: z.string().nullable(),
  at: z.string(),
});
export const userRecordGroupSchema = z.object({ count: z.number(), latest: z.array(userRecordItemSchema) });
export type UserRecordGroup = z.infer<typeof userRecordGroupSchema>;

/** GET /api/admin/users/:id */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  sessions: z.number(),
  records: z.object({
    recipes: userRecordGroupSchema,
    samples: userRecordGroupSchema,
    quotes: userRecordGroupSchema,
    orders: userRecordGroupSchema,
    purchases: userRecordGroupSchema,
    inquiries: userRecordGroupSchema,
  }),
  chat: z
    .object({ id: z.string(), ref: z.string(), state: z.string(), staffUnread: z.number(), lastMessageAt: z.string() })
    .nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/admin/users/:id/role */
export const userRoleBodySchema = z.object({ role: z.enum(ROLES, { error: 'errors.invalidValue' }) }).strict();
export type UserRoleBody = z.infer<typeof userRoleBodySchema>;

/** POST /api/admin/users/:id/suspend */
export const userSuspendBodySchema = z
  .object({
    reason: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(SUSPEND_REASON_MAX, 'errors.tooLong'),
  })
  .strict();
export type UserSuspendBody = z.infer<typeof userSuspendBodySchema>;
