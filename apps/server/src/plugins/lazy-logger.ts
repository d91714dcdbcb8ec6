import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<ChildLoggerFactory>[1];
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

type Pino = FastifyBaseLogger & { levels: { values: Record<string, number> } };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`) that becomes a real pino child only when something is written at
 * an enabled level, or its level, bindings or children are asked for. Fastify makes a child logger for
 * every request (binding its id); at `info`, where only failed and slow requests are logged (decision
 * 0006), nearly all of them were made and never used, and making one (pino's bindings written out as
 * JSON) was 2–3 % of a small request's CPU (issue 27). A line written through it is exactly the one the
 * child would have written.
 */
class LazyChild {
  #parent: Pino;
  #bindings: Bindings;
  #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: Pino, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  /** whether a line at `level` would be written (the child's level: the route's, else its parent's) */
  #writes(level: Level): boolean {
    if (this.#child) return true;
    const { values } = this.#parent.levels;
    return values[level]! >= values[this.#options.level ?? this.#parent.level]!;
  }

  get level(): string {
    return this.#child ? this.#child.level : (this.#options.level ?? this.#parent.level);
  }
  set level(level: string) {
    this.#real.level = level;
  }
  #write(level: Level, args: unknown[]): void {
    if (this.#writes(level)) Reflect.apply(this.#real[level], this.#real, args);
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger is made when first written to. */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) =>
  new LazyChild(logger as Pino, bindings, options);
