import { loadavg } from 'node:os';
import type { Queryable } from '../../server/db/db';
import { formatMs } from './bench-size';
import { postgresCpuMs } from './postgres-cpu';

/** What one timed step cost: wall time, CPU of this Node process and of the PostgreSQL cluster, and the load average at its end. */
export interface Metered {
  ms: number;
  nodeCpuMs: number;
  databaseCpuMs: number | null;
  load: number;
}

/**
 * Starts timing a step. CPU is read beside wall time because on a machine shared with other runs the
 * wall time swings with the load while the CPU a step needs does not (much).
 */
export async function startMeter(db: Queryable): Promise<{ stop(): Promise<Metered> }> {
  const databaseBefore = await postgresCpuMs(db);
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  return {
    async stop() {
      const ms = performance.now() - started;
      const node = process.cpuUsage(nodeBefore);
      const databaseAfter = await postgresCpuMs(db);
      return { ms, nodeCpuMs: (node.user + node.system) / 1000, databaseCpuMs: databaseBefore === null || databaseAfter === null ? null : databaseAfter - databaseBefore, load: loadavg()[0] ?? 0 };
    },
  };
}

export const cpuMs = (metered: Metered) => metered.nodeCpuMs + (metered.databaseCpuMs ?? 0);

/** "5.4 s; CPU 6.1 s (Node 3.0 s, PostgreSQL 3.1 s); load 6.61" */
export const describeCost = (metered: Metered) =>
  `${formatMs(metered.ms)}; CPU ${formatMs(cpuMs(metered))} (Node ${formatMs(metered.nodeCpuMs)}, PostgreSQL ${metered.databaseCpuMs === null ? 'not readable' : formatMs(metered.databaseCpuMs)}); load ${metered.load.toFixed(2)}`;
