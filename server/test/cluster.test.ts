/**
 * Two server nodes behind HAProxy with deploy/haproxy.cfg, started as `npm run cluster` starts them (scripts/cluster.ts),
 * on a PostgreSQL database of their own and this machine's Redis: whatever the embedded database run uses, nodes that
 * share state need the real ones. Requests, WebSockets and long-poll go through the proxy as a player's would.
 * Run: node --import tsx --test server/test/cluster.test.ts
 */

import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { after, before, test } from 'node:test';
import type { Socket } from 'phoenix';
import { SOCKET_PATH } from '../../contract/socket';
import { exited, type ClusterSettings } from '../../scripts/cluster';
import { startTestCluster, type TestCluster } from './support/cluster';
import { Harness, collect, join as joinChannel, waitFor } from './support/realtime';

let cluster: TestCluster;
let settings: ClusterSettings;
let proxyOrigin: string;
let nodes: Map<number, ChildProcess>;

before(async () => {
  cluster = await startTestCluster({ env: { DRAIN_MS: '3000' } });
  ({ settings, origin: proxyOrigin, nodes } = cluster);
});

after(async () => {
  await cluster?.stop();
});

async function api<T>(path: string, body: object, origin = proxyOrigin): Promise<{ status: number; body: T }> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function anonymousUnit(): Promise<string> {
  const created = await api<{ token: string }>('/v1/hp/units/create', { site_id: 1 });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  return created.body.token;
}

/** A sandbox voucher loaded onto the unit, each call through the proxy (so over both nodes). */
async function loadVoucher(token: string, amount: number): Promise<void> {
  const minted = await api<{ code: string }>('/sandbox/vouchers', { amount, site_id: 1 });
  const started = await api<{ acoin_batch_token: string }>('/v1/hp/acoin/start_loading', {
    token,
    code: minted.body.code,
  });
  const done = await api('/v1/hp/acoin/complete_loading', {
    token,
    acoin_tx_token: started.body.acoin_batch_token,
    amount,
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

function statusOnNewConnection(path: string): Promise<string> {
  return new Promise((resolve) => {
    const request = httpGet({ host: '127.0.0.1', port: settings.port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
    });
    request.on('error', (error) => resolve(`request failed: ${error.message}`));
  });
}

async function nodeAnswering(origin = proxyOrigin): Promise<string> {
  const response = await fetch(`${origin}/healthz`);
  return ((await response.json()) as { node: string }).node;
}

const socketEndpoint = () => `ws://127.0.0.1:${settings.port}${SOCKET_PATH}`;

function balanceOf(events: unknown[]): number[] {
  return events.map(
    (event) => (event as { unit: { fin_account: { deposit_balance: number } } }).unit.fin_account.deposit_balance,
  );
}

test('the proxy spreads requests over both nodes, and every poll of a long-poll session reaches its node', async () => {
  const answering = new Set<string>();
  for (let i = 0; i < 4; i++) answering.add(await nodeAnswering());
  assert.deepEqual([...answering].sort(), ['node1', 'node2']);

  const token = await anonymousUnit();
  const connect = `${SOCKET_PATH}/longpoll?token=${token}&vsn=2.0.0`;
  const opened = (await (await fetch(`${proxyOrigin}${connect}`)).json()) as { status: number; token: string };
  assert.equal(opened.status, 410);
  const holder = /^phxlp\.(node[12])\./.exec(opened.token)?.[1];
  assert.ok(holder, `the session token names its node: ${opened.token}`);

  // A POST of no frames answers 200 from the node holding the session and 410 from any other.
  const poll = async (origin: string) => {
    const response = await fetch(`${origin}${connect}&token=${opened.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson' },
      body: '',
    });
    return ((await response.json()) as { status: number }).status;
  };
  const other = holder === 'node1' ? settings.port + 2 : settings.port + 1;
  assert.equal(await poll(`http://127.0.0.1:${other}`), 410, 'the other node does not hold the session');
  const throughProxy = [];
  for (let i = 0; i < 6; i++) throughProxy.push(await poll(proxyOrigin));
  assert.deepEqual(throughProxy, [200, 200, 200, 200, 200, 200]);
});

test('a balance reaches WebSocket and long-poll clients through the proxy, whichever node moved the money', async (t) => {
  const h = new Harness(t);
  const token = await anonymousUnit();
  const seen: unknown[][] = [];
  for (const longPoll of [false, true, false, true]) {
    const channel = h.connect(socketEndpoint(), { token, longPoll }).channel('unit');
    seen.push(collect(channel, 'unit_updated'));
    assert.equal((await joinChannel(channel)).status, 'ok');
  }
  await loadVoucher(token, 2_500);
  await loadVoucher(token, 1_000);
  for (const events of seen) await waitFor(() => balanceOf(events).includes(3_500), 'the second load on every client');
});

test('SIGTERM drains a node: it leaves the proxy, its sockets come back on the other node, and no request fails', async (t) => {
  const h = new Harness(t);
  const token = await anonymousUnit();
  const sockets: Socket[] = [];
  const seen: unknown[][] = [];
  for (let i = 0; i < 4; i++) {
    const socket = h.connect(socketEndpoint(), { token });
    const channel = socket.channel('unit');
    seen.push(collect(channel, 'unit_updated'));
    assert.equal((await joinChannel(channel)).status, 'ok');
    sockets.push(socket);
  }

  // Requests one after another while the node drains (the site's game list: a database read, never rate-limited),
  // each on a connection of its own: what is judged is the proxy and the nodes. (A client reusing an idle keep-alive
  // connection can race the proxy closing it; browsers send such an idempotent request again, undici's fetch does not.)
  // Each answer's status, or the error of one that got none.
  let requesting = true;
  const answers: string[] = [];
  const traffic = (async () => {
    while (requesting) answers.push(await statusOnNewConnection('/v1/games?site_id=1'));
  })();

  const draining = nodes.get(1)!;
  draining.kill('SIGTERM');
  await exited(draining);
  nodes.delete(1);
  await waitFor(() => sockets.every((socket) => socket.isConnected()), 'every client back through the proxy');
  requesting = false;
  await traffic;

  assert.ok(answers.length > 0);
  assert.deepEqual(
    answers.filter((status) => status !== '200'),
    [],
    `no failed request while the node drained (${answers.length} made)`,
  );
  for (let i = 0; i < 4; i++) assert.equal(await nodeAnswering(), 'node2');
  await loadVoucher(token, 700);
  for (const events of seen) await waitFor(() => balanceOf(events).includes(700), 'the load after the drain');
});
