import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger.ts';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, stream), lines };
}

const make = (parent: pino.Logger, options = {}) =>
  lazyChildLogger.call(null as never, parent, { reqId: 'r-1' }, options, null as never);

describe('lazy request logger', () => {
  it('writes the line a pino child would, with the request id, only at enabled levels', () => {
    const { log, lines } = logger('info');
    const child = make(log);
    child.debug('not written');
    child.info({ status: 200 }, 'written');
    child.error({ status: 500 }, 'failed');
    expect(lines.map((l) => [l.msg, l.reqId, l.status, l.level])).toEqual([
      ['written', 'r-1', 200, 30],
      ['failed', 'r-1', 500, 50],
    ]);
  });

  it("honours a route's log level and a changed level, and makes children", () => {
    const { log, lines } = logger('info');
    const quiet = make(log, { level: 'warn' });
    expect(quiet.level).toBe('warn');
    quiet.info('not written');
    quiet.warn('written');
    const loud = make(log);
    loud.level = 'debug';
    loud.debug('debug written');
    loud.child({ part: 'x' }).info('child written');
    expect(lines.map((l) => [l.msg, l.reqId, l.part])).toEqual([
      ['written', 'r-1', undefined],
      ['debug written', 'r-1', undefined],
      ['child written', 'r-1', 'x'],
    ]);
  });
});
