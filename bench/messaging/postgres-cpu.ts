import { readFile, readdir } from 'node:fs/promises';
import type { Queryable } from '../../server/platform/db/db';

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of a process, in clock ticks (`man 5 proc`, fields 14–17). */
async function ticks(pid: number): Promise<{ own: number; children: number; parent: number } | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = (index: number) => Number(fields[index - 3]);
    return { own: at(14) + at(15), children: at(16) + at(17), parent: at(4) };
  } catch {
    return null;
  }
}

/** CPU ms one process (the bench's server) has used so far, its own threads; null when /proc cannot tell. */
export async function processCpuMs(pid: number): Promise<number | null> {
  const used = await ticks(pid);
  return used ? (used.own * 1000) / TICKS_PER_SECOND : null;
}

/**
 * CPU ms PostgreSQL has used so far, every process of the cluster (the postmaster's own, its exited
 * backends', and those alive): read from /proc, so only on Linux and a local cluster; null otherwise.
 */
export async function postgresCpuMs(db: Queryable): Promise<number | null> {
  try {
    const [row] = await db.query<{ setting: string }>("select setting from pg_settings where name = 'data_directory'");
    if (!row) return null;
    const postmaster = Number((await readFile(`${row.setting}/postmaster.pid`, 'utf8')).split('\n')[0]);
    const own = await ticks(postmaster);
    if (!own) return null;
    let total = own.own + own.children;
    for (const entry of await readdir('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const child = await ticks(pid);
      if (child?.parent === postmaster) total += child.own;
    }
    return (total * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
