import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  /** `transaction`: DATABASE_URL is a transaction pooler such as PgBouncer (decision 0023); needs DATABASE_SESSION_URL */
  DATABASE_POOL_MODE: z.enum(['session', 'transaction']).default('session'),
  /** for LISTEN and start-up locks behind a transaction pooler: PostgreSQL itself, or the pooler's session-mode entry */
  DATABASE_SESSION_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  PUBLIC_URL: z.string().url().optional(),
  /** more origins the app may be opened from (comma-separated), e.g. a second domain */
  TRUSTED_ORIGINS: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Formulab <no-reply@formulab.local>'),
  TRUST_PROXY: z.string().optional(),
  /** after SIGTERM: seconds /api/ready answers 503 (requests still served) before the server stops taking connections */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  SESSION_CACHE: z.enum(['true', 'false']).optional(),
  /** seconds a made public page is sent again without being made anew (modules/seo); 0 makes every request's page */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AUTH_WINDOW: z.coerce.number().int().positive().default(60),
  /** public forms (the partnership inquiry): accepted submissions per client address and window (seconds) */
  RATE_LIMIT_FORM_MAX: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_FORM_WINDOW: z.coerce.number().int().positive().default(3600),
  WEB_DIST: z.string().optional(),
  SECURE_COOKIES: bool,
  /** which payment gateway takes the money: the built-in offline test gateway (default) or Toss Payments */
  PAYMENT_GATEWAY: z.enum(['test', 'toss']).default('test'),
  TOSS_SECRET_KEY: z.string().optional(),
  TOSS_CLIENT_KEY: z.string().optional(),
  TOSS_API_BASE: z.string().url().default('https://api.tosspayments.com'),
  /** signs the test gateway's payment keys (a development default when unset) */
  PAYMENT_TEST_SECRET: z.string().min(16).optional(),
  /** web push: a VAPID key pair of your own (both or neither); unset, one is made on first start and kept in the database */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** who the push services can contact about our pushes: a mailto: or https: URL (default: PUBLIC_URL when https, else MAIL_FROM's address) */
  VAPID_SUBJECT: z.string().optional(),
  /** more push-service hosts (host or host:port, comma-separated) subscriptions may point at, http allowed: tests and self-hosted push services only */
  PUSH_EXTRA_HOSTS: z.string().optional(),
  /** uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) instead of DATA_DIR/uploads (decision 0022) */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** the service's address for anything but AWS itself, e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000 */
  S3_ENDPOINT: z.string().url().optional(),
  /** default us-east-1 (R2 takes `auto`) */
  S3_REGION: z.string().min(1).optional(),
  /** both or neither; unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance or task role) */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (http://host/bucket/key) rather than the host name; default: on with S3_ENDPOINT, off for AWS */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** a folder inside the bucket for this deployment's files, e.g. `formulab/` */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'lower-case folders, each ending in /')
    .optional(),
});

export type Config = {
  env: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** how DATABASE_URL pools connections (db/client.ts openDatabase) */
  databasePoolMode: 'session' | 'transaction';
  databaseSessionUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  publicUrl: string;
  /** origins allowed to sign in and change state: PUBLIC_URL and TRUSTED_ORIGINS */
  trustedOrigins: string[];
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean | string | number;
  /** SIGTERM → this long draining (/api/ready 503, still serving) → close; requests under way always finish */
  shutdownDelaySeconds: number;
  /** keep sessions in memory, emptied by NOTIFY (decision 0006); SESSION_CACHE=false turns it off */
  sessionCache: boolean;
  /** how long a public page made with its metadata and content is reused (PAGE_CACHE_SECONDS; 0: not at all) */
  pageCacheSeconds: number;
  /**
   * How passwords are hashed. Always `scrypt` (better-auth's scrypt, N=16384, r=16: about 75 ms of CPU
   * per hash) unless the API test harness asks for `test-only-fast` (N=1024, r=8: under 1 ms), as
   * Django's test runner swaps in a fast hasher: the API suites create and sign in over a thousand
   * users per run. Never read from the environment, so no deployment can choose it.
   */
  passwordHashing: 'scrypt' | 'test-only-fast';
  logLevel: string;
  demoData: boolean;
  rateLimit: { authMax: number; authWindowSeconds: number };
  /** public forms (the partnership inquiry), per client address: RATE_LIMIT_FORM_MAX per RATE_LIMIT_FORM_WINDOW seconds */
  formRateLimit: { max: number; windowSeconds: number };
  webDist: string;
  secureCookies: boolean;
  payments: {
    gateway: 'test' | 'toss';
    tossSecretKey: string | undefined;
    tossClientKey: string | undefined;
    tossApiBase: string;
    testSecret: string;
  };
  /** where uploaded files live (modules/files/storage.ts, decision 0022) */
  storage:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      };
  /** web push (modules/push, decision 0008) */
  push: {
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    subject: string;
    /** hosts (`host` or `host:port`) accepted besides the known push services, http allowed */
    extraHosts: string[];
  };
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads configuration from the environment; throws a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.DATABASE_POOL_MODE === 'transaction' && !(e.DATABASE_URL && e.DATABASE_SESSION_URL)) {
    // LISTEN and the start-up locks cannot work through a transaction pooler: refuse rather than lose them
    throw new Error('Invalid configuration:\n  DATABASE_POOL_MODE=transaction needs DATABASE_URL and DATABASE_SESSION_URL');
  }
  const port = overrides.port ?? e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolMode: e.DATABASE_POOL_MODE,
    databaseSessionUrl: e.DATABASE_SESSION_URL || undefined,
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    trustedOrigins: [publicUrl, ...parseOrigins(e.TRUSTED_ORIGINS)],
    sessionSecret: e.SESSION_SECRET ?? devSecret(e.NODE_ENV, dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    sessionCache: e.SESSION_CACHE !== 'false',
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    passwordHashing: 'scrypt',
    logLevel: e.LOG_LEVEL,
    demoData: e.DEMO_DATA === 'true',
    rateLimit: { authMax: e.RATE_LIMIT_AUTH_MAX, authWindowSeconds: e.RATE_LIMIT_AUTH_WINDOW },
    formRateLimit: { max: e.RATE_LIMIT_FORM_MAX, windowSeconds: e.RATE_LIMIT_FORM_WINDOW },
    webDist: path.resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    secureCookies: e.SECURE_COOKIES || publicUrl.startsWith('https://'),
    payments: paymentsConfig(e),
    push: pushConfig(e, publicUrl),
    // a test that moves the data folder moves its uploads with it
    storage: storageConfig(e, overrides.dataDir ?? dataDir),
    ...overrides,
  };
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): Config['storage'] {
  const s3Settings = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
  ] as const;
  if (!e.S3_BUCKET) {
    const stray = s3Settings.filter((k) => e[k] !== undefined);
    // a half-configured bucket would otherwise put the files on local disk without a word
    if (stray.length) throw new Error(`Invalid configuration:\n  ${stray.join(', ')} set without S3_BUCKET`);
    return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
    prefix: e.S3_PREFIX ?? '',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function paymentsConfig(e: z.infer<typeof envSchema>): Config['payments'] {
  if (e.PAYMENT_GATEWAY === 'toss' && !e.TOSS_SECRET_KEY) {
    throw new Error('Invalid configuration:\n  TOSS_SECRET_KEY: required when PAYMENT_GATEWAY=toss');
  }
  return {
    gateway: e.PAYMENT_GATEWAY,
    tossSecretKey: e.TOSS_SECRET_KEY || undefined,
    tossClientKey: e.TOSS_CLIENT_KEY || undefined,
    tossApiBase: e.TOSS_API_BASE,
    testSecret: e.PAYMENT_TEST_SECRET ?? 'formulab-test-gateway-development-secret',
  };
}

function pushConfig(e: z.infer<typeof envSchema>, publicUrl: string): Config['push'] {
  const pub = e.VAPID_PUBLIC_KEY || undefined;
  const priv = e.VAPID_PRIVATE_KEY || undefined;
  if (!pub !== !priv) throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  const mailAddress = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  const subject = e.VAPID_SUBJECT || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddress}`);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('Invalid configuration:\n  VAPID_SUBJECT: must be a mailto: or https:// URL');
  return {
    vapidPublicKey: pub,
    vapidPrivateKey: priv,
    subject,
    extraHosts: (e.PUSH_EXTRA_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in the data folder, so a
 * demo never runs on a secret anyone could read in the repository and restarts keep sessions.
 */
function devSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'production') throw new Error('SESSION_SECRET (32+ characters) is required in production');
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function parseOrigins(v: string | undefined): string[] {
  if (!v) return [];
  return v
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      try {
        return new URL(o).origin;
      } catch {
        throw new Error(`Invalid configuration:\n  TRUSTED_ORIGINS: '${o}' is not a URL`);
      }
    });
}

/** `TRUST_PROXY` unset: the socket address is the client (X-Forwarded-For is ignored, so it cannot be spoofed). */
function parseTrustProxy(v: string | undefined): boolean | string | number {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}
