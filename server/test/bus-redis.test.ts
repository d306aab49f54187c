/**
 * The Redis bus: two server "nodes" (two apps, each with its own Redis bus) and real phoenix clients.
 * Redis at REDIS_URL, else redis://127.0.0.1:6379; it must be there (these tests never skip).
 * Run: node --import tsx --test server/test/bus-redis.test.ts
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { busFromConfig } from '../src/bus';
import type { Bus, BusMessage } from '../src/bus/bus';
import { loadConfig } from '../src/config';
import { rateLimitStoreFromConfig } from '../src/ratelimit/store';
import { createRedisBus } from '../src/bus/redis';
import type { TopicHandler } from '../src/realtime/plugin';
import { Harness, collect, eventually, join, leave, uniqueSuffix, waitFor } from './support/realtime';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** channel names of this run, so parallel runs against one Redis never see each other */
const run = uniqueSuffix();
/**
 * Redis buses closed when the test ends (after its apps), a plain connection to ask Redis what it
 * holds, and the warnings the buses logged.
 */
function redisFor(h: Harness): {
  newBus: () => Bus;
  numsub: (channel: string) => Promise<number>;
  warnings: unknown[];
} {
  const admin = new Redis(REDIS_URL);
  const buses: Bus[] = [];
  const warnings: unknown[] = [];
  h.onCleanup(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await admin.quit();
  });
  return {
    warnings,
    newBus() {
      const bus = createRedisBus(REDIS_URL, { log: { warn: (...args: unknown[]) => warnings.push(args) } });
      buses.push(bus);
      return bus;
    },
    async numsub(channel) {
      const reply = (await admin.pubsub('NUMSUB', channel)) as [string, number];
      return Number(reply[1]);
    },
  };
}

const unitTopic: TopicHandler = {
  async join(identity) {
    return { status: 'ok', response: { unit: { id: identity.unitId } } };
  },
  channels: (identity) => [`test:${run}:unit:${identity.unitId}`],
};

test(
  'an event published on node A reaches a socket on node B, and only the sockets of its unit',
  { timeout: 15_000 },
  async (t) => {
    const h = new Harness(t);
    const { newBus, numsub } = redisFor(h);
    const busA = newBus();
    const nodeA = await h.startApp({ bus: busA, topics: { unit: unitTopic } });
    const nodeB = await h.startApp({ bus: newBus(), topics: { unit: unitTopic } });

    const onB = h.connect(nodeB.endpoint, { token: 'u1s1' });
    const otherUnitOnB = h.connect(nodeB.endpoint, { token: 'u2s1' });
    const longPollOnB = h.connect(nodeB.endpoint, { token: 'u1s1', longPoll: true });
    const sameUnitOnA = h.connect(nodeA.endpoint, { token: 'u1s1' });
    const channels = [onB, otherUnitOnB, longPollOnB, sameUnitOnA].map((s) => s.channel('unit'));
    const got = channels.map((c) => collect(c, 'unit_updated'));
    for (const c of channels) assert.equal((await join(c)).status, 'ok');
    // one Redis subscription per node, however many of its sockets listen
    assert.equal(await numsub(`test:${run}:unit:1`), 2);

    await busA.publish(`test:${run}:unit:1`, { event: 'unit_updated', payload: { balance: 100 } });
    await busA.publish(`test:${run}:unit:2`, { event: 'unit_updated', payload: { balance: 200 } });
    await waitFor(() => got.every((g) => g.length === 1), 'a push on every socket');
    assert.deepEqual(got, [[{ balance: 100 }], [{ balance: 200 }], [{ balance: 100 }], [{ balance: 100 }]]);

    // leaving releases node B's Redis subscription once its last socket of that unit has left
    await leave(channels[0]!);
    assert.equal(await numsub(`test:${run}:unit:1`), 2);
    await leave(channels[2]!);
    await eventually(async () => (await numsub(`test:${run}:unit:1`)) === 1, "node B's UNSUBSCRIBE");
  },
);

test('one SUBSCRIBE per channel per bus, UNSUBSCRIBE when the last handler goes', { timeout: 15_000 }, async (t) => {
  const { newBus, numsub } = redisFor(new Harness(t));
  const publisher = newBus();
  const subscriber = newBus();
  const channel = `test:${run}:shared`;
  const first: BusMessage[] = [];
  const second: BusMessage[] = [];
  const [offFirst, offSecond] = await Promise.all([
    subscriber.subscribe(channel, (m) => first.push(m)),
    subscriber.subscribe(channel, (m) => second.push(m)),
  ]);
  assert.equal(await numsub(channel), 1);

  await publisher.publish(channel, { event: 'e', payload: { n: 1, nested: { ok: true } } });
  await waitFor(() => first.length === 1 && second.length === 1, 'both handlers');
  assert.deepEqual(first[0], { event: 'e', payload: { n: 1, nested: { ok: true } } });

  await offFirst();
  await offFirst(); // twice is harmless and does not take the other handler's subscription
  assert.equal(await numsub(channel), 1);
  await publisher.publish(channel, { event: 'e', payload: { n: 2 } });
  await waitFor(() => second.length === 2, 'the remaining handler');
  assert.equal(first.length, 1);

  await offSecond();
  assert.equal(await numsub(channel), 0);

  // dropped and taken again at once: the commands keep their order, so it ends subscribed
  const again: BusMessage[] = [];
  const offAgain = await subscriber.subscribe(channel, (m) => again.push(m));
  await (
    await subscriber.subscribe(channel, () => {})
  )();
  await offAgain();
  const last = await subscriber.subscribe(channel, (m) => again.push(m));
  assert.equal(await numsub(channel), 1);
  await publisher.publish(channel, { event: 'e', payload: { n: 3 } });
  await waitFor(() => again.length === 1, 'the resubscribed handler');
  await last();
});

test('messages that are not bus messages are dropped, and the bus goes on', { timeout: 15_000 }, async (t) => {
  const h = new Harness(t);
  const { newBus, warnings } = redisFor(h);
  const bus = newBus();
  const raw = new Redis(REDIS_URL);
  h.onCleanup(() => raw.quit().then(() => undefined));
  const channel = `test:${run}:garbage`;
  const got: BusMessage[] = [];
  await bus.subscribe(channel, (m) => got.push(m));
  await raw.publish(channel, 'not json');
  await raw.publish(channel, JSON.stringify({ payload: 'no event' }));
  await raw.publish(channel, JSON.stringify({ event: 'fine', payload: null }));
  await waitFor(() => got.length > 0, 'the valid message');
  assert.deepEqual(got, [{ event: 'fine', payload: null }]);
  assert.equal(warnings.length, 2);
});

test('a closed bus refuses to publish or subscribe', { timeout: 15_000 }, async () => {
  const bus = createRedisBus(REDIS_URL);
  await bus.close();
  await assert.rejects(bus.publish(`test:${run}:closed`, { event: 'e', payload: null }), /closed/);
  await assert.rejects(
    bus.subscribe(`test:${run}:closed`, () => {}),
    /closed/,
  );
});

test(
  'two deployments sharing one Redis under different REDIS_PREFIX never hear each other',
  { timeout: 15_000 },
  async (t) => {
    const h = new Harness(t);
    const configOf = (prefix: string) => loadConfig({ DATA_DIR: ':memory:', REDIS_URL, REDIS_PREFIX: prefix });
    const staging = busFromConfig(configOf(`test:${run}:staging:`));
    const production = busFromConfig(configOf(`test:${run}:production:`));
    const admin = new Redis(REDIS_URL);
    h.onCleanup(async () => {
      await Promise.all([staging.close(), production.close()]);
      await admin.quit();
    });
    const heard = { staging: [] as BusMessage[], production: [] as BusMessage[] };
    await staging.subscribe('unit:7', (m) => heard.staging.push(m));
    await production.subscribe('unit:7', (m) => heard.production.push(m));

    await staging.publish('unit:7', { event: 'unit_updated', payload: { from: 'staging' } });
    await production.publish('unit:7', { event: 'unit_updated', payload: { from: 'production' } });
    await waitFor(() => heard.staging.length === 1 && heard.production.length === 1, 'each its own message');
    assert.deepEqual(heard.staging[0]?.payload, { from: 'staging' });
    assert.deepEqual(heard.production[0]?.payload, { from: 'production' });
    const reply = (await admin.pubsub('NUMSUB', `test:${run}:staging:unit:7`)) as [string, number];
    assert.equal(Number(reply[1]), 1, 'the channel in Redis carries the prefix');
  },
);

test('…and count their rate limits apart, under their own prefix', { timeout: 15_000 }, async (t) => {
  const h = new Harness(t);
  const configOf = (prefix: string) => loadConfig({ DATA_DIR: ':memory:', REDIS_URL, REDIS_PREFIX: prefix });
  const staging = rateLimitStoreFromConfig(configOf(`test:${run}:staging:`));
  const production = rateLimitStoreFromConfig(configOf(`test:${run}:production:`));
  const admin = new Redis(REDIS_URL);
  h.onCleanup(async () => {
    await Promise.all([staging.close(), production.close()]);
    await admin.quit();
  });
  const now = new Date();
  await staging.increment('signIn:+27820000001', 60_000, now);
  assert.equal(await staging.increment('signIn:+27820000001', 60_000, now), 2);
  assert.equal(await production.count('signIn:+27820000001', 60_000, now), 0);
  assert.equal((await admin.keys(`test:${run}:staging:rl:signIn:+27820000001:*`)).length, 1);
});
