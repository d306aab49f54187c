/**
 * The back office's games per site and site config (contract/backoffice-promotions.ts): a game turned off for one site
 * leaves that site's game list and cannot be launched there, and no other site notices; a site's unit config is read
 * and changed by its owner only, each value checked as `npm run admin -- config` checks it; both audited, another
 * site's 404.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { AuditEntry } from '../../contract/backoffice';
import type { BackofficeGame, SiteConfig } from '../../contract/backoffice-promotions';
import { ErrorCodes } from '../../contract/errors';
import type { SiteGamesAnswer } from '../../contract/games';
import { siteUnitConfig } from '../src/modules/units/config';
import { testApp, TestClock, type TestApp } from './helpers';
import { assertBoError, bo, listQuery, staffMember } from './support/backoffice';
import { seedTestGames, TEST_GAMES } from './support/games';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

const SLOT = TEST_GAMES.slot.slug;
const messageOf = (answer: { json(): unknown }) => (answer.json() as { error: { message: string } }).error.message;

async function auditOf(t: TestApp, target: string) {
  const { rows } = await t.db.query<Pick<AuditEntry, 'action' | 'before' | 'after'> & { site_id: number }>(
    'SELECT action, site_id, before, after FROM audit_log WHERE target = $1 ORDER BY id',
    [target],
  );
  return rows;
}

describe('back-office games per site', () => {
  const clock = new TestClock();
  const t = testApp({ clock, setUp: ({ db }) => seedTestGames(db) });
  const newPhone = phoneMaker(7_850_000);

  async function siteGameSlugs(siteId: number): Promise<string[]> {
    const answer = await t.app.inject({ method: 'GET', url: ApiPaths.siteGames, query: { site_id: String(siteId) } });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as SiteGamesAnswer).games.map((game) => game.slug);
  }

  it("turns a game off for one site: it leaves that site's game list and launch, and only that site's", async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    const player = await fundedPlayer(t, newPhone());
    const listed = await bo(t, marketing, 'GET', `games?${listQuery({ filter: { site_id: 1, q: 'Test Slot' } })}`);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(listed.json(), [
      {
        id: SLOT,
        slug: SLOT,
        name: 'Test Slot',
        provider: 'test-studio',
        categories: ['slots'],
        site_id: 1,
        enabled: true,
      },
    ]);
    assert.equal(listed.headers['content-range'], 'games 0-0/1');
    assert.ok((await siteGameSlugs(1)).includes(SLOT));

    const off = await bo(t, marketing, 'PUT', `games/${SLOT}`, { site_id: 1, enabled: false });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal((off.json() as BackofficeGame).enabled, false);
    assert.ok(!(await siteGameSlugs(1)).includes(SLOT), "gone from site 1's games");
    assert.ok((await siteGameSlugs(2)).includes(SLOT), 'still one of site 2’s games');
    const launch = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: player.token, game_slug: SLOT },
    });
    assert.equal(launch.statusCode, 404, launch.body);
    assert.equal((launch.json() as { error: { code: string } }).error.code, ErrorCodes.gameNotFound);
    const onTwo = await bo(t, marketing, 'GET', `games/${SLOT}?site_id=2`);
    assert.equal((onTwo.json() as BackofficeGame).enabled, true);
    const offOnes = await bo(t, marketing, 'GET', `games?${listQuery({ filter: { site_id: 1, enabled: false } })}`);
    assert.deepEqual(
      (offOnes.json() as BackofficeGame[]).map((game) => game.slug),
      [SLOT],
    );

    const on = await bo(t, marketing, 'PUT', `games/${SLOT}`, { site_id: 1, enabled: true });
    assert.equal((on.json() as BackofficeGame).enabled, true);
    assert.ok((await siteGameSlugs(1)).includes(SLOT));
    const relaunch = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: player.token, game_slug: SLOT },
    });
    assert.equal(relaunch.statusCode, 200, relaunch.body);

    const trail = await auditOf(t, `game:${SLOT}`);
    assert.deepEqual(
      trail.map((row) => [row.action, Number(row.site_id), row.before, row.after]),
      [
        ['game.disable', 1, { enabled: true }, { enabled: false }],
        ['game.enable', 1, { enabled: false }, { enabled: true }],
      ],
    );
  });

  it("answers 404 for another site's games and an unknown game, and 403 to a role without games", async () => {
    const siteTwo = await staffMember(t, clock, 'marketing', [2]);
    const elsewhere = await bo(t, siteTwo, 'PUT', `games/${SLOT}`, { site_id: 1, enabled: false });
    assertBoError(elsewhere, 404, ErrorCodes.notFound);
    assertBoError(
      await bo(t, siteTwo, 'GET', `games?${listQuery({ filter: { site_id: 1 } })}`),
      404,
      ErrorCodes.notFound,
    );
    const own = await bo(t, siteTwo, 'GET', 'games');
    assert.ok(
      (own.json() as BackofficeGame[]).every((game) => game.site_id === 2),
      'their first site by default',
    );
    assertBoError(
      await bo(t, siteTwo, 'PUT', 'games/no-such-game', { site_id: 2, enabled: false }),
      404,
      ErrorCodes.gameNotFound,
    );
    const finance = await staffMember(t, clock, 'finance');
    assertBoError(
      await bo(t, finance, 'PUT', `games/${SLOT}`, { site_id: 1, enabled: false }),
      403,
      ErrorCodes.backofficeForbidden,
    );
    assert.ok((await siteGameSlugs(1)).includes(SLOT), 'nothing changed');
  });
});

describe('back-office site config', () => {
  const clock = new TestClock();
  const t = testApp({ clock });

  it("reads and changes a site's unit config, the operator's threshold too, audited with the keys changed", async () => {
    const owner = await staffMember(t, clock, 'owner');
    const read = await bo(t, owner, 'GET', 'sites/1/config');
    assert.equal(read.statusCode, 200, read.body);
    const config = read.json() as SiteConfig;
    assert.equal(config.im_withdrawal_enabled, true);
    assert.equal(config.adjustment_approval_threshold, 100_000);
    assert.equal(config.upi_withdrawal.enabled, false);

    // The console sends the whole record back, with one field changed.
    const saved = await bo(t, owner, 'PUT', 'sites/1/config', {
      ...config,
      im_withdrawal_fee: 250,
      upi_withdrawal: { fee_period: 'week' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = saved.json() as SiteConfig;
    assert.equal(after.im_withdrawal_fee, 250);
    assert.deepEqual(after.upi_withdrawal, { ...config.upi_withdrawal, fee_period: 'week' });
    assert.equal(after.adjustment_approval_threshold, 100_000);
    const stored = await siteUnitConfig(t.db, 1);
    assert.equal(stored.im_withdrawal_fee, 250, 'players get it');
    assert.equal((await siteUnitConfig(t.db, 2)).im_withdrawal_fee, config.im_withdrawal_fee, 'site 2 untouched');

    const trail = await auditOf(t, 'site:1');
    const last = trail.at(-1)!;
    assert.equal(last.action, 'site.config');
    assert.equal((last.before as SiteConfig).im_withdrawal_fee, config.im_withdrawal_fee);
    assert.equal((last.after as SiteConfig).im_withdrawal_fee, 250);
  });

  it('refuses a bad value with the message the CLI gives, and changes nothing', async () => {
    const owner = await staffMember(t, clock, 'owner');
    const cases: Array<[object, string]> = [
      [{ im_withdrawal_fee: -1 }, 'im_withdrawal_fee must be a whole number from 0 to 9007199254740991, got -1'],
      [{ im_withdrawal_fee: '250' }, 'im_withdrawal_fee must be a whole number from 0 to 9007199254740991, got "250"'],
      [{ bank_withdrawal_fee_period: 'fortnight' }, 'bank_withdrawal_fee_period must be one of day, week, month, year'],
      [{ ticket_cashout_enabled: 'yes' }, 'ticket_cashout_enabled must be true or false, got "yes"'],
      [{ upi_qr_deposit: { min_amount: 1.5 } }, 'upi_qr_deposit.min_amount must be a whole number'],
      [{ upi_qr_deposit: true }, 'upi_qr_deposit is a group'],
      [{ no_such_setting: 1 }, 'unknown setting "no_such_setting"'],
      // every object answers to toString: it is still no setting (it once reached the schema compiler, a 500)
      [{ toString: 1 }, 'unknown setting "toString"'],
    ];
    const before = await siteUnitConfig(t.db, 1);
    for (const [body, message] of cases) {
      const answer = await bo(t, owner, 'PUT', 'sites/1/config', body);
      assertBoError(answer, 422, ErrorCodes.validation);
      assert.ok(messageOf(answer).startsWith(message), `${JSON.stringify(body)}: ${messageOf(answer)}`);
    }
    assert.deepEqual(await siteUnitConfig(t.db, 1), before);
  });

  it("is the owner's only, and another site is 404", async () => {
    const marketing = await staffMember(t, clock, 'marketing');
    assertBoError(await bo(t, marketing, 'GET', 'sites/1/config'), 403, ErrorCodes.backofficeForbidden);
    const finance = await staffMember(t, clock, 'finance');
    assertBoError(
      await bo(t, finance, 'PUT', 'sites/1/config', { im_withdrawal_fee: 1 }),
      403,
      ErrorCodes.backofficeForbidden,
    );
    const siteThreeOwner = await staffMember(t, clock, 'owner', [3]);
    assertBoError(await bo(t, siteThreeOwner, 'GET', 'sites/1/config'), 404, ErrorCodes.notFound);
    assertBoError(
      await bo(t, siteThreeOwner, 'PUT', 'sites/1/config', { im_withdrawal_fee: 1 }),
      404,
      ErrorCodes.notFound,
    );
    assertBoError(await bo(t, siteThreeOwner, 'GET', 'sites/99/config'), 404, ErrorCodes.notFound);
  });
});
