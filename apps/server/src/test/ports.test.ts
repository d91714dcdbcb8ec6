import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './ports.ts';

afterEach(() => vi.restoreAllMocks());

describe('a free port for a test server', () => {
  it("is never one fetch refuses as a 'bad port' (10080 lies in the range it draws from)", async () => {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    // the first draw lands on 10080, the next ones at random: a fixed second draw made one port the only
    // one tried, and a CI run found it taken by another test's server (2026-11-29)
    const draws = [(10_080 - 10_000 + 0.5) / (low - 10_000)];
    const random = Math.random.bind(Math);
    const spy = vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? random());
    const port = await freePort();
    expect(port).not.toBe(10_080);
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(low);
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(2); // 10080 was drawn and passed over
  });
});
