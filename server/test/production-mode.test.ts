/**
 * The server as production runs it (NODE_ENV=production, no SANDBOX, the production providers): no sandbox route or
 * demo account exists, and one-time codes reach the SMS webhook, signed, and never the log.
 */

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import type { Verification } from '../../contract/verification';
import { TEST_PAYMENTS_SECRET, testApp } from './helpers';
import { assertError, count, phoneMaker, post } from './support/users';
import { JPEG, multipart, saId } from './support/kyc';
import { codeTexted, productionPlayer, productionSignUp } from './support/production';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { bodyFor, create } from './support/withdrawals';

const newPhone = phoneMaker(8_400_000);
let gateway: WebhookReceiver;
const log: string[] = [];

const t = testApp(async () => {
  gateway = await startWebhookReceiver();
  return {
    env: { NODE_ENV: 'production', SANDBOX: '', SMS_WEBHOOK_URL: gateway.url, EXCLUSION_REGISTER: 'none' },
    logStream: { write: (line) => void log.push(line) },
  };
});
after(() => gateway.close());

/**
 * Whether the log mentions a one-time code anywhere but in pino's own numbers (time, pid, response time) and the masked
 * phone, whose visible prefix ("+2782") is four digits like a code: a code of 2782 or the test's pid is no leak.
 */
function mentions(code: string): boolean {
  const own = new Set(['time', 'pid', 'responseTime']);
  return log.some((line) =>
    JSON.stringify(JSON.parse(line), (key, value: unknown) => {
      if (own.has(key)) return undefined;
      if (key === 'phone' && typeof value === 'string' && value.includes('*')) return value.replace(/^\+\d+/, '+');
      return value;
    }).match(new RegExp(`(?<!\\d)${code}(?!\\d)`)),
  );
}

describe('a production server', () => {
  test('says at start which implementation serves each provider kind', () => {
    const kinds =
      'sms: webhook, payouts: manual, kyc: in_house, exclusionRegister: none, payments: none, games: none, vouchers: none, chat: none';
    assert.ok(
      log.some((line) => line.includes(`providers: ${kinds}`)),
      log.join(''),
    );
  });

  test('answers no sandbox route', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/sandbox/sms?phone=%2B27825550101'],
      ['POST', '/sandbox/vouchers'],
      ['POST', '/sandbox/withdrawals/1'],
      ['GET', '/sandbox/kyc/00000000-0000-4000-8000-000000000000'],
      ['GET', '/sandbox/pay/00000000-0000-4000-8000-000000000000'],
      ['GET', '/sandbox/games/book-of-gold/play?session=x'],
      ['POST', '/sandbox/blocks'],
      ['POST', '/sandbox/exclusion_register'],
      ['POST', '/sandbox/backoffice/staff'],
      ['GET', '/chat/frame'],
    ];
    for (const [method, url] of calls) {
      const answer = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      assert.equal(answer.statusCode, 404, `${method} ${url}: ${answer.body}`);
      assert.equal((answer.json() as { error: { code: string } }).error.code, 'not_found', url);
    }
  });

  test('has no demo account: no player, chat agent, voucher or back-office staff was seeded', async () => {
    for (const table of ['users', 'chat_agents', 'vouchers', 'staff']) assert.equal(await count(t.db, table), 0, table);
  });

  test("a sign-up's code reaches the SMS webhook, signed with the callback secret, and never the log", async () => {
    const phone = newPhone();
    const started = await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    assert.equal(started.statusCode, 200, started.body);

    const [request, ...more] = gateway.received.filter((r) => r.raw.includes(phone));
    assert.ok(request, 'the gateway received nothing');
    assert.equal(more.length, 0);
    assert.equal(request.headers['content-type'], 'application/json');
    const expected = `sha256=${createHmac('sha256', TEST_PAYMENTS_SECRET).update(request.raw).digest('hex')}`;
    assert.equal(request.headers['x-signature'], expected);
    const body = JSON.parse(request.raw) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['text', 'to']);
    const code = codeTexted(gateway, phone);
    assert.equal(body.text, `Your Lucky Star code is ${code}`);

    // The code is the real one: the player who got the text confirms the phone with it.
    const confirmed = await post(t.app, ApiPaths.confirmPhone, { phone, otp: code, site_id: 1 });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.ok(!mentions(code), `the code ${code} is in the log`);
    assert.ok(!log.join('').includes(phone), 'the whole phone number is in the log');
  });

  test('a gateway that refuses the text is logged as an error, without the code', async () => {
    gateway.answerWith(500);
    try {
      const phone = newPhone();
      const started = await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
      assert.equal(started.statusCode, 200, started.body);
      const code = codeTexted(gateway, phone);
      const failed = log.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((l) => l.level >= 50);
      assert.ok(
        failed.some((line) => /SMS webhook failed/.test(line.msg)),
        log.join(''),
      );
      assert.ok(!mentions(code), `the code ${code} is in the log`);
    } finally {
      gateway.answerWith(200);
    }
  });

  test('a withdrawal waits pending for finance: no bank is called and no cash-send PIN is texted', async () => {
    const phone = newPhone();
    const player = await productionPlayer(t, gateway, phone, 20_000);
    const texts = gateway.received.length;
    const made = await create(t, 'im', bodyFor('im', player.token, 10_000), player.session);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const { withdrawal } = made.body;
    assert.equal(withdrawal.status, 'pending');
    // Nothing settles it by itself, and the sandbox's bank is not there to.
    const settle = await post(t.app, `/sandbox/withdrawals/${withdrawal.id}`, { outcome: 'paid' });
    assert.equal(settle.statusCode, 404);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
      withdrawal.id,
    ]);
    assert.deepEqual(rows, [{ status: 'pending' }]);
    // A PIN made up here would be worthless: the bank finance pays through texts its own.
    assert.equal(gateway.received.length, texts, gateway.received.at(-1)?.raw);
    assert.ok(log.some((line) => line.includes('withdrawal awaits manual payout')));
  });

  test('the in-house KYC form renders, refuses bad input as the sandbox form does, and leaves it submitted', async () => {
    const session = await productionSignUp(t, gateway, newPhone());
    const headers = { authorization: `Bearer ${session.access.token}` };
    const redirect_url = 'http://localhost/my-account/verification/';
    const body = { redirect_url, required_verification_level: 2 };
    const started = await t.app.inject({ method: 'POST', url: ApiPaths.startVerification, payload: body, headers });
    assert.equal(started.statusCode, 200, started.body);
    const formUrl = (started.json() as { form_url: string }).form_url;
    const id = /^http:\/\/localhost\/kyc\/([0-9a-f-]{36})$/.exec(formUrl)?.[1];
    assert.ok(id, formUrl);

    const page = await t.app.inject({ method: 'GET', url: `/kyc/${id}` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /script-src 'sha256-/);
    assert.match(page.body, /Verify your identity[\s\S]*South African ID number[\s\S]*Send for review/);
    assert.doesNotMatch(page.body, /Approve|Reject|[Ss]andbox/);

    const send = (parts: ReturnType<typeof details>) => {
      const { payload, headers: type } = multipart(parts);
      return t.app.inject({ method: 'POST', url: `/kyc/${id}`, payload, headers: type });
    };
    const details = (idNumber: string, dateOfBirth: string) => [
      { name: 'id_number', value: idNumber },
      { name: 'first_name', value: 'Thandi' },
      { name: 'last_name', value: 'Mokoena' },
      { name: 'date_of_birth', value: dateOfBirth },
      { name: 'document', value: JPEG, filename: 'id.jpg', type: 'image/jpeg' },
    ];
    const wrongDigit = saId('800101').replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    assertError(await send(details(wrongDigit, '1980-01-01')), 422, E.validation, /check digit/);
    assertError(await send(details(saId('150101'), '2015-01-01')), 422, E.validation, /date_of_birth.*18/);
    assertError(await send(details(saId('800101'), '1980-01-01').slice(0, 4)), 422, E.validation, /document/);
    const json = await t.app.inject({ method: 'POST', url: `/kyc/${id}`, payload: { id_number: 'x' } });
    assertError(json, 415, E.unsupportedMediaType);
    const state = async () =>
      (await t.db.query('SELECT status, submitted_at IS NOT NULL AS sent FROM verifications WHERE id = $1', [id])).rows;
    assert.deepEqual(await state(), [{ status: 'pending', sent: false }]);

    const sent = await send(details(saId('800101'), '1980-01-01'));
    assert.equal(sent.statusCode, 200, sent.body);
    assert.deepEqual(sent.json(), { status: 'submitted', redirect_url });
    assert.deepEqual(await state(), [{ status: 'submitted', sent: true }]);
    assert.equal(await count(t.db, 'verification_documents'), 1);
    const last = await t.app.inject({ method: 'GET', url: ApiPaths.lastVerification, headers });
    const verification = (last.json() as { verification: Verification }).verification;
    assert.deepEqual([verification.status, verification.form_url], ['submitted', null]);
    // It waits for compliance: no second one meanwhile, no second submission, and no level raised.
    const again = await t.app.inject({ method: 'POST', url: ApiPaths.startVerification, payload: body, headers });
    assertError(again, 409, E.kycInProgress);
    assertError(await send(details(saId('800101'), '1980-01-01')), 409, E.kycSettled);
    assert.equal(session.user.verification_level, 'unverified');
    const level = await t.db.query('SELECT verification_level FROM users WHERE id = $1', [session.user.id]);
    assert.deepEqual(level.rows, [{ verification_level: 'unverified' }]);
  });
});
