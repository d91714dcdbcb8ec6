import crypto from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/accounts.ts';
import type { FormulabServer } from './formulab.ts';
import { processCpu, type CpuStopwatch } from './proc.ts';

/**
 * Chat fan-out (issue 13): `clients` event streams (`GET /api/events`, as staff, so every stream
 * receives every message) held open on one server while the demo customer sends messages.
 * - latency: messages one at a time at a steady pace; for every (message, stream) pair the time from
 *   the sender's POST to the stream reading the event — p50 / p95 / p99 over all deliveries;
 * - sustained: `senders` concurrent senders as fast as the server answers for `seconds`, then the
 *   time until every stream has every message: messages per second end to end, and the CPU the
 *   server and PostgreSQL spent per message (each delivered to every stream).
 * Every stream is checked for lost and duplicated messages.
 */
export type FanoutResult = {
  clients: number;
  latency: { messages: number; deliveries: number; p50: number; p95: number; p99: number; max: number };
  sustained: {
    senders: number;
    messages: number;
    seconds: number;
    messagesPerSec: number;
    deliveriesPerSec: number;
    serverCpuMsPerMessage?: number;
    pgCpuMsPerMessage?: number;
  };
  lost: number;
  duplicated: number;
};

async function signIn(server: FormulabServer, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${who.email} failed: ${res.status}`);
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0]!)
    .filter((p) => !/^[^=]+=$/.test(p))
    .join('; ');
}

type Stream = { received: Map<string, number>; duplicates: number; close: () => void };

/** One event stream: notes when each chat message (by its clientId) arrived. */
async function openStream(url: string, cookie: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`event stream answered ${res.status}`);
  const s: Stream = { received: new Map(), duplicates: 0, close: () => abort.abort() };
  let hello!: () => void;
  const ready = new Promise<void>((r) => (hello = r));
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        buf += value;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          if (block.includes('event: hello')) hello();
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data || !data.includes('"chatMessage"')) continue;
          const clientId = /"clientId":"([^"]+)"/.exec(data)?.[1];
          if (!clientId) continue;
          if (s.received.has(clientId)) s.duplicates++;
          else s.received.set(clientId, now);
        }
      }
    } catch {
      /* closed */
    }
  })();
  await ready;
  return s;
}

export async function measureChatFanout(
  server: FormulabServer,
  pgCpu: CpuStopwatch | undefined,
  opts: { clients?: number; latencyMessages?: number; senders?: number; seconds?: number } = {},
): Promise<FanoutResult> {
  const clients = opts.clients ?? 200;
  const latencyMessages = opts.latencyMessages ?? 100;
  const senders = opts.senders ?? 4;
  const seconds = opts.seconds ?? 5;
  const staff = await signIn(server, DEMO_ACCOUNTS.admin);
  const customer = await signIn(server, DEMO_ACCOUNTS.customer);

  const streams: Stream[] = [];
  for (let i = 0; i < clients; i += 20) {
    streams.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, clients - i) }, () => openStream(`${server.url}/api/events`, staff)),
      )),
    );
  }
  const sent = new Map<string, number>();
  const send = async () => {
    const clientId = crypto.randomUUID();
    const t0 = performance.now();
    sent.set(clientId, t0);
    const res = await fetch(`${server.url}/api/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: customer },
      body: JSON.stringify({ clientId, body: `bench ${clientId.slice(0, 8)}` }),
    });
    if (res.status !== 201) throw new Error(`sending answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return clientId;
  };
  // every stream has received `total` messages (polled: the arrival times themselves are taken as they come)
  const allDelivered = async (total: number, timeoutMs: number) => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (streams.every((s) => s.received.size >= total)) return true;
      await new Promise((r) => setTimeout(r, 10));
    }
    return false;
  };

  try {
    // ---- latency: one message every 50 ms ----
    const latencyIds: string[] = [];
    for (let i = 0; i < latencyMessages; i++) {
      latencyIds.push(await send());
      await new Promise((r) => setTimeout(r, 50));
    }
    await allDelivered(latencyIds.length, 15_000);
    const latencies: number[] = [];
    for (const s of streams)
      for (const id of latencyIds) {
        const at = s.received.get(id);
        if (at !== undefined) latencies.push(at - sent.get(id)!);
      }
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;

    // ---- sustained: concurrent senders, as fast as answered ----
    const stopServer = await processCpu(server.pid)();
    const stopPg = await pgCpu?.();
    const started = performance.now();
    const until = started + seconds * 1000;
    const sustainedIds: string[] = [];
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (performance.now() < until) sustainedIds.push(await send());
      }),
    );
    await allDelivered(latencyIds.length + sustainedIds.length, 60_000);
    const elapsed = (performance.now() - started) / 1000;
    const serverMs = await stopServer();
    const pgMs = await stopPg?.();

    const everyId = [...latencyIds, ...sustainedIds];
    const lost = streams.reduce((n, s) => n + everyId.filter((id) => !s.received.has(id)).length, 0);
    return {
      clients,
      latency: {
        messages: latencyMessages,
        deliveries: latencies.length,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        max: latencies.at(-1) ?? NaN,
      },
      sustained: {
        senders,
        messages: sustainedIds.length,
        seconds: elapsed,
        messagesPerSec: sustainedIds.length / elapsed,
        deliveriesPerSec: (sustainedIds.length * clients) / elapsed,
        serverCpuMsPerMessage: serverMs === undefined ? undefined : serverMs / sustainedIds.length,
        pgCpuMsPerMessage: pgMs === undefined ? undefined : pgMs / sustainedIds.length,
      },
      lost,
      duplicated: streams.reduce((n, s) => n + s.duplicates, 0),
    };
  } finally {
    for (const s of streams) s.close();
  }
}

export function formatFanout(r: FanoutResult): string {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const cpu = (x?: number) => (x === undefined ? '–' : `${x.toFixed(2)} ms`);
  return [
    `Chat fan-out: ${r.clients} event streams (staff: every stream gets every message), one server`,
    `  send → receipt over ${r.latency.deliveries.toLocaleString('en-US')} deliveries (${r.latency.messages} messages, one per 50 ms): ` +
      `p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, p99 ${ms(r.latency.p99)}, max ${ms(r.latency.max)}`,
    `  sustained with ${r.sustained.senders} concurrent senders: ${r.sustained.messages.toLocaleString('en-US')} messages in ` +
      `${r.sustained.seconds.toFixed(1)} s = ${r.sustained.messagesPerSec.toFixed(0)} messages/s end to end ` +
      `(${Math.round(r.sustained.deliveriesPerSec).toLocaleString('en-US')} deliveries/s); CPU per message: server ` +
      `${cpu(r.sustained.serverCpuMsPerMessage)}, PostgreSQL ${cpu(r.sustained.pgCpuMsPerMessage)}`,
    `  lost ${r.lost}, duplicated ${r.duplicated}`,
  ].join('\n');
}
