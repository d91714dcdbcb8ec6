import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './ports.ts';

afterEach(() => vi.restoreAllMocks());

describe('a free port for a test server', () => {
  it("is never one fetch refuses as a 'bad port' (10080 lies in the range it draws from)", async () => {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    // the first draw lands on 10080, the next anywhere else
    const draws = [(10_080 - 10_000 + 0.5) / (low - 10_000), 0.5];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.5);
    const port = await freePort();
    expect(port).not.toBe(10_080);
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(low);
  });
});
