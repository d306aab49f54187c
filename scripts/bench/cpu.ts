/**
 * CPU time per operation, a figure that holds on a busy machine where operations per second do not: this
 * process's CPU (the server and, in the bench, its HTTP client) and, on a PostgreSQL server on this machine, the
 * CPU of this database's backends (read from /proc). On PGlite the database runs inside this process.
 */

import { readFileSync } from 'node:fs';
import type { Database } from '../../server/src/db/database';

export interface CpuSample {
  /** Milliseconds of CPU (user + system) of this process. */
  app: number;
  /** Milliseconds of CPU of the database's backends, by process id; empty on PGlite. */
  db: Map<number, number>;
}

export interface CpuUse {
  app: number;
  /** null when the database runs in this process (PGlite). */
  db: number | null;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Milliseconds of CPU (user + system) a process of this machine has used, or null when it is not there. */
export function processCpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null; // the backend has gone, or the server is not on this machine
  }
}

export async function sampleCpu(db: Database): Promise<CpuSample> {
  const usage = process.cpuUsage();
  const sample: CpuSample = { app: (usage.user + usage.system) / 1000, db: new Map() };
  if (db.kind !== 'postgres') return sample;
  const { rows } = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  );
  for (const { pid } of rows) {
    const ms = processCpuMs(Number(pid));
    if (ms !== null) sample.db.set(Number(pid), ms);
  }
  return sample;
}

/** CPU spent between two samples; a backend that appeared meanwhile counts from zero. */
export function cpuBetween(before: CpuSample, after: CpuSample, kind: Database['kind']): CpuUse {
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  return { app: after.app - before.app, db: kind === 'postgres' && after.db.size > 0 ? db : null };
}
