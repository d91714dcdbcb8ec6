import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may see a notice or an IR disclosure (PRODUCT.md: staff schedule them; visitors see them from
 * their hour). Deny by default: until `publish_at` has come a record exists only for staff — everyone
 * else gets a 404 for it and for its files, and no list, sitemap or feed shows it. Staff read scheduled
 * records through /api/admin only, which the access hook keeps to admins. The rule is written here
 * once; the services, `files.policy.ts` and the sitemaps and feeds (seo.sitemap.ts) ask it.
 */

/** Who is reading: staff through /api/admin, or anybody through the public pages. */
export type PublicationReader = { admin: boolean };

export const PUBLIC_READER: PublicationReader = { admin: false };
export const STAFF_READER: PublicationReader = { admin: true };

/** `<alias>.publish_at <= now()` (the bare column without an alias): the record is out. */
export function published(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}publish_at <= now()`);
}

/** `<alias>.publish_at > now()`: the record waits for its hour. */
export function scheduled(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}publish_at > now()`);
}

/** Whether the reader may read this record (callers turn false into 404). */
export function mayReadPublication(record: { scheduled: boolean }, reader: PublicationReader): boolean {
  return !record.scheduled || reader.admin;
}

/** A list's filter (alias given): published records for the public; null (all of them) for staff. */
export function publicationFilter(alias: string, reader: PublicationReader): SQL | null {
  return reader.admin ? null : published(alias);
}
