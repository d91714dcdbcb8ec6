import path from 'node:path';
import { startChild } from '../lib/ipc.ts';
import type { ServerProcess, Target } from '../lib/measure.ts';

export type Baseline = ServerProcess & { url: string; stop: () => Promise<void> };

/** A bare node:http server (lib/baseline-child.ts) in a child process of its own. */
export async function startBaseline(signal?: AbortSignal): Promise<Baseline> {
  const label = 'node:http baseline';
  const child = await startChild<{ url: string }>(
    label,
    path.join(import.meta.dirname, '..', 'lib', 'baseline-child.ts'),
    undefined,
    {
      signal,
    },
  );
  return { label, pid: child.pid, url: child.ready.url, stop: child.stop };
}

export function baselineTarget(baseline: Baseline): Target {
  return {
    name: 'node:http (baseline)',
    description: 'bare node:http server, tiny JSON body, no framework',
    url: baseline.url,
    server: baseline,
  };
}
