/**
 * `npm run cluster`: NODES provider-server nodes (default 2, at most 8) on 127.0.0.1:PORT+1…PORT+N behind HAProxy on
 * PORT (default 8000), serving the built brand (BRAND) and the back office, with the sandbox on as `npm start` has it
 * (SANDBOX=0 turns it off). The nodes share nothing but PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and DATA_DIR's
 * secrets: each is required. The proxy's configuration is deploy/haproxy.cfg; docs/scaling.md explains the set-up.
 * SIGTERM or Ctrl-C drains every node (DRAIN_MS, default 10 s: each fails its health check and hands its sockets
 * back in batches), then stops the proxy.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DEFAULT_BRAND, ROOT, brandDir, checkBrand } from './brands';
import { buildBackofficeIfStale, buildBrandIfStale } from './build';
import { ensureDebianPackage } from './debian-package';
import { freePortRun } from './free-port';
import { BACKOFFICE_DIR } from './staleness';
import { serverNodeArgs } from './server-bundle';

export const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
export const HAPROXY_CONFIG = join(ROOT, 'deploy/haproxy.cfg');
/** deploy/haproxy.cfg names this many node slots (NODE1 … NODE8). */
export const MAX_NODES = 8;

export interface ClusterSettings {
  nodes: number;
  port: number;
  /** What every node gets besides its own PORT and NODE_ID. */
  env: NodeJS.ProcessEnv;
  /**
   * Where the nodes' and the proxy's output goes: this terminal (`npm run cluster`), nowhere (tests), or to the
   * caller through the child's stdout and stderr (the fault test keeps each node's last lines).
   */
  output?: 'inherit' | 'ignore' | 'pipe';
}

/** The environment HAProxy reads deploy/haproxy.cfg with: where it listens and each node's address. */
export function proxyEnv(settings: Pick<ClusterSettings, 'nodes' | 'port'>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PORT: String(settings.port) };
  for (let i = 1; i <= settings.nodes; i++) env[`NODE${i}`] = `127.0.0.1:${settings.port + i}`;
  return env;
}

/** One node: the provider server on PORT+i, named node<i> (its long-poll tokens say so, and the proxy routes by it). */
export function startNode(settings: ClusterSettings, i: number): ChildProcess {
  return spawn(process.execPath, serverNodeArgs(), {
    cwd: ROOT,
    stdio: settings.output ?? 'inherit',
    env: {
      ...settings.env,
      PORT: String(settings.port + i),
      HOST: '127.0.0.1',
      NODE_ID: `node${i}`,
      // The proxy on this machine adds X-Forwarded-For; the nodes believe it from there only.
      TRUST_PROXY: settings.env.TRUST_PROXY || '127.0.0.1',
    },
  });
}

export async function waitForHealth(port: number, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer /healthz on port ${port} within ${timeoutMs / 1000} s`);
}

export function startProxy(settings: Pick<ClusterSettings, 'nodes' | 'port' | 'output'>): ChildProcess {
  // -db: stay in the foreground, so stopping this script stops it; -W: a master that soft-stops on SIGUSR1.
  return spawn(HAPROXY, ['-db', '-W', '-f', HAPROXY_CONFIG], {
    cwd: ROOT,
    stdio: settings.output ?? 'inherit',
    env: { ...process.env, ...proxyEnv(settings) },
  });
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Settings for a cluster a test, bench or fault run starts for itself: ports of its own, the given database and
 * Redis, keys and channels under a prefix of its own there (every request comes from 127.0.0.1, and other runs share
 * that Redis), secrets in `dataDir`, the sandbox on and only warnings logged. `env` adds to or overrides that.
 */
export async function privateClusterSettings(options: {
  nodes: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** What the Redis prefix starts with, to tell the run's keys apart */
  name: string;
  output: ClusterSettings['output'];
  env?: NodeJS.ProcessEnv;
}): Promise<ClusterSettings> {
  return {
    nodes: options.nodes,
    port: await freePortRun(options.nodes + 1),
    output: options.output,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: `${options.name}:${randomBytes(6).toString('hex')}:`,
      DATA_DIR: options.dataDir,
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  };
}

/**
 * Every node, then the proxy, each answering its health check: the first node alone, since it runs the migrations
 * and writes DATA_DIR's secrets, which the others then read. If one fails, those started are killed.
 */
export async function startNodesAndProxy(
  settings: ClusterSettings,
): Promise<{ nodes: ChildProcess[]; proxy: ChildProcess }> {
  const nodes: ChildProcess[] = [startNode(settings, 1)];
  let proxy: ChildProcess | undefined;
  try {
    await waitForHealth(settings.port + 1, 'node1');
    for (let i = 2; i <= settings.nodes; i++) nodes.push(startNode(settings, i));
    await Promise.all(nodes.map((_, index) => waitForHealth(settings.port + index + 1, `node${index + 1}`)));
    proxy = startProxy(settings);
    await waitForHealth(settings.port, 'the proxy');
    return { nodes, proxy };
  } catch (error) {
    const started = [...nodes, ...(proxy ? [proxy] : [])];
    for (const child of started) child.kill('SIGKILL');
    await Promise.all(started.map(exited));
    throw error;
  }
}

function settingsFromEnv(): ClusterSettings {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(
      `npm run cluster needs ${missing.join(' and ')}: the nodes share PostgreSQL and Redis and nothing else.\n` +
        'For example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 ' +
        'npm run cluster',
    );
    process.exit(1);
  }
  const nodes = Number(process.env.NODES || 2);
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > MAX_NODES) {
    console.error(`NODES must be a whole number from 1 to ${MAX_NODES} (deploy/haproxy.cfg's node slots)`);
    process.exit(1);
  }
  const port = Number(process.env.PORT || 8000);
  if (!Number.isInteger(port) || port < 1 || port + nodes > 65535) {
    console.error(`PORT must leave room for ${nodes} node ports above it`);
    process.exit(1);
  }
  const brand = checkBrand(process.env.BRAND || DEFAULT_BRAND);
  return {
    nodes,
    port,
    env: {
      ...process.env,
      SITE_DIR: process.env.SITE_DIR || brandDir(brand),
      BACKOFFICE_DIR: process.env.BACKOFFICE_DIR || BACKOFFICE_DIR,
      SANDBOX: process.env.SANDBOX || '1',
      // Every node's request log interleaved would bury what matters; LOG_LEVEL=info shows it.
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
  };
}

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  ensureDebianPackage(HAPROXY, 'haproxy');
  buildBrandIfStale(checkBrand(process.env.BRAND || DEFAULT_BRAND));
  buildBackofficeIfStale();

  const { nodes, proxy } = await startNodesAndProxy(settings);
  console.log(
    `\nCluster: ${settings.nodes} nodes (127.0.0.1:${settings.port + 1}…${settings.port + settings.nodes}) behind ` +
      `HAProxy at http://localhost:${settings.port} (site, /v1, sockets, /backoffice/). Ctrl-C drains and stops.\n`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: draining ${nodes.length} nodes, then stopping the proxy`);
    for (const node of nodes) node.kill('SIGTERM');
    await Promise.all(nodes.map(exited));
    proxy.kill('SIGUSR1');
    await exited(proxy);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  nodes.forEach((node, index) =>
    node.on('exit', (code, signal) => {
      if (!stopping) console.error(`node${index + 1} stopped (${signal ?? `exit code ${code}`}); the proxy skips it`);
    }),
  );
  proxy.on('exit', (code) => {
    if (stopping) return;
    console.error(`HAProxy stopped (exit code ${code}): stopping the nodes`);
    void stop('SIGTERM');
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
