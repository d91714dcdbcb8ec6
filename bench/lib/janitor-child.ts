/**
 * A watchdog in a child process of the bench: does nothing while the bench runs and stops normally,
 * but when the bench dies without cleaning up (SIGKILL, a crash) it stops the embedded PostgreSQL
 * the bench started and removes the run's temporary folder, so nothing outlives the run. (The other
 * children exit on their own when the bench's IPC channel closes; PostgreSQL is not a Node child.)
 */
import fs from 'node:fs';
import { serveParent } from './ipc.ts';

serveParent<{ folder: string }, null>(async ({ folder }) => {
  const postmasters = new Set<number>();
  return {
    ready: null,
    handlers: {
      watchPostmaster(pid: number) {
        postmasters.add(pid);
      },
    },
    async orphaned() {
      for (const pid of postmasters) {
        signal(pid, 'SIGINT'); // PostgreSQL's fast shutdown
        for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
        signal(pid, 'SIGKILL');
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
});

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
