/**
 * Back-office sign-in (contract/backoffice.ts): password and TOTP, one 401 for every failure, codes never
 * replayed, sessions ending at sign-out and after 30 minutes idle, the cookie and its CSRF header, the rate limit,
 * and first sign-in enrolment of staff made by the CLI.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BACKOFFICE_COOKIE,
  BACKOFFICE_CSRF_HEADER,
  BACKOFFICE_IDLE_MS,
  BackofficePaths,
  type EnrolmentAnswer,
  type SessionAnswer,
} from '../../contract/backoffice';
import { ErrorCodes } from '../../contract/errors';
import { totpCode } from '../src/modules/backoffice/session/totp';
import { createStaff, setStaffDisabled } from '../src/modules/backoffice/staff/service';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET, demoStaffEmail } from '../src/sandbox/backoffice-seed';
import { createTestApp, TestClock, type TestApp } from './helpers';
import { assertBoError, bo, newStaff, signIn, staffMember } from './support/backoffice';

const E = ErrorCodes;
const STEP = 30_000;

describe('back-office sign-in', () => {
  let t: TestApp;
  const clock = new TestClock();

  before(async () => {
    t = await createTestApp({ clock, rateLimits: { loginFailuresBurst: { limit: 4, windowMs: 60_000 } } });
  });
  after(() => t.close());

  it('signs in with email, password and code: the staff member, a token and a strict httpOnly cookie', async () => {
    const staff = await newStaff(t, 'finance', [1, 2]);
    const answer = await signIn(t, clock, staff);
    assert.equal(answer.statusCode, 200, answer.body);
    const body = answer.json() as SessionAnswer;
    assert.deepEqual(Object.keys(body).sort(), ['staff', 'token']);
    assert.deepEqual(Object.keys(body.staff).sort(), ['email', 'id', 'role', 'site_ids']);
    assert.equal(body.staff.role, 'finance');
    assert.deepEqual(body.staff.site_ids, [1, 2]);
    const cookie = String(answer.headers['set-cookie']);
    assert.match(cookie, new RegExp(`^${BACKOFFICE_COOKIE}=${body.token};`));
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.doesNotMatch(cookie, /Secure/, 'plain HTTP: not Secure');

    const me = await bo(t, body, 'GET', 'session');
    assert.equal(me.statusCode, 200, me.body);
    assert.deepEqual(me.json(), { staff: body.staff });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: BackofficePaths.session,
      headers: { cookie: `other=1; ${BACKOFFICE_COOKIE}=${body.token}` },
    });
    assert.equal(byCookie.statusCode, 200, byCookie.body);
  });

  it('answers one 401 for a wrong password, a wrong code and an unknown email', async () => {
    const staff = await newStaff(t, 'support');
    const code = await totpCode(staff.secret, clock.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = [
      await signIn(t, clock, { ...staff, password: 'not-the-password' }),
      await t.app.inject({
        method: 'POST',
        url: BackofficePaths.session,
        payload: { email: staff.email, password: staff.password, totp: wrongCode },
      }),
      await signIn(t, clock, { ...staff, email: 'nobody@staff.test' }),
    ];
    for (const answer of answers) assertBoError(answer, 401, E.backofficeUnauthenticated);
    const messages = new Set(answers.map((answer) => (answer.json() as { error: { message: string } }).error.message));
    assert.equal(messages.size, 1);
    assertBoError(await bo(t, null, 'GET', 'session'), 401, E.backofficeUnauthenticated);
    assertBoError(await bo(t, { token: 'nonsense' }, 'GET', 'session'), 401, E.backofficeUnauthenticated);
  });

  it('never takes a code twice, even in its own window, nor an older one', async () => {
    const staff = await newStaff(t, 'marketing');
    assert.equal((await signIn(t, clock, staff)).statusCode, 200);
    assertBoError(await signIn(t, clock, staff), 401, E.backofficeUnauthenticated);
    clock.advance(STEP);
    assert.equal((await signIn(t, clock, staff)).statusCode, 200);
  });

  it('ends a session after 30 minutes idle, and keeps a busy one', async () => {
    const staff = await staffMember(t, clock, 'compliance');
    clock.advance(BACKOFFICE_IDLE_MS - 60_000);
    assert.equal((await bo(t, staff, 'GET', 'session')).statusCode, 200);
    clock.advance(BACKOFFICE_IDLE_MS - 60_000);
    assert.equal((await bo(t, staff, 'GET', 'session')).statusCode, 200, 'each call keeps it alive');
    clock.advance(BACKOFFICE_IDLE_MS + 1);
    assertBoError(await bo(t, staff, 'GET', 'session'), 401, E.backofficeUnauthenticated);
  });

  it('signs out: the token and the cookie stop working, and the cookie is cleared', async () => {
    const staff = await staffMember(t, clock, 'owner');
    const out = await bo(t, staff, 'DELETE', 'session');
    assert.equal(out.statusCode, 200, out.body);
    assert.match(String(out.headers['set-cookie']), new RegExp(`^${BACKOFFICE_COOKIE}=;.*Max-Age=0`));
    assertBoError(await bo(t, staff, 'GET', 'session'), 401, E.backofficeUnauthenticated);
  });

  it('refuses a change made with the cookie without the CSRF header; the bearer needs none', async () => {
    const staff = await staffMember(t, clock, 'support');
    const cookie = `${BACKOFFICE_COOKIE}=${staff.token}`;
    const bare = await t.app.inject({ method: 'DELETE', url: BackofficePaths.session, headers: { cookie } });
    assertBoError(bare, 403, E.backofficeCsrf);
    assert.equal((await bo(t, staff, 'GET', 'session')).statusCode, 200, 'still signed in');
    const withHeader = await t.app.inject({
      method: 'DELETE',
      url: BackofficePaths.session,
      headers: { cookie, [BACKOFFICE_CSRF_HEADER]: '1' },
    });
    assert.equal(withHeader.statusCode, 200, withHeader.body);
  });

  it('limits failed sign-ins per account like players’ sign-in', async () => {
    const staff = await newStaff(t, 'finance');
    for (let i = 0; i < 4; i++) {
      assertBoError(
        await signIn(t, clock, { ...staff, password: 'wrong-wrong-wrong' }),
        401,
        E.backofficeUnauthenticated,
      );
    }
    assertBoError(await signIn(t, clock, staff), 429, E.tooManyRequests);
    clock.advance(60_000);
    assert.equal((await signIn(t, clock, staff)).statusCode, 200);
  });

  it('ends the sessions of a disabled staff member and refuses their sign-in', async () => {
    const staff = await staffMember(t, clock, 'marketing');
    await setStaffDisabled(t.db, staff.email, true, { staffId: null, now: clock.now() });
    assertBoError(await bo(t, staff, 'GET', 'session'), 401, E.backofficeUnauthenticated);
    clock.advance(STEP);
    assertBoError(await signIn(t, clock, staff), 401, E.backofficeUnauthenticated);
  });

  it('seeds one demo staff member per role in the sandbox, signing in with the secret npm start prints', async () => {
    clock.advance(STEP);
    for (const role of ['owner', 'finance', 'compliance', 'support', 'marketing'] as const) {
      const answer = await signIn(t, clock, {
        email: demoStaffEmail(role),
        password: DEMO_STAFF_PASSWORD,
        secret: DEMO_STAFF_TOTP_SECRET,
      });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual((answer.json() as SessionAnswer).staff.site_ids, [1, 2, 3]);
    }
  });

  it('enrols a staff member made by the CLI: QR code, a code from the app and a new password', async () => {
    const created = await createStaff(
      t.db,
      { email: 'new-owner@staff.test', role: 'owner', siteIds: [1] },
      { staffId: null, now: clock.now() },
    );
    assert.match(created.otpauthUri, /^otpauth:\/\/totp\//);
    assert.ok(created.otpauthUri.includes(`secret=${created.totpSecret}`));
    const staff = { email: 'new-owner@staff.test', password: created.password, secret: created.totpSecret };
    clock.advance(STEP);
    assertBoError(await signIn(t, clock, staff), 403, E.backofficeEnrolmentRequired);

    const enrolment = await t.app.inject({
      method: 'POST',
      url: BackofficePaths.enrolment,
      payload: { email: staff.email, password: staff.password },
    });
    assert.equal(enrolment.statusCode, 200, enrolment.body);
    const { otpauth_uri, qr_data_url } = enrolment.json() as EnrolmentAnswer;
    assert.equal(otpauth_uri, created.otpauthUri);
    assert.match(qr_data_url, /^data:image\/png;base64,/);

    const confirm = (newPassword: string) =>
      totpCode(staff.secret, clock.now()).then((totp) =>
        t.app.inject({
          method: 'POST',
          url: BackofficePaths.enrolmentConfirm,
          payload: { email: staff.email, password: staff.password, totp, new_password: newPassword },
        }),
      );
    assert.equal((await confirm('short')).statusCode, 422);
    const confirmed = await confirm('a-long-new-password');
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal((confirmed.json() as SessionAnswer).staff.role, 'owner');

    clock.advance(STEP);
    assertBoError(await signIn(t, clock, staff), 401, E.backofficeUnauthenticated);
    assert.equal((await signIn(t, clock, { ...staff, password: 'a-long-new-password' })).statusCode, 200);
    const again = await t.app.inject({
      method: 'POST',
      url: BackofficePaths.enrolment,
      payload: { email: staff.email, password: 'a-long-new-password' },
    });
    assertBoError(again, 401, E.backofficeUnauthenticated);
  });
});
