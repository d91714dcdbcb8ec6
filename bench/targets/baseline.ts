import http from 'node:http';
import type { Target } from '../lib/autocannon.ts';

export type Baseline = { url: string; close: () => Promise<void> };

const BODY = JSON.stringify({ status: 'ok' });

/** A bare node:http server answering a tiny JSON body: the ceiling every other row is compared to. */
export function startBaseline(): Promise<Baseline> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export function baselineTarget(baseline: Baseline): Target {
  return {
    name: 'node:http (baseline)',
    description: 'bare node:http server, tiny JSON body, no framework',
    url: baseline.url,
  };
}
