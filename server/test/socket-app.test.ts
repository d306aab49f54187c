/**
 * The real app's socket: a unit token opens it, the `unit` topic answers the unit, and a ledger transfer pushes
 * `unit_updated` to that unit's sockets only — on one node, and across two nodes through Redis.
 */

import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Channel } from 'phoenix';
import type { Unit } from '../../contract/entities';
import { buildApp } from '../src/app';
import { createRedisBus } from '../src/bus/redis';
import { loadConfig } from '../src/config';
import { jackpotsChannel } from '../src/modules/jackpots/lifecycle';
import { unitPromotionsChannel } from '../src/modules/units/promotion-channels';
import { seedDemo } from '../src/seed';
import { TEST_JWT_SECRET, createTestApp, openTestDatabase } from './helpers';
import { anonymousUnit, post, voucher } from './support/money';
import { Harness, collect, join, listenForSockets, upgradeStatus, waitFor } from './support/realtime';

async function loadVoucher(app: FastifyInstance, token: string, amount: number): Promise<void> {
  const code = await voucher(app, amount);
  const started = await post<{ acoin_batch_token: string }>(app, '/v1/hp/acoin/start_loading', { token, code });
  const done = await post(app, '/v1/hp/acoin/complete_loading', {
    token,
    acoin_tx_token: started.body.acoin_batch_token,
    amount,
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

function balanceUpdate(deposit: number) {
  return {
    action: 'balance_updated',
    unit: { fin_account: { balance: 0, deposit_balance: deposit, bonus_balance: 0 } },
  };
}

test('a voucher load reaches the unit socket as unit_updated, and no other unit socket', async (t) => {
  const server = await createTestApp();
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const [tokenA, tokenB] = [await anonymousUnit(server.app), await anonymousUnit(server.app)];

  const channels: Channel[] = [];
  const seen: unknown[][] = [];
  for (const token of [tokenA, tokenB]) {
    const channel = h.connect(endpoint, { token }).channel('unit');
    seen.push(collect(channel, 'unit_updated'));
    channels.push(channel);
  }
  const replies = await Promise.all(channels.map((channel) => join(channel)));
  for (const reply of replies) {
    assert.equal(reply.status, 'ok');
    const unit = (reply.response as { unit: Unit }).unit;
    assert.deepEqual(unit.fin_account, { balance: 0, deposit_balance: 0, bonus_balance: 0 });
    assert.deepEqual(unit.site, { id: 1, active: true, currency_code: 'ZAR' });
    assert.equal(unit.config.funds_mode, 'gs_ticket');
  }

  await loadVoucher(server.app, tokenA, 5000);
  await waitFor(() => seen[0]!.length === 1, 'unit A update');
  assert.deepEqual(seen[0]![0], balanceUpdate(5000));

  await loadVoucher(server.app, tokenB, 2000);
  await waitFor(() => seen[1]!.length === 1, 'unit B update');
  assert.deepEqual(seen[1]![0], balanceUpdate(2000));
  assert.equal(seen[0]!.length, 1, 'unit A saw only its own update');
});

test('a balance change on node A reaches a socket held by node B through Redis', async (t) => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const config = loadConfig({ DATA_DIR: ':memory:', JWT_SECRET: TEST_JWT_SECRET, SANDBOX: 'on' });
  const db = await openTestDatabase();
  await seedDemo(db);
  const buses = [createRedisBus(redisUrl), createRedisBus(redisUrl)];
  const [nodeA, nodeB] = await Promise.all(buses.map((bus) => buildApp({ config, db, bus, logger: false })));
  const h = new Harness(t);
  // Nodes first, then what they stand on.
  h.onCleanup(async () => {
    await Promise.all([nodeA!.close(), nodeB!.close()]);
  });
  h.onCleanup(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await db.close();
  });
  const endpointB = await listenForSockets(nodeB!);
  await nodeA!.ready();

  const token = await anonymousUnit(nodeA!);
  const channel = h.connect(endpointB, { token }).channel('unit');
  const seen = collect(channel, 'unit_updated');
  assert.equal((await join(channel)).status, 'ok');

  // Unit ids repeat across test databases sharing this Redis: wait for this load's exact figures.
  await loadVoucher(nodeA!, token, 4321);
  await waitFor(() => seen.some((event) => isDeepStrictEqual(event, balanceUpdate(4321))), 'the update via Redis');
});

test("promotions carry the site's events and the player's own; jackpots reach every player of the site", async (t) => {
  const server = await createTestApp();
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const players = await Promise.all([anonymousUnit(server.app), anonymousUnit(server.app)]);

  const sockets = players.map((token) => h.connect(endpoint, { token }));
  const units = sockets.map((socket) => socket.channel('unit'));
  const promotions = sockets.map((socket) => socket.channel('promotions'));
  const jackpots = sockets.map((socket) => socket.channel('jackpots'));
  const started = promotions.map((channel) => collect(channel, 'campaign_bonus_activated'));
  const won = jackpots.map((channel) => collect(channel, 'jackpot_lifecycle_updated'));
  const unitIds = (await Promise.all(units.map((channel) => join(channel)))).map(
    (reply) => (reply.response as { unit: Unit }).unit.id,
  );
  for (const channel of [...promotions, ...jackpots]) assert.equal((await join(channel)).status, 'ok');

  // A unique amount: other test databases on the same Redis reuse unit ids.
  const amount = 100_000 + Math.floor(Math.random() * 1_000_000);
  const activated = { bonus_campaign: { bonus_state: { start_amount: amount } } };
  await server.bus.publish(unitPromotionsChannel(unitIds[0]!), {
    event: 'campaign_bonus_activated',
    payload: activated,
  });
  const win = { action: 'won', win_lifecycle: { slug: 'grand', balance: amount, is_won: true, winner_name: 'Thandi' } };
  await server.bus.publish(jackpotsChannel(1), { event: 'jackpot_lifecycle_updated', payload: win });

  for (const seen of won) await waitFor(() => seen.some((event) => isDeepStrictEqual(event, win)), 'the jackpot win');
  await waitFor(() => started[0]!.some((event) => isDeepStrictEqual(event, activated)), "the player's campaign");
  assert.ok(
    !started[1]!.some((event) => isDeepStrictEqual(event, activated)),
    "another player's campaign is not theirs",
  );
});

test("the socket caps are the configuration's: with SOCKETS_PER_UNIT=2 a unit's third socket is refused", async (t) => {
  const server = await createTestApp({ env: { SOCKETS_PER_UNIT: '2' } });
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const token = await anonymousUnit(server.app);
  for (let i = 0; i < 2; i++) {
    const joined = await join(h.connect(endpoint, { token }).channel('unit'));
    assert.equal(joined.status, 'ok');
  }
  assert.equal(await upgradeStatus(endpoint, token), 429);
});

test('a drain lasts its whole window though its sockets left sooner, and each answer then closes its connection', async (t) => {
  const server = await createTestApp();
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const origin = endpoint.replace(/^ws/, 'http').replace(/\/v2\/units\/socket$/, '');
  const token = await anonymousUnit(server.app);
  assert.equal((await join(h.connect(endpoint, { token }).channel('unit'))).status, 'ok');

  const before = await fetch(`${origin}/v1/games?site_id=1`);
  assert.equal(before.headers.get('connection'), 'keep-alive');
  const started = Date.now();
  let drainedAt = 0;
  const drained = server.app.drain(1_500).then(() => (drainedAt = Date.now()));
  // Its one socket leaves at once, but the proxy has not taken the node out yet: requests are still answered.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  assert.equal(drainedAt, 0, 'still draining after a second');
  const during = await fetch(`${origin}/v1/games?site_id=1`);
  assert.equal(during.status, 200);
  assert.equal(during.headers.get('connection'), 'close', 'no idle keep-alive connection is left to the node');
  await drained;
  assert.ok(drainedAt - started >= 1_450, `drained after ${drainedAt - started} ms`);
});

/**
 * A WebSocket client that opens and then never reads or answers again, as a phone whose network went silent: the
 * server's close frame gets no reply. Resolves once open; `ended` then resolves to when its connection ended.
 */
async function silentSocket(endpoint: string, token: string): Promise<{ ended: Promise<number> }> {
  const url = new URL(`${endpoint.replace(/^ws/, 'http')}/websocket?token=${token}&vsn=2.0.0`);
  const socket = connect(Number(url.port), url.hostname);
  socket.write(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) =>
      chunk.toString('latin1').startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(chunk.toString('latin1'))),
    );
    socket.once('error', reject);
  });
  socket.on('data', () => undefined); // read and ignore: the close frame is never answered
  return { ended: new Promise((resolve) => socket.once('close', () => resolve(Date.now()))) };
}

test(
  'a drain keeps to its window when clients never answer the close: a silent batch does not hold up the next',
  { timeout: 20_000 },
  async (t) => {
    const server = await createTestApp();
    const h = new Harness(t);
    h.onCleanup(() => server.close());
    const endpoint = await listenForSockets(server.app);
    const token = await anonymousUnit(server.app);
    const silent = await Promise.all(Array.from({ length: 6 }, () => silentSocket(endpoint, token)));

    const started = Date.now();
    await server.app.drain(1_000);
    const ended = await Promise.all(silent.map((socket) => socket.ended));
    // Each silent client is cut 2 s (the close grace) after its batch's close frame; batches start on their own clock,
    // so all six are gone by the window plus one grace (waiting for each batch in turn took six graces: 12 s).
    const last = Math.max(...ended) - started;
    assert.ok(last < 1_000 + 2_000 + 1_000, `the last silent socket went ${last} ms after the drain began`);
    assert.ok(Date.now() - started < 1_000 + 2_000 + 1_000, 'the drain ended within its window and one grace');
  },
);

test('a draining node fails its health check, turns new sockets away and closes its own with 1001 in batches', async (t) => {
  const server = await createTestApp({ env: { NODE_ID: 'node-d' } });
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const token = await anonymousUnit(server.app);
  const closes: Array<Promise<{ code: number; at: number }>> = [];
  for (let i = 0; i < 6; i++) {
    const ws = new WebSocket(`${endpoint}/websocket?token=${token}&vsn=2.0.0`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    closes.push(new Promise((resolve) => ws.once('close', (code) => resolve({ code, at: Date.now() }))));
  }

  const drained = server.app.drain(1_000);
  const health = await server.app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(health.statusCode, 503);
  assert.deepEqual(health.json(), { status: 'draining', node: 'node-d' });
  assert.equal(await upgradeStatus(endpoint, token), 503);
  // HTTP is still served while the sockets leave.
  assert.ok(await anonymousUnit(server.app));

  await drained;
  const closed = await Promise.all(closes);
  assert.deepEqual(
    closed.map((close) => close.code),
    [1001, 1001, 1001, 1001, 1001, 1001],
  );
  // Six sockets over a second leave one every 100 ms, not all at once.
  const times = closed.map((close) => close.at);
  assert.ok(
    Math.max(...times) - Math.min(...times) >= 400,
    `closed within ${Math.max(...times) - Math.min(...times)} ms`,
  );
});

test('an upgrade to a path no socket serves is answered 404, and a client that resets it leaves the node up', async (t) => {
  const server = await createTestApp();
  const h = new Harness(t);
  h.onCleanup(() => server.close());
  const endpoint = await listenForSockets(server.app);
  const { port } = new URL(endpoint);
  const upgrade = (path: string) =>
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
    'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
  for (const path of ['/healthz', '/v2/units/socket/nowhere', '/chat/socket/elsewhere']) {
    const socket = connect(Number(port), '127.0.0.1');
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += String(chunk)));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.setTimeout(3000, () => resolve(`${text}(no answer within 3 s)`));
      socket.write(upgrade(path));
    });
    socket.destroy();
    assert.match(answer, /^HTTP\/1\.1 404 /, `${path}: ${answer}`);
  }
  // A client that sends the upgrade and resets the connection at once: the node must neither hang on it nor die of it.
  const reset = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => reset.once('connect', resolve));
  reset.write(upgrade('/healthz'));
  reset.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  assert.equal(health.status, 200);
  assert.equal(await upgradeStatus(endpoint, await anonymousUnit(server.app)), 101, 'the socket itself still opens');
});
