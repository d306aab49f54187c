/**
 * Rendered bus channels (TopicHandler.rendered): a message on a channel many sockets share is rendered once per node
 * for all of them, each socket gets its own form, and the socket's later pushes wait behind it.
 * Run: node --import tsx --test server/test/realtime-rendered.test.ts
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BusMessage } from '../src/bus/bus';
import { createLocalBus } from '../src/bus/bus';
import type { TopicHandler } from '../src/realtime/plugin';
import { Harness, collect, countingBus, join, leave, waitFor } from './support/realtime';

test("one render per message for a node's sockets on a rendered channel; each gets its own, in the bus's order", async (t) => {
  const h = new Harness(t);
  const { bus, subscribes, unsubscribes } = countingBus(createLocalBus());
  h.onCleanup(() => bus.close());
  const renders: number[][] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const topics: Record<string, TopicHandler> = {
    unit: {
      join: async () => ({ status: 'ok', response: {} }),
      channels: (identity) => [`unit:${identity.unitId}`],
      rendered: {
        channels: (identity) => [`site:${identity.siteId}:units`],
        async render(message, identities) {
          renders.push(identities.map((identity) => identity.unitId).sort());
          await gate;
          // unit 3 is left out, as a unit gone from the database is
          const answered = identities.filter((identity) => identity.unitId !== 3);
          return new Map(
            answered.map((identity): [number, BusMessage] => [
              identity.unitId,
              { event: message.event, payload: { for: identity.unitId } },
            ]),
          );
        },
      },
    },
    // a second topic on the same socket: its push, once seen, shows what the socket was sent before it
    marker: {
      join: async () => ({ status: 'ok', response: {} }),
      channels: (identity) => [`marker:${identity.unitId}`],
    },
  };
  const { endpoint } = await h.startApp({ bus, topics });
  const sockets = ['u1s1', 'u2s1', 'u3s1', 'u4s2'].map((token) => h.connect(endpoint, { token }));
  const units = sockets.map((socket) => socket.channel('unit'));
  const seen = units.map((channel) => collect(channel, 'unit_updated'));
  const marker = sockets[0]!.channel('marker');
  const marks = collect(marker, 'mark');
  for (const channel of [...units, marker]) assert.equal((await join(channel)).status, 'ok');
  assert.equal(subscribes.get('site:1:units'), 1, "one bus subscription for the site's three sockets");

  await bus.publish('site:1:units', { event: 'unit_updated', payload: { site: 1 } });
  await bus.publish('unit:1', { event: 'unit_updated', payload: { after: true } });
  await bus.publish('marker:1', { event: 'mark', payload: {} });
  await waitFor(() => marks.length > 0, 'the marker');
  assert.deepEqual(seen[0], [], 'the later push waits behind the one being rendered');

  release();
  await waitFor(() => seen[0]!.length === 2 && seen[1]!.length === 1, 'the rendered pushes');
  assert.deepEqual(seen[0], [{ for: 1 }, { after: true }]);
  assert.deepEqual(seen[1], [{ for: 2 }]);
  assert.deepEqual(renders, [[1, 2, 3]], 'one render for the node, with every socket of the site');

  await bus.publish('unit:3', { event: 'unit_updated', payload: { own: 3 } });
  await bus.publish('unit:4', { event: 'unit_updated', payload: { own: 4 } });
  await waitFor(() => seen[2]!.length > 0 && seen[3]!.length > 0, 'their own pushes');
  assert.deepEqual(seen[2], [{ own: 3 }], 'a unit the render left out gets nothing');
  assert.deepEqual(seen[3], [{ own: 4 }], "another site's socket gets nothing");

  for (const channel of units.slice(0, 3)) await leave(channel);
  await waitFor(() => unsubscribes.get('site:1:units') === 1, "the site's bus channel released with its last socket");
});
