// Every table, for drizzle-kit and the typed client. Each lives beside its module.
export * from '../modules/auth/auth.table.ts';
export * from '../modules/policies/policies.table.ts';
export * from '../modules/mail/mail.table.ts';
