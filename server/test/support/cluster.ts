/**
 * A cluster for tests: server nodes behind HAProxy started as `npm run cluster` starts them (scripts/cluster.ts), on a
 * fresh PostgreSQL database of their own (dropped at the end) and this machine's Redis under a key prefix of their
 * own. Whatever database the rest of a run uses, nodes that share state need the real ones.
 */

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../helpers';
import { exited, startNode, startProxy, waitForHealth, type ClusterSettings } from '../../../scripts/cluster';
import { freePortRun } from '../../../scripts/free-port';

const POSTGRES = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface TestCluster {
  settings: ClusterSettings;
  /** The proxy's address, where players' requests and sockets go */
  origin: string;
  /** The running nodes by number (node1 on port + 1 …); a test that stops one takes it out */
  nodes: Map<number, ChildProcess>;
  stop(): Promise<void>;
}

/** Two nodes (or `nodes`) and the proxy, each answering its health check; `env` adds to what every node gets. */
export async function startTestCluster(
  options: { nodes?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TestCluster> {
  const count = options.nodes ?? 2;
  const database = await freshPostgresDatabase(POSTGRES);
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-cluster-'));
  const settings: ClusterSettings = {
    nodes: count,
    port: await freePortRun(count + 1),
    output: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: REDIS,
      DATA_DIR: dataDir,
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      // Rate-limit counters of their own: every request comes from 127.0.0.1, and other runs share this Redis.
      REDIS_PREFIX: `test-cluster:${randomBytes(6).toString('hex')}:`,
      ...options.env,
    },
  };
  const nodes = new Map<number, ChildProcess>();
  let proxy: ChildProcess | undefined;
  const stop = async () => {
    const children = [...nodes.values(), ...(proxy ? [proxy] : [])];
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first node alone: it runs the migrations and writes DATA_DIR's secrets, which the others then read.
    for (let i = 1; i <= count; i++) {
      nodes.set(i, startNode(settings, i));
      await waitForHealth(settings.port + i, `node${i}`);
    }
    proxy = startProxy(settings);
    await waitForHealth(settings.port, 'the proxy');
  } catch (error) {
    await stop();
    throw error;
  }
  return { settings, origin: `http://127.0.0.1:${settings.port}`, nodes, stop };
}
