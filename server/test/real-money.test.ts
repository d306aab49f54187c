/**
 * Real money per site (issue 39): `unit.config.real_money_enabled`. Turned off, money in (voucher, card and EFT,
 * phone redemption, UPI, ticket cash-in), bonuses, happy hours and jackpots answer 403
 * units_ctx:sites:real_money_disabled and nothing moves; withdrawals and the statement stay open.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { BonusCampaignPaths } from '../../contract/campaigns';
import { ErrorCodes as E } from '../../contract/errors';
import { HappyHourPushes } from '../../contract/happy-hours';
import { JackpotPushes } from '../../contract/socket';
import type { Unit } from '../../contract/entities';
import { runAdmin } from '../../scripts/admin';
import { createHappyHourPushes } from '../src/modules/happy-hours/pushes';
import { jackpotsTopic } from '../src/modules/jackpots/topic';
import { realMoneyWarnings } from '../src/modules/units/real-money';
import { createUnitsService } from '../src/modules/units/service';
import { findUnitByToken } from '../src/modules/units/tokens';
import { TestClock, testApp } from './helpers';
import { anonymousUnit, assertError, ledgerTotals, post, voucher } from './support/money';
import { RETURNS } from './support/payments';
import { phoneMaker } from './support/users';
import { call, fundedPlayer } from './support/withdrawals';

const newPhone = phoneMaker(8_700_000);
const clock = new TestClock();
const t = testApp({ clock });

/** The unit as its socket join answers it. */
async function unitOf(token: string): Promise<Unit> {
  const found = await findUnitByToken(t.db, token, clock.now());
  assert.ok(found);
  return createUnitsService({ db: t.db }).view(found.unitId);
}

describe('real money per site', () => {
  it('the demo seeds every site with real money, and the start-up warns about India’s', async () => {
    assert.equal((await unitOf(await anonymousUnit(t.app, 1))).config.real_money_enabled, true);
    assert.equal((await unitOf(await anonymousUnit(t.app, 3))).config.real_money_enabled, true);
    const warnings = await realMoneyWarnings(t.db);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /^Site 3 \(Shubh Play, India\) takes real money: .*Online Gaming Act, 2025/);
    assert.match(warnings[0]!, /npm run admin -- config 3 real_money_enabled=false/);
  });

  it('turned off, every way money comes in is 403 and nothing moves; the other site is unchanged', async () => {
    const player = await fundedPlayer(t, newPhone(), { siteId: 3, deposit: 50_000 });
    const indianVoucher = await voucher(t.app, 20_000, 3);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token: player.token,
      code: indianVoucher,
    });
    assert.equal(started.status, 200);

    await runAdmin(['config', '3', 'real_money_enabled=false'], t.db);
    assert.equal((await unitOf(player.token)).config.real_money_enabled, false);
    assert.deepEqual(await realMoneyWarnings(t.db), []);
    const before = await ledgerTotals(t.db);
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    const refusals = [
      await post(t.app, ApiPaths.startLoading, { token: player.token, code: await voucher(t.app, 500, 3) }),
      // A loading started before the switch does not finish after it.
      await post(t.app, ApiPaths.completeLoading, {
        token: player.token,
        acoin_tx_token: started.body.acoin_batch_token,
        amount: 20_000,
      }),
      await post(t.app, ApiPaths.createUpiDeposit, { token: player.token, amount: 20_000, method: 'qr' }),
      await post(t.app, ApiPaths.startDirectDeposit, { token: player.token, payment_type: 'card', ...RETURNS }),
      await post(t.app, ApiPaths.ticketCashIn, { token: player.token, code: '123456789012' }),
      await post(t.app, ApiPaths.startLoading, { token: await anonymousUnit(t.app, 3), code: indianVoucher }),
    ];
    for (const refused of refusals) assertError(refused, 403, E.realMoneyDisabled);
    const { rows: after } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    assert.deepEqual(after, rows);
    assert.deepEqual(await ledgerTotals(t.db), before);
    assert.equal((await unitOf(player.token)).fin_account.deposit_balance, 50_000);

    // South Africa's site still takes money.
    const za = await anonymousUnit(t.app, 1);
    const loaded = await post(t.app, ApiPaths.startLoading, { token: za, code: await voucher(t.app, 500, 1) });
    assert.equal(loaded.status, 200);
    await runAdmin(['config', '3', 'real_money_enabled=true'], t.db);
    assert.equal(
      (await post(t.app, ApiPaths.startLoading, { token: player.token, code: indianVoucher })).status,
      200,
      'back on, the same voucher loads',
    );
  });

  it('turned off, bonuses, happy hours and jackpots are refused too', async () => {
    const player = await fundedPlayer(t, newPhone(), { siteId: 3 });
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM bonus_campaigns WHERE site_id = 3 LIMIT 1');
    const campaign = Number(rows[0]!.id);
    const { rows: units } = await t.db.query<{ id: string }>('SELECT id FROM units WHERE user_id = $1', [
      player.session.user.id,
    ]);
    const identity = { unitId: Number(units[0]!.id), siteId: 3 };
    const jackpots = jackpotsTopic(t.db);
    assert.equal(((await jackpots.join(identity, {})).response as { enabled: boolean }).enabled, true);

    await runAdmin(['config', '3', 'real_money_enabled=false'], t.db);
    const accepted = await call(t, BonusCampaignPaths.accept(campaign), { token: player.token }, player.session);
    assertError(accepted, 403, E.realMoneyDisabled);
    const acquire = await createHappyHourPushes({ db: t.db, bus: t.bus, clock })(
      HappyHourPushes.acquire,
      { hh_bonus_state_id: 1 },
      identity,
    );
    assert.equal(acquire.status, 'error');
    assert.equal((acquire.response as { error: { code: string } }).error.code, E.realMoneyDisabled);
    assert.deepEqual((await jackpots.join(identity, {})).response, { enabled: false, jackpots: [] });
    const wins = await jackpots.handleIn!(JackpotPushes.recentlyWon, {}, identity);
    assert.equal((wins.response as { error: { code: string } }).error.code, E.realMoneyDisabled);
    // Site 1's jackpots go on.
    const za = (await jackpots.join({ unitId: identity.unitId, siteId: 1 }, {})).response as { enabled: boolean };
    assert.equal(za.enabled, true);
    await runAdmin(['config', '3', 'real_money_enabled=true'], t.db);
  });

  it('the migration keeps South Africa’s existing sites on real money and turns India’s off', async () => {
    await t.db.query(
      `INSERT INTO sites (id, name, country, currency_code, unit_config) VALUES
         (41, 'Old ZA', 'ZA', 'ZAR', '{}'), (42, 'Old IN', 'IN', 'INR', '{"funds_mode":"gs_ticket"}')`,
    );
    const sql = readFileSync(join(__dirname, '../src/db/migrations/041-site-real-money.sql'), 'utf8');
    const statements = sql
      .replace(/^--.*$/gm, '')
      .split(';')
      .map((part) => part.trim());
    for (const statement of statements.filter(Boolean)) await t.db.query(statement);
    const { rows } = await t.db.query<{ id: number; on: boolean }>(
      "SELECT id, (unit_config->>'real_money_enabled')::boolean AS on FROM sites WHERE id IN (1, 41, 42) ORDER BY id",
    );
    assert.deepEqual(
      rows.map((row) => [Number(row.id), row.on]),
      [
        [1, true],
        [41, true],
        [42, false],
      ],
    );
  });
});
