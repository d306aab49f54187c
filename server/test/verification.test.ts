/**
 * Identity verification (contract/verification.ts): start and last verification, one in progress at a time (kept by
 * the database), attempts counted, redirect addresses vetted, the hosted form's checks (ID numbers, names, date of
 * birth, the document's size and type), and approval raising the level, pushed to the player's unit, so that a
 * withdrawal a threshold refused then goes through. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E, withdrawalThresholdCode } from '../../contract/errors';
import { SocketEvents } from '../../contract/socket';
import { KYC_FORM_TTL_MS, KYC_MAX_ATTEMPTS, southAfricanIdProblem } from '../../contract/verification';
import type { Verification } from '../../contract/verification';
import { unitChannel } from '../src/ledger/ledger';
import { TestClock, testApp } from './helpers';
import { JPEG, multipart, PNG, saId, type Part } from './support/kyc';
import { assertError, listen, type Answer } from './support/money';
import { PASSWORD, phoneMaker, register } from './support/users';
import * as w from './support/withdrawals';

const newPhone = phoneMaker(7_700_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };
const SITE = 'http://localhost';
const REDIRECT = `${SITE}/my-account/verification/`;

describe('verification', () => {
  const clock = new TestClock(Date.parse('2030-03-10T12:00:00Z'));
  const t = testApp({ clock, rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });

  const auth = (session: SessionAnswer) => ({ authorization: `Bearer ${session.access.token}` });

  async function start(session: SessionAnswer | null, body: object): Promise<Answer<{ form_url: string }>> {
    const response = await t.app.inject({
      method: 'POST',
      url: ApiPaths.startVerification,
      payload: body,
      headers: session ? auth(session) : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function last(session: SessionAnswer): Promise<Answer<{ verification: Verification }>> {
    const response = await t.app.inject({ method: 'GET', url: ApiPaths.lastVerification, headers: auth(session) });
    return { status: response.statusCode, body: response.json() };
  }

  /** Starts a level-`level` verification and answers its id. */
  async function started(session: SessionAnswer, level = 2): Promise<string> {
    const answer = await start(session, { redirect_url: REDIRECT, required_verification_level: level });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const match = /^http:\/\/localhost\/sandbox\/kyc\/([0-9a-f-]{36})$/.exec(answer.body.form_url);
    assert.ok(match, answer.body.form_url);
    return match[1]!;
  }

  async function decide(id: string, outcome: 'approved' | 'rejected') {
    const response = await t.app.inject({ method: 'POST', url: `/sandbox/kyc/${id}`, payload: { outcome } });
    return {
      status: response.statusCode,
      body: response.json() as { verification: Verification; redirect_url: string },
    };
  }

  async function submit(id: string, parts: Part[]) {
    const { payload, headers } = multipart(parts);
    const response = await t.app.inject({ method: 'POST', url: `/sandbox/kyc/${id}/details`, payload, headers });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  const details = (idNumber: string, dateOfBirth: string, document: Buffer = JPEG, type = 'image/jpeg'): Part[] => [
    { name: 'id_number', value: idNumber },
    { name: 'first_name', value: 'Thandi' },
    { name: 'last_name', value: 'Mokoena' },
    { name: 'date_of_birth', value: dateOfBirth },
    { name: 'document', value: document, filename: 'id.jpg', type },
  ];

  async function signIn(session: SessionAnswer): Promise<SessionAnswer> {
    const response = await t.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      payload: { login: session.user.phone, password: PASSWORD, provider: 'identity', site_id: 1 },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as SessionAnswer;
  }

  const levelOf = async (userId: number) =>
    (await t.db.query<{ verification_level: string }>('SELECT verification_level FROM users WHERE id = $1', [userId]))
      .rows[0]?.verification_level;

  it('checks South African ID numbers by date and Luhn digit', () => {
    assert.equal(southAfricanIdProblem(saId('900101')), null);
    assert.equal(southAfricanIdProblem('8001015009087'), null, 'a well-known valid example');
    assert.match(southAfricanIdProblem('8001015009088') ?? '', /check digit/);
    assert.match(southAfricanIdProblem('9013015009087') ?? '', /birth date/);
    assert.match(southAfricanIdProblem('800101500908') ?? '', /13 digits/);
    assert.match(southAfricanIdProblem(saId('900101', '5009', '7')) ?? '', /citizenship/);
  });

  it('needs a signed-in player, a level 2 or 3, and a redirect address on the site', async () => {
    const session = await register(t.app, newPhone());
    assertError(await start(null, { redirect_url: REDIRECT, required_verification_level: 2 }), 401, E.unauthenticated);
    for (const level of [1, 4, '2', null]) {
      assertError(
        await start(session, { redirect_url: REDIRECT, required_verification_level: level }),
        422,
        E.validation,
      );
    }
    for (const url of [
      'https://evil.example/back',
      'javascript:alert(1)',
      '/relative',
      'http://user:pw@localhost:80/',
    ]) {
      assertError(
        await start(session, { redirect_url: url, required_verification_level: 2 }),
        422,
        E.returnUrlNotAllowed,
      );
    }
    assertError(await last(session), 404, E.kycHistoryEmpty);
  });

  it('answers the form address; the last verification is pending with it; a second start is 409', async () => {
    const session = await register(t.app, newPhone());
    const id = await started(session);
    const answer = await last(session);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.verification, {
      id,
      status: 'pending',
      level: 2,
      created_at: clock.now().toISOString(),
      form_url: `${SITE}/sandbox/kyc/${id}`,
    });
    assertError(await start(session, { redirect_url: REDIRECT, required_verification_level: 2 }), 409, E.kycInProgress);
    assertError(await start(session, { redirect_url: REDIRECT, required_verification_level: 3 }), 409, E.kycInProgress);

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${id}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /South African ID number/);
    assert.match(page.body, /Standard \(level 2\)/);
    assert.match(page.body, />Approve</);
    assert.match(page.body, />Reject</);
  });

  it('keeps one verification in progress when starts race', async () => {
    const session = await register(t.app, newPhone());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => start(session, { redirect_url: REDIRECT, required_verification_level: 2 })),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409]);
    const { rows } = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM verifications WHERE user_id = $1 AND status = 'pending'",
      [session.user.id],
    );
    assert.equal(Number(rows[0]!.n), 1);
  });

  it('another player sees neither the verification nor its state', async () => {
    const owner = await register(t.app, newPhone());
    const other = await register(t.app, newPhone());
    await started(owner);
    assertError(await last(other), 404, E.kycHistoryEmpty);
    // the other player may start their own: in progress is per player
    await started(other);
  });

  it('counts attempts: rejected and expired ones too, then max_attempts_reached', async () => {
    let session = await register(t.app, newPhone());
    const first = await started(session);
    const rejected = await decide(first, 'rejected');
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.redirect_url, REDIRECT);
    assert.equal(rejected.body.verification.status, 'rejected');
    assert.equal(await levelOf(session.user.id), 'unverified');

    const second = await started(session);
    clock.advance(KYC_FORM_TTL_MS + 1);
    // the access token has expired meanwhile: sign in again
    session = await signIn(session);
    assert.equal((await last(session)).body.verification.status, 'expired');
    assertError(await decide(second, 'approved'), 409, E.kycSettled);
    for (let attempt = 3; attempt <= KYC_MAX_ATTEMPTS; attempt += 1) await decide(await started(session), 'rejected');
    assertError(
      await start(session, { redirect_url: REDIRECT, required_verification_level: 2 }),
      422,
      E.kycMaxAttempts,
    );
  });

  it('refuses bad details with a 4xx naming the field, and stores good ones with the document', async () => {
    const session = await register(t.app, newPhone());
    const id = await started(session);
    const cases: Array<[Part[], number, string, RegExp]> = [
      [details('8001015009088', '1980-01-01'), 422, E.validation, /id_number.*check digit/],
      [details('ABCDE1234F', '1980-01-01'), 422, E.validation, /id_number.*13 digits/],
      [details(saId('800101'), '1981-01-01'), 422, E.validation, /id_number does not match date_of_birth/],
      [details(saId('150101'), '2015-01-01'), 422, E.validation, /date_of_birth.*18/],
      [details(saId('800101'), '1980-02-30'), 422, E.validation, /date_of_birth/],
      [details(saId('800101'), '1980-01-01', Buffer.from('hello, not an image')), 415, E.unsupportedMediaType, /JPEG/],
      [details(saId('800101'), '1980-01-01').slice(0, 4), 422, E.validation, /document is required/],
      [details(saId('800101'), '1980-01-01').slice(1), 422, E.validation, /id_number is required/],
      [
        details(saId('800101'), '1980-01-01', Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)])),
        413,
        E.payloadTooLarge,
        /5 MB/,
      ],
    ];
    for (const [parts, status, code, message] of cases) {
      const answer = await submit(id, parts);
      assertError(answer, status, code);
      assert.match((answer.body as { error: { message: string } }).error.message, message);
    }
    const json = await t.app.inject({ method: 'POST', url: `/sandbox/kyc/${id}/details`, payload: { id_number: 'x' } });
    assert.equal(json.statusCode, 415, json.body);

    const ok = await submit(id, details(saId('800101'), '1980-01-01', PNG, 'image/jpeg'));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const { rows } = await t.db.query<{ content_type: string; size: number; id_number: string }>(
      `SELECT d.content_type, d.size, v.id_number FROM verification_documents d
       JOIN verifications v ON v.id = d.verification_id WHERE v.id = $1`,
      [id],
    );
    assert.deepEqual(rows[0], { content_type: 'image/png', size: PNG.length, id_number: saId('800101') });
  });

  it('takes an Indian PAN on the India site and refuses a South African ID there', async () => {
    const session = await register(t.app, newPhone(), 3);
    const id = await started(session);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${id}` });
    assert.match(page.body, /PAN/);
    assertError(await submit(id, details(saId('800101'), '1980-01-01')), 422, E.validation);
    assertError(await submit(id, details('ABCD12345F', '1980-01-01')), 422, E.validation);
    const ok = await submit(id, details('abcpe1234f', '1980-01-01'));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
  });

  it('refuses unknown and malformed verification ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    assertError(await decide(unknown, 'approved'), 404, E.kycNotFound);
    assert.equal((await t.app.inject({ method: 'GET', url: `/sandbox/kyc/${unknown}` })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/sandbox/kyc/not-a-uuid' })).statusCode, 422);
  });

  it('approval raises the level, is pushed to the unit, and lets a refused withdrawal through; level 3 likewise', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 80_000, cash: 3_000_000 });
    const body = w.bodyFor('im', player.token, 60_000);
    assertError(await w.preCheck(t, 'im', body), 403, withdrawalThresholdCode('single', 2));

    const id = await started(player.session, 2);
    const listener = await listen(t.bus, unitChannel(player.unitId));
    const approved = await decide(id, 'approved');
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.verification.status, 'approved');
    assert.equal(approved.body.redirect_url, REDIRECT);
    assert.equal(await levelOf(player.userId), 'standard');
    const pushed = await listener.until((message) => message.event === SocketEvents.userUpdated);
    assert.equal((pushed.payload as { user: { verification_level: string } }).user.verification_level, 'standard');
    await listener.stop();

    // the same decision again changes nothing; the other one is refused
    assert.equal((await decide(id, 'approved')).status, 200);
    assertError(await decide(id, 'rejected'), 409, E.kycSettled);
    assertError(
      await start(player.session, { redirect_url: REDIRECT, required_verification_level: 2 }),
      422,
      E.kycLevelReached,
    );

    const created = await w.create(t, 'im', body);
    assert.equal(created.status, 200, JSON.stringify(created.body));

    // standard is held to the third-level thresholds (R25,000 at once in the demo config)
    const big = w.bodyFor('im', player.token, 2_600_000);
    assertError(await w.preCheck(t, 'im', big), 403, withdrawalThresholdCode('single', 3));
    await decide(await started(player.session, 3), 'approved');
    assert.equal(await levelOf(player.userId), 'enhanced');
    const user = await t.app.inject({ method: 'POST', url: ApiPaths.user, headers: auth(player.session) });
    assert.equal((user.json() as { user: { verification_level: string } }).user.verification_level, 'enhanced');
    assert.equal((await w.preCheck(t, 'im', big)).status, 200);
  });
});
