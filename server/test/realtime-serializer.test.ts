/**
 * Push frames: one bus message pushed to many sockets is encoded once, and each socket's frame is exactly what the
 * V2 serializer makes of it (the npm client parses it as any other frame).
 * Run: node --import tsx --test server/test/realtime-serializer.test.ts
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decode, encode, encodePush } from '../src/realtime/serializer';

test("a push frame is the V2 frame of the socket's join_ref, no ref, the topic, the event and the payload", () => {
  const message = {
    event: 'jackpot_lifecycle_updated',
    payload: { slug: 'grand', winner_name: 'Zoë "Z" Nkosi', n: 1 },
  };
  for (const joinRef of ['1', '42', 'a"b']) {
    const frame = encodePush(joinRef, 'jackpots', message);
    assert.equal(frame, encode({ joinRef, ref: null, topic: 'jackpots', ...message }));
    assert.deepEqual(decode(frame), { joinRef, ref: null, topic: 'jackpots', ...message });
  }
});

test("one message's payload is encoded once for every socket joined to its topic, and once more per other topic", () => {
  let encoded = 0;
  const payload = {
    toJSON() {
      encoded++;
      return { balance: 1_250 };
    },
  };
  const message = { event: 'unit_updated', payload };
  const frames = Array.from({ length: 1_000 }, (_, i) => encodePush(String(i + 1), 'unit', message));
  assert.equal(encoded, 1);
  assert.equal(frames[999], '["1000",null,"unit","unit_updated",{"balance":1250}]');
  encodePush('7', 'promotions', message);
  assert.equal(encoded, 2);
  // another message with an equal payload is another delivery: encoded afresh
  encodePush('1', 'unit', { event: 'unit_updated', payload });
  assert.equal(encoded, 3);
});
