/**
 * `npm run bench:storm`: a reconnect storm (issue 41). STORM_SOCKETS real `phoenix` clients (default 20,000; ten to
 * an anonymous unit as a player's devices, each unit from an address of its own, on the site's own reconnect and
 * rejoin policy, src/lib/socket-backoff.ts) joined through HAProxy to STORM_NODES nodes (default 2), on a PostgreSQL
 * database of its own and this machine's Redis under a prefix of its own. Then every node is restarted at once, twice:
 *
 * 1. **A deploy**: SIGTERM to every node (each drains over STORM_DRAIN_MS, closing its sockets with 1001 in batches),
 *    and each started again on its port as soon as it has exited.
 * 2. **A crash**: SIGKILL to every node, each started again at once.
 *
 * For each it prints how long until every socket was joined again (from the restart, and from the moment the first
 * new node answered its health check), whether any socket was lost (every socket joined at the end, and every socket
 * hearing a balance pushed after the storm), and the kernel's listen-queue overflows and drops over the storm
 * (TcpExt ListenOverflows / ListenDrops in /proc/net/netstat, what `nstat` reads). The aim: all joined within 15 s,
 * none lost, no overflow. Prints figures; exits 1 only when it could not run or a socket was lost. STORM_TRACE=1 also
 * prints, for each storm, the sockets joined and how busy the machine's cores were every half second.
 *
 * Each node asks for a listen queue of STORM_LISTEN_BACKLOG (default 32,768; LISTEN_BACKLOG in the node), where the
 * returning clients wait while a node that has just started accepts them. The kernel caps it at net.core.somaxconn
 * (4,096 on most machines): run as root, the bench raises that for the run and puts it back after, as an operator
 * sets it on a node's machine (docs/operations.md); elsewhere it says the queue is capped, and overflows follow.
 *
 * It needs DATABASE_URL and REDIS_URL (nodes share nothing else) and HAProxy. 20,000 sockets take about 60,000 open
 * files between the proxy, the nodes and the clients: run as root, it raises its own limit (prlimit) where lower.
 * Where the limit cannot rise (a container without CAP_SYS_RESOURCE: 20,000 files a process here), the work is
 * spread so that no process needs more than its limit: the clients in processes of STORM_SOCKETS_PER_PROCESS sockets
 * (default 5,000; storm-clients.ts), and the proxy as several HAProxy processes on the one port (HAProxy binds with
 * SO_REUSEPORT, and the kernel hands each new connection to one of them), as a site runs several load balancers.
 */

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freshPostgresDatabase } from '../../server/test/helpers';
import { HAPROXY, exited, privateClusterSettings, startProxy, waitForHealth } from '../cluster';
import { ensureDebianPackage } from '../debian-package';
import { Node } from '../faults/run';
import { SOCKETS_PER_UNIT } from '../faults/sockets';
import { processCpuMs } from './cpu';
import { ClientShares } from './storm-clients';

const SOCKETS = Number(process.env.STORM_SOCKETS ?? 20_000);
const NODES = Number(process.env.STORM_NODES ?? 2);
const DRAIN_MS = Number(process.env.STORM_DRAIN_MS ?? 5_000);
const SOCKETS_PER_PROCESS = Number(process.env.STORM_SOCKETS_PER_PROCESS ?? 5_000);
const LISTEN_BACKLOG = Number(process.env.STORM_LISTEN_BACKLOG ?? 32_768);
/** STORM_TRACE=1: print, every half second of each storm, the sockets joined and how busy the machine's cores were. */
const TRACE = process.env.STORM_TRACE === '1';
const SOMAXCONN = '/proc/sys/net/core/somaxconn';
/** Issue 41's bound on every client joined again. */
const AIM_MS = 15_000;
/** Open files each socket costs on this machine: the client's, and the proxy's two. */
const FILES_PER_SOCKET = 3;

/** Re-runs this script under a higher open-files limit when it needs one and may raise it (root), and exits. */
function rerunWithMoreFiles(): void {
  const wanted = SOCKETS * FILES_PER_SOCKET + 2_000;
  const current = openFilesLimit();
  if (current >= wanted || process.env.STORM_RAISED) return;
  if (process.getuid?.() !== 0) {
    console.warn(`open files limited to ${current}; ${SOCKETS} sockets need about ${wanted} (ulimit -n)`);
    return;
  }
  // A container without CAP_SYS_RESOURCE: the hard limit stands, and the work is spread over more processes.
  if (spawnSync('prlimit', [`--nofile=${wanted}:${wanted}`, 'true']).status !== 0) return;
  const result = spawnSync(
    'prlimit',
    [`--nofile=${wanted}:${wanted}`, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, STORM_RAISED: '1' } },
  );
  process.exit(result.status ?? 1);
}

function openFilesLimit(): number {
  return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
}

/**
 * Raises net.core.somaxconn to the nodes' listen backlog for the run where it is lower and this process may (root);
 * answers what to print and how to put it back.
 */
function raiseSomaxconn(wanted: number): { said: string; restore: () => void } {
  const current = Number(readFileSync(SOMAXCONN, 'utf8').trim());
  const nothing = () => undefined;
  if (current >= wanted) return { said: `net.core.somaxconn ${current}`, restore: nothing };
  try {
    writeFileSync(SOMAXCONN, String(wanted));
  } catch {
    return {
      said: `capped by net.core.somaxconn ${current}, which this process may not raise: expect listen overflows`,
      restore: nothing,
    };
  }
  return {
    said: `net.core.somaxconn raised from ${current} for the run`,
    restore: () => writeFileSync(SOMAXCONN, String(current)),
  };
}

/** The kernel's listen-queue counters (what `nstat` reads), summed over IPv4 and IPv6. */
function listenCounters(): { overflows: number; drops: number } {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
  const counters = { overflows: 0, drops: 0 };
  for (let i = 0; i + 1 < lines.length; i += 2) {
    if (!lines[i]!.startsWith('TcpExt:')) continue;
    const names = lines[i]!.split(/\s+/);
    const values = lines[i + 1]!.split(/\s+/).map(Number);
    counters.overflows += values[names.indexOf('ListenOverflows')] ?? 0;
    counters.drops += values[names.indexOf('ListenDrops')] ?? 0;
  }
  return counters;
}

/** The machine's CPU time so far, busy and in all, in the kernel's ticks (the first line of /proc/stat). */
function machineTicks(): { busy: number; all: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const all = ticks.reduce((sum, n) => sum + n, 0);
  // idle and iowait are the 4th and 5th fields
  return { busy: all - (ticks[3] ?? 0) - (ticks[4] ?? 0), all };
}

/** Samples, every half second until stopped, the sockets joined and the cores' busy share; prints them as one line. */
function traceStorm(clients: ClientShares, begun: number): () => Promise<void> {
  const points: string[] = [];
  let last = machineTicks();
  let running = true;
  const sampling = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const joined = await clients.joined().catch(() => -1);
      const now = machineTicks();
      const busy = (100 * (now.busy - last.busy)) / Math.max(1, now.all - last.all);
      last = now;
      points.push(`${((Date.now() - begun) / 1000).toFixed(1)}s ${joined} ${busy.toFixed(0)}%`);
    }
  })();
  return async () => {
    running = false;
    await sampling;
    console.log(`  trace (since the restart: sockets joined, cores busy): ${points.join(' | ')}`);
  };
}

interface Storm {
  what: string;
  /** From the restart until every socket was joined again. */
  fromRestartMs: number;
  /** From the first new node answering its health check until every socket was joined again. */
  fromUpMs: number;
  overflows: number;
  drops: number;
  /** CPU seconds over the storm: the new nodes (their start included), the proxies, the clients, the database. */
  cpu: { nodes: number; proxies: number; clients: number; database: number };
}

/** A process's CPU and that of every process under it (HAProxy's master forks its worker), in ms. */
function treeCpuMs(pid: number): number {
  let children: number[];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return 0; // gone
  }
  return (processCpuMs(pid) ?? 0) + children.reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/**
 * CPU (ms) of the storm database's backends now, by process id: read from /proc, so only for a PostgreSQL server on
 * this machine. A backend gone before it was read is left out, not counted as none.
 */
async function databaseCpu(admin: pg.Client): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) cpu.set(pid, ms);
  }
  return cpu;
}

/** The processes whose CPU a storm reports, other than the nodes. */
interface Watched {
  proxies: number[];
  clients: number[];
  database: pg.Client;
}

async function restartAll(
  nodes: Node[],
  clients: ClientShares,
  watched: Watched,
  what: string,
  stop: (node: Node) => Promise<void>,
): Promise<Storm> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + treeCpuMs(pid), 0);
  const cpuBefore = { proxies: sum(watched.proxies), clients: sum(watched.clients) };
  const databaseBefore = await databaseCpu(watched.database);
  const before = listenCounters();
  const begun = Date.now();
  let firstUp = 0;
  const rejoined = clients.rejoined(120_000);
  const stopTrace = TRACE ? traceStorm(clients, begun) : null;
  rejoined.catch(() => undefined); // awaited below; a failed restart must not leave it unhandled meanwhile
  await Promise.all(
    nodes.map(async (node) => {
      await stop(node);
      await node.start();
      firstUp ||= Date.now();
    }),
  );
  const done = await rejoined;
  await stopTrace?.();
  const after = listenCounters();
  let database = 0;
  for (const [pid, ms] of await databaseCpu(watched.database)) database += ms - (databaseBefore.get(pid) ?? 0);
  return {
    what,
    fromRestartMs: done - begun,
    fromUpMs: done - firstUp,
    overflows: after.overflows - before.overflows,
    drops: after.drops - before.drops,
    cpu: {
      nodes: sum(nodes.map((node) => node.child?.pid ?? 0).filter(Boolean)) / 1000,
      proxies: (sum(watched.proxies) - cpuBefore.proxies) / 1000,
      clients: (sum(watched.clients) - cpuBefore.clients) / 1000,
      database: database / 1000,
    },
  };
}

/**
 * How many processes the clients and the proxy need so that none holds more sockets than its open-files limit
 * allows (with a fifth to spare): a client share one file a socket, a proxy two (client and node).
 */
function spread(limit: number): { shares: number; proxies: number } {
  const perProcess = Math.min(SOCKETS_PER_PROCESS, Math.floor(limit * 0.8));
  if (Math.ceil(SOCKETS / NODES) > limit * 0.9) {
    console.warn(`${Math.ceil(SOCKETS / NODES)} sockets a node will not fit its open-files limit of ${limit}`);
  }
  return {
    // never more shares than units of ten, so that each has sockets
    shares: Math.max(1, Math.min(Math.ceil(SOCKETS / perProcess), Math.ceil(SOCKETS / SOCKETS_PER_UNIT))),
    proxies: Math.max(1, Math.ceil((SOCKETS * 2) / (limit * 0.8))),
  };
}

async function main(): Promise<void> {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`npm run bench:storm needs ${missing.join(' and ')}: the nodes share PostgreSQL and Redis.`);
    process.exit(2);
  }
  rerunWithMoreFiles();
  ensureDebianPackage(HAPROXY, 'haproxy');
  const { shares, proxies } = spread(openFilesLimit());

  const database = await freshPostgresDatabase(process.env.DATABASE_URL!);
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-storm-'));
  const settings = await privateClusterSettings({
    nodes: NODES,
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL!,
    dataDir,
    name: 'storm',
    output: 'pipe',
    env: {
      TRUST_PROXY: 'loopback',
      DRAIN_MS: String(DRAIN_MS),
      LISTEN_BACKLOG: String(LISTEN_BACKLOG),
      NODE_ENV: 'development',
    },
  });
  const somaxconn = raiseSomaxconn(LISTEN_BACKLOG);
  const nodes = Array.from({ length: NODES }, (_, i) => new Node(i + 1, settings));
  const origin = `http://127.0.0.1:${settings.port}`;
  const clients = ClientShares.start(shares);
  const proxyChildren: Array<ReturnType<typeof startProxy>> = [];
  const admin = new pg.Client({ connectionString: database.url });
  let lost: boolean;
  try {
    await admin.connect();
    for (const node of nodes) await node.start();
    for (let i = 0; i < proxies; i++) proxyChildren.push(startProxy(settings));
    await waitForHealth(settings.port, 'the proxy');

    const opening = Date.now();
    await clients.open(origin, SOCKETS, SOCKETS_PER_UNIT);
    console.log(
      `\nReconnect storm: ${SOCKETS} sockets through HAProxy (${proxies} process${proxies > 1 ? 'es' : ''} on one ` +
        `port) to ${NODES} nodes, from ${shares} client process${shares > 1 ? 'es' : ''}, joined in ` +
        `${((Date.now() - opening) / 1000).toFixed(1)} s; each node's listen queue ${LISTEN_BACKLOG} ` +
        `(${somaxconn.said})`,
    );

    const watched: Watched = {
      proxies: proxyChildren.map((proxy) => proxy.pid ?? 0).filter(Boolean),
      clients: clients.pids,
      database: admin,
    };
    const storms = [
      await restartAll(nodes, clients, watched, `deploy: SIGTERM to every node (drain ${DRAIN_MS / 1000} s)`, (node) =>
        node.stop(),
      ),
      await restartAll(nodes, clients, watched, 'crash: SIGKILL to every node', (node) => node.kill9()),
    ];
    const deaf = await clients.probe(30_000);
    const joined = await clients.joined();
    lost = deaf > 0 || joined < SOCKETS;

    const secs = (ms: number, width: number) => `${(ms / 1000).toFixed(1)} s`.padStart(width);
    console.log(
      `  ${'restart'.padEnd(46)}  a node up after  all joined again after  from a node up  listen overflows  drops`,
    );
    for (const storm of storms) {
      console.log(
        `  ${storm.what.padEnd(46)}  ${secs(storm.fromRestartMs - storm.fromUpMs, 15)}  ` +
          `${secs(storm.fromRestartMs, 22)}  ${secs(storm.fromUpMs, 13)}  ${String(storm.overflows).padStart(16)}  ` +
          `${String(storm.drops).padStart(5)}`,
      );
    }
    console.log('  CPU seconds over each storm: new nodes (their start included), proxies, clients, database');
    for (const storm of storms) {
      const { nodes: n, proxies: p, clients: c, database: d } = storm.cpu;
      console.log(
        `  ${storm.what.padEnd(46)}  nodes ${n.toFixed(1)}, proxies ${p.toFixed(1)}, clients ${c.toFixed(1)}, ` +
          `database ${d.toFixed(1)}; nodes ${((n * 1e6) / SOCKETS).toFixed(0)} µs a socket`,
      );
    }
    const worst = Math.max(...storms.map((storm) => storm.fromUpMs));
    console.log(
      `  aim: every socket joined within ${AIM_MS / 1000} s of the nodes being back: ` +
        `${worst <= AIM_MS ? 'held' : 'missed'} (worst ${(worst / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  none lost: ${joined} of ${SOCKETS} joined at the end; ${SOCKETS - deaf} of ${SOCKETS} heard a ` +
        `balance pushed after the storm${lost ? ' — SOCKETS LOST' : ''}`,
    );
  } finally {
    await clients.close().catch(() => undefined);
    await Promise.all(nodes.map((node) => node.kill9()));
    for (const proxy of proxyChildren) {
      proxy.kill('SIGKILL');
      await exited(proxy);
    }
    await admin.end().catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    somaxconn.restore();
  }
  process.exit(lost ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
