import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of the times in /proc/<pid>/stat (`getconf CLK_TCK`, 100 on Linux). */
export const CLOCK_TICKS: number = (() => {
  try {
    const n = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(n) && n > 0 ? n : 100;
  } catch {
    return 100;
  }
})();

export type ProcStat = {
  pid: number;
  ppid: number;
  /** utime + stime: CPU time of the process itself (all its threads), in clock ticks */
  ticks: number;
  /** cutime + cstime: CPU time of its children that exited and were waited for, in clock ticks */
  childTicks: number;
};

/** /proc/<pid>/stat, or undefined when the process is gone (or there is no /proc). */
export function procStat(pid: number): ProcStat | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count fields after the last ')'
  const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime/stime 14/15, cutime/cstime 16/17
  const n = (field: number) => Number(fields[field - 3]);
  return { pid, ppid: n(4), ticks: n(14) + n(15), childTicks: n(16) + n(17) };
}

/** The short command name of a process (`postgres` for every PostgreSQL process), or undefined. */
export function procName(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Every live process whose parent is `ppid`. */
export function childStats(ppid: number): ProcStat[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const children: ProcStat[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === ppid) children.push(stat);
  }
  return children;
}

export function ticksToMs(ticks: number): number {
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * Starts counting CPU time and returns the function that stops: a stopwatch of CPU milliseconds.
 * `undefined` when the time cannot be read (the process is gone, no /proc, a remote database).
 */
export type CpuStopwatch = () => Promise<() => Promise<number | undefined>>;

/** CPU milliseconds (user + system, all threads) one process spends between start and stop. */
export function processCpu(pid: number): CpuStopwatch {
  return async () => {
    const before = procStat(pid);
    return async () => {
      const after = procStat(pid);
      return before && after ? ticksToMs(after.ticks - before.ticks) : undefined;
    };
  };
}

/**
 * CPU milliseconds of a whole process tree rooted at `rootPid` (the PostgreSQL postmaster and its
 * backends and workers): the root's own time and its reaped children's (a backend that exits moves
 * its time there) plus every live child's own time.
 */
export function processTreeCpu(rootPid: number): CpuStopwatch {
  const sample = () => {
    const root = procStat(rootPid);
    if (!root) return undefined;
    return root.ticks + root.childTicks + childStats(rootPid).reduce((sum, c) => sum + c.ticks, 0);
  };
  return async () => {
    const before = sample();
    return async () => {
      const after = sample();
      return before !== undefined && after !== undefined ? ticksToMs(after - before) : undefined;
    };
  };
}

/**
 * CPU milliseconds of a set of processes listed anew at start and at stop (a shared PostgreSQL
 * server's backends of one database): only processes present at both ends are counted, so the time
 * of a backend that starts or ends inside the window is missed. Processes on another machine or in
 * another PID namespace cannot be read (`undefined`); a pid that is not a `postgres` process here is
 * ignored.
 */
export function listedProcessesCpu(list: () => Promise<number[]>, name = 'postgres'): CpuStopwatch {
  const sample = async () => {
    const ticks = new Map<number, number>();
    for (const pid of await list()) {
      const stat = procName(pid) === name ? procStat(pid) : undefined;
      if (stat) ticks.set(pid, stat.ticks);
    }
    return ticks;
  };
  return async () => {
    const before = await sample();
    return async () => {
      const after = await sample();
      let ticks = 0;
      let common = 0;
      for (const [pid, t] of after) {
        const b = before.get(pid);
        if (b === undefined) continue;
        ticks += t - b;
        common++;
      }
      return common ? ticksToMs(ticks) : undefined;
    };
  };
}

/** Resident memory of a process now and at its peak (VmRSS / VmHWM), in bytes. */
export function processMemory(pid: number): { rssBytes: number; peakRssBytes: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rssBytes: kb('VmRSS'), peakRssBytes: kb('VmHWM') };
  } catch {
    return undefined;
  }
}
