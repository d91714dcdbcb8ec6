import { fork, type ChildProcess } from 'node:child_process';

/**
 * The bench's child processes: each server and the load generator is a `node` child (running its
 * TypeScript by stripping the types, as `npm start` does)
 * that talks to the bench over Node's IPC channel.
 *
 *   parent → child  { type: 'init', value }           once: what to start
 *   child → parent  { type: 'ready', value }          started (its URL, …) — or { type: 'failed', error }
 *   parent → child  { type: 'request', id, name, value }
 *   child → parent  { type: 'reply', id, ok, value | error }
 *   parent → child  { type: 'stop' }                  stop cleanly and exit
 *
 * No orphans: a child exits when its IPC channel closes (the bench exited or was killed), ignores
 * the terminal's Ctrl-C (the bench stops it), and the bench kills whatever is left when it exits.
 */

type ToChild =
  { type: 'init'; value: unknown } | { type: 'request'; id: number; name: string; value: unknown } | { type: 'stop' };
type FromChild =
  | { type: 'ready'; value: unknown }
  | { type: 'failed'; error: string }
  | { type: 'reply'; id: number; ok: true; value: unknown }
  | { type: 'reply'; id: number; ok: false; error: string };

const STOP_TIMEOUT_MS = 15_000;

const running = new Map<ChildProcess, 'kill' | 'disconnect'>();
// the last resort (an exception, process.exit): nothing the bench started outlives it
process.once('exit', () => {
  for (const [child, how] of running) {
    if (how === 'kill') child.kill('SIGKILL');
    else child.disconnect(); // it cleans up after the bench (the watchdog), then exits
  }
});

export type Child<Ready> = {
  name: string;
  pid: number;
  /** what the child reported once started */
  ready: Ready;
  request<T = unknown>(name: string, value?: unknown, opts?: { signal?: AbortSignal; timeoutMs?: number }): Promise<T>;
  /** asks the child to stop and waits for it to exit (killing it after 15 s) */
  stop(): Promise<void>;
};

/** Forks `entry` (a .ts file calling `serveParent`), sends it `init` and waits until it is ready. */
export async function startChild<Ready>(
  name: string,
  entry: string,
  init: unknown,
  opts: {
    signal?: AbortSignal;
    timeoutMs?: number;
    /** when the bench exits with the child still running: kill it (default), or let it clean up first */
    atExit?: 'kill' | 'disconnect';
    /** another Node to run the child on (default: this one), with its own flags */
    execPath?: string;
    execArgv?: string[];
  } = {},
): Promise<Child<Ready>> {
  opts.signal?.throwIfAborted();
  const child = fork(entry, [], {
    execPath: opts.execPath ?? process.execPath,
    execArgv: opts.execArgv ?? [],
    serialization: 'advanced', // Dates, Buffers and bigints in captured SQL parameters survive
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.set(child, opts.atExit ?? 'kill');
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      exit = signal ? `killed by ${signal}` : `exited with code ${code}`;
      for (const p of pending.values()) p.reject(new Error(`${name} ${exit}`));
      pending.clear();
      resolve();
    }),
  );
  child.on('message', (message: FromChild) => {
    if (message.type !== 'reply') return;
    const p = pending.get(message.id);
    if (!p) return;
    pending.delete(message.id);
    if (message.ok) p.resolve(message.value);
    else p.reject(new Error(`${name}: ${message.error}`));
  });
  const send = (message: ToChild) => {
    if (child.connected) child.send(message);
  };
  const kill = async () => {
    if (exit === undefined) child.kill('SIGKILL');
    await exited;
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (exit !== undefined) return;
      send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    })());

  let ready: Ready;
  try {
    ready = await new Promise<Ready>((resolve, reject) => {
      const settle = (fn: () => void) => {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        child.off('message', onMessage);
        fn();
      };
      const onMessage = (message: FromChild) => {
        if (message.type === 'ready') settle(() => resolve(message.value as Ready));
        else if (message.type === 'failed') settle(() => reject(new Error(`${name} did not start: ${message.error}`)));
      };
      const onAbort = () => settle(() => reject(opts.signal!.reason as Error));
      const timeoutMs = opts.timeoutMs ?? 120_000;
      const timer = setTimeout(() => settle(() => reject(new Error(`${name} was not ready after ${timeoutMs} ms`))), timeoutMs);
      child.on('message', onMessage);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      void exited.then(() => settle(() => reject(new Error(`${name} ${exit} before it was ready`))));
      send({ type: 'init', value: init });
    });
  } catch (err) {
    await kill();
    throw err;
  }

  let nextId = 0;
  return {
    name,
    pid: child.pid!,
    ready,
    request<T>(requestName: string, value?: unknown, ropts: { signal?: AbortSignal; timeoutMs?: number } = {}) {
      return new Promise<T>((resolve, reject) => {
        if (exit !== undefined) return reject(new Error(`${name} ${exit}`));
        if (ropts.signal?.aborted) return reject(ropts.signal.reason as Error);
        const id = nextId++;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${name}: no answer to "${requestName}" after ${ropts.timeoutMs} ms`));
        }, ropts.timeoutMs ?? 60_000);
        const onAbort = () => {
          pending.delete(id);
          clearTimeout(timer);
          reject(ropts.signal!.reason as Error);
        };
        ropts.signal?.addEventListener('abort', onAbort, { once: true });
        const done = () => {
          clearTimeout(timer);
          ropts.signal?.removeEventListener('abort', onAbort);
        };
        pending.set(id, {
          resolve: (v) => (done(), resolve(v as T)),
          reject: (e) => (done(), reject(e)),
        });
        send({ type: 'request', id, name: requestName, value });
      });
    },
    stop,
  };
}

export type Served<Ready> = {
  ready: Ready;
  /** request name → handler; handlers run concurrently (a "stop the run" can overtake a "run") */
  handlers?: Record<string, (value: any) => unknown>;
  stop?: () => Promise<void>;
  /** runs instead of `stop` when the bench is gone without stopping this child (killed, crashed) */
  orphaned?: () => Promise<void>;
};

/** The child's side: waits for `init`, starts, answers requests, stops on `stop` or when the bench is gone. */
export function serveParent<Init, Ready>(start: (init: Init) => Promise<Served<Ready>>): void {
  if (!process.send) throw new Error('this file is a child process of the bench (bench/run.ts), not a script');
  const reply = (message: FromChild) => {
    if (process.connected) process.send!(message);
  };
  let served: Served<Ready> | undefined;
  let stopping = false;
  const stopAndExit = async (code: number, orphaned = false) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code), 20_000).unref(); // never hang on a stuck close
    const stop = orphaned && served?.orphaned ? served.orphaned : served?.stop;
    await stop?.().catch(() => {});
    process.exit(code);
  };
  // Ctrl-C in the terminal reaches the whole process group: the bench decides when this stops
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stopAndExit(143));
  process.on('disconnect', () => void stopAndExit(1, true)); // the bench is gone
  process.on('message', (message: ToChild) => {
    if (message.type === 'init') {
      start(message.value as Init).then(
        (s) => {
          served = s;
          reply({ type: 'ready', value: s.ready });
          if (stopping) void s.stop?.();
        },
        (err: unknown) => {
          reply({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
          void stopAndExit(1);
        },
      );
    } else if (message.type === 'request') {
      const handler = served?.handlers?.[message.name];
      Promise.resolve()
        .then(() => {
          if (!handler) throw new Error(`no handler for "${message.name}"`);
          return handler(message.value);
        })
        .then(
          (value) => reply({ type: 'reply', id: message.id, ok: true, value }),
          (err: unknown) =>
            reply({ type: 'reply', id: message.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
        );
    } else if (message.type === 'stop') {
      void stopAndExit(0);
    }
  });
}
