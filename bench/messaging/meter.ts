import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Queryable } from '../../server/platform/db/db';
import { formatMs } from './bench-size';
import { postgresCpuMs } from './postgres-cpu';

/** What one timed step cost: wall time, CPU of this Node process and of the PostgreSQL cluster, and the load average at its end. */
export interface Metered {
  ms: number;
  nodeCpuMs: number;
  databaseCpuMs: number | null;
  load: number;
  /** read and write system calls of this process (its sockets: HTTP, PostgreSQL; /proc/self/io), null where not readable. */
  syscalls: { reads: number; writes: number } | null;
}

/** This process's read and write system calls so far (Linux). */
function syscalls(): { reads: number; writes: number } | null {
  try {
    const io = readFileSync('/proc/self/io', 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1]);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return null;
  }
}

/**
 * Starts timing a step. CPU is read beside wall time because on a machine shared with other runs the
 * wall time swings with the load while the CPU a step needs does not (much).
 */
export async function startMeter(db: Queryable): Promise<{ stop(): Promise<Metered> }> {
  const databaseBefore = await postgresCpuMs(db);
  const nodeBefore = process.cpuUsage();
  const callsBefore = syscalls();
  const started = performance.now();
  return {
    async stop() {
      const ms = performance.now() - started;
      const node = process.cpuUsage(nodeBefore);
      const callsAfter = syscalls();
      const databaseAfter = await postgresCpuMs(db);
      return {
        ms,
        nodeCpuMs: (node.user + node.system) / 1000,
        databaseCpuMs: databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore,
        load: loadavg()[0] ?? 0,
        syscalls: callsBefore && callsAfter ? { reads: callsAfter.reads - callsBefore.reads, writes: callsAfter.writes - callsBefore.writes } : null,
      };
    },
  };
}

export const cpuMs = (metered: Metered) => metered.nodeCpuMs + (metered.databaseCpuMs ?? 0);

/** "5.4 s; CPU 6.1 s (Node 3.0 s, PostgreSQL 3.1 s); load 6.61" */
export const describeCost = (metered: Metered) =>
  `${formatMs(metered.ms)}; CPU ${formatMs(cpuMs(metered))} (Node ${formatMs(metered.nodeCpuMs)}, PostgreSQL ${metered.databaseCpuMs === null ? 'not readable' : formatMs(metered.databaseCpuMs)}); load ${metered.load.toFixed(2)}`;
