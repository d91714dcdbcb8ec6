/**
 * Crash consistency: the real server process, on a PostgreSQL of the test's own, is killed with
 * SIGKILL 50 times while customers buy (POST /api/purchases with an Idempotency-Key), pay through the
 * built-in test gateway (start → approve → confirm) and chat (POST /api/chat/messages with a
 * clientId); three servers share the database, so one starts while the others are killed. Once, a
 * server under load sees its PostgreSQL restarted (fast shutdown, start) and must keep running and
 * answer again. Every request whose answer was lost is sent again, as a browser would, with the same
 * key, payment or clientId. Then, read straight from the database:
 * - every answer the client saw (2xx) is there, with the id it was given;
 * - every checkout key made exactly one purchase, whole (amounts, its `created` event, units taken
 *   off the stock once), and a repeat answers that purchase;
 * - every paid purchase has exactly one payment, paid, of its total, and one `pay` event; nothing
 *   else is paid; the sold count adds up;
 * - every chat clientId sent is there exactly once.
 *
 * Each kill lands after a random number (1–16) of the burst's answers, so it cuts requests under way
 * however fast or slow the machine is. The first server starts through `node main.ts`;
 * the restarts run the same code bundled by esbuild (process.ts: quickServerArgs), which starts in
 * about half the time (~2.5 s of CPU each). The 50 starts are most of the cost: 175–350 s measured
 * on two cores under a load average of 4–11 from other work (hence the 600 s limit).
 * CRASH_PROGRESS=1 prints each kill as it happens.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpBody, uniqueEmail } from '../modules/auth/auth.test-utils.ts';
import {
  children,
  freePort,
  killHard,
  quickServerArgs,
  sleep,
  startOwnPostgres,
  startServerProcess,
  waitForHealth,
  until,
  type OwnPostgres,
  type Server,
} from './process.ts';

const KILLS = 50;
const SLOTS = 3;
/** the round of slot 0 during which PostgreSQL is restarted under load */
const PG_RESTART_ROUND = 6;
const STOCK = 1_000_000;
const PRICE = 12_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-consistency-'));
let db: OwnPostgres | undefined;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await db?.stop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** every server started, for what they logged */
const started: Server[] = [];
/** the error and fatal lines the servers logged (LOG_LEVEL=error), the newest last */
const logged = () =>
  started.flatMap((server) =>
    server
      .output()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
      .map((line) => line.slice(0, 600)),
  );

type Answer = { status: number; body: any };
type Customer = { name: string; cookie: string };

/** One HTTP call; a connection that fails or is cut answers status 0 (the outcome is unknown). */
/** answers received per server address: a kill waits for a random number of them, however slow the machine */
const answers = new Map<string, number>();

async function call(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(base + url, {
      method,
      headers: {
        origin: base,
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...opts.headers,
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    answers.set(base, (answers.get(base) ?? 0) + 1);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  }
}
const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const t0 = Date.now();
/** a line on stderr while it runs (vitest shows the console only at the end) */
const progress = (msg: string) => {
  if (process.env.CRASH_PROGRESS) process.stderr.write(`[crash ${((Date.now() - t0) / 1000).toFixed(1)} s] ${msg}\n`);
};
const rand = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/* ----------------------------------------- what the clients did ----------------------------------------- */

type Checkout = { key: string; customer: Customer; quantity: number; sends: number; ids: Set<string>; paying: boolean };
type Payment = {
  purchase: Checkout;
  orderId: string;
  paymentKey: string;
  amount: number;
  confirmed?: string;
  sends: number;
  /** what each confirm was answered, for the failure's message */
  heard: string[];
};
type Message = { clientId: string; customer: Customer; body: string; sends: number; ids: Set<number> };

/** requests whose answer was lost (cut by a kill, or a 5xx while PostgreSQL restarted), by kind */
const lost = { checkout: 0, start: 0, approve: 0, confirm: 0, message: 0 };
const checkouts: Checkout[] = [];
const payments: Payment[] = [];
const messages: Message[] = [];
let productId = '';
let optionId = '';

const SHIPPING = {
  recipient: 'Kim Minji',
  phone: '010-1234-5678',
  postalCode: '06236',
  address: '123 Teheran-ro, Seoul',
  detail: '',
};

async function sendCheckout(base: string, c: Checkout): Promise<void> {
  c.sends++;
  const a = await call(base, 'POST', '/api/purchases', {
    cookie: c.customer.cookie,
    headers: { 'idempotency-key': c.key },
    body: { productId, optionId, quantity: c.quantity, shipping: SHIPPING },
  });
  if (ok(a)) c.ids.add(a.body.id);
  else if (a.status === 0 || a.status >= 500) lost.checkout++;
  else throw new Error(`checkout refused: ${a.status} ${JSON.stringify(a.body)}`);
}

/** Start, approve at the test gateway, confirm; a step whose answer is lost leaves the rest for later. */
async function pay(base: string, c: Checkout): Promise<void> {
  const id = [...c.ids][0]!;
  const start = await call(base, 'POST', '/api/payments', { cookie: c.customer.cookie, body: { kind: 'purchase', id } });
  if (!ok(start)) {
    lost.start++;
    c.paying = false; // tried again in a later burst (the open attempt is reused)
    return;
  }
  const approve = await call(base, 'POST', `/api/test-gateway/checkout/${start.body.orderId}/approve`, {
    cookie: c.customer.cookie,
  });
  if (!ok(approve)) {
    lost.approve++;
    c.paying = false;
    return;
  }
  const p: Payment = {
    purchase: c,
    orderId: start.body.orderId,
    paymentKey: approve.body.paymentKey,
    amount: start.body.amount,
    sends: 0,
    heard: [],
  };
  payments.push(p);
  await confirm(base, p);
}

async function confirm(base: string, p: Payment): Promise<void> {
  p.sends++;
  const a = await call(base, 'POST', '/api/payments/confirm', {
    cookie: p.purchase.customer.cookie,
    body: { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.amount },
  });
  p.heard.push(`${base} ${a.status} ${JSON.stringify(a.body)?.slice(0, 200)}`);
  if (ok(a)) {
    expect(a.body).toMatchObject({ status: 'paid', targetId: [...p.purchase.ids][0], amount: p.amount });
    if (p.confirmed) expect(a.body.paymentId, 'a repeated confirm answers the same payment').toBe(p.confirmed);
    p.confirmed = a.body.paymentId;
  } else if (a.status === 0 || a.status >= 500) lost.confirm++;
  else
    throw new Error(
      `confirm refused: ${a.status} ${JSON.stringify(a.body)}; its confirms heard:\n${p.heard.join('\n')}\n` +
        `what the servers logged last:\n${logged().slice(-20).join('\n')}`,
    );
}

async function sendMessage(base: string, m: Message): Promise<void> {
  m.sends++;
  const a = await call(base, 'POST', '/api/chat/messages', {
    cookie: m.customer.cookie,
    body: { clientId: m.clientId, body: m.body },
  });
  if (ok(a)) m.ids.add(a.body.id);
  else if (a.status === 0 || a.status >= 500) lost.message++;
  else throw new Error(`message refused: ${a.status} ${JSON.stringify(a.body)}`);
}

/**
 * One burst of a customer's work against `base`, each request at a random moment in its first
 * 300 ms: new checkouts (one of them sent twice at once), payments of purchases made earlier, new
 * messages, and the resends of everything whose answer was lost before.
 */
function burst(base: string, customers: Customer[]): Promise<unknown> {
  const work: (() => Promise<void>)[] = [];
  const who = () => customers[rand(0, customers.length - 1)]!;
  for (let i = 0; i < 4; i++) {
    const c: Checkout = {
      key: crypto.randomUUID(),
      customer: who(),
      quantity: rand(1, 3),
      sends: 0,
      ids: new Set(),
      paying: false,
    };
    checkouts.push(c);
    work.push(() => sendCheckout(base, c));
    if (i === 0) work.push(() => sendCheckout(base, c));
  }
  for (const c of checkouts.filter((x) => x.ids.size === 0 && x.sends > 0).slice(0, 6)) work.push(() => sendCheckout(base, c));
  for (const c of checkouts.filter((x) => x.ids.size > 0 && !x.paying).slice(0, 3)) {
    c.paying = true;
    work.push(() => pay(base, c));
  }
  for (const p of payments.filter((x) => !x.confirmed && x.sends > 0).slice(0, 4)) work.push(() => confirm(base, p));
  for (let i = 0; i < 5; i++) {
    const m: Message = {
      clientId: crypto.randomUUID(),
      customer: who(),
      body: `message ${messages.length}`,
      sends: 0,
      ids: new Set(),
    };
    messages.push(m);
    work.push(() => sendMessage(base, m));
  }
  for (const m of messages.filter((x) => x.ids.size === 0 && x.sends > 0).slice(0, 6)) work.push(() => sendMessage(base, m));
  return Promise.all(work.map(async (w) => (await sleep(rand(0, 300)), w())));
}

/* ------------------------------------------------ the test ------------------------------------------------ */

describe.skipIf(process.platform !== 'linux')('crash consistency', () => {
  it('50 × SIGKILL mid-checkout, mid-payment and mid-message, and a PostgreSQL restart: nothing lost, nothing doubled', async () => {
    const begun = Date.now();
    const ports = await Promise.all(Array.from({ length: SLOTS }, () => freePort()));
    const bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const [pgDb, quick] = await Promise.all([
      freePort().then((p) => startOwnPostgres(dataDir, p)),
      quickServerArgs(path.join(dataDir, 'bundle')),
    ]);
    db = pgDb;
    const env = (slot: number) => ({
      DATABASE_URL: pgDb.url,
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(ports[slot]),
      PUBLIC_URL: bases[slot]!,
      TRUSTED_ORIGINS: bases.join(','),
      SESSION_SECRET: 'crash-consistency-session-secret-0123456789abcdef',
      PAYMENT_GATEWAY: 'test',
      PAYMENT_TEST_SECRET: 'crash-consistency-gateway-secret',
      RATE_LIMIT_AUTH_MAX: '1000',
      LOG_LEVEL: 'error',
    });
    const sql = new pg.Pool({ connectionString: pgDb.url, max: 2 });
    sql.on('error', () => {}); // cut by the PostgreSQL restart; a fresh client reads the results

    // the first server through the real entry point (`node main.ts`): it migrates the
    // database; customers sign up, staff makes a product with plenty of stock
    const first = startServerProcess(env(0));
    started.push(first);
    await waitForHealth(first, bases[0]!);
    progress(`first server up (${quick.bundled ? 'bundle built' : 'no esbuild: unbundled restarts'})`);
    const signUp = async (name: string) => {
      const email = uniqueEmail(name);
      const body = signUpBody({ email, password: 'Passw0rd-crash', name, companyName: 'Ondam', preferredLanguage: 'ko' });
      const res = await call(bases[0]!, 'POST', '/api/auth/sign-up/email', { body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // the confirmation e-mail's link, followed (chat needs a confirmed address); staff made so in SQL
      await sql.query(`update users set email_verified = true, role = $2 where email = $1`, [
        email,
        name === 'staff' ? 'admin' : 'customer',
      ]);
      const res2 = await fetch(`${bases[0]}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: bases[0]!, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: body.password }),
      });
      expect(res2.status).toBe(200);
      const cookie = res2.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { name, cookie };
    };
    const [staff, ...customers] = await Promise.all(['staff', 'alice', 'bob'].map(signUp));
    const product = await call(bases[0]!, 'POST', '/api/admin/products', {
      cookie: staff!.cookie,
      body: {
        nameKo: '크래시 크림',
        nameEn: 'Crash cream',
        summaryKo: '요약',
        summaryEn: 'Summary',
        category: 'skincare',
        status: 'active',
        options: [{ nameKo: '50 ml', nameEn: '50 ml', price: PRICE, stock: STOCK }],
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    productId = product.body.id;
    optionId = product.body.options[0].id;
    const setupMs = Date.now() - begun;

    /* ---------------------------------------- kills ---------------------------------------- */
    let claimed = 0;
    let kills = 0;
    let pgRestart: { ms: number; survivedBy: number } | undefined;
    // Every start must succeed, also one made while PostgreSQL restarts: the server waits for the
    // database (retryWhileDatabaseAway in server.ts) instead of exiting. No start is tried twice.
    const startSlot = async (slot: number): Promise<Server> => {
      const server = startServerProcess({ ...env(slot), SCHEDULER: 'false' }, quick.args);
      started.push(server);
      try {
        await waitForHealth(server, bases[slot]!);
        return server;
      } catch (err) {
        await killHard(server);
        throw new Error(`a start of slot ${slot} failed: ${String(err)}\n${server.output().slice(-2000)}`);
      }
    };

    const slotLoop = async (slot: number, firstServer?: Server) => {
      let server = firstServer;
      for (let round = 0; claimed < KILLS; round++) {
        claimed++;
        server ??= await startSlot(slot);
        const base = bases[slot]!;
        if (slot === 0 && round === PG_RESTART_ROUND) {
          // PostgreSQL restarts while this server is busy: it keeps running and answers again
          let busy = true;
          const load = (async () => {
            while (busy) await Promise.all([burst(base, customers), sleep(150)]);
          })();
          await sleep(rand(100, 400));
          const t = Date.now();
          await pgDb.stop();
          await pgDb.start();
          const ms = Date.now() - t;
          progress(`PostgreSQL restarted in ${ms} ms`);
          await waitForHealth(server, base, 30_000);
          pgRestart = { ms, survivedBy: server.child.pid! };
          await sleep(rand(100, 300));
          busy = false;
          await load;
          expect(server.child.exitCode, server.output()).toBeNull();
        }
        // killed after a random number of its answers: part of the burst is answered, part under way
        const before = answers.get(base) ?? 0;
        const target = rand(1, 16);
        let settled = false;
        const work = burst(base, customers).finally(() => (settled = true));
        await until(() => settled || (answers.get(base) ?? 0) - before >= target, 10_000, 5);
        await sleep(rand(0, 30));
        expect(server.child.exitCode, `slot ${slot} ended by itself:\n${server.output()}`).toBeNull();
        const { signal } = await killHard(server);
        expect(signal).toBe('SIGKILL');
        kills++;
        progress(`kill ${kills} (slot ${slot})`);
        server = undefined;
        await work;
      }
      if (server) await killHard(server);
    };
    const killStarted = Date.now();
    // the first (unbundled) server is slot 0's first victim; the other slots start meanwhile
    await Promise.all(Array.from({ length: SLOTS }, (_, slot) => slotLoop(slot, slot === 0 ? first : undefined)));
    const killMs = Date.now() - killStarted;
    expect(kills).toBe(KILLS);
    expect(pgRestart, 'PostgreSQL was restarted under load').toBeDefined();
    // the DB restart reconnects the sql client: open a fresh one
    await sql.end().catch(() => {});
    const check = new pg.Client({ connectionString: pgDb.url });
    check.on('error', () => {}); // cut when a failed test's afterAll kills PostgreSQL
    await check.connect();

    /* --------------------- one more server: everything unanswered is sent again --------------------- */
    progress('kills done');
    const last = await startSlot(0);
    const base = bases[0]!;
    for (let pass = 0; pass < 5; pass++) {
      const todo = [
        ...checkouts.filter((c) => c.ids.size === 0).map((c) => () => sendCheckout(base, c)),
        ...payments.filter((p) => !p.confirmed).map((p) => () => confirm(base, p)),
        ...messages.filter((m) => m.ids.size === 0).map((m) => () => sendMessage(base, m)),
      ];
      if (todo.length === 0) break;
      for (let i = 0; i < todo.length; i += 8) await Promise.all(todo.slice(i, i + 8).map((f) => f()));
    }
    // what was never answered, with what its confirms heard and how the last server fared
    const unanswered = {
      checkouts: checkouts.filter((c) => c.ids.size === 0).map((c) => c.key),
      payments: payments.filter((p) => !p.confirmed).map((p) => ({ orderId: p.orderId, heard: p.heard })),
      messages: messages.filter((m) => m.ids.size === 0).map((m) => m.clientId),
    };
    expect(
      unanswered,
      `every checkout, approved payment and message answered in the end; the last server ${
        last.child.exitCode === null && last.child.signalCode === null
          ? 'runs'
          : `ended (${last.child.exitCode ?? last.child.signalCode})`
      }; what the servers logged last:\n${logged().slice(-20).join('\n')}`,
    ).toEqual({ checkouts: [], payments: [], messages: [] });
    // no server ended itself over an error it did not catch (a kill would hide it: it drains meanwhile)
    expect(
      logged().filter((line) => /"level":60/.test(line)),
      'no server crashed',
    ).toEqual([]);
    // the writers of purchases, payments and stock lock in one order (migration 0056: no counter row between them)
    expect(
      logged().filter((line) => /deadlock detected/.test(line)),
      'no deadlock',
    ).toEqual([]);
    // a repeat of answered checkouts: the same purchase, 200, nothing new
    for (const c of checkouts.slice(0, 5)) {
      const again = await call(base, 'POST', '/api/purchases', {
        cookie: c.customer.cookie,
        headers: { 'idempotency-key': c.key },
        body: { productId, optionId, quantity: c.quantity, shipping: SHIPPING },
      });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe([...c.ids][0]);
    }
    progress('settled');
    last.child.kill('SIGTERM');
    await last.exit;

    /* -------------------------------------- the database -------------------------------------- */
    // purchases: one per key, with the id every answer gave, whole, units taken once
    for (const c of checkouts) expect(c.ids.size, `all answers to key ${c.key} name one purchase`).toBe(1);
    const { rows: bought } = await check.query<{
      id: string;
      idempotency_key: string | null;
      quantity: number;
      unit_price: number;
      subtotal: number;
      shipping_fee: number;
      total: number;
      state: string;
      option_id: string | null;
      created: number;
      paid_events: number;
    }>(
      `select b.id, b.idempotency_key, b.quantity, b.unit_price::int, b.subtotal::int, b.shipping_fee::int, b.total::int, b.state,
         b.option_id,
         (select count(*)::int from workflow_events e where e.subject = 'purchase' and e.subject_id = b.id and e.action = 'created') as created,
         (select count(*)::int from workflow_events e where e.subject = 'purchase' and e.subject_id = b.id and e.action = 'pay') as paid_events
       from purchases b where b.product_id = $1`,
      [productId],
    );
    const byKey = new Map(bought.map((b) => [b.idempotency_key, b]));
    expect(bought.length, 'one purchase per checkout key, none without').toBe(checkouts.length);
    expect(byKey.size).toBe(checkouts.length);
    for (const c of checkouts) expect(byKey.get(c.key)?.id, `purchase of key ${c.key}`).toBe([...c.ids][0]);
    for (const b of bought) {
      expect(b.option_id).toBe(optionId);
      expect(b.quantity).toBeGreaterThan(0);
      expect(b.subtotal).toBe(b.unit_price * b.quantity);
      expect(b.total).toBe(b.subtotal + b.shipping_fee);
      expect(b.created, `purchase ${b.id} has one created event`).toBe(1);
      expect(['pending_payment', 'paid']).toContain(b.state);
    }
    const units = bought.reduce((s, b) => s + b.quantity, 0);
    const stock = await check.query(
      `select o.stock, p.stock as product_stock, p.sold_count from product_options o join products p on p.id = o.product_id where o.id = $1`,
      [optionId],
    );
    expect(stock.rows[0].stock, 'the stock lost exactly the units bought').toBe(STOCK - units);
    expect(stock.rows[0].product_stock).toBe(STOCK - units);

    // payments: a paid purchase has exactly one paid payment of its total; nothing else is paid
    const { rows: paid } = await check.query<{
      id: string;
      target_id: string;
      amount: number;
      status: string;
      payment_key: string;
    }>(
      `select id, target_id, amount::int, status, payment_key from payments where kind = 'purchase' and status <> 'ready' and status <> 'abandoned'`,
    );
    expect(
      paid.every((p) => p.status === 'paid'),
      JSON.stringify(paid.filter((p) => p.status !== 'paid')),
    ).toBe(true);
    const paidByPurchase = new Map<string, typeof paid>();
    for (const p of paid) paidByPurchase.set(p.target_id, [...(paidByPurchase.get(p.target_id) ?? []), p]);
    for (const b of bought) {
      const ps = paidByPurchase.get(b.id) ?? [];
      if (b.state === 'paid') {
        expect(ps.length, `purchase ${b.id}: one payment`).toBe(1);
        expect(ps[0]!.amount).toBe(b.total);
        expect(b.paid_events, `purchase ${b.id}: one pay event`).toBe(1);
      } else {
        expect(ps, `unpaid purchase ${b.id} has no paid payment`).toEqual([]);
        expect(b.paid_events).toBe(0);
      }
    }
    for (const p of payments) {
      const row = paid.find((x) => x.id === p.confirmed);
      expect(row, `confirmed payment ${p.confirmed}`).toMatchObject({
        target_id: [...p.purchase.ids][0],
        amount: p.amount,
        payment_key: p.paymentKey,
      });
    }
    const soldUnits = bought.filter((b) => b.state === 'paid').reduce((s, b) => s + b.quantity, 0);
    expect(stock.rows[0].sold_count, 'sold count = units of paid purchases').toBe(soldUnits);

    // chat: every clientId once, with the id its answers gave; conversations point at their last message
    for (const m of messages) expect(m.ids.size, `all answers to message ${m.clientId} name one message`).toBe(1);
    const { rows: said } = await check.query<{ id: string; client_id: string }>(
      `select id, client_id from chat_messages where client_id = any($1::uuid[])`,
      [messages.map((m) => m.clientId)],
    );
    expect(said.length, 'one message per clientId').toBe(messages.length);
    const saidBy = new Map(said.map((r) => [r.client_id, Number(r.id)]));
    for (const m of messages) expect(saidBy.get(m.clientId), `message ${m.clientId}`).toBe([...m.ids][0]);
    const { rows: convs } = await check.query(
      `select c.id from chat_conversations c where c.last_message_id <> (select max(id) from chat_messages m where m.conversation_id = c.id)`,
    );
    expect(convs, 'each conversation names its newest message').toEqual([]);
    await check.end();

    console.log(
      `crash consistency: ${kills} kills in ${(killMs / 1000).toFixed(1)} s (setup ${(setupMs / 1000).toFixed(1)} s, ` +
        `${quick.bundled ? 'bundled' : 'unbundled'} restarts, none failed), PostgreSQL restart ${pgRestart!.ms} ms; ` +
        `${checkouts.length} checkouts, ${payments.length} payments (${bought.filter((b) => b.state === 'paid').length} paid), ` +
        `${messages.length} messages; answers lost and sent again: ${JSON.stringify(lost)}; total ${((Date.now() - begun) / 1000).toFixed(1)} s`,
    );
  }, 600_000);
});
