import { sql, type SQL } from 'drizzle-orm';
import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns many tables declare alike. Each call makes new column builders, as each table needs its own;
 * the SQL they make is what the tables wrote by hand (`npm run db:generate` writes nothing).
 */

/** When it was made and last changed. */
export const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The optimistic lock and the last change: every save names the version it started from; a stale one
 * is 409 CHANGED_MEANWHILE (lib/versions.ts).
 */
export const versioned = () => ({
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A list of ids or names, empty by default (never null). */
export const uuidList = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
export const integerList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'`);
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'`);

/** What a search matches: `expression` over the row's own columns, kept by PostgreSQL (a generated column). */
export const searchText = (expression: SQL) => text('search_text').notNull().generatedAlwaysAs(expression);
