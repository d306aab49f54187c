/** Password reset: send_otp → password/token/create → password (SPEC §7 "Account and auth"). */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { OTP_RESEND_INTERVAL_MS, PASSWORD_TOKEN_TTL_MS } from '../../contract/sites';
import { TestClock, testApp } from './helpers';
import {
  assertError,
  confirmedPhoneToken,
  lastOtp,
  PASSWORD,
  phoneMaker,
  post,
  register,
  smsTo,
} from './support/users';

const NEW_PASSWORD = 'battery-staple-42';
const clock = new TestClock();
const newPhone = phoneMaker(3_000_000);
const t = testApp({ clock });

const login = (phone: string, password: string, siteId = 1) =>
  post(t.app, ApiPaths.login, { login: phone, password, provider: 'identity', site_id: siteId });

async function resetCode(phone: string, siteId = 1): Promise<string> {
  const sent = await post(t.app, ApiPaths.sendOtp, { site_id: siteId, phone });
  assert.equal(sent.statusCode, 200, sent.body);
  return lastOtp(t.app, phone);
}

async function passwordToken(phone: string, siteId = 1): Promise<string> {
  const otp = await resetCode(phone, siteId);
  const answer = await post(t.app, ApiPaths.passwordToken, { site_id: siteId, phone, otp });
  assert.equal(answer.statusCode, 200, answer.body);
  assert.deepEqual(Object.keys(answer.json()), ['password_token']);
  return answer.json().password_token as string;
}

const setPassword = (body: object) => post(t.app, ApiPaths.password, { site_id: 1, password: NEW_PASSWORD, ...body });

describe('password reset', () => {
  test('the new password signs in, the old one does not, and every old session is signed out', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await passwordToken(`0${phone.slice(3)}`);

    const reset = await setPassword({ login: phone, password_token: token });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual(reset.json(), { success: true });

    assertError(await login(phone, PASSWORD), 401, E.wrongPassword);
    const fresh = await login(phone, NEW_PASSWORD);
    assert.equal(fresh.statusCode, 200, fresh.body);
    assertError(await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token }), 401, E.unauthenticated);
  });

  test('a password token is single-use', async () => {
    const phone = newPhone();
    await register(t.app, phone);
    const token = await passwordToken(phone);
    assert.equal((await setPassword({ login: phone, password_token: token })).statusCode, 200);
    assertError(
      await setPassword({ login: phone, password_token: token, password: 'another-one-1' }),
      422,
      E.invalidPasswordToken,
    );
    assert.equal((await login(phone, NEW_PASSWORD)).statusCode, 200);
  });

  test('a password token expires', async () => {
    const phone = newPhone();
    await register(t.app, phone);
    const token = await passwordToken(phone);
    clock.advance(PASSWORD_TOKEN_TTL_MS + 1000);
    assertError(await setPassword({ login: phone, password_token: token }), 422, E.invalidPasswordToken);
    assert.equal((await login(phone, PASSWORD)).statusCode, 200);
  });

  test("another player's phone, another site, a phone token or garbage is not a password token", async () => {
    const mine = newPhone();
    const theirs = newPhone();
    await register(t.app, mine);
    await register(t.app, theirs);
    const token = await passwordToken(mine);
    assertError(await setPassword({ login: theirs, password_token: token }), 422, E.invalidPasswordToken);
    assertError(await setPassword({ site_id: 2, login: mine, password_token: token }), 422, E.invalidPasswordToken);
    const phoneToken = await confirmedPhoneToken(t.app, newPhone());
    assertError(await setPassword({ login: mine, password_token: phoneToken }), 422, E.invalidPasswordToken);
    assertError(await setPassword({ login: mine, password_token: 'garbage' }), 422, E.invalidPasswordToken);
    // Nothing changed for either player, and the token still works for its own phone.
    assert.equal((await login(theirs, PASSWORD)).statusCode, 200);
    assert.equal((await setPassword({ login: mine, password_token: token })).statusCode, 200);
  });

  test('a wrong code, a registration code or an unregistered phone gives no password token', async () => {
    const phone = newPhone();
    await register(t.app, phone);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const otp = await resetCode(phone);
    const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
    assertError(await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp: wrong }), 422, E.invalidOtp);

    // The registration code texted to this phone is not a reset code.
    const registrationOtp = (await smsTo(t.app, phone))[0]!.otp!;
    const withRegistrationCode = await post(t.app, ApiPaths.passwordToken, {
      site_id: 1,
      phone,
      otp: registrationOtp,
    });
    assert.equal(withRegistrationCode.statusCode, 422, withRegistrationCode.body);

    // send_otp answers success for an unknown phone but texts nothing, so no code can be right.
    const stranger = newPhone();
    assert.equal((await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone: stranger })).statusCode, 200);
    assert.deepEqual(await smsTo(t.app, stranger), []);
    assertError(
      await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone: stranger, otp: '1234' }),
      422,
      E.invalidOtp,
    );
  });

  test('bad input → 422 naming the field; unknown site → 404', async () => {
    const phone = newPhone();
    await register(t.app, phone);
    assertError(await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone, otp: '12' }), 422, E.validation, /otp/);
    assertError(await post(t.app, ApiPaths.passwordToken, { site_id: 1, otp: '1234' }), 422, E.validation, /phone/);
    assertError(await post(t.app, ApiPaths.passwordToken, { site_id: 9, phone, otp: '1234' }), 404, E.siteNotFound);
    assertError(
      await post(t.app, ApiPaths.passwordToken, { site_id: 1, phone: 'nope', otp: '1234' }),
      422,
      E.validation,
      'Please enter a correct phone number',
    );
    clock.advance(OTP_RESEND_INTERVAL_MS);
    const token = await passwordToken(phone);
    assertError(
      await setPassword({ login: phone, password_token: token, password: 'short' }),
      422,
      E.validation,
      /password/,
    );
    assertError(
      await setPassword({ login: phone, password_token: token, password: 'x'.repeat(26) }),
      422,
      E.validation,
      /password/,
    );
    assertError(await setPassword({ login: phone, password: NEW_PASSWORD }), 422, E.validation, /password_token/);
    assertError(await setPassword({ site_id: 9, login: phone, password_token: token }), 404, E.siteNotFound);
    // The refused attempts left the token usable.
    assert.equal((await setPassword({ login: phone, password_token: token })).statusCode, 200);
  });
});
