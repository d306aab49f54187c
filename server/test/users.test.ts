/** Registration: send_otp, start_registration, confirm_phone, create (SPEC §7 "Account and auth"). */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { OTP_RESEND_INTERVAL_MS, OTP_TTL_MS, PHONE_TOKEN_TTL_MS } from '../../contract/sites';
import { TestClock, testApp } from './helpers';
import {
  assertError,
  confirmedPhoneToken,
  count,
  lastOtp,
  PASSWORD,
  phoneMaker,
  post,
  register,
  smsTo,
  snapshot,
} from './support/users';

const PHONE_MESSAGE = 'Please enter a correct phone number';
const clock = new TestClock();
const newPhone = phoneMaker(1_000_000);
const t = testApp({ clock });

/** A code other than `otp`. */
const wrong = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

describe('registration happy path', () => {
  test('start_registration → SMS → confirm_phone → create answers the user and tokens', async () => {
    const phone = newPhone();
    const national = `0${phone.slice(3)}`;
    const started = await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: national });
    assert.equal(started.statusCode, 200);
    assert.deepEqual(started.json(), { success: true });

    const [sms] = await smsTo(t.app, phone);
    assert.ok(sms?.otp && /^\d{4}$/.test(sms.otp));
    assert.equal(sms.text, `Your Lucky Star code is ${sms.otp}`);
    assert.equal(sms.phone, phone);

    const confirmed = await post(t.app, ApiPaths.confirmPhone, { phone, otp: sms.otp });
    assert.equal(confirmed.statusCode, 200);
    assert.deepEqual(Object.keys(confirmed.json()), ['phone_token']);

    const created = await post(t.app, ApiPaths.createUser, {
      site_id: 1,
      phone_token: confirmed.json().phone_token,
      first_name: '  Thandi  ',
      last_name: "O'Neil-Mokoena",
      password: PASSWORD,
      birth_date: '1990-04-27',
      extra: 'dropped',
    });
    assert.equal(created.statusCode, 200, created.body);
    const body = created.json();
    assert.deepEqual(Object.keys(body).sort(), ['access', 'refresh', 'user']);
    assert.deepEqual(body.user, {
      id: body.user.id,
      phone,
      first_name: 'Thandi',
      last_name: "O'Neil-Mokoena",
      verification_level: 'unverified',
      player_bank_accounts: [],
      player_upi_accounts: [],
    });
    for (const token of [body.access, body.refresh]) {
      assert.deepEqual(Object.keys(token).sort(), ['expires', 'token']);
      assert.ok(Date.parse(token.expires) > clock.now().getTime());
    }
    assert.match(body.refresh.token, /^[\w-]{43,}$/);

    const { rows } = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE phone = $1', [
      phone,
    ]);
    assert.match(rows[0]?.password_hash ?? '', /^\$argon2id\$/);
  });

  test('an Indian site reads national numbers as +91 and names itself in the SMS', async () => {
    const started = await post(t.app, ApiPaths.startRegistration, { site_id: 3, phone: '98123 00001' });
    assert.equal(started.statusCode, 200, started.body);
    const [sms] = await smsTo(t.app, '+919812300001');
    assert.equal(sms?.text, `Your Shubh Play code is ${sms?.otp}`);
    const confirmed = await post(t.app, ApiPaths.confirmPhone, { phone: '9812300001', otp: sms?.otp, site_id: 3 });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
  });
});

describe('site ids beyond the database column', () => {
  test('every call that takes a site_id answers 422 naming it, never a 500', async () => {
    const site_id = 99_999_999_999;
    const phone = newPhone();
    const calls: [string, object][] = [
      [ApiPaths.sendOtp, { site_id, phone }],
      [ApiPaths.startRegistration, { site_id, phone }],
      [ApiPaths.confirmPhone, { site_id, phone, otp: '1234' }],
      [ApiPaths.login, { site_id, login: phone, password: PASSWORD, provider: 'identity' }],
      [ApiPaths.passwordToken, { site_id, phone, otp: '1234' }],
      [ApiPaths.password, { site_id, login: phone, password_token: 'token', password: PASSWORD }],
      [ApiPaths.createAnonymousUnit, { site_id }],
      ['/sandbox/vouchers', { site_id, amount: 100 }],
      ['/sandbox/blocks', { site_id, phone, block: 'login', on: true }],
    ];
    for (const [path, body] of calls) {
      const answer = await post(t.app, path, body);
      assertError(answer, 422, E.validation);
      assert.match(answer.json().error.message, /site_id/, path);
    }
  });
});

describe('start_registration errors', () => {
  test('unknown site → 404, taken phone → 409, bad input → 422; nothing sent', async () => {
    const { user } = await register(t.app, newPhone());
    const before = await snapshot(t.db);
    assertError(await post(t.app, ApiPaths.startRegistration, { site_id: 99, phone: newPhone() }), 404, E.siteNotFound);
    assertError(
      await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: user.phone }),
      409,
      E.phoneNotUnique,
      'This phone number is already in use',
    );
    assertError(
      await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: '12' }),
      422,
      E.validation,
      PHONE_MESSAGE,
    );
    assertError(await post(t.app, ApiPaths.startRegistration, { site_id: 1 }), 422, E.validation, /phone/);
    assertError(
      await post(t.app, ApiPaths.startRegistration, { site_id: 'one', phone: newPhone() }),
      422,
      E.validation,
      /site_id/,
    );
    assertError(
      await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone: { a: 1 } }),
      422,
      E.validation,
      /phone/,
    );
    assert.deepEqual(await snapshot(t.db), before);
  });

  test('the same phone may register on another site', async () => {
    const { user } = await register(t.app, newPhone(), 1);
    // The resend throttle is per phone across sites.
    assertError(
      await post(t.app, ApiPaths.startRegistration, { site_id: 2, phone: user.phone }),
      429,
      E.tooManyRequests,
    );
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const started = await post(t.app, ApiPaths.startRegistration, { site_id: 2, phone: user.phone });
    assert.equal(started.statusCode, 200, started.body);
  });

  test('a resend within the interval is 429; after it a new code replaces the old', async () => {
    const phone = newPhone();
    await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    const first = await lastOtp(t.app, phone);
    assertError(await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone }), 429, E.tooManyRequests);
    assert.equal((await smsTo(t.app, phone)).length, 1);

    clock.advance(OTP_RESEND_INTERVAL_MS);
    assert.equal((await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone })).statusCode, 200);
    const messages = await smsTo(t.app, phone);
    assert.equal(messages.length, 2);
    const second = messages[1]?.otp ?? '';
    assert.ok(messages[0]!.sent_at < messages[1]!.sent_at, 'oldest first');
    if (first !== second) {
      assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: first }), 422, E.invalidOtp);
    }
    assert.equal((await post(t.app, ApiPaths.confirmPhone, { phone, otp: second })).statusCode, 200);
  });
});

describe('send_otp', () => {
  test('a registered phone gets a code; an unknown one gets none, and both answer success', async () => {
    const { user } = await register(t.app, newPhone());
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const known = await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: user.phone });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), { success: true });
    assert.equal((await smsTo(t.app, user.phone)).length, 2);

    const stranger = newPhone();
    const unknown = await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: stranger });
    assert.equal(unknown.statusCode, 200);
    assert.deepEqual(unknown.json(), { success: true });
    assert.deepEqual(await smsTo(t.app, stranger), []);

    // Throttled alike, so the answers never tell a registered phone from an unknown one.
    assertError(await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: user.phone }), 429, E.tooManyRequests);
    assertError(await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: stranger }), 429, E.tooManyRequests);
  });

  test('a generic code does not confirm a phone for registration', async () => {
    const { user } = await register(t.app, newPhone());
    clock.advance(OTP_RESEND_INTERVAL_MS);
    await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: user.phone });
    const otp = await lastOtp(t.app, user.phone);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone: user.phone, otp }), 422, E.invalidOtp);
  });

  test('unknown site → 404; bad phone → 422', async () => {
    assertError(await post(t.app, ApiPaths.sendOtp, { site_id: 42, phone: newPhone() }), 404, E.siteNotFound);
    assertError(await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: 'abc' }), 422, E.validation, PHONE_MESSAGE);
    assertError(await post(t.app, ApiPaths.sendOtp, { phone: newPhone() }), 422, E.validation, /site_id/);
  });
});

describe('confirm_phone', () => {
  test('a wrong or malformed code is refused; no code at all is invalid', async () => {
    const phone = newPhone();
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: '1234' }), 422, E.invalidOtp);
    await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    const otp = await lastOtp(t.app, phone);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: wrong(otp) }), 422, E.invalidOtp);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: '12' }), 422, E.validation, /otp/);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: '12a4' }), 422, E.validation, /otp/);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone: '+2', otp }), 422, E.validation, PHONE_MESSAGE);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp, site_id: 77 }), 404, E.siteNotFound);
    // A code sent for site 1 does not confirm the phone for site 2.
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp, site_id: 2 }), 422, E.invalidOtp);
    assert.equal((await post(t.app, ApiPaths.confirmPhone, { phone, otp })).statusCode, 200);
    // Spent: the same code cannot be used twice.
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp }), 422, E.invalidOtp);
  });

  test('a code expires after OTP_TTL_MS', async () => {
    const phone = newPhone();
    await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    const otp = await lastOtp(t.app, phone);
    clock.advance(OTP_TTL_MS);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp }), 422, E.otpExpired);
  });

  test('the 5th wrong try burns the code, even for the right code afterwards', async () => {
    const phone = newPhone();
    await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    const otp = await lastOtp(t.app, phone);
    for (let i = 1; i <= 4; i++) {
      assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: wrong(otp) }), 422, E.invalidOtp);
    }
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp: wrong(otp) }), 422, E.otpAttemptsExceeded);
    assertError(await post(t.app, ApiPaths.confirmPhone, { phone, otp }), 422, E.otpAttemptsExceeded);

    clock.advance(OTP_RESEND_INTERVAL_MS);
    await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone });
    const fresh = await lastOtp(t.app, phone);
    assert.equal((await post(t.app, ApiPaths.confirmPhone, { phone, otp: fresh })).statusCode, 200);
  });
});

describe('create', () => {
  const body = (phoneToken: string, overrides: object = {}) => ({
    site_id: 1,
    phone_token: phoneToken,
    first_name: 'Sipho',
    last_name: 'Dlamini',
    password: PASSWORD,
    birth_date: '1990-04-27',
    ...overrides,
  });

  test('bad input → 422 naming the field, and no user is created', async () => {
    const token = await confirmedPhoneToken(t.app, newPhone());
    const before = await snapshot(t.db);
    const cases: [object, RegExp][] = [
      [{ password: 'short' }, /password/],
      [{ password: 'x'.repeat(26) }, /password/],
      [{ first_name: 'A' }, /first_name/],
      [{ last_name: '  B  ' }, /last_name/],
      [{ first_name: 'x'.repeat(26) }, /first_name/],
      [{ first_name: '<script>' }, /first_name/],
      [{ last_name: undefined }, /last_name/],
      [{ site_id: 'x' }, /site_id/],
      [{ phone_token: undefined }, /phone_token/],
      [{ birth_date: undefined }, /birth_date/],
      [{ birth_date: '27/04/1990' }, /birth_date/],
      [{ birth_date: '1990-4-27' }, /birth_date/],
      [{ birth_date: '1990-02-30' }, /birth_date/],
      [{ birth_date: '1990-13-01' }, /birth_date/],
      [{ birth_date: '1899-12-31' }, /birth_date/],
      [{ birth_date: '2990-01-01' }, /birth_date/],
      [{ birth_date: 19900427 }, /birth_date/],
    ];
    for (const [overrides, field] of cases) {
      assertError(await post(t.app, ApiPaths.createUser, body(token, overrides)), 422, E.validation, field);
    }
    assert.deepEqual(await snapshot(t.db), before);
    // The token was not spent by the refused calls.
    assert.equal((await post(t.app, ApiPaths.createUser, body(token))).statusCode, 200);
  });

  test('under 18 → 422 underage and no account; 18 today signs up, and the date is kept', async () => {
    const now = clock.now();
    const yearsAgo = (years: number, days = 0) =>
      new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
    const phone = newPhone();
    const token = await confirmedPhoneToken(t.app, phone);
    const before = await snapshot(t.db);
    for (const birthDate of [yearsAgo(18, 1), yearsAgo(17), yearsAgo(0)]) {
      const refused = await post(t.app, ApiPaths.createUser, body(token, { birth_date: birthDate }));
      assertError(refused, 422, E.underage);
      assert.equal(refused.json().error.message, 'You must be 18 or older to sign up');
    }
    assert.deepEqual(await snapshot(t.db), before);
    const adult = yearsAgo(18);
    assert.equal((await post(t.app, ApiPaths.createUser, body(token, { birth_date: adult }))).statusCode, 200);
    const { rows } = await t.db.query<{ birth_date: string }>(
      "SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM users WHERE phone = $1",
      [phone],
    );
    assert.deepEqual(rows, [{ birth_date: adult }]);
  });

  test('a garbage, expired or other-site phone token → 422 invalid_phone_token', async () => {
    const users = await count(t.db, 'users');
    assertError(await post(t.app, ApiPaths.createUser, body('garbage')), 422, E.invalidPhoneToken);
    const token = await confirmedPhoneToken(t.app, newPhone());
    assertError(await post(t.app, ApiPaths.createUser, body(token, { site_id: 2 })), 422, E.invalidPhoneToken);
    assertError(await post(t.app, ApiPaths.createUser, body(token, { site_id: 404 })), 404, E.siteNotFound);
    clock.advance(PHONE_TOKEN_TTL_MS + 1000);
    assertError(await post(t.app, ApiPaths.createUser, body(token)), 422, E.invalidPhoneToken);
    assert.equal(await count(t.db, 'users'), users);
  });

  test('a phone token is single-use', async () => {
    const phone = newPhone();
    const token = await confirmedPhoneToken(t.app, phone);
    assert.equal((await post(t.app, ApiPaths.createUser, body(token))).statusCode, 200);
    assertError(await post(t.app, ApiPaths.createUser, body(token)), 409, E.phoneNotUnique);
    // Even once the phone is free again, the spent token does not work.
    await t.db.query('DELETE FROM refresh_tokens WHERE user_id IN (SELECT id FROM users WHERE phone = $1)', [phone]);
    await t.db.query('DELETE FROM users WHERE phone = $1', [phone]);
    assertError(await post(t.app, ApiPaths.createUser, body(token)), 422, E.invalidPhoneToken);
  });

  test('two creations racing for one phone: one wins, the other is 409', async () => {
    const phone = newPhone();
    const first = await confirmedPhoneToken(t.app, phone);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const second = await confirmedPhoneToken(t.app, phone);
    const answers = await Promise.all([
      post(t.app, ApiPaths.createUser, body(first)),
      post(t.app, ApiPaths.createUser, body(second)),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    assert.ok(loser);
    assertError(loser, 409, E.phoneNotUnique);
    const { rows } = await t.db.query('SELECT id FROM users WHERE phone = $1', [phone]);
    assert.equal(rows.length, 1);
  });
});
