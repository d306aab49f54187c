/** The sandbox SMS outbox: GET /sandbox/sms, the sender's log line, and no outbox route without SANDBOX. */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { SandboxPaths } from '../../contract/sandbox';
import { createOutboxSmsSender, listOutbox } from '../src/sms/outbox';
import { createTestApp, TestClock, testApp } from './helpers';
import { assertError, phoneMaker, post, smsTo } from './support/users';

const clock = new TestClock();
const newPhone = phoneMaker(3_000_000);
const t = testApp({ clock });

describe('GET /sandbox/sms', () => {
  test('lists what was sent to a phone, oldest first, in the contract shape', async () => {
    const phone = newPhone();
    assert.deepEqual(await smsTo(t.app, phone), []);
    await post(t.app, ApiPaths.startRegistration, { site_id: 2, phone });
    clock.advance(60_000);
    await post(t.app, ApiPaths.startRegistration, { site_id: 2, phone });
    const messages = await smsTo(t.app, phone);
    assert.equal(messages.length, 2);
    for (const message of messages) {
      assert.deepEqual(Object.keys(message).sort(), ['otp', 'phone', 'sent_at', 'text']);
      assert.equal(message.phone, phone);
      assert.equal(message.text, `Your Golden Reef code is ${message.otp}`);
    }
    assert.equal(Date.parse(messages[1]!.sent_at) - Date.parse(messages[0]!.sent_at), 60_000);
    // A national number is read as South African.
    assert.equal((await smsTo(t.app, `0${phone.slice(3)}`)).length, 2);
  });

  test('a missing or bad phone → 422', async () => {
    assertError(await t.app.inject({ method: 'GET', url: SandboxPaths.sms }), 422, E.validation, /phone/);
    const bad = await t.app.inject({ method: 'GET', url: SandboxPaths.sms, query: { phone: 'x' } });
    assertError(bad, 422, E.validation, 'Please enter a correct phone number');
  });
});

describe('outbox sender', () => {
  test('writes the message and logs every OTP', async () => {
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    const sender = createOutboxSmsSender({ clock, log, config: { sandbox: true } });
    const phone = newPhone();
    await sender.send({ siteId: 1, phone, text: 'Your code is 0042', otp: '0042' }, t.db);
    await sender.send({ siteId: null, phone, text: 'Hello' }, t.db);
    assert.deepEqual(
      (await listOutbox(t.db, phone)).map((m) => [m.text, m.otp]),
      [
        ['Your code is 0042', '0042'],
        ['Hello', null],
      ],
    );
    assert.ok(
      lines.some((line) => JSON.stringify(line).includes('0042')),
      'the OTP is in the log',
    );
  });
});

describe('without SANDBOX', () => {
  test('the outbox route does not exist', async () => {
    const off = await createTestApp({ env: { SANDBOX: 'off' } });
    try {
      const answer = await off.app.inject({ method: 'GET', url: SandboxPaths.sms, query: { phone: newPhone() } });
      assertError(answer, 404, E.notFound);
    } finally {
      await off.close();
    }
  });
});
