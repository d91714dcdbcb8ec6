/**
 * npm run admin:create -- --email staff@example.com --password '…' [--name 'Kim']
 * Creates an admin, or promotes an existing user to admin (their password is then left unchanged).
 * Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (stop the running server first).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { passwordSchema } from '@formulab/shared/auth/auth.schema';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password> [--name <name>]';
let values: Record<string, unknown>;
try {
  ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } }));
} catch (err) {
  // an unknown option or a missing value is a usage error like any other, not a crash
  console.error(`${USAGE}\n  ${(err as Error).message}`);
  process.exit(2);
}
const input = z
  .object({ email: z.email(), password: passwordSchema, name: z.string().min(1).max(80).default('Admin') })
  .safeParse(values);
if (!input.success) {
  console.error(USAGE);
  for (const i of input.error.issues) console.error(`  --${i.path.join('.')}: ${i.message.replace('errors.', '')}`);
  process.exit(2);
}

// the server's modules load only once the arguments are good: a usage error answers at once
const [
  { eq },
  { loadConfig },
  { createAuth },
  { users },
  { createMailer },
  { createUser, seedPolicies },
  { openScriptDatabase },
] = await Promise.all([
  import('drizzle-orm'),
  import('../config.ts'),
  import('../modules/auth/auth.ts'),
  import('../modules/auth/auth.table.ts'),
  import('../modules/mail/mailer.ts'),
  import('../seed/demo.ts'),
  import('./script-database.ts'),
]);
const config = loadConfig();
const { database, close } = await openScriptDatabase(config);
try {
  await seedPolicies(database.db);
  const email = input.data.email.toLowerCase();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    console.log(`${email} already existed and is now an admin (password unchanged).`);
  } else {
    const noLog = { info() {}, error() {}, warn() {} } as never;
    const auth = createAuth(config, database.db, createMailer(database.db, undefined, config.mailFrom, noLog));
    await createUser(database.db, auth, {
      email,
      password: input.data.password,
      name: input.data.name,
      companyName: 'Formulab',
      role: 'admin',
    });
    console.log(`Admin ${email} created. Sign in at ${config.publicUrl}/admin/login`);
  }
} finally {
  await close();
}
