/** Units: the player's unit token, anonymous units, identify/view for the socket, and the socket topics. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ErrorCodes } from '../../contract/errors';
import { UNIT_TOKEN_MIN_LENGTH } from '../../contract/sites';
import type { JackpotsJoinReply } from '../../contract/socket';
import { createTokenSigner } from '../src/auth/tokens';
import { playerUnitConfig } from '../src/modules/units/config';
import { demoUnitConfig } from '../src/seed';
import { unitChannel } from '../src/ledger/ledger';
import { DEMO_JACKPOTS } from '../src/modules/jackpots/pots';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { happyHourPromotions } from '../src/modules/happy-hours/configs';
import { createTopics } from '../src/topics';
import { TEST_JWT_SECRET, testApp } from './helpers';
import { anonymousUnit, assertError, post, type Answer } from './support/money';

const signer = createTokenSigner(TEST_JWT_SECRET);
let phoneSeq = 0;

describe('units', () => {
  let units: UnitsService;

  const t = testApp({
    setUp: async () => {
      units = createUnitsService({ db: t.db });
      // Site 10 is switched off; site 11 does not load funds by ticket.
      const config = JSON.stringify(demoUnitConfig('ZA'));
      const cashConfig = JSON.stringify({ ...demoUnitConfig('ZA'), funds_mode: 'cash' });
      await t.db.query(
        `INSERT INTO sites (id, name, country, currency_code, active, unit_config) VALUES
       (10, 'Closed', 'ZA', 'ZAR', false, $1), (11, 'Cash only', 'ZA', 'ZAR', true, $2)`,
        [config, cashConfig],
      );
    },
  });

  /**
   * A signed-in player's bearer token. The users module (sign-up, login) is built separately, so the user row is
   * inserted directly and an access token signed with the test secret, as login would.
   */
  async function player(siteId = 1): Promise<{ userId: number; bearer: string }> {
    const inserted = await t.db.query<{ id: number }>(
      `INSERT INTO users (site_id, phone, first_name, last_name, password_hash)
       VALUES ($1, $2, 'Thandi', 'Nkosi', 'not-a-hash') RETURNING id`,
      [siteId, `+2782000${String(++phoneSeq).padStart(4, '0')}`],
    );
    const userId = Number(inserted.rows[0]!.id);
    const access = await signer.signAccess({ userId, siteId });
    return { userId, bearer: `Bearer ${access.token}` };
  }

  async function userUnits(authorization?: string): Promise<Answer<{ unit_token: string }>> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/hp/users/units',
      headers: authorization ? { authorization } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('answers the player a unit token, the same unit each time with a fresh token', async () => {
    const { userId, bearer } = await player();
    const first = await userUnits(bearer);
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body), ['unit_token']);
    assert.ok(first.body.unit_token.length >= UNIT_TOKEN_MIN_LENGTH);
    const second = await userUnits(bearer);
    assert.notEqual(second.body.unit_token, first.body.unit_token);
    const a = await units.identify(first.body.unit_token);
    const b = await units.identify(second.body.unit_token);
    assert.ok(a && b);
    assert.deepEqual(a, b);
    assert.equal(a.siteId, 1);
    const rows = await t.db.query('SELECT id FROM units WHERE user_id = $1', [userId]);
    assert.equal(rows.rows.length, 1);
  });

  it('creates one unit when a player asks from many tabs at once', async () => {
    const { userId, bearer } = await player(2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => userUnits(bearer)));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      answers.map(() => 200),
    );
    const identities = await Promise.all(answers.map((answer) => units.identify(answer.body.unit_token)));
    assert.equal(new Set(identities.map((identity) => identity?.unitId)).size, 1);
    const rows = await t.db.query('SELECT id FROM units WHERE user_id = $1', [userId]);
    assert.equal(rows.rows.length, 1);
    const accounts = await t.db.query('SELECT kind FROM ledger_accounts WHERE unit_id = $1', [identities[0]!.unitId]);
    assert.equal(accounts.rows.length, 5);
  });

  it('refuses a missing, malformed or expired bearer token, and a user that does not exist', async () => {
    assertError(await userUnits(), 401, ErrorCodes.unauthenticated);
    assertError(await userUnits('Bearer not-a-jwt'), 401, ErrorCodes.unauthenticated);
    const stale = await signer.signAccess({ userId: 1, siteId: 1 }, new Date(Date.now() - 60 * 60_000));
    assertError(await userUnits(`Bearer ${stale.token}`), 401, ErrorCodes.tokenExpired);
    const ghost = await signer.signAccess({ userId: 999_999, siteId: 1 });
    assertError(await userUnits(`Bearer ${ghost.token}`), 401, ErrorCodes.unauthenticated);
    const { userId } = await player(1);
    const wrongSite = await signer.signAccess({ userId, siteId: 2 });
    assertError(await userUnits(`Bearer ${wrongSite.token}`), 401, ErrorCodes.unauthenticated);
  });

  it('opens no unit on an inactive site or one that does not load funds by ticket', async () => {
    assertError(await userUnits((await player(10)).bearer), 422, ErrorCodes.siteNotActiveShort);
    assertError(await userUnits((await player(11)).bearer), 422, ErrorCodes.ticketNotSupport);
    assertError(await post(t.app, '/v1/hp/units/create', { site_id: 10 }), 422, ErrorCodes.siteNotActiveShort);
    assertError(await post(t.app, '/v1/hp/units/create', { site_id: 11 }), 422, ErrorCodes.ticketNotSupport);
    assertError(await post(t.app, '/v1/hp/units/create', { site_id: 999 }), 404, ErrorCodes.siteNotFound);
    const stray = await t.db.query('SELECT id FROM units WHERE site_id IN (10, 11)');
    assert.equal(stray.rows.length, 0);
  });

  it('creates an anonymous unit with a token longer than 100 characters', async () => {
    const answer = await post<{ token: string }>(t.app, '/v1/hp/units/create', {
      site_id: 3,
      fp_request_id: 'fp-123',
      fingerprint: { visitor: 'abc' },
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['token']);
    assert.ok(answer.body.token.length > 100);
    const identity = await units.identify(answer.body.token);
    assert.ok(identity);
    assert.equal(identity.siteId, 3);
    const unit = await units.view(identity.unitId);
    assert.deepEqual(unit, {
      id: identity.unitId,
      site: { id: 3, active: true, currency_code: 'INR' },
      fin_account: { balance: 0, deposit_balance: 0, bonus_balance: 0 },
      active_campaign_bonus_balance: 0,
      // Site 3 takes real money in the demo, so there is no play balance (contract/play-money.ts).
      play_balance: null,
      // The operator's own settings stay out of what players are told.
      config: playerUnitConfig(demoUnitConfig('IN')),
    });
  });

  it('answers bad input to unit creation with the contract error shape', async () => {
    for (const body of [{}, { site_id: 'one' }, { site_id: 1.5 }, { site_id: -1 }, { site_id: 1, fp_request_id: {} }]) {
      assertError(await post(t.app, '/v1/hp/units/create', body), 422, ErrorCodes.validation);
    }
  });

  it('identifies no unit for an unknown, short or non-string token', async () => {
    const token = await anonymousUnit(t.app);
    assert.ok(await units.identify(token));
    // One character changed (a token may already end in 'x': one in 64 runs did, and the test failed).
    const changed = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    assert.notEqual(changed, token);
    assert.equal(await units.identify(changed), null);
    assert.equal(await units.identify(token.slice(0, 100)), null);
    assert.equal(await units.identify(123), null);
    await assert.rejects(
      units.authenticate('nope'),
      (error: { code?: string }) => error.code === ErrorCodes.unauthenticated,
    );
    await assert.rejects(units.view(987_654), (error: { code?: string }) => error.code === ErrorCodes.unitNotFound);
  });

  it('answers the socket topics for a unit', async () => {
    const identity = await units.identify(await anonymousUnit(t.app, 2));
    assert.ok(identity);
    const topics = createTopics({ clock: { now: () => new Date(1_700_000_000_500) }, db: t.db, bus: t.bus }, units);
    assert.deepEqual(Object.keys(topics).sort(), ['jackpots', 'promotions', 'unit']);

    const unit = await topics.unit!.join(identity, {});
    assert.deepEqual(unit, { status: 'ok', response: { unit: await units.view(identity.unitId) } });
    assert.deepEqual(topics.unit!.channels(identity), [unitChannel(identity.unitId)]);
    assert.deepEqual(await topics.unit!.join({ unitId: 987_654, siteId: 2 }, {}), {
      status: 'error',
      response: { reason: 'unit not found' },
    });

    assert.deepEqual(await topics.promotions!.join(identity, {}), {
      status: 'ok',
      response: {
        // This clock is in 2023, before the demo campaigns open (bonus-campaigns.test.ts counts them).
        available_bonus_campaigns_count: 0,
        has_just_started_campaign_bonus: false,
        campaign_bonus_state: null,
        promotions: await happyHourPromotions(t.db, 2),
        now: 1_700_000_000,
      },
    });
    assert.deepEqual(topics.promotions!.channels(identity), [
      'site:2:promotions',
      `unit:${identity.unitId}:promotions`,
    ]);
    // The demo site's jackpots, each pot at its seed, biggest first.
    const jackpots = await topics.jackpots!.join(identity, {});
    const reply = jackpots.response as JackpotsJoinReply;
    assert.equal(jackpots.status, 'ok');
    assert.equal(reply.enabled, true);
    assert.deepEqual(
      reply.jackpots.map((entry) => [entry.action, entry.win_lifecycle]),
      DEMO_JACKPOTS.map((jackpot) => ['init', { slug: jackpot.slug, balance: jackpot.seed_amount }]),
    );
    assert.ok(reply.jackpots[0]!.games!.length > 0, 'the jackpot games are named');
    assert.deepEqual(topics.jackpots!.channels(identity), ['site:2:jackpots']);
  });
});
