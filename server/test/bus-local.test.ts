/** The in-process bus. Run: node --import tsx --test server/test/bus-local.test.ts */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createLocalBus, type BusMessage } from '../src/bus/bus';
import { waitFor } from './support/realtime';

test('the local bus delivers a JSON copy to each subscription of the channel, after publish returns', async () => {
  const bus = createLocalBus();
  const a: BusMessage[] = [];
  const b: BusMessage[] = [];
  const handler = (m: BusMessage) => a.push(m);
  const offA1 = await bus.subscribe('c', handler);
  await bus.subscribe('c', handler); // the same function twice is two subscriptions
  await bus.subscribe('other', (m) => b.push(m));
  const payload = { when: new Date(0), n: 1 };
  await bus.publish('c', { event: 'e', payload });
  assert.equal(a.length, 0, 'not delivered synchronously');
  await waitFor(() => a.length === 2, 'two deliveries');
  assert.deepEqual(a[0], { event: 'e', payload: { when: '1970-01-01T00:00:00.000Z', n: 1 } });
  assert.equal(b.length, 0);

  await offA1();
  await bus.publish('c', { event: 'e', payload: null });
  await waitFor(() => a.length === 3, 'one more delivery');
  await bus.close();
  await assert.rejects(bus.publish('c', { event: 'e', payload: null }), /closed/);
});

test('a throwing handler does not keep the message from the others', async () => {
  const warnings: unknown[] = [];
  const bus = createLocalBus({ log: { warn: (...args: unknown[]) => warnings.push(args) } });
  const got: BusMessage[] = [];
  await bus.subscribe('c', () => {
    throw new Error('boom');
  });
  await bus.subscribe('c', (m) => got.push(m));
  await bus.publish('c', { event: 'e', payload: 1 });
  await waitFor(() => got.length === 1, 'the second handler');
  assert.equal(warnings.length, 1);
  await bus.close();
});
