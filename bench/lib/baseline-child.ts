/**
 * The node:http baseline in a child process of the bench: a bare server answering a tiny JSON body,
 * the ceiling every other row is compared to. Started by `startBaseline()` (targets/baseline.ts).
 */
import http from 'node:http';
import { serveParent } from './ipc.ts';

const BODY = JSON.stringify({ status: 'ok' });

serveParent<void, { url: string }>(async () => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ready: { url: `http://127.0.0.1:${port}/` },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
});
