import fs from 'node:fs';
import net from 'node:net';

/** The kernel's ephemeral range (Linux), from which listen(0) and every outgoing connection take ports. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high && low > 12_000) return [low, high];
  } catch {
    // not Linux: IANA's dynamic range, which macOS and Windows use
  }
  return [49_152, 65_535];
}

/**
 * Ports the Fetch standard's "bad port" list refuses: Node's fetch (undici) fails a request to them with
 * "bad port", so a test server listening on one could not be called. 10080 is in the range below; a
 * CI run drew it once (2026-11-28). https://fetch.spec.whatwg.org/#bad-port
 */
const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113,
  115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

const tryListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/**
 * A TCP port free on 127.0.0.1 now, for a server a test starts later. It comes from below the
 * ephemeral range: a port taken from inside it (listen(0)) is the kind the system hands out by itself
 * to every outgoing connection, and the tests beside this one open thousands (database pools, HTTP
 * clients). A server process that needs half a minute to start on a loaded machine lost its port to
 * one of them in that window and exited with EADDRINUSE. Below the range, only another test picking
 * at random the same of ~20,000 ports could take it.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const from = 10_000;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (low - from));
    if (FETCH_BLOCKED_PORTS.has(port)) continue;
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${low}`);
}
