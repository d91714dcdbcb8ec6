import { z } from 'zod';
import { cursorSchema, pageLimit } from '../pagination.ts';
import { RECORD_SUBJECTS } from '../workflow/workflow.schema.ts';

/** One in-app notification; the screen words it from subject + action + ref + state. */
export const notificationSchema = z.object({
  id: z.number(),
  subject: z.enum(RECORD_SUBJECTS),
  subjectId: z.string(),
  action: z.string(),
  ref: z.string(),
  state: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z
  .object({
    cursor: cursorSchema,
    limit: pageLimit(50, 20),
    unread: z.enum(['true', 'false']).optional(),
  })
  .strict();

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  total: z.number(),
  unread: z.number(),
});

export const unreadCountSchema = z.object({ unread: z.number() });

/** Which status e-mails a user gets (in-app notifications always arrive). */
/** a missing switch is required, anything but true/false the wrong type */
const typeError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? 'errors.required' : 'errors.invalidType',
};
export const notificationEmailsSchema = z
  .object(
    {
      samples: z.boolean(typeError),
      quotes: z.boolean(typeError),
      orders: z.boolean(typeError),
      /** a rule change moved one of the user's recipes' compliance verdict (issue 15); older clients leave it out */
      compliance: z.boolean(typeError).default(true),
    },
    typeError,
  )
  .strict();
export type NotificationEmails = z.infer<typeof notificationEmailsSchema>;

// zod-free, for the screens' lazy notification bell
export { subjectLink } from './links.ts';
