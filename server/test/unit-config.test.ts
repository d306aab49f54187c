/**
 * Unit config (SPEC §3, §9): the operator edits it with `npm run admin -- config` or the sandbox site route, and a
 * fresh unit and the socket's unit join answer the edit; a site configured with nothing has every method off and
 * every fee and limit 0; bad keys and values are refused with a message that says which and why.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UnitConfig } from '../../contract/entities';
import { ErrorCodes as E } from '../../contract/errors';
import { SandboxPaths } from '../../contract/sandbox';
import { DEFAULT_UNIT_CONFIG } from '../../contract/unit-config';
import { runAdmin, UsageError } from '../../scripts/admin';
import { playerUnitConfig } from '../src/modules/units/config';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { createTopics } from '../src/topics';
import { demoUnitConfig } from '../src/seed';
import { testApp } from './helpers';
import { anonymousUnit, assertError, post } from './support/money';

describe('unit config', () => {
  let units: UnitsService;

  const t = testApp({
    setUp: async () => {
      units = createUnitsService({ db: t.db });
      // Site 20 is created with no config at all; site 21 was configured before most fields existed.
      await t.db.query(`INSERT INTO sites (id, name, country, currency_code) VALUES (20, 'Bare', 'ZA', 'ZAR')`);
      await t.db.query(
        `INSERT INTO sites (id, name, country, currency_code, unit_config)
       VALUES (21, 'Old', 'ZA', 'ZAR', '{"funds_mode":"gs_ticket","ticket_cashout_enabled":true}')`,
      );
    },
  });

  const admin = (...args: string[]) => runAdmin(args, t.db);

  /** The config a new unit on the site answers, and the one its socket join answers. */
  async function freshConfig(siteId: number): Promise<UnitConfig> {
    const identity = await units.identify(await anonymousUnit(t.app, siteId));
    assert.ok(identity);
    const viewed = (await units.view(identity.unitId)).config;
    const joined = await createTopics({ clock: { now: () => new Date() }, db: t.db, bus: t.bus }, units).unit!.join(
      identity,
      {},
    );
    assert.deepEqual(joined, { status: 'ok', response: { unit: await units.view(identity.unitId) } });
    assert.deepEqual((joined.response as { unit: { config: UnitConfig } }).unit.config, viewed);
    return viewed;
  }

  it('a site created without a config has every method off and every fee and limit 0', async () => {
    assert.deepEqual(await freshConfig(20), DEFAULT_UNIT_CONFIG);
    // stored whole too, for money calls that read the column in their own transaction
    const stored = await t.db.query<{ unit_config: unknown }>('SELECT unit_config FROM sites WHERE id = 20');
    assert.deepEqual(stored.rows[0]?.unit_config, DEFAULT_UNIT_CONFIG);
    const flat = (await admin('config', '20')).slice(1).map((line) => line.trim().split(' = ') as [string, string]);
    for (const [key, value] of flat) {
      if (/enabled$/.test(key)) assert.equal(value, 'false', key);
      else if (/fee$|amount$|threshold$|count$/.test(key)) assert.equal(value, '0', key);
    }
    // A config stored before a field existed reads whole: the missing fields take the default.
    assert.deepEqual(await freshConfig(21), { ...DEFAULT_UNIT_CONFIG, ticket_cashout_enabled: true });
  });

  it('the admin command shows the config and sets fields, dotted for the upi_* groups', async () => {
    const shown = await admin('config', '2');
    assert.equal(shown[0], 'Site 2 (Golden Reef) unit config:');
    assert.ok(shown.includes('  im_withdrawal_fee = 1000'), shown.join('\n'));
    assert.ok(shown.includes('  upi_withdrawal.enabled = false'), shown.join('\n'));

    const updated = await admin(
      'config',
      '2',
      'im_withdrawal_fee=250',
      'ticket_cashout_enabled=false',
      'upi_withdrawal.enabled=true',
      'upi_withdrawal.min_amount=2000',
      'bank_withdrawal_fee_period=week',
    );
    assert.equal(updated[0], 'Site 2 (Golden Reef) unit config, updated:');
    assert.ok(updated.includes('  upi_withdrawal.min_amount = 2000'));
    // What players are told: the operator's own settings (the adjustment threshold, the jackpot seed cap) left out.
    const demo = playerUnitConfig(demoUnitConfig('ZA'));
    assert.deepEqual(
      ['adjustment_approval_threshold', 'jackpot_max_seed_amount'].filter((key) => key in demo),
      [],
    );
    assert.deepEqual(await freshConfig(2), {
      ...demo,
      im_withdrawal_fee: 250,
      ticket_cashout_enabled: false,
      bank_withdrawal_fee_period: 'week',
      upi_withdrawal: { ...demo.upi_withdrawal, enabled: true, min_amount: 2000 },
    });
    // Site 1 shares none of it.
    assert.deepEqual(await freshConfig(1), demo);
  });

  it('the admin command refuses unknown keys and bad values, saying why, and changes nothing', async () => {
    const before = await freshConfig(1);
    const refusals: [string, RegExp][] = [
      ['im_withdrawal_feee=1', /unknown setting "im_withdrawal_feee"; settings are: funds_mode, /],
      ['upi_withdrawal.nope=1', /unknown setting "upi_withdrawal.nope"/],
      ['upi_withdrawal=true', /upi_withdrawal is a group: set its fields, e.g. upi_withdrawal.enabled=true/],
      ['im_withdrawal_fee=10.5', /im_withdrawal_fee must be a whole number from 0 to 9007199254740991, got "10.5"/],
      ['im_withdrawal_fee=-1', /im_withdrawal_fee must be a whole number/],
      ['im_withdrawal_fee=1e3', /im_withdrawal_fee must be a whole number/],
      ['eft_withdrawal_min_amount=99999999999999999999', /must be a whole number/],
      ['ticket_cashout_enabled=yes', /ticket_cashout_enabled must be true or false, got "yes"/],
      ['upi_withdrawal.fee_period=fortnight', /must be one of day, week, month, year, got "fortnight"/],
      ['funds_mode=Gs Ticket', /funds_mode must be a lower-case word like gs_ticket/],
      ['im_withdrawal_fee', /"im_withdrawal_fee" is not key=value/],
    ];
    for (const [pair, message] of refusals) {
      // a good pair beside the bad one is not saved either
      await assert.rejects(admin('config', '1', 'im_withdrawal_fee=1', pair), (error: unknown) => {
        assert.ok(error instanceof UsageError, String(error));
        assert.match(error.message, message);
        return true;
      });
    }
    await assert.rejects(admin('config'), UsageError);
    assert.deepEqual(await admin('config', '77'), ['No site 77']);
    assert.deepEqual(await freshConfig(1), before);
  });

  it('the sandbox site route merges a partial config, and refuses unknown keys and bad values', async () => {
    const before = await freshConfig(3);
    const answer = await post(t.app, SandboxPaths.sites, {
      site_id: 3,
      config: { upi_qr_deposit: { min_amount: 5000 }, ticket_cashout_enabled: true, free_bank_withdrawal_count: 4 },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { site_id: 3, active: true, funds_mode: 'gs_ticket' });
    const expected = {
      ...before,
      ticket_cashout_enabled: true,
      free_bank_withdrawal_count: 4,
      upi_qr_deposit: { ...before.upi_qr_deposit, min_amount: 5000 },
    };
    assert.deepEqual(await freshConfig(3), expected);

    const unknown = await post(t.app, SandboxPaths.sites, { site_id: 3, config: { ticket_cash_out: false } });
    assertError(unknown, 422, E.validation);
    assert.match((unknown.body as { error: { message: string } }).error.message, /ticket_cash_out/);
    const unknownField = await post(t.app, SandboxPaths.sites, { site_id: 3, config: { upi_withdrawal: { fees: 1 } } });
    assert.match((unknownField.body as { error: { message: string } }).error.message, /upi_withdrawal\.fees/);
    for (const config of [
      { im_withdrawal_fee: '100' },
      { im_withdrawal_fee: 10.5 },
      { im_withdrawal_fee: -1 },
      { im_withdrawal_fee: 1e300 },
      { ticket_cashout_enabled: 'true' },
      { upi_withdrawal: { fee_period: 'fortnight' } },
      { upi_withdrawal: true },
      { funds_mode: 'A B' },
      [],
      'all',
    ]) {
      const refused = await post(t.app, SandboxPaths.sites, { site_id: 3, config });
      assertError(refused, 422, E.validation);
      assert.match((refused.body as { error: { message: string } }).error.message, /config/, JSON.stringify(config));
    }
    assertError(await post(t.app, SandboxPaths.sites, { site_id: 77, config: {} }), 404, E.siteNotFound);
    assert.deepEqual(await freshConfig(3), expected);
  });
});
