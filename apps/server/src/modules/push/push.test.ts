/**
 * Web push (decision 0008): the VAPID key pair made once and shared, subscriptions checked against
 * the push-service allow-list, and a push really encrypted: a local HTTP server plays the push
 * service (allowed through PUSH_EXTRA_HOSTS), the test plays the browser (its own P-256 key pair
 * and auth secret) and decrypts what arrives.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { startTestApp, type Caller, type TestApp } from '../../test/harness.ts';
import { makeCatalogue } from '../recipes/recipes.test-utils.ts';
import { createSample, sampleBody, usableRecipe } from '../samples/samples.test-utils.ts';
import { loadVapidKeys, MAX_FAILURES } from './push.service.ts';
import { pushSubscriptions, serverSettings } from './push.table.ts';

// http_ece is web-push's own encryption library (no types of its own)
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string }) => Buffer;
};

type User = Caller & { id: string; email: string; password: string };
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** The fake push service: records every POST and answers what `answer` says for its path. */
const received: Received[] = [];
const answers = new Map<string, number>();
const pushService = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    res.statusCode = answers.get(req.url ?? '') ?? 201;
    res.end();
  });
});
let serviceHost = '';
/** the environment of a config read in a test (a secret of its own, so none is written to the data folder) */
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', SESSION_SECRET: 's'.repeat(40) };

/** A browser: its P-256 key pair and auth secret, and the subscription JSON it would send. */
function browser(path = `/push/${crypto.randomUUID()}`) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    path,
    subscription: {
      endpoint: `http://${serviceHost}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

async function arrived(path: string, n = 1): Promise<Received[]> {
  for (const end = Date.now() + 10_000; Date.now() < end;) {
    const got = received.filter((r) => r.path === path);
    if (got.length >= n) return got;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no push arrived at ${path}`);
}

/** Checks the VAPID header (RFC 8292) against the server's public key and decrypts the body (RFC 8291). */
function open(r: Received, b: ReturnType<typeof browser>, publicKey: string): unknown {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(String(r.headers.authorization));
  expect(m, String(r.headers.authorization)).toBeTruthy();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [head, claims, sig] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' });
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(c.aud).toBe(`http://${serviceHost}`);
  expect(c.exp * 1000).toBeGreaterThan(Date.now());
  expect(c.sub).toMatch(/^(mailto:|https:)/);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  expect(signed, 'the JWT is signed by the VAPID private key').toBe(true);
  expect(r.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(r.headers.ttl)).toBeGreaterThan(0);
  const plain = ece.decrypt(r.body, { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth.toString('base64url') });
  return JSON.parse(plain.toString('utf8'));
}

let t: TestApp;
let alice: User;
let bob: User;
let staff: User;

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceHost = `127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  const base = loadConfig({ ...process.env, ...ENV });
  t = await startTestApp({
    push: { ...base.push, vapidPublicKey: undefined, vapidPrivateKey: undefined, extraHosts: [serviceHost] },
  });
  alice = await t.user();
  bob = await t.user();
  staff = await t.user({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  pushService.close();
});

const rowsOf = (userId: string) => t.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('the VAPID key pair', () => {
  it('is made on first start, kept in server_settings, and the public key is public', async () => {
    const res = await t.visitor.request('GET', '/api/push/public-key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    const [row] = await t.db.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'));
    expect((row!.value as { publicKey: string }).publicKey).toBe(res.body.publicKey);
  });

  it('is the same for a second instance on the same database, and after a restart', async () => {
    const { publicKey } = (await t.visitor.request('GET', '/api/push/public-key')).body;
    const config = loadConfig({ ...process.env, ...ENV, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-push-')) });
    for (let round = 0; round < 2; round++) {
      const db = openDatabase(t.databaseUrl, 2);
      const other = await buildApp(
        { ...config, push: { ...config.push, vapidPublicKey: undefined, vapidPrivateKey: undefined } },
        db,
      );
      await other.ready();
      expect(await other.push.publicKey()).toBe(publicKey);
      await other.close();
      await db.close();
    }
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('two instances starting together on an empty table agree on one pair', async () => {
    const [kept] = await t.db.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'));
    await t.db.db.delete(serverSettings).where(eq(serverSettings.key, 'vapid'));
    const pools = [0, 1, 2, 3].map(() => openDatabase(t.databaseUrl, 1));
    const cfg = { vapidPublicKey: undefined, vapidPrivateKey: undefined, subject: 'mailto:x@example.com', extraHosts: [] };
    const keys = await Promise.all(pools.map((p) => loadVapidKeys(p.db, cfg)));
    await Promise.all(pools.map((p) => p.close()));
    expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    expect(new Set(keys.map((k) => k.privateKey)).size).toBe(1);
    expect(await t.db.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'))).toHaveLength(1);
    // back to the pair the running app read when it started
    await t.db.db.update(serverSettings).set({ value: kept!.value }).where(eq(serverSettings.key, 'vapid'));
  });

  it('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY win over the stored pair; one without the other is refused', async () => {
    const cfg = { vapidPublicKey: 'PUB', vapidPrivateKey: 'PRIV', subject: 'mailto:x@example.com', extraHosts: [] };
    expect(await loadVapidKeys(t.db.db, cfg)).toEqual({ publicKey: 'PUB', privateKey: 'PRIV' });
    expect(() => loadConfig({ ...ENV, VAPID_PUBLIC_KEY: 'x' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...ENV, VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...ENV, PUSH_EXTRA_HOSTS: ' Push.Example:8080 ,' }).push.extraHosts).toEqual(['push.example:8080']);
  });
});

describe('subscriptions', () => {
  it('a visitor cannot subscribe, unsubscribe or read the status', async () => {
    const b = browser();
    expect((await t.visitor.request('POST', '/api/push/subscriptions', b.subscription)).status).toBe(401);
    expect((await t.visitor.request('DELETE', '/api/push/subscriptions', { endpoint: b.subscription.endpoint })).status).toBe(
      401,
    );
    expect((await t.visitor.request('GET', '/api/push/subscriptions')).status).toBe(401);
  });

  it.each([
    ['an unknown host', 'https://evil.example.com/push/1'],
    ['a known host over http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a known host on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['an internal address', 'https://169.254.169.254/latest/meta-data'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/abc'],
  ])('%s is refused with a field message and nothing is stored', async (_what, endpoint) => {
    const b = browser();
    const res = await alice.request('POST', '/api/push/subscriptions', { ...b.subscription, endpoint });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields).toEqual({ endpoint: 'errors.pushEndpoint' });
    expect(await rowsOf(alice.id)).toHaveLength(0);
  });

  it('a key that is not a point of P-256 is refused', async () => {
    const b = browser();
    const res = await alice.request('POST', '/api/push/subscriptions', {
      ...b.subscription,
      keys: { ...b.subscription.keys, p256dh: Buffer.alloc(65, 1).toString('base64url') },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'keys.p256dh': 'errors.invalidFormat' });
  });

  it('bad keys are refused per field', async () => {
    const b = browser();
    const res = await alice.request('POST', '/api/push/subscriptions', {
      ...b.subscription,
      keys: { p256dh: 'short', auth: 'not base64url!!!!!!' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['keys.p256dh', 'keys.auth']));
  });

  it('the known push services are accepted (https, default port), and the status counts devices', async () => {
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYA',
      'https://web.push.apple.com/QGq3',
    ];
    for (const endpoint of endpoints) {
      const res = await bob.request('POST', '/api/push/subscriptions', { ...browser().subscription, endpoint });
      expect(res.status, endpoint).toBe(201);
      expect(res.body.thisDevice).toBe(true);
    }
    const status = await bob.request('GET', `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoints[0]!)}`);
    expect(status.body).toEqual({ devices: 4, thisDevice: true });
    expect((await bob.request('GET', '/api/push/subscriptions')).body).toEqual({ devices: 4, thisDevice: false });
    for (const endpoint of endpoints) {
      expect((await bob.request('DELETE', '/api/push/subscriptions', { endpoint })).status).toBe(204);
    }
    expect(await rowsOf(bob.id)).toHaveLength(0);
  });

  it("a customer cannot remove someone else's subscription; the same browser signing in as another user moves it", async () => {
    const b = browser();
    expect((await alice.request('POST', '/api/push/subscriptions', b.subscription)).status).toBe(201);
    expect((await bob.request('DELETE', '/api/push/subscriptions', { endpoint: b.subscription.endpoint })).status).toBe(204);
    expect(await rowsOf(alice.id)).toHaveLength(1);
    expect(
      (await bob.request('GET', `/api/push/subscriptions?endpoint=${encodeURIComponent(b.subscription.endpoint)}`)).body,
    ).toEqual({
      devices: 0,
      thisDevice: false,
    });

    // subscribing again (same endpoint) refreshes it instead of making a second row
    expect((await alice.request('POST', '/api/push/subscriptions', b.subscription)).status).toBe(201);
    expect(await rowsOf(alice.id)).toHaveLength(1);

    const moved = await bob.request('POST', '/api/push/subscriptions', b.subscription);
    expect(moved.status).toBe(201);
    expect(moved.body).toEqual({ devices: 1, thisDevice: true });
    expect(await rowsOf(alice.id)).toHaveLength(0);
    expect(await rowsOf(bob.id)).toHaveLength(1);
    expect((await bob.request('DELETE', '/api/push/subscriptions', { endpoint: b.subscription.endpoint })).status).toBe(204);
  });
});

describe('sending', () => {
  it('encrypts the payload for the browser and signs the request with the VAPID key', async () => {
    const publicKey = (await t.visitor.request('GET', '/api/push/public-key')).body.publicKey;
    const b = browser();
    expect((await alice.request('POST', '/api/push/subscriptions', b.subscription)).status).toBe(201);
    const payload = { title: 'Chat', body: '안녕하세요 — hello', url: '/support', tag: 'chat-1', kind: 'chat' as const };
    await t.app.push.sendToUsers([alice.id, alice.id], payload);
    const [r] = await arrived(b.path);
    expect(open(r!, b, publicKey)).toEqual(payload);
    expect(r!.headers.urgency).toBe('high');
    const [row] = await rowsOf(alice.id);
    expect(row!.lastSentAt).not.toBeNull();
    expect(received.filter((x) => x.path === b.path)).toHaveLength(1);
  });

  it("a status change pushes to staff's devices in each one's language, linking to the record", async () => {
    const publicKey = (await t.visitor.request('GET', '/api/push/public-key')).body.publicKey;
    const staffEn = await t.user({ role: 'admin' });
    await t.db.pool.query(`update users set preferred_language = 'en' where id = $1`, [staffEn.id]);
    const ko = browser();
    const en = browser();
    expect((await staff.request('POST', '/api/push/subscriptions', ko.subscription)).status).toBe(201);
    expect((await staffEn.request('POST', '/api/push/subscriptions', en.subscription)).status).toBe(201);

    const c = await makeCatalogue(t, staff);
    const recipe = await usableRecipe(alice, c);
    const sample = await createSample(alice, sampleBody(recipe.id));

    const [inKo] = await arrived(ko.path);
    expect(open(inKo!, ko, publicKey)).toEqual({
      title: `샘플 요청 ${sample.ref}`,
      body: '상태: 접수됨',
      url: expect.stringContaining(sample.id),
      tag: `sample-${sample.id}`,
      kind: 'status',
    });
    const [inEn] = await arrived(en.path);
    expect(open(inEn!, en, publicKey)).toMatchObject({ title: `Sample request ${sample.ref}`, body: 'Now submitted' });
  });

  it('a 404 or 410 from the push service removes the subscription; other failures are counted, then it goes', async () => {
    const gone = browser();
    const broken = browser();
    const carol = await t.user();
    expect((await carol.request('POST', '/api/push/subscriptions', gone.subscription)).status).toBe(201);
    expect((await carol.request('POST', '/api/push/subscriptions', broken.subscription)).status).toBe(201);
    answers.set(gone.path, 410);
    answers.set(broken.path, 500);
    const payload = { title: 't', body: 'b', url: '/', kind: 'status' as const };

    await t.app.push.sendToUsers([carol.id], payload);
    let rows = await rowsOf(carol.id);
    expect(rows.map((r) => r.endpoint)).toEqual([broken.subscription.endpoint]);
    expect(rows[0]!.failures).toBe(1);

    for (let i = 1; i < MAX_FAILURES; i++) await t.app.push.sendToUsers([carol.id], payload);
    rows = await rowsOf(carol.id);
    expect(rows).toHaveLength(0);
    expect(received.filter((r) => r.path === broken.path)).toHaveLength(MAX_FAILURES);
  });

  it('an unreachable push service is counted as a failure and never throws', async () => {
    const dave = await t.user();
    const b = browser();
    expect((await dave.request('POST', '/api/push/subscriptions', b.subscription)).status).toBe(201);
    // the row now points at a port nobody listens on (a subscription accepted earlier)
    await t.db.db
      .update(pushSubscriptions)
      .set({ endpoint: 'http://127.0.0.1:1/push/x' })
      .where(eq(pushSubscriptions.userId, dave.id));
    await expect(t.app.push.sendToUsers([dave.id], { title: 't', body: 'b', url: '/', kind: 'chat' })).resolves.toBeUndefined();
    expect((await rowsOf(dave.id))[0]!.failures).toBe(1);
  });
});
