/**
 * Blocks: the operator command (scripts/admin.ts, run against this test's database) sets them; sign-in and
 * refresh answer 403 login_block; voucher loading answers 403 deposit_block (SPEC §6, §8).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E } from '../../contract/errors';
import { SandboxPaths } from '../../contract/sandbox';
import { OTP_RESEND_INTERVAL_MS } from '../../contract/sites';
import { runAdmin, UsageError } from '../../scripts/admin';
import { isUnitBlocked } from '../src/modules/units/blocks';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { TestClock, testApp } from './helpers';
import { anonymousUnit, voucher } from './support/money';
import { assertError, PASSWORD, phoneMaker, post, register } from './support/users';

const newPhone = phoneMaker(6_000_000);
const clock = new TestClock();

describe('blocks', () => {
  let units: UnitsService;

  const t = testApp({
    clock,
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const admin = (...args: string[]) => runAdmin(args, t.db);
  const login = (phone: string, siteId = 1) =>
    post(t.app, ApiPaths.login, { login: phone, password: PASSWORD, provider: 'identity', site_id: siteId });

  async function unitOf(session: SessionAnswer): Promise<string> {
    const answer = await post(t.app, ApiPaths.createUserUnit, {}, { authorization: `Bearer ${session.access.token}` });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json().unit_token as string;
  }

  async function startLoading(token: string) {
    return post(t.app, ApiPaths.startLoading, { token, code: await voucher(t.app, 1000) });
  }

  it('a login block refuses sign-in and refresh with 403 and SPEC’s message, and signs the player out', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    assert.deepEqual(await admin('block', 'login', phone), [
      `Blocked login: ${phone} on site 1 (user ${session.user.id}): blocks login`,
    ]);
    const message = 'Your account is blocked. Please contact Support Team for further details.';
    assertError(await login(phone), 403, E.loginBlock, message);
    assertError(await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token }), 403, E.loginBlock, message);
    // The block is told only to someone who knows the password.
    assertError(
      await post(t.app, ApiPaths.login, { login: phone, password: 'wrong-password', provider: 'identity', site_id: 1 }),
      401,
      E.wrongPassword,
    );

    assert.deepEqual(await admin('unblock', 'login', `0${phone.slice(3)}`), [
      `Unblocked login: ${phone} on site 1 (user ${session.user.id}): blocks none`,
    ]);
    assert.equal((await login(phone)).statusCode, 200);
    // The block revoked the sessions it found: lifting it does not bring them back.
    assertError(await post(t.app, ApiPaths.refreshToken, { token: session.refresh.token }), 401, E.unauthenticated);
  });

  it('blocks a phone on every site it is registered on, or on one with --site', async () => {
    const phone = newPhone();
    await register(t.app, phone, 1);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    await register(t.app, phone, 2);
    const lines = await admin('block', 'login', phone, '--site', '2');
    assert.equal(lines.length, 1);
    assert.match(lines[0]!, /on site 2/);
    assert.equal((await login(phone, 1)).statusCode, 200);
    assertError(await login(phone, 2), 403, E.loginBlock);
    assert.equal((await admin('block', 'login', phone)).length, 2);
    assertError(await login(phone, 1), 403, E.loginBlock);
    assert.deepEqual(
      (await admin('blocks', phone)).map((line) => line.replace(/ \(user \d+\)/, '')),
      [`${phone} on site 1: blocks login`, `${phone} on site 2: blocks login`],
    );
  });

  it("a player's deposit block stops voucher loading on their unit with 403, started or not", async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await unitOf(session);
    const started = await startLoading(token);
    assert.equal(started.statusCode, 200, started.body);

    await admin('block', 'deposit', phone);
    assertError(await startLoading(token), 403, E.depositBlock, /blocked/);
    const completed = await post(t.app, ApiPaths.completeLoading, {
      token,
      acoin_tx_token: started.json().acoin_batch_token,
      amount: 1000,
    });
    assertError(completed, 403, E.depositBlock);
    const identity = await units.identify(token);
    assert.equal((await units.view(identity!.unitId)).fin_account.deposit_balance, 0);
    // Sign-in is not affected by a deposit block.
    assert.equal((await login(phone)).statusCode, 200);

    await admin('unblock', 'deposit', phone);
    assert.equal((await startLoading(token)).statusCode, 200);
  });

  it('withdrawal and game blocks are kept per player, and per unit for anonymous units', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const id = (await units.identify(await unitOf(session)))!.unitId;
    await admin('block', 'withdrawal', phone);
    await admin('block', 'game', phone);
    assert.equal(await isUnitBlocked(t.db, id, 'withdrawal'), true);
    assert.equal(await isUnitBlocked(t.db, id, 'game'), true);
    assert.equal(await isUnitBlocked(t.db, id, 'deposit'), false);

    const anonymous = await anonymousUnit(t.app);
    const anonymousId = (await units.identify(anonymous))!.unitId;
    assert.deepEqual(await admin('block', 'deposit', '--unit', String(anonymousId)), [
      `Unit ${anonymousId}: deposit blocked`,
    ]);
    assertError(await startLoading(anonymous), 403, E.depositBlock);
    await admin('unblock', 'deposit', '--unit', String(anonymousId));
    assert.equal((await startLoading(anonymous)).statusCode, 200);
    assert.deepEqual(await admin('block', 'game', '--unit', '999999'), ['No unit 999999']);
  });

  it('a game block refuses the player token games are opened with, until it is lifted', async () => {
    const phone = newPhone();
    const session = await register(t.app, phone);
    const token = await unitOf(session);
    const auth = { authorization: `Bearer ${session.access.token}` };
    const playerToken = () => post(t.app, ApiPaths.playerToken, { token }, auth);
    assert.equal((await playerToken()).statusCode, 200);

    await admin('block', 'game', phone);
    assertError(await playerToken(), 403, E.gameBlock);
    await admin('unblock', 'game', phone);
    assert.equal((await playerToken()).statusCode, 200);

    const id = (await units.identify(token))!.unitId;
    await admin('block', 'game', '--unit', String(id));
    assertError(await playerToken(), 403, E.gameBlock);
    await admin('unblock', 'game', '--unit', String(id));
    assert.equal((await playerToken()).statusCode, 200);
  });

  it('the site command closes and reopens a site, and sets how it loads funds (SPEC §4 unit creation)', async () => {
    const session = await register(t.app, newPhone());
    const auth = { authorization: `Bearer ${session.access.token}` };
    const createAnonymous = () => post(t.app, ApiPaths.createAnonymousUnit, { site_id: 1 });
    const createPlayerUnit = () => post(t.app, ApiPaths.createUserUnit, {}, auth);
    try {
      assert.deepEqual(await admin('site', '1', '--inactive'), [
        'Site 1 (Lucky Star): not active, funds mode gs_ticket',
      ]);
      assertError(await createAnonymous(), 422, E.siteNotActiveShort);
      assertError(await createPlayerUnit(), 422, E.siteNotActiveShort);

      assert.deepEqual(await admin('site', '1', '--active', '--funds-mode', 'voucher_only'), [
        'Site 1 (Lucky Star): active, funds mode voucher_only',
      ]);
      assertError(await createAnonymous(), 422, E.ticketNotSupport);
      assertError(await createPlayerUnit(), 422, E.ticketNotSupport);
    } finally {
      await admin('site', '1', '--active', '--funds-mode', 'gs_ticket');
    }
    assert.deepEqual(await admin('site', '1'), ['Site 1 (Lucky Star): active, funds mode gs_ticket']);
    assert.equal((await createAnonymous()).statusCode, 200);
    assert.equal((await createPlayerUnit()).statusCode, 200);
    assert.deepEqual(await admin('site', '77'), ['No site 77']);
    assert.deepEqual(await admin('site', '99999999999'), ['No site 99999999999']);
    for (const args of [
      ['site'],
      ['site', 'x'],
      ['site', '1', '--active', '--inactive'],
      ['site', '1', '--funds-mode', 'DROP TABLE'],
    ]) {
      await assert.rejects(admin(...args), UsageError, args.join(' '));
    }
  });

  it('the sandbox site route does the same for testers, and refuses what is not a site', async () => {
    const closed = await post(t.app, SandboxPaths.sites, { site_id: 2, active: false });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.deepEqual(closed.json(), { site_id: 2, active: false, funds_mode: 'gs_ticket' });
    assertError(await post(t.app, ApiPaths.createAnonymousUnit, { site_id: 2 }), 422, E.siteNotActiveShort);
    const reopened = await post(t.app, SandboxPaths.sites, { site_id: 2, active: true });
    assert.deepEqual(reopened.json(), { site_id: 2, active: true, funds_mode: 'gs_ticket' });
    assert.equal((await post(t.app, ApiPaths.createAnonymousUnit, { site_id: 2 })).statusCode, 200);

    assertError(await post(t.app, SandboxPaths.sites, { site_id: 77, active: false }), 404, E.siteNotFound);
    for (const body of [{}, { site_id: 0 }, { site_id: 1, active: 'no' }, { site_id: 1, funds_mode: 'A B' }]) {
      assertError(await post(t.app, SandboxPaths.sites, body), 422, E.validation);
    }
  });

  it('the command refuses bad input with its usage, and names a phone nobody has', async () => {
    for (const args of [
      [],
      ['block'],
      ['block', 'everything', '+27820000001'],
      ['block', 'login'],
      ['block', 'login', '--unit', '1'],
      ['block', 'login', 'not-a-phone'],
      ['block', 'login', '+27820000001', '--site'],
      ['block', 'login', '+27820000001', '--site', 'x'],
      ['block', 'login', '+27820000001', '--site', '99'],
      ['drop', 'tables'],
    ]) {
      await assert.rejects(admin(...args), UsageError, args.join(' '));
    }
    const nobody = newPhone();
    assert.deepEqual(await admin('block', 'login', nobody), [`No player with phone ${nobody}`]);
    assert.deepEqual(await admin('blocks', nobody), [`No player with phone ${nobody}`]);
  });
  it('the sandbox operator route sets and lifts the same block, and names a phone nobody has', async () => {
    const phone = newPhone();
    await register(t.app, phone);
    const blocked = await post(t.app, SandboxPaths.blocks, { phone, block: 'login', on: true });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.deepEqual(blocked.json().players[0].blocks, ['login']);
    assertError(await login(phone), 403, E.loginBlock);
    assert.equal((await post(t.app, SandboxPaths.blocks, { phone, block: 'login', on: false })).statusCode, 200);
    assert.equal((await login(phone)).statusCode, 200);
    assertError(
      await post(t.app, SandboxPaths.blocks, { phone: newPhone(), block: 'login', on: true }),
      404,
      E.userNotFound,
    );
    assertError(await post(t.app, SandboxPaths.blocks, { phone, block: 'everything', on: true }), 422, E.validation);
  });
});
