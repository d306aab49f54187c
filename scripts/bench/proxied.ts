/**
 * Money per second through HAProxy (issue 41): the bench's voucher loads and game rounds sent to the proxy in front
 * of one node, then of two, as `npm run cluster` runs them, on the bench's own PostgreSQL database and Redis. Each
 * rate is printed beside the floor measured in the same run (the same service calls in the bench's process, no
 * HTTP), with the CPU each operation cost the nodes, the proxy and the database's backends, read from /proc.
 *
 * The nodes get the bench's secrets, so the players, tokens and signed wallet calls made for the in-process runs
 * serve here unchanged.
 */

import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { exited, HAPROXY, privateClusterSettings, startNodesAndProxy } from '../cluster';
import { processCpuMs, sampleCpu, type CpuSample } from './cpu';
import { httpClient, type HttpClient } from './http-client';
import { runForPlayers, runLoads, type BenchPlayer, type MoneyDrivers } from './money';
import type { Throughput } from './stats';

const CALLERS = 50;
/** Loads, and then rounds, each node takes before the measured runs. */
export const WARM_UP_PER_NODE = 400;

export interface ProxiedRow {
  operation: 'voucher loads' | 'game rounds';
  nodes: number;
  throughput: Throughput;
  /** CPU milliseconds per operation: the nodes together, the proxy, the database's backends. */
  cpu: { nodes: number; proxy: number; db: number };
}

export interface ProxiedBench {
  db: Database;
  databaseUrl: string;
  redisUrl: string;
  config: Config;
  players: BenchPlayer[];
  /** The bench's drivers for an HTTP client (only their HTTP calls are used here). */
  drivers(client: HttpClient): MoneyDrivers;
  /** Unused vouchers, `count` at a time. */
  take(count: number): string[];
  ops: number;
}

/** Why the proxied runs cannot happen here, or null when they can. */
export function proxiedBenchMissing(env: NodeJS.ProcessEnv): string | null {
  if (!env.DATABASE_URL || !env.REDIS_URL) return 'needs DATABASE_URL and REDIS_URL (nodes share nothing else)';
  if (!existsSync(HAPROXY)) return `needs HAProxy (${HAPROXY}; apt-get install haproxy)`;
  return null;
}

/** A process's CPU with its children's (HAProxy's master does none of the work; its worker does). */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // gone, or a kernel without the children file: the process alone
  }
  return (processCpuMs(pid) ?? 0) + children.reduce((sum, child) => sum + cpuOf(child), 0);
}

interface ClusterCpu {
  nodes: number;
  proxy: number;
  db: CpuSample['db'];
}

async function sampleCluster(db: Database, nodes: ChildProcess[], proxy: ChildProcess): Promise<ClusterCpu> {
  return {
    nodes: nodes.reduce((sum, node) => sum + cpuOf(node.pid), 0),
    proxy: cpuOf(proxy.pid),
    db: (await sampleCpu(db)).db,
  };
}

async function measuredRun(
  db: Database,
  cluster: { nodes: ChildProcess[]; proxy: ChildProcess },
  run: () => Promise<Throughput>,
): Promise<{ throughput: Throughput; cpu: ProxiedRow['cpu'] }> {
  const before = await sampleCluster(db, cluster.nodes, cluster.proxy);
  const throughput = await run();
  const after = await sampleCluster(db, cluster.nodes, cluster.proxy);
  let dbMs = 0;
  for (const [pid, ms] of after.db) dbMs += ms - (before.db.get(pid) ?? 0);
  const per = (ms: number) => ms / throughput.ops;
  return {
    throughput,
    cpu: { nodes: per(after.nodes - before.nodes), proxy: per(after.proxy - before.proxy), db: per(dbMs) },
  };
}

/** Voucher loads and game rounds, 50 players at once, through the proxy with 1 and then 2 nodes. */
export async function benchThroughProxy(bench: ProxiedBench): Promise<ProxiedRow[]> {
  const rows: ProxiedRow[] = [];
  for (const count of [1, 2]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-cluster-'));
    const settings = await privateClusterSettings({
      nodes: count,
      databaseUrl: bench.databaseUrl,
      redisUrl: bench.redisUrl,
      dataDir,
      name: 'bench-cluster',
      output: 'ignore',
      env: { JWT_SECRET: bench.config.jwtSecret, PAYMENTS_WEBHOOK_SECRET: bench.config.paymentsWebhookSecret },
    });
    const cluster = await startNodesAndProxy(settings);
    const client = httpClient(settings.port, CALLERS);
    try {
      const drivers = bench.drivers(client);
      // Warm-up on every node (JIT, pools, plan caches), not counted: a node is a fresh process, where the in-process
      // floor beside it has run thousands of calls by then.
      await runLoads(bench.players, CALLERS, bench.take(WARM_UP_PER_NODE * count), drivers.httpLoad);
      await runForPlayers(bench.players, CALLERS, WARM_UP_PER_NODE * count, drivers.httpRound);
      const loads = await measuredRun(bench.db, cluster, () =>
        runLoads(bench.players, CALLERS, bench.take(bench.ops), drivers.httpLoad),
      );
      rows.push({ operation: 'voucher loads', nodes: count, ...loads });
      const rounds = await measuredRun(bench.db, cluster, () =>
        runForPlayers(bench.players, CALLERS, bench.ops, drivers.httpRound),
      );
      rows.push({ operation: 'game rounds', nodes: count, ...rounds });
    } finally {
      client.close();
      const children = [...cluster.nodes, cluster.proxy];
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** The table: each proxied rate beside the in-process floor for the same operation with 50 callers. */
export function formatProxiedTable(rows: ProxiedRow[], floors: Map<string, Throughput>): string[] {
  const lines = [
    `  ${'operation'.padEnd(15)} ${'nodes'.padStart(5)}  ${'through HAProxy'.padEnd(33)}  ${'floor'.padStart(7)}  ` +
      `proxy/floor  CPU ms/op nodes+proxy+database`,
  ];
  for (const row of rows) {
    const floor = floors.get(row.operation);
    const t = row.throughput;
    lines.push(
      `  ${row.operation.padEnd(15)} ${String(row.nodes).padStart(5)}  ` +
        `${`${t.perSecond.toFixed(0).padStart(5)}/s p50 ${t.p50.toFixed(1).padStart(5)} p99 ${t.p99.toFixed(1).padStart(6)} ms`.padEnd(33)}  ` +
        `${floor ? `${floor.perSecond.toFixed(0)}/s` : '–'}`.padStart(7) +
        `  ${(floor ? (t.perSecond / floor.perSecond).toFixed(2) : '–').padStart(11)}  ` +
        `${row.cpu.nodes.toFixed(2)}+${row.cpu.proxy.toFixed(2)}+${row.cpu.db.toFixed(2)}`,
    );
  }
  return lines;
}
