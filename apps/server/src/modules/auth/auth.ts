import crypto from 'node:crypto';
import os from 'node:os';
import { betterAuth } from 'better-auth';
import { verifyPassword } from 'better-auth/crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@formulab/shared/auth/auth.schema';
import { fieldErrors } from '@formulab/shared/errors';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountMail } from '../mail/templates.ts';
import { currentPolicyVersions } from '../policies/policies.service.ts';
import { accounts, rateLimits, sessions, users, verifications } from './auth.table.ts';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session.ts';

/** The header our Fastify bridge sets from the socket (or trusted proxy) address; clients cannot. */
export const CLIENT_IP_HEADER = 'x-formulab-client-ip';

type SignUpData = z.infer<typeof signUpSchema>;

const INPUT_SCHEMAS: Record<string, z.ZodType> = {
  // strict: better-auth merges the hook's body into the one it received, so a key the schema only
  // stripped (e.g. `image`) would still be stored; refuse unknown keys instead (better-auth's own options pass)
  '/sign-up/email': signUpSchema
    .extend({ callbackURL: z.string().max(2000).optional(), rememberMe: z.boolean().optional() })
    .strict(),
  '/sign-in/email': signInSchema.loose(),
  '/request-password-reset': forgotPasswordSchema.loose(),
  '/reset-password': resetPasswordSchema.loose(),
  '/change-password': changePasswordSchema.loose(),
};

/**
 * A cheap scrypt for the API test harness only (config `passwordHashing`, never set from the
 * environment): the same shape as better-auth's own, at a cost that lets a suite make thousands.
 */
const FAST = 'test-fast$';
const fastTestPasswords = {
  hash: async (password: string) => {
    const salt = crypto.randomBytes(16).toString('hex');
    const key = crypto.scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
    return `${FAST}${salt}:${key.toString('hex')}`;
  },
  // a full-cost hash (made by `npm run admin:create`, say) is still verified as better-auth would
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    if (!hash.startsWith(FAST)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(FAST.length).split(':');
    if (!salt || !key) return false;
    const actual = crypto.scryptSync(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
    return crypto.timingSafeEqual(actual, Buffer.from(key, 'hex'));
  },
};

/** better-auth, configured for Formulab: e-mail + password, roles, DB-backed rate limits. */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  const authWindow = config.rateLimit.authWindowSeconds;
  const authMax = config.rateLimit.authMax;
  return betterAuth({
    appName: 'Formulab',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: (request) => trustedOrigins(config, request?.headers.get('origin')),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      ...(config.passwordHashing === 'test-only-fast' ? { password: fastTestPasswords } : {}),
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        const u = user as typeof user & { preferredLanguage?: string };
        await mailer.send({ to: user.email, ...accountMail('reset', u.preferredLanguage ?? 'ko', user.name, url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const u = user as typeof user & { preferredLanguage?: string };
        await mailer.send({ to: user.email, ...accountMail('verify', u.preferredLanguage ?? 'ko', user.name, url) });
      },
    },
    user: {
      additionalFields: {
        companyName: { type: 'string', required: true, input: true },
        phone: { type: 'string', required: true, input: true },
        businessRegistrationNumber: { type: 'string', required: false, input: true },
        preferredLanguage: { type: 'string', required: false, input: true, defaultValue: 'ko' },
        marketingConsent: { type: 'boolean', required: false, input: true, defaultValue: false },
        termsVersion: { type: 'number', required: false, input: true },
        privacyVersion: { type: 'number', required: false, input: true },
        consentedAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No signed cookie cache: requests read the session with one indexed lookup (session.ts), so a
      // sign-out, password change or suspension ends a session at once (decision 0006).
      cookieCache: { enabled: false },
    },
    advanced: {
      cookiePrefix: 'formulab',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: {
        // read on every navigation by every signed-in tab; better-auth's window slides with each call,
        // so an active user (or an office behind one address) would be locked out of their own session
        '/get-session': false,
        '/sign-in/email': { window: authWindow, max: authMax },
        '/sign-up/email': { window: authWindow, max: authMax },
        '/request-password-reset': { window: authWindow, max: authMax },
        '/reset-password': { window: authWindow, max: authMax },
        '/send-verification-email': { window: authWindow, max: authMax },
        '/change-password': { window: authWindow, max: authMax },
      },
    },
    plugins: [admin({ defaultRole: 'customer', adminRoles: ['admin'] })],
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // the form sends '' for "no business number"; our hook's null cannot replace it in the merged
            // body (see INPUT_SCHEMAS), so "none" is made null here
            const brn = (user as { businessRegistrationNumber?: string | null }).businessRegistrationNumber;
            return { data: { ...user, businessRegistrationNumber: brn || null, consentedAt: new Date() } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const schema = INPUT_SCHEMAS[ctx.path];
        if (!schema) return;
        // The same schemas as the forms: every field checked before better-auth sees it.
        const parsed = schema.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION',
            message: 'Some fields are invalid',
            fields: fieldErrors(parsed.error),
          });
        }
        if (ctx.path === '/change-password') {
          // a changed password ends every other session
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        if (ctx.path !== '/sign-up/email') return;
        const data = parsed.data as SignUpData;
        const current = await currentPolicyVersions(db);
        if (data.termsVersion !== current.terms || data.privacyVersion !== current.privacy) {
          throw new APIError('CONFLICT', {
            code: 'POLICY_OUTDATED',
            message: 'The terms or privacy policy changed; please review and accept the current versions',
          });
        }
        const { acceptTerms: _t, acceptPrivacy: _p, ...fields } = data;
        return {
          context: {
            body: { ...fields, businessRegistrationNumber: fields.businessRegistrationNumber ?? undefined },
          },
        };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * PUBLIC_URL and TRUSTED_ORIGINS; outside production also the address the app was opened at when it
 * is this machine (`localhost`, `127.0.0.1`, `[::1]` or one of its network addresses), so a developer
 * can sign in however they open it.
 */
export function trustedOrigins(config: Pick<Config, 'env' | 'trustedOrigins'>, origin: string | null | undefined): string[] {
  if (origin && config.env !== 'production' && isThisMachine(origin)) return [...config.trustedOrigins, origin];
  return config.trustedOrigins;
}

function isThisMachine(origin: string): boolean {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host)) return true;
  return Object.values(os.networkInterfaces()).some((list) => list?.some((a) => a.address === host));
}
