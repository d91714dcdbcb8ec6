import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSchema, profileUpdateSchema } from '@formulab/shared/auth/auth.schema';
import { notificationEmailsSchema } from '@formulab/shared/notifications/notifications.schema';
import { users } from '../auth/auth.table.ts';
import type { Db } from '../../db/client.ts';
import { ownAccount } from './users.policy.ts';
import { meFromSession, updateMe } from './users.service.ts';

/** /api/me — the caller's own account. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: meSchema } } },
    // the session lookup already read the whole profile: no second statement
    async (request) => meFromSession(request.user!),
  );
  // Unversioned on purpose (issue 23 item 4): the account is edited by its owner alone (staff's role and
  // suspension are other endpoints and columns), and each settings section sends only its own fields
  // (a partial PATCH; the header's language switch sends `preferredLanguage` alone), so a save from one
  // tab cannot revert another section's change; an unedited section follows the saved account. Only the
  // same person typing the same field in two tabs meets, and the last one they saved is what they meant.
  // A version here would refuse a profile save after every language switch.
  app.patch(
    '/api/me',
    { config: { access: 'user' }, schema: { tags: ['account'], body: profileUpdateSchema, response: { 200: meSchema } } },
    async (request) => updateMe(db, (await request.requireUser()).id, request.body),
  );
  // which status e-mails the caller gets (account settings); the PUT below sets four switches to values
  // (idempotent, the owner's alone, and the form follows the saved state while untouched): unversioned
  app.get(
    '/api/me/notification-emails',
    { config: { access: 'user' }, schema: { tags: ['account'], response: { 200: notificationEmailsSchema } } },
    async (request) => {
      const [r] = await db
        .select({ prefs: users.notificationEmails })
        .from(users)
        .where(ownAccount((await request.requireUser()).id));
      return { compliance: true, ...r!.prefs };
    },
  );
  app.put(
    '/api/me/notification-emails',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], body: notificationEmailsSchema, response: { 200: notificationEmailsSchema } },
    },
    async (request) => {
      await db
        .update(users)
        .set({ notificationEmails: request.body })
        .where(ownAccount((await request.requireUser()).id));
      return request.body;
    },
  );
};
