/**
 * The Phoenix channels server against the real npm `phoenix` client, over WebSocket and long-poll.
 * Run: node --import tsx --test server/test/realtime.test.ts
 */

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { test, type TestContext } from 'node:test';
import Fastify from 'fastify';
import { WebSocket } from 'ws';
import { createLocalBus } from '../src/bus/bus';
import { registerRealtime, type TopicHandler } from '../src/realtime/plugin';
import {
  Harness,
  authenticateTestToken,
  quietLog,
  collect,
  countingBus,
  frames,
  join,
  leave,
  pushAndReply,
  waitFor,
} from './support/realtime';

/** Topics as simple as the protocol allows: `unit` counts joins, so a rejoin shows a fresh reply. */
function makeTopics(): { topics: Record<string, TopicHandler>; joins: Map<number, number> } {
  const joins = new Map<number, number>();
  const topics: Record<string, TopicHandler> = {
    unit: {
      async join(identity) {
        const count = (joins.get(identity.unitId) ?? 0) + 1;
        joins.set(identity.unitId, count);
        return { status: 'ok', response: { unit: { id: identity.unitId, site_id: identity.siteId }, joins: count } };
      },
      channels: (identity) => [`unit:${identity.unitId}`],
      async handleIn(event, payload) {
        if (event === 'echo') return { status: 'ok', response: payload };
        return { status: 'error', response: { reason: 'unknown event' } };
      },
    },
    promotions: {
      async join(_identity, params) {
        if (params.deny === true) return { status: 'error', response: { reason: 'not allowed' } };
        return { status: 'ok', response: { promotions: [] } };
      },
      channels: (identity) => [`site:${identity.siteId}:promotions`],
    },
    broken: {
      async join() {
        throw new Error('boom');
      },
      channels: () => [],
    },
  };
  return { topics, joins };
}

async function setup(t: TestContext, timings = {}) {
  const h = new Harness(t);
  const counted = countingBus(createLocalBus());
  h.onCleanup(() => counted.bus.close());
  const { topics, joins } = makeTopics();
  const started = await h.startApp({ bus: counted.bus, topics, timings });
  return { h, ...counted, joins, ...started };
}

test('a join answers ok with the topic reply', { timeout: 15_000 }, async (t) => {
  const { h, endpoint } = await setup(t);
  const socket = h.connect(endpoint, { token: 'u7s2' });
  const outcome = await join(socket.channel('unit'));
  assert.deepEqual(outcome, { status: 'ok', response: { unit: { id: 7, site_id: 2 }, joins: 1 } });
});

test(
  'a refused join answers error with the reason, a crashing one error without internals',
  { timeout: 15_000 },
  async (t) => {
    const { h, endpoint } = await setup(t);
    const socket = h.connect(endpoint, { token: 'u1s1' });
    assert.deepEqual(await join(socket.channel('promotions', { deny: true })), {
      status: 'error',
      response: { reason: 'not allowed' },
    });
    assert.deepEqual(await join(socket.channel('broken')), { status: 'error', response: { reason: 'join crashed' } });
  },
);

test('an unknown topic answers error unmatched topic', { timeout: 15_000 }, async (t) => {
  const { h, endpoint } = await setup(t);
  const socket = h.connect(endpoint, { token: 'u1s1' });
  assert.deepEqual(await join(socket.channel('nope:1')), { status: 'error', response: { reason: 'unmatched topic' } });
});

test('a refused token gets HTTP 403 and the client an error, never a join', { timeout: 15_000 }, async (t) => {
  const { h, endpoint } = await setup(t);
  const socket = h.connect(endpoint, { token: 'not-a-token' });
  const errors: unknown[] = [];
  socket.onError((error) => {
    errors.push(error);
  });
  let joined = false;
  socket
    .channel('unit')
    .join()
    .receive('ok', () => (joined = true));
  await waitFor(() => errors.length >= 2, 'client errors (it retries)');
  assert.equal(joined, false);
  assert.equal(socket.isConnected(), false);

  // what the client saw: the HTTP status of the refused upgrade, with the contract's error body
  const refusal = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const raw = new WebSocket(`${endpoint}/websocket?token=nope&vsn=2.0.0`);
    raw.on('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        raw.terminate();
      });
    });
    raw.on('open', () => reject(new Error('opened')));
    raw.on('error', () => {});
  });
  assert.equal(refusal.status, 403);
  const error = (JSON.parse(refusal.body) as { error: { code: string; message: string } }).error;
  assert.equal(error.code, 'auth:unauthenticated');
  assert.equal(typeof error.message, 'string');
});

test(
  'a joined socket no longer holds its upgrade request (nor the token in its URL)',
  { timeout: 15_000 },
  async (t) => {
    const { h, app, endpoint } = await setup(t);
    // thousands of sockets are held at once: what each keeps after its handshake is what a node's memory pays for
    let upgrade: WeakRef<IncomingMessage> | undefined;
    app.server.prependListener('upgrade', (req: IncomingMessage) => {
      upgrade = new WeakRef(req);
    });
    const socket = h.connect(endpoint, { token: 'u1s1' });
    assert.equal((await join(socket.channel('unit'))).status, 'ok');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    await waitFor(() => {
      gc();
      return upgrade !== undefined && upgrade.deref() === undefined;
    }, 'the upgrade request to be collected');
    assert.ok(socket.isConnected());
  },
);

test('heartbeats are answered, so the client keeps its connection', { timeout: 15_000 }, async (t) => {
  const { h, endpoint } = await setup(t);
  // Not much shorter: a reply later than the interval makes the client reconnect, and a busy two-core CI machine once
  // held one back for more than 30 ms.
  const socket = h.connect(endpoint, { token: 'u1s1', heartbeatIntervalMs: 150 });
  let opens = 0;
  socket.onOpen(() => {
    opens++;
  });
  const seen = frames(socket);
  const heartbeatReplies = () =>
    seen.filter(
      (f) => f.topic === 'phoenix' && f.event === 'phx_reply' && (f.payload as { status?: string }).status === 'ok',
    );
  // each reply arms the next heartbeat; a missing reply would make the client reconnect (a second open)
  await waitFor(() => heartbeatReplies().length >= 4, 'four heartbeat replies');
  assert.equal(opens, 1);
  const rtt = await new Promise<number>((resolve) => socket.ping(resolve));
  assert.ok(rtt >= 0);
});

test(
  'a publish reaches exactly the sockets joined to its channel, over one bus subscription',
  { timeout: 15_000 },
  async (t) => {
    const { h, endpoint, bus, subscribes } = await setup(t);
    const a1 = h.connect(endpoint, { token: 'u1s1' });
    const a2 = h.connect(endpoint, { token: 'u1s1' });
    const b = h.connect(endpoint, { token: 'u2s1' });
    const notJoined = h.connect(endpoint, { token: 'u1s1' });
    const channels = [a1, a2, b].map((s) => s.channel('unit'));
    const got = channels.map((c) => collect(c, 'unit_updated'));
    for (const c of channels) assert.equal((await join(c)).status, 'ok');
    const other = notJoined.channel('promotions');
    const otherFrames = frames(notJoined);
    assert.equal((await join(other)).status, 'ok');

    await bus.publish('unit:1', { event: 'unit_updated', payload: { n: 1 } });
    // a publish for unit 2 afterwards: once b has it, b would have had unit 1's before it
    await bus.publish('unit:2', { event: 'unit_updated', payload: { n: 2 } });
    await waitFor(() => got[0]!.length === 1 && got[1]!.length === 1 && got[2]!.length === 1, 'the three pushes');
    assert.deepEqual(got, [[{ n: 1 }], [{ n: 1 }], [{ n: 2 }]]);
    assert.equal(subscribes.get('unit:1'), 1, 'two sockets of unit 1 share one bus subscription');

    await bus.publish('site:1:promotions', { event: 'promotion_state_updated', payload: { n: 3 } });
    await waitFor(() => otherFrames.find((f) => f.event === 'promotion_state_updated'), 'the promotions push');
    assert.equal(otherFrames.filter((f) => f.event === 'unit_updated').length, 0);
  },
);

test('server pushes carry the join_ref and a null ref', { timeout: 15_000 }, async (t) => {
  const { h, endpoint, bus } = await setup(t);
  const socket = h.connect(endpoint, { token: 'u5s1' });
  const seen = frames(socket);
  const channel = socket.channel('unit');
  await join(channel);
  await bus.publish('unit:5', { event: 'unit_updated', payload: {} });
  const pushed = await waitFor(() => seen.find((f) => f.event === 'unit_updated'), 'the push');
  const reply = seen.find((f) => f.topic === 'unit' && f.event === 'phx_reply');
  assert.ok(reply);
  assert.equal(pushed.ref, null);
  assert.equal(pushed.join_ref, reply.join_ref);
});

test(
  'client pushes get the handler reply; unknown events and topics without handleIn an error',
  { timeout: 15_000 },
  async (t) => {
    const { h, endpoint } = await setup(t);
    const socket = h.connect(endpoint, { token: 'u1s1' });
    const unit = socket.channel('unit');
    const promotions = socket.channel('promotions');
    await join(unit);
    await join(promotions);
    assert.deepEqual(await pushAndReply(unit, 'echo', { a: 1 }), { status: 'ok', response: { a: 1 } });
    assert.deepEqual(await pushAndReply(unit, 'what', {}), { status: 'error', response: { reason: 'unknown event' } });
    assert.deepEqual(await pushAndReply(promotions, 'get_hh_bonus_states', {}), {
      status: 'error',
      response: { reason: 'unknown event' },
    });
  },
);

test('leave answers ok, stops pushes and releases the bus channel', { timeout: 15_000 }, async (t) => {
  const { h, endpoint, bus, unsubscribes } = await setup(t);
  const socket = h.connect(endpoint, { token: 'u3s1' });
  const seen = frames(socket);
  const unit = socket.channel('unit');
  const promotions = socket.channel('promotions');
  await join(unit);
  await join(promotions);
  await bus.publish('unit:3', { event: 'unit_updated', payload: { n: 1 } });
  await waitFor(() => seen.find((f) => f.event === 'unit_updated'), 'the first push');

  await leave(unit);
  await waitFor(() => unsubscribes.get('unit:3') === 1, 'the bus unsubscribe');
  await bus.publish('unit:3', { event: 'unit_updated', payload: { n: 2 } });
  // the socket stays open; a later push on another topic shows nothing else came before it
  await bus.publish('site:1:promotions', { event: 'promotion_state_updated', payload: {} });
  await waitFor(() => seen.find((f) => f.event === 'promotion_state_updated'), 'the promotions push');
  assert.deepEqual(
    seen.filter((f) => f.event === 'unit_updated').map((f) => f.payload),
    [{ n: 1 }],
  );
});

test(
  'a socket the server closes (idle) reconnects, and its rejoin gets the full reply again',
  { timeout: 15_000 },
  async (t) => {
    const { h, endpoint, bus } = await setup(t, { idleTimeoutMs: 200, sweepIntervalMs: 20 });
    // no heartbeat within the idle limit, so the server closes the socket
    const socket = h.connect(endpoint, { token: 'u9s1', heartbeatIntervalMs: 60_000 });
    const closes: number[] = [];
    socket.onClose((event) => {
      closes.push(event.code);
    });
    const replies: unknown[] = [];
    const channel = socket.channel('unit');
    const pushes = collect(channel, 'unit_updated');
    channel.join().receive('ok', (response: unknown) => replies.push(response));

    await waitFor(() => replies.length >= 2, 'a rejoin after the idle close');
    assert.equal(closes[0], 1000);
    assert.deepEqual(replies.slice(0, 2), [
      { unit: { id: 9, site_id: 1 }, joins: 1 },
      { unit: { id: 9, site_id: 1 }, joins: 2 },
    ]);
    await bus.publish('unit:9', { event: 'unit_updated', payload: { after: 'rejoin' } });
    await waitFor(() => pushes.length > 0, 'a push after the rejoin');
  },
);

test('a second join of a topic on one socket replaces the first', { timeout: 15_000 }, async (t) => {
  const { endpoint, bus, subscribes } = await setup(t);
  const raw = new WebSocket(`${endpoint}/websocket?token=u4s1&vsn=2.0.0`, ['phoenix']);
  t.after(() => raw.terminate());
  const received: unknown[][] = [];
  raw.on('message', (data) => received.push(JSON.parse(String(data)) as unknown[]));
  await new Promise((resolve) => raw.once('open', resolve));
  assert.equal(raw.protocol, 'phoenix', 'the subprotocol is echoed');

  raw.send(JSON.stringify(['1', '1', 'unit', 'phx_join', {}]));
  raw.send(JSON.stringify(['2', '2', 'unit', 'phx_join', {}]));
  await waitFor(() => received.filter((m) => m[3] === 'phx_reply').length === 2, 'both join replies');
  assert.deepEqual(received[1], ['1', '1', 'unit', 'phx_close', {}]);
  assert.deepEqual(received[2]?.slice(0, 4), ['2', '2', 'unit', 'phx_reply']);

  await bus.publish('unit:4', { event: 'unit_updated', payload: { x: 1 } });
  await waitFor(() => received.find((m) => m[3] === 'unit_updated'), 'the push');
  assert.deepEqual(
    received.filter((m) => m[3] === 'unit_updated'),
    [['2', null, 'unit', 'unit_updated', { x: 1 }]],
  );
  assert.equal(subscribes.get('unit:4'), 2, 'the first join released its subscription');
});

test(
  'the authToken option (Sec-WebSocket-Protocol) authenticates and the subprotocol is echoed',
  { timeout: 15_000 },
  async (t) => {
    const { h, endpoint } = await setup(t);
    const socket = h.connect(endpoint, { authToken: 'u6s3' });
    assert.deepEqual(await join(socket.channel('unit')), {
      status: 'ok',
      response: { unit: { id: 6, site_id: 3 }, joins: 1 },
    });
  },
);

test('long-poll: join, push in, push out, refused token', { timeout: 15_000 }, async (t) => {
  const { h, endpoint, bus } = await setup(t);
  const socket = h.connect(endpoint, { token: 'u8s1', longPoll: true });
  const channel = socket.channel('unit');
  const pushes = collect(channel, 'unit_updated');
  assert.deepEqual(await join(channel), { status: 'ok', response: { unit: { id: 8, site_id: 1 }, joins: 1 } });
  assert.deepEqual(await pushAndReply(channel, 'echo', { via: 'post' }), { status: 'ok', response: { via: 'post' } });
  await bus.publish('unit:8', { event: 'unit_updated', payload: { via: 'poll' } });
  await waitFor(() => pushes.length > 0, 'the push over long-poll');
  assert.deepEqual(pushes, [{ via: 'poll' }]);

  const refused = h.connect(endpoint, { token: 'bad', longPoll: true });
  const errors: unknown[] = [];
  refused.onError((error) => {
    errors.push(error);
  });
  await waitFor(() => errors.length > 0, 'the refused long-poll');
  assert.equal(errors[0], 403);
});

test(
  'closing the app closes sockets with 1001, and clients rejoin the restarted server',
  { timeout: 30_000 },
  async (t) => {
    const h = new Harness(t);
    const { topics, joins } = makeTopics();
    const first = countingBus(createLocalBus());
    const { app, port, endpoint } = await h.startApp({ bus: first.bus, topics });
    const ws = h.connect(endpoint, { token: 'u1s1' });
    const lp = h.connect(endpoint, { token: 'u2s1', longPoll: true });
    const wsCloses: number[] = [];
    ws.onClose((event) => {
      wsCloses.push(event.code);
    });
    const replies: unknown[][] = [[], []];
    const pushes: unknown[][] = [];
    [ws, lp].forEach((socket, i) => {
      const channel = socket.channel('unit');
      pushes.push(collect(channel, 'unit_updated'));
      channel.join().receive('ok', (response: unknown) => replies[i]!.push(response));
    });
    await waitFor(() => replies.every((r) => r.length === 1), 'both joins');

    // a waiting long-poll and an open WebSocket must not hold the close up
    const started = Date.now();
    await app.close();
    assert.ok(Date.now() - started < 1500, `close took ${Date.now() - started} ms`);
    await waitFor(() => wsCloses.length > 0, 'the client sees the close');
    assert.equal(wsCloses[0], 1001);
    assert.equal(first.unsubscribes.get('unit:1'), 1);
    assert.equal(first.unsubscribes.get('unit:2'), 1);
    await first.bus.close();

    // the deploy's new server on the same port: both clients come back and get the full reply again
    const second = createLocalBus();
    h.onCleanup(() => second.close());
    await h.startApp({ bus: second, topics }, port);
    // The client's reconnect backoff reaches 5 s between tries: allow two of those on a loaded machine.
    await waitFor(() => replies.every((r) => r.length === 2), 'both rejoins', 12_000).catch((error: Error) => {
      throw new Error(
        `${error.message} (rejoins: websocket ${replies[0]!.length - 1}, long-poll ${replies[1]!.length - 1})`,
      );
    });
    assert.deepEqual(replies[0]![1], { unit: { id: 1, site_id: 1 }, joins: 2 });
    assert.deepEqual(replies[1]![1], { unit: { id: 2, site_id: 1 }, joins: 2 });
    assert.equal(joins.get(1), 2);
    await second.publish('unit:1', { event: 'unit_updated', payload: { back: true } });
    await second.publish('unit:2', { event: 'unit_updated', payload: { back: true } });
    await waitFor(() => pushes.every((p) => p.length === 1), 'pushes after the restart');
  },
);

test('a long-poll that arrives while the server closes gets a protocol answer the client can act on', async () => {
  const bus = createLocalBus();
  const app = Fastify({ return503OnClosing: false });
  registerRealtime(app, { bus, authenticate: authenticateTestToken, topics: makeTopics().topics, log: quietLog });
  let answer: { http: number; body: unknown } | undefined;
  // Runs after the transport's own preClose hook, while the server still accepts requests.
  app.addHook('preClose', async () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/v2/units/socket/longpoll?token=u1s1&vsn=2.0.0`);
    answer = { http: response.status, body: await response.json() };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.close();
  await bus.close();
  // {status: 500} makes the phoenix client close and retry; a bare 503 would throw inside it and stall it.
  assert.deepEqual(answer, { http: 200, body: { status: 500 } });
});

test('a frame over the size limit closes the socket unread, over WebSocket and over long-poll alike', async (t) => {
  const { h, port, endpoint } = await setup(t);
  const oversized = JSON.stringify(['1', '1', 'unit', 'echo', { pad: 'x'.repeat(70 * 1024) }]);
  const echo = JSON.stringify(['1', '2', 'unit', 'echo', { small: true }]);
  const joinFrame = JSON.stringify(['1', '1', 'unit', 'phx_join', {}]);

  // WebSocket: ws refuses the message (1009) and the connection ends.
  const ws = new WebSocket(`${endpoint}/websocket?token=u1s1&vsn=2.0.0`);
  h.onCleanup(async () => ws.terminate());
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  ws.send(oversized);
  assert.equal(await closed, 1009);

  // Long-poll: a batch holding such a frame is refused whole and the session is gone (the client reconnects).
  const url = `http://127.0.0.1:${port}/v2/units/socket/longpoll`;
  const opened = (await (await fetch(`${url}?token=u1s1&vsn=2.0.0`)).json()) as { status: number; token: string };
  assert.equal(opened.status, 410);
  const session = `${url}?token=u1s1&vsn=2.0.0&token=${opened.token}`;
  const post = async (body: string) =>
    (await (
      await fetch(session, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body })
    ).json()) as { status: number; messages?: string[] };
  assert.deepEqual(await post(joinFrame), { status: 200 });
  const joined = await post(`${echo}\n${oversized}`);
  assert.deepEqual(joined, { status: 400 });
  const after = (await (await fetch(session)).json()) as { status: number; messages?: string[] };
  assert.equal(after.status, 410, 'the session is closed');
  assert.ok(!(after.messages ?? []).some((m) => m.includes('"small":true')), 'no frame of the batch was handled');
});
