import pg from 'pg';

/** One SQL statement as node-postgres sent it. */
export type CapturedStatement = {
  text: string;
  values: unknown[];
  /** the prepared statement's name when it was sent as a named one (parsed once per connection) */
  name?: string;
  /**
   * true when it was sent while an earlier statement of the same capture was still running (the
   * server awaits them together, e.g. a page and its total in `Promise.all`)
   */
  concurrent: boolean;
};

/**
 * Patches node-postgres in a server child (imported before the server's own code) so the bench can
 * ask it, over IPC, how many statements it has sent, which statements one request sent, and how big
 * its connection pools are. `pg` is the servers' own driver (apps/server's dependency), patched in the
 * bench's child processes only.
 */
export type PgProbe = {
  /** every statement sent since the process started */
  statementCount(): number;
  startCapture(): void;
  stopCapture(): CapturedStatement[];
  /** the `max` of every pool that has handed out a connection */
  poolSizes(): number[];
};

let count = 0;
let capture: CapturedStatement[] | null = null;
let inFlight = 0;
const poolSizes = new Set<number>();

const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  count++;
  if (!capture) return query.apply(this, args);
  const [first, second] = args;
  let text: string | undefined;
  let name: string | undefined;
  let values: unknown[] = [];
  if (typeof first === 'string') {
    text = first;
    if (Array.isArray(second)) values = second;
  } else if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[]; name?: string };
    text = config.text;
    if (typeof config.name === 'string' && config.name) name = config.name;
    values = config.values ?? (Array.isArray(second) ? second : []);
  }
  if (text === undefined) return query.apply(this, args);
  capture.push({ text, values: [...values], ...(name ? { name } : {}), concurrent: inFlight > 0 });
  // count it as running until its callback, promise or 'end' event says it is done
  const session = capture;
  inFlight++;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    if (capture === session) inFlight--;
  };
  const last = args[args.length - 1];
  if (typeof last === 'function') {
    args[args.length - 1] = function (this: unknown, ...cbArgs: unknown[]) {
      finish();
      return (last as (...a: unknown[]) => unknown).apply(this, cbArgs);
    };
  }
  const result = query.apply(this, args);
  if (typeof last !== 'function') {
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(finish, finish);
    else if (result && typeof (result as { once?: unknown }).once === 'function') {
      (result as NodeJS.EventEmitter).once('end', finish).once('error', finish);
    } else finish();
  }
  return result;
} as typeof pg.Client.prototype.query;

const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
pg.Pool.prototype.connect = function (this: pg.Pool & { options?: { max?: number } }, ...args: unknown[]) {
  if (typeof this.options?.max === 'number') poolSizes.add(this.options.max);
  return connect.apply(this, args);
} as typeof pg.Pool.prototype.connect;

export const probe: PgProbe = {
  statementCount: () => count,
  startCapture() {
    capture = [];
    inFlight = 0;
  },
  stopCapture() {
    const seen = capture ?? [];
    capture = null;
    inFlight = 0;
    return seen;
  },
  poolSizes: () => [...poolSizes],
};
