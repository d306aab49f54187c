/**
 * One fault run: two server nodes behind HAProxy (scripts/cluster.ts, deploy/haproxy.cfg) on a PostgreSQL database of
 * the run's own and a Redis of the run's own; the bank workload (scripts/bank) through the proxy with sockets joined;
 * then, one after the other, a node killed with SIGKILL and started again, and Redis stopped for a while and started
 * again. After each fault a probe checks that every socket receives pushes again; at the end the nodes stop and
 * every money invariant is checked on the data, with the calls that got no verdict judged by when they were made.
 */

import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exited, privateClusterSettings, startNode, startProxy, waitForHealth, type ClusterSettings } from '../cluster';
import { freePortRun } from '../free-port';
import type { CheckResult } from '../bank/checks';
import { Journal } from '../bank/journal';
import { checkData, createDatabase, missingMovements, prepareWorld, startActors } from '../bank/run';
import { OwnRedis } from './redis';
import { Watchers, type ProbeResult } from './sockets';

export interface FaultOptions {
  /** How long the workload runs at least; the faults fall inside it, and it goes on a while after the last. */
  durationMs: number;
  sockets: number;
  /** How long Redis stays stopped. */
  outageMs: number;
  /** PostgreSQL server URL: the run creates a database of its own there and drops it at the end. */
  postgresUrl: string;
  zaPlayers: number;
  inPlayers: number;
  anonymous: number;
  log: (line: string) => void;
}

/** Contract: every socket receives pushes again within this long of Redis answering again. */
export const PUSHES_AGAIN_MS = 5_000;
/** After a node was killed and started again, its sockets must be back and hearing within this (no contract bound). */
const BACK_AFTER_KILL_MS = 30_000;
const NODES = 2;
/** Loadings started ahead per probe unit before each probe: its rounds rarely need more. */
const PREPARED = 3;

export interface FaultEvent {
  /** Seconds since the run began. */
  at: number;
  what: string;
}

export interface FaultResult {
  ok: boolean;
  journal: Journal;
  events: FaultEvent[];
  /** The bank's invariants, then the fault test's own. */
  results: CheckResult[];
  figures: Record<string, Record<string, number>>;
  probes: Array<{ name: string; result: ProbeResult; boundMs: number }>;
  /** When each fault began and ended (ms since the epoch; 0 if it never came), and calls answered around the outage. */
  window: FaultWindow;
  /** When the run began (ms since the epoch). */
  begun: number;
  error: string | null;
}

export interface FaultWindow {
  killAt: number;
  killedAt: number;
  backAt: number;
  downAt: number;
  upAt: number;
  okBeforeOutage: number;
  okAfterOutage: number;
}

/**
 * One node of a cluster a run starts: its child process and its last lines of output (warnings, a crash's stack); it
 * can be killed or stopped and started again on its port.
 */
export class Node {
  child: ChildProcess | null = null;
  readonly lines: string[] = [];

  constructor(
    readonly index: number,
    private readonly settings: ClusterSettings,
  ) {}

  get name(): string {
    return `node${this.index}`;
  }

  get port(): number {
    return this.settings.port + this.index;
  }

  async start(): Promise<void> {
    const child = startNode(this.settings, this.index);
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.lines.splice(0, Math.max(0, this.lines.length - 40));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const died = exited(child).then(() => {
      throw new Error(`${this.name} exited while starting:\n${this.lines.join('\n')}`);
    });
    await Promise.race([waitForHealth(this.port, this.name), died]);
    died.catch(() => undefined);
  }

  /** SIGKILL, as a crash or the kernel's OOM killer would; resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
    this.child = null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited(child);
    clearTimeout(timer);
    this.child = null;
  }

  /** True if the process ended though nobody stopped it. */
  crashed(): boolean {
    return this.child !== null && (this.child.exitCode !== null || this.child.signalCode !== null);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFaults(options: FaultOptions): Promise<FaultResult> {
  const begun = Date.now();
  const seconds = (at: number) => Number(((at - begun) / 1000).toFixed(1));
  const log = (line: string) => options.log(`[${((Date.now() - begun) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const journal = new Journal();
  const result: FaultResult = {
    ok: false,
    journal,
    events: [],
    results: [],
    figures: {},
    probes: [],
    window: { killAt: 0, killedAt: 0, backAt: 0, downAt: 0, upAt: 0, okBeforeOutage: 0, okAfterOutage: 0 },
    begun,
    error: null,
  };
  const window = result.window;
  // Once the run is over, the proxy seeing the nodes stop is no event.
  let stopping = false;
  const event = (what: string, at = Date.now()) => {
    if (stopping) return;
    result.events.push({ at: seconds(at), what });
    log(what);
  };

  const redis = new OwnRedis(await freePortRun(1));
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
  const webhookSecret = randomBytes(32).toString('base64url');
  let database: { url: string; drop(): Promise<void> } | null = null;
  const nodes: Node[] = [];
  let proxy: ChildProcess | null = null;
  let watchers: Watchers | null = null;
  try {
    await redis.start();
    database = await createDatabase(options.postgresUrl, 'faults');
    const settings = await privateClusterSettings({
      nodes: NODES,
      databaseUrl: database.url,
      redisUrl: redis.url,
      dataDir,
      name: 'faults',
      output: 'pipe',
      env: {
        PAYMENTS_WEBHOOK_SECRET: webhookSecret,
        // Every client speaks from an address of its own (X-Forwarded-For, appended to by the proxy).
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'development',
        DRAIN_MS: '3000',
      },
    });
    const origin = `http://127.0.0.1:${settings.port}`;
    // The first node alone: it migrates the database and writes the secrets the second one reads.
    for (let i = 1; i <= NODES; i++) {
      const node = new Node(i, settings);
      nodes.push(node);
      await node.start();
    }
    proxy = startProxy(settings);
    // The proxy's word on the nodes (taken out, put back) goes in the run's log with the faults.
    proxy.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        const state = /Server (\S+)\/(node\d+) is (UP|DOWN)(?:, reason: ([^,]+))?/.exec(line);
        if (state) {
          const [, backend, node, upDown, reason] = state;
          event(`proxy: ${node} ${upDown} in ${backend}${reason ? ` (${reason})` : ''}`);
        }
      }
    });
    proxy.stdout?.resume();
    await waitForHealth(settings.port, 'the proxy');
    log(
      `Redis on port ${redis.port}, ${NODES} nodes behind HAProxy at ${origin}, database ${new URL(database.url).pathname.slice(1)}`,
    );

    const world = await prepareWorld(origin, webhookSecret, journal, options);
    watchers = new Watchers(origin, journal);
    await watchers.open(options.sockets);
    log(`${world.players.length} players registered; ${options.sockets} sockets joined`);
    await watchers.prepare(PREPARED);
    const baseline = await watchers.probe(BACK_AFTER_KILL_MS);
    result.probes.push({ name: 'before any fault', result: baseline, boundMs: BACK_AFTER_KILL_MS });
    log(`every socket hears its unit (probe: ${describeProbe(baseline)})`);

    const started = Date.now();
    world.deadline = Number.POSITIVE_INFINITY; // set once the faults are over
    const actors = startActors(world, options.anonymous);
    log('clients start');
    const progress = setInterval(() => {
      const t = journal.totals();
      log(`${t.ok} ok, ${t.refused} refused, ${t.unknown} unknown; ${watchers?.joined()} sockets joined`);
    }, 10_000);
    try {
      try {
        // Fault 1: a node killed with SIGKILL mid-workload, started again at once.
        await pause(Math.max(0, started + options.durationMs * 0.15 - Date.now()));
        const victim = nodes[randomInt(0, nodes.length)]!;
        window.killAt = Date.now();
        event(`FAULT: kill -9 ${victim.name} (pid ${victim.child?.pid})`, window.killAt);
        await victim.kill9();
        window.killedAt = Date.now();
        // Its sockets come back through the proxy (to the other node) while it starts again.
        const rejoined = watchers.waitRejoined(BACK_AFTER_KILL_MS).then(
          (ms) => ({ ms }),
          (error: unknown) => ({ error }),
        );
        await victim.start();
        window.backAt = Date.now();
        event(
          `${victim.name} started again: /healthz answers ${((window.backAt - window.killedAt) / 1000).toFixed(1)} s after it died`,
        );
        const back = await rejoined;
        if ('error' in back) throw back.error;
        event(
          `every socket connected and joined again ${(back.ms / 1000).toFixed(1)} s after the kill`,
          window.killedAt + back.ms,
        );
        await watchers.prepare(PREPARED);
        const afterKill = await watchers.probe(BACK_AFTER_KILL_MS);
        result.probes.push({ name: `after ${victim.name} was killed`, result: afterKill, boundMs: BACK_AFTER_KILL_MS });
        log(`after the kill: ${describeProbe(afterKill)}`);

        // Fault 2: Redis stopped (bus and rate-limit counters gone), then started again, empty.
        await watchers.prepare(PREPARED);
        await pause(Math.max(1_000, started + options.durationMs * 0.4 - Date.now()));
        window.okBeforeOutage = journal.totals().ok;
        window.downAt = Date.now();
        await redis.stop();
        event(`FAULT: Redis stopped for ${options.outageMs / 1000} s`, window.downAt);
        await pause(Math.max(0, window.downAt + options.outageMs - Date.now()));
        await redis.start();
        window.upAt = Date.now();
        window.okAfterOutage = journal.totals().ok;
        event(
          `Redis started again, answering PING (down ${((window.upAt - window.downAt) / 1000).toFixed(1)} s)`,
          window.upAt,
        );
        const afterRedis = await watchers.probe(BACK_AFTER_KILL_MS);
        result.probes.push({ name: 'after Redis returned', result: afterRedis, boundMs: PUSHES_AGAIN_MS });
        log(`after Redis returned: ${describeProbe(afterRedis)}`);
      } finally {
        // The clients go on a while after the last fault, however long the faults took.
        world.deadline = Math.max(started + options.durationMs, Date.now() + options.durationMs * 0.15);
      }
      await Promise.all(actors);
    } finally {
      clearInterval(progress);
    }
    const crashed = nodes.filter((node) => node.crashed());
    stopping = true;
    log(
      `clients done after ${((Date.now() - started) / 1000).toFixed(0)} s; sockets closed and nodes stopped (SIGTERM)`,
    );
    await watchers.close();
    watchers = null;
    await Promise.all(nodes.map((node) => node.stop()));
    log('checking the data');

    const checked = await checkData({ dataDir, databaseUrl: database.url }, journal);
    result.figures = checked.figures;
    result.results = [
      ...checked.results,
      ...faultChecks(result, window, seconds),
      {
        name: 'no node died on its own',
        violations: crashed.map((node) => `${node.name} died:\n${node.lines.slice(-15).join('\n')}`),
      },
    ];
    result.ok = result.results.every((check) => check.violations.length === 0);
  } catch (error) {
    const tails = nodes.map((node) => `${node.name}:\n${node.lines.slice(-15).join('\n')}`).join('\n');
    result.error = `${error instanceof Error ? error.message : String(error)}\n${tails}`;
  } finally {
    await watchers?.close().catch(() => undefined);
    for (const node of nodes) node.child?.kill('SIGKILL');
    await Promise.all(nodes.map((node) => (node.child ? exited(node.child) : undefined)));
    if (proxy) {
      proxy.kill('SIGKILL');
      await exited(proxy);
    }
    await redis.stop().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

function describeProbe(probe: ProbeResult): string {
  const heard = probe.delays.filter((d): d is number => d !== null);
  const last = heard.length > 0 ? Math.max(...heard) : 0;
  return (
    `${heard.length} of ${probe.delays.length} sockets heard a new balance, the last ${(last / 1000).toFixed(1)} s ` +
    `after the probe began (${probe.rounds} rounds, ${probe.loads} loadings)`
  );
}

function faultChecks(result: FaultResult, window: FaultWindow, seconds: (at: number) => number): CheckResult[] {
  const { journal } = result;
  // A call in flight on the node when it was killed can get no answer from it: the proxy answers 502 for it, or the
  // connection is cut. Every other call must have had a verdict; the database never went away, so no 503 either.
  const cut = journal.unanswered.filter(
    (call) =>
      call.sentAt <= window.killedAt && call.endedAt >= window.killAt && (call.status === null || call.fromProxy),
  );
  const unexcused = journal.unanswered.filter((call) => !cut.includes(call));
  // One line per kind of failure (who answered, and what), with when and on which calls.
  const kinds = new Map<string, typeof unexcused>();
  for (const call of unexcused) {
    const what = call.fromProxy
      ? `the proxy answered ${call.status}: ${/<h1>([^<]*)<\/h1>/.exec(call.reason)?.[1] ?? call.reason}`
      : call.status !== null
        ? `a node answered ${call.reason.slice(0, 90)}`
        : `no answer (${call.reason})`;
    kinds.set(what, [...(kinds.get(what) ?? []), call]);
  }
  const answers = [...kinds].map(([what, calls]) => {
    const operations = [...new Set(calls.map((call) => call.operation))];
    return (
      `${calls.length} × ${what}; sent from ${seconds(Math.min(...calls.map((call) => call.sentAt)))} s to ` +
      `${seconds(Math.max(...calls.map((call) => call.sentAt)))} s; ` +
      `${operations.slice(0, 6).join(', ')}${operations.length > 6 ? ` and ${operations.length - 6} more` : ''}`
    );
  });
  const probes = result.probes.map((probe) => {
    const late = probe.result.delays.filter((d) => d === null || d > probe.boundMs);
    return {
      name: `${probe.name}: every socket receives pushes again within ${probe.boundMs / 1000} s`,
      violations:
        late.length === 0
          ? []
          : [
              `${late.length} of ${probe.result.delays.length} sockets heard nothing new within ${probe.boundMs / 1000} s ` +
                `(${late.filter((d) => d === null).length} nothing at all within ${BACK_AFTER_KILL_MS / 1000} s)`,
            ],
    };
  });
  const missing = missingMovements(journal).map((name) => `no successful ${name}`);
  if (window.okAfterOutage <= window.okBeforeOutage) missing.push('no call answered 2xx while Redis was down');
  return [
    {
      name: `every call answered 2xx or 4xx, but ${cut.length} in flight on the killed node (no 5xx: the database stayed up)`,
      violations: answers,
    },
    ...probes,
    { name: 'the workload did every kind of money movement, also while Redis was down', violations: missing },
  ];
}
