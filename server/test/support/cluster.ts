/**
 * A cluster for tests: server nodes behind HAProxy started as `npm run cluster` starts them (scripts/cluster.ts), on a
 * fresh PostgreSQL database of their own (dropped at the end) and this machine's Redis under a key prefix of their
 * own. Whatever database the rest of a run uses, nodes that share state need the real ones.
 */

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../helpers';
import { exited, privateClusterSettings, startNodesAndProxy, type ClusterSettings } from '../../../scripts/cluster';

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
  const settings = await privateClusterSettings({
    nodes: count,
    databaseUrl: database.url,
    redisUrl: REDIS,
    dataDir,
    name: 'test-cluster',
    output: 'ignore',
    env: options.env,
  });
  const release = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = await startNodesAndProxy(settings).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const nodes = new Map(started.nodes.map((node, index) => [index + 1, node]));
  const stop = async () => {
    const children = [...nodes.values(), started.proxy];
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    await release();
  };
  return { settings, origin: `http://127.0.0.1:${settings.port}`, nodes, stop };
}
