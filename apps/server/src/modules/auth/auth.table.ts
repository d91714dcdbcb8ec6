import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stamps } from '../../db/columns.ts';

/** The `users` collection of the brief. better-auth owns the core columns; the rest are ours. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    ...stamps(),
    // admin plugin
    role: text('role').notNull().default('customer'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    // Formulab profile
    companyName: text('company_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    businessRegistrationNumber: text('business_registration_number'),
    preferredLanguage: text('preferred_language').notNull().default('ko'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** which status e-mails the user gets, per area (in-app notifications always arrive) */
    notificationEmails: jsonb('notification_emails')
      .$type<{ samples: boolean; quotes: boolean; orders: boolean; compliance?: boolean }>()
      .notNull()
      .default({ samples: true, quotes: true, orders: true, compliance: true }),
    termsVersion: integer('terms_version'),
    privacyVersion: integer('privacy_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /**
     * the latest sign-in, kept by the trigger `sessions_sign_in` (migration 0032) on every new session:
     * suspending a user deletes their sessions, and their last sign-in must not go with them
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    // staff's users list: newest first, and by name (keyset pages, lib/keyset.ts)
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_name_idx').on(sql`lower(${t.name})`, t.id),
    // its search ("contains", any case, in name, e-mail or company): trigrams (migration 0001's pg_trgm)
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.companyName}) gin_trgm_ops`,
    ),
    // …and by its characters and pairs, for the terms without a trigram (lib/like.ts, decision 0029)
    index('users_search_grams_idx').using(
      'gin',
      sql`search_grams(lower(${t.name} || ' ' || ${t.email} || ' ' || ${t.companyName}))`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ...stamps(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...stamps(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so that every instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
