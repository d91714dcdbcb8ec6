/** A Server-Sent Events client for tests: what a browser's EventSource reads, kept in a list. */
export type SseEvent = { id?: string; event: string; data: string };

export type SseClient = {
  events: SseEvent[];
  /** the response's status (200 for a stream) */
  status: number;
  /** the parsed `data` of events named `formulab` (the app's), in order */
  app: () => any[];
  /** resolves with the first event (from `from` on) that matches, or fails after `ms` */
  waitFor: (match: (e: SseEvent) => boolean, ms?: number, from?: number) => Promise<SseEvent>;
  /** the stream has ended (the server closed it) */
  ended: Promise<void>;
  close: () => void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let endedResolve!: () => void;
  const ended = new Promise<void>((r) => (endedResolve = r));
  if (res.status !== 200 || !res.body) {
    endedResolve();
    return {
      events,
      status: res.status,
      app: () => [],
      waitFor: () => Promise.reject(new Error('no stream')),
      ended,
      close: () => {},
    };
  }
  void (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += value;
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const e: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || line === '') continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const v = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') e.id = v;
            else if (field === 'event') e.event = v;
            else if (field === 'data') data.push(v);
            else continue;
            any = true;
          }
          if (!any || (data.length === 0 && e.event === 'message')) continue;
          e.data = data.join('\n');
          events.push(e);
          for (const w of waiters) w();
        }
      }
    } catch {
      /* aborted */
    } finally {
      endedResolve();
      for (const w of waiters) w();
    }
  })();
  // 10 s: an event arrives in milliseconds; the bound only says when to give up on a loaded machine
  const waitFor: SseClient['waitFor'] = (match, ms = 10_000, from = 0) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const hit = events.slice(from).find(match);
        if (hit) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(hit);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return {
    events,
    status: res.status,
    app: () => events.filter((e) => e.event === 'formulab').map((e) => JSON.parse(e.data)),
    waitFor,
    ended,
    close: () => abort.abort(),
  };
}
