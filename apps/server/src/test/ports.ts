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
    if (await tryListen(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${low}`);
}
