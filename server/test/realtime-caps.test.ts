/**
 * Connection caps: one unit, one address or one node holds only so many sockets (WebSockets and long-poll
 * sessions together); past a cap the client is told to retry later in its transport's own way, and a
 * connection that ends frees its slot. Real `phoenix` clients and raw `ws` against a listening server.
 * Run: node --import tsx --test server/test/realtime-caps.test.ts
 */

import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { Socket } from 'phoenix';
import { WebSocket } from 'ws';
import { createLocalBus } from '../src/bus/bus';
import type { RealtimeOptions, TopicHandler } from '../src/realtime/plugin';
import { Harness, join, upgradeStatus, waitFor } from './support/realtime';

const topics: Record<string, TopicHandler> = {
  unit: {
    join: async (identity) => ({ status: 'ok', response: { unit: { id: identity.unitId } } }),
    channels: (identity) => [`unit:${identity.unitId}`],
  },
};

async function setup(
  t: TestContext,
  opts: Pick<RealtimeOptions, 'caps' | 'timings' | 'clientAddress' | 'nodeId'> = {},
) {
  const h = new Harness(t);
  const bus = createLocalBus();
  h.onCleanup(() => bus.close());
  const started = await h.startApp({ bus, topics, ...opts });
  /** Phoenix clients of `token`, each connected and joined to its unit (so its slot is surely taken). */
  const open = async (token: string, count: number, longPoll = false): Promise<Socket[]> => {
    const sockets = Array.from({ length: count }, () => h.connect(started.endpoint, { token, longPoll }));
    const joins = await Promise.all(sockets.map((socket) => join(socket.channel('unit'))));
    assert.deepEqual(
      joins.map((j) => j.status),
      sockets.map(() => 'ok'),
    );
    return sockets;
  };
  return { h, open, ...started };
}

/** A long-poll connect as the client makes it: the answer's protocol status, and whether it opened a session. */
async function longPollConnect(port: number, token: string): Promise<{ status: number; session: boolean }> {
  const response = await fetch(`http://127.0.0.1:${port}/v2/units/socket/longpoll?token=${token}&vsn=2.0.0`);
  const body = (await response.json()) as { status: number; token?: string };
  return { status: body.status, session: body.token !== undefined };
}

function disconnect(socket: Socket): Promise<void> {
  return new Promise((resolve) => socket.disconnect(() => resolve()));
}

test('the 11th socket of one unit is refused with 429, and closing one frees its slot', async (t) => {
  const { h, open, endpoint } = await setup(t);
  const [first] = await open('u1s1', 10);

  assert.equal(await upgradeStatus(endpoint, 'u1s1'), 429);
  assert.equal(await upgradeStatus(endpoint, 'u2s1'), 101, "another unit's player still connects");

  // the phoenix client takes the refusal as a failed connection and keeps reconnecting
  const waiting = h.connect(endpoint, { token: 'u1s1' });
  assert.ok(first);
  await disconnect(first);
  await waitFor(() => waiting.isConnected(), 'the waiting client to get the freed slot');
  assert.equal((await join(waiting.channel('unit'))).status, 'ok');
});

test('long-poll sessions count toward the same caps, and answer a status the client retries on', async (t) => {
  // short session expiry: a long-poll client that stops polling frees its slot once its session expires
  const { h, open, endpoint, port } = await setup(t, {
    timings: { longPollSessionIdleMs: 200, sweepIntervalMs: 50 },
  });
  await open('u3s1', 6);
  const [polling] = await open('u3s1', 4, true);

  assert.equal(await upgradeStatus(endpoint, 'u3s1'), 429);
  assert.deepEqual(await longPollConnect(port, 'u3s1'), { status: 500, session: false });

  assert.ok(polling);
  await disconnect(polling);
  const waiting = h.connect(endpoint, { token: 'u3s1' });
  await waitFor(() => waiting.isConnected(), "the expired long-poll session's slot to be taken");
});

test('one address holds at most its cap of sockets over every unit (429), and a full node answers 503', async (t) => {
  const perAddress = await setup(t, { caps: { perAddress: 3 } });
  await perAddress.open('u10s1', 1);
  await perAddress.open('u11s1', 1, true);
  const [third] = await perAddress.open('u12s1', 1);
  assert.equal(await upgradeStatus(perAddress.endpoint, 'u13s1'), 429);
  assert.deepEqual(await longPollConnect(perAddress.port, 'u13s1'), { status: 500, session: false });
  assert.ok(third);
  await disconnect(third);
  const waiting = perAddress.h.connect(perAddress.endpoint, { token: 'u13s1' });
  await waitFor(() => waiting.isConnected(), 'a socket of the address to close');

  const perNode = await setup(t, { caps: { perNode: 2 } });
  await perNode.open('u20s1', 1);
  await perNode.open('u21s1', 1, true);
  // 503: a proxy in front places the client on another node (deploy/haproxy.cfg retries on it); 429 would not.
  assert.equal(await upgradeStatus(perNode.endpoint, 'u22s1'), 503);
  assert.deepEqual(await longPollConnect(perNode.port, 'u22s1'), { status: 500, session: false });
});

test("a long-poll session's token names its node, so a proxy can send every poll of it there", async (t) => {
  const { port } = await setup(t, { nodeId: 'node7', timings: { longPollWaitMs: 50 } });
  const response = await fetch(`http://127.0.0.1:${port}/v2/units/socket/longpoll?token=u40s1&vsn=2.0.0`);
  const { status, token } = (await response.json()) as { status: number; token: string };
  assert.equal(status, 410);
  assert.match(token, /^phxlp\.node7\.[\w-]{32}$/);
  const poll = await fetch(`http://127.0.0.1:${port}/v2/units/socket/longpoll?token=u40s1&vsn=2.0.0&token=${token}`);
  // 204: the session is there and had nothing to send (a session this node does not hold answers 410)
  assert.deepEqual(await poll.json(), { status: 204, token });
});

test('the address of an upgrade is what the app says it is (behind a trusted proxy, the forwarded one)', async (t) => {
  const { endpoint } = await setup(t, {
    caps: { perAddress: 1 },
    clientAddress: (req) => String(req.headers['x-client'] ?? req.socket.remoteAddress),
  });
  const held = new WebSocket(`${endpoint}/websocket?token=u30s1&vsn=2.0.0`, { headers: { 'x-client': 'a' } });
  t.after(() => held.terminate());
  await new Promise((resolve) => held.once('open', resolve));
  assert.equal(await upgradeStatus(endpoint, 'u31s1', { 'x-client': 'a' }), 429);
  assert.equal(await upgradeStatus(endpoint, 'u31s1', { 'x-client': 'b' }), 101);
});
