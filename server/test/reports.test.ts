/**
 * The operators' reports from the ledger: a known day of deposits, bets, wins, a rollback, withdrawals (one paid, one
 * returned), bonuses and a jackpot win on one site, with play on another site beside it; every figure is checked
 * against the amounts played and against the ledger's own rows, in the site's time zone, and again after more play
 * lands in a bucket already rolled up.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { COUNTRY_TIME_ZONES } from '../../contract/money';
import { createLedger } from '../src/ledger/ledger';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { CampaignKinds } from '../src/modules/campaigns/bonus';
import { HH_BONUS_KIND } from '../src/modules/happy-hours/bonus-states';
import { JackpotKinds } from '../src/modules/jackpots/pots';
import { createReportsService, type ReportsService } from '../src/modules/reports/service';
import { ApiError } from '../src/errors';
import { TestClock, testApp } from './helpers';
import { assertBoError, bo, staffMember } from './support/backoffice';
import { playerToken, seedTestGames, TEST_GAMES, walletCall } from './support/games';
import { phoneMaker } from './support/users';
import { bodyFor, create, fundedPlayer, settle, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_700_000);
const SLOT = TEST_GAMES.slot.slug;

/** The calendar date of `at` in the time zone, YYYY-MM-DD. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

describe('reports', () => {
  const clock = new TestClock();
  let reports: ReportsService;
  const t = testApp({
    clock,
    setUp: async (made) => {
      await seedTestGames(made.db);
      reports = createReportsService({ db: made.db, clock });
    },
  });
  let n = 0;
  const id = (what: string) => `${what}-${++n}`;
  const ZA = COUNTRY_TIME_ZONES.ZA;

  async function gamer(siteId: number, deposit: number) {
    const p = await fundedPlayer(t, newPhone(), { deposit, siteId });
    return { ...p, playerToken: await playerToken(t.app, p.session, p.token, SLOT) };
  }

  async function wallet(path: string, p: { playerToken: string }, body: Record<string, unknown>) {
    const answer = await walletCall(t.app, path, { player_token: p.playerToken, game_slug: SLOT, ...body });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
  }

  async function bet(p: { playerToken: string }, amount: number, round = id('round'), transaction = id('bet')) {
    await wallet(ApiPaths.walletBet, p, { transaction_id: transaction, round_id: round, amount });
    return { round, transaction };
  }

  /** A transfer of a kind the test cannot reach through a flow of its own here (their flows have tests of their own). */
  async function transfer(kind: string, unitId: number, amount: number, toPlayer: boolean, system: string) {
    const player = unitAccount(
      unitId,
      kind === CampaignKinds.credit || kind === CampaignKinds.forfeit ? 'campaign_bonus' : 'cash',
    );
    const house = systemAccount(system as Parameters<typeof systemAccount>[0], 'ZAR');
    await createLedger(t).run((_tx, book) =>
      book.transfer({
        idempotencyKey: id(`test:${kind}`),
        from: toPlayer ? house : player,
        to: toPlayer ? player : house,
        amount,
        kind,
      }),
    );
  }

  async function withdraw(p: Player, amount: number, outcome: 'paid' | 'failed') {
    const made = await create(t, 'im', bodyFor('im', p.token, amount), p.session);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const settled = await settle(t, made.body.withdrawal.id, outcome);
    assert.equal(settled.status, 200, JSON.stringify(settled.body));
  }

  /** Site 1's sums per kind today, straight from the ledger's rows. */
  async function ledgerSums(siteId: number, from: Date, to: Date): Promise<Map<string, number>> {
    const { rows } = await t.db.query<{ kind: string; amount: string }>(
      `SELECT t.kind, sum(t.amount)::text AS amount FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
       JOIN units u ON u.id = COALESCE(d.unit_id, c.unit_id)
       WHERE u.site_id = $1 AND t.created_at >= $2 AND t.created_at < $3 GROUP BY t.kind`,
      [siteId, from, to],
    );
    return new Map(rows.map((row) => [row.kind, Number(row.amount)]));
  }

  it('a known day: every figure from the amounts played, and the same as the ledger rows say', async () => {
    const started = new Date();
    const today = dayIn(ZA, clock.now());
    const a = await gamer(1, 100_000);
    const b = await gamer(1, 50_000);
    // Another site's play is not this site's.
    const other = await gamer(2, 70_000);
    await bet(other, 9_000);

    await bet(a, 1_000);
    await bet(a, 1_000);
    const won = await bet(a, 1_000);
    await wallet(ApiPaths.walletWin, a, { transaction_id: id('win'), round_id: won.round, amount: 2_500 });
    const undone = await bet(a, 500);
    await wallet(ApiPaths.walletRollback, a, { transaction_id: undone.transaction, round_id: undone.round });
    await bet(b, 2_000);
    await withdraw(b, 10_000, 'failed');
    await withdraw(b, 5_000, 'paid');
    await transfer(CampaignKinds.credit, a.unitId, 2_500, true, 'bonus_expense');
    await transfer(CampaignKinds.forfeit, a.unitId, 1_000, false, 'bonus_expense');
    await transfer(HH_BONUS_KIND, b.unitId, 700, true, 'bonus_expense');
    await transfer(JackpotKinds.win, b.unitId, 4_000, true, 'jackpot_pool');

    const summary = await reports.summary(1, today, today);
    const bets = 3_000 + 2_000; // the rolled-back 500 is not a stake
    const ggr = bets - 2_500 - 4_000;
    assert.deepEqual(summary, {
      currency: 'ZAR',
      deposits: 150_000,
      withdrawals: 5_000, // the failed 10,000 came back
      bets,
      wins: 2_500,
      ggr,
      bonus_cost: 2_500 - 1_000 + 700,
      ngr: ggr - 2_200,
      active_players: 2,
      new_players: 2,
    });

    // The same figures from the ledger's rows themselves.
    const rows = await ledgerSums(1, started, new Date(Date.now() + 1_000));
    const kind = (name: string) => rows.get(name) ?? 0;
    assert.equal(summary.deposits, kind('acoin_load'));
    assert.equal(summary.withdrawals, kind('withdrawal') - kind('withdrawal_refund'));
    assert.equal(summary.bets, kind('game_bet') - kind('game_bet_rollback'));
    assert.equal(summary.wins, kind('game_win'));
    assert.equal(summary.ggr, summary.bets - summary.wins - kind('jackpot_win'));
    assert.equal(summary.bonus_cost, kind('campaign_bonus_credit') + kind('hh_bonus') - kind('campaign_bonus_forfeit'));

    const otherSite = await reports.summary(2, today, today);
    assert.equal(otherSite.bets, 9_000);
    assert.equal(otherSite.deposits, 70_000);
    assert.equal(otherSite.active_players, 1);

    // The daily series has the same day, and zeros on a quiet day before it.
    const yesterday = dayIn(ZA, new Date(clock.now().getTime() - 24 * 60 * 60_000));
    const daily = await reports.daily(1, yesterday, today);
    assert.deepEqual(
      daily.map((row) => row.day),
      [yesterday, today],
    );
    assert.deepEqual(daily[1], { id: today, day: today, ...summary });
    assert.equal(daily[0]!.bets, 0);
    assert.equal(daily[0]!.active_players, 0);
  });

  it('play after a report lands in the next one: a bucket rolled up before it settled is rolled up again', async () => {
    const today = dayIn(ZA, clock.now());
    const before = await reports.summary(1, today, today);
    const c = await gamer(1, 20_000);
    await bet(c, 3_000);
    const afterwards = await reports.summary(1, today, today);
    assert.equal(afterwards.bets, before.bets + 3_000);
    assert.equal(afterwards.deposits, before.deposits + 20_000);
    assert.equal(afterwards.active_players, before.active_players + 1);
    // Rolled up again, and again, it stays the same.
    await reports.rollUpRecent();
    assert.deepEqual(await reports.summary(1, today, today), afterwards);
  });

  it("days are the site's: India's midnight is 18:30 UTC", async () => {
    const p = await gamer(3, 10_000);
    await bet(p, 100);
    await bet(p, 200);
    // Both bets moved to the evening of 2026-11-20 UTC: 18:00 is 23:30 in India, 19:00 is 00:30 the next day.
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT t.id FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
       WHERE d.unit_id = $1 AND t.kind = 'game_bet' ORDER BY t.id`,
      [p.unitId],
    );
    // Transfers are immutable: this test's own database lets the two be dated back, as if made then.
    await t.db.transaction(async (tx) => {
      await tx.query('ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_immutable');
      await tx.query('UPDATE ledger_transfers SET created_at = $2 WHERE id = $1', [
        rows[0]!.id,
        '2026-11-20T18:00:00Z',
      ]);
      await tx.query('UPDATE ledger_transfers SET created_at = $2 WHERE id = $1', [
        rows[1]!.id,
        '2026-11-20T19:00:00Z',
      ]);
      await tx.query('ALTER TABLE ledger_transfers ENABLE TRIGGER ledger_transfers_immutable');
    });
    const daily = await reports.daily(3, '2026-11-20', '2026-11-21');
    assert.deepEqual(
      daily.map((row) => [row.day, row.bets, row.active_players, row.currency]),
      [
        ['2026-11-20', 100, 1, 'INR'],
        ['2026-11-21', 200, 1, 'INR'],
      ],
    );
    // The player bet on both days, and is one active player over the two.
    assert.equal((await reports.summary(3, '2026-11-20', '2026-11-21')).active_players, 1);
    // South Africa's day of 2026-11-20 ends at 22:00 UTC: both bets are in it, on site 3's ledger only.
    assert.equal((await reports.summary(1, '2026-11-20', '2026-11-20')).bets, 0);
  });

  it('through the back office: the same figures to finance, a Content-Range on the daily list, 422 and 404 as the service', async () => {
    const today = dayIn(ZA, clock.now());
    const finance = await staffMember(t, clock, 'finance', [1]);
    const summary = await bo(t, finance, 'GET', `reports/summary?site_id=1&from=${today}&to=${today}`);
    assert.equal(summary.statusCode, 200, summary.body);
    assert.deepEqual(summary.json(), await reports.summary(1, today, today));
    const daily = await bo(t, finance, 'GET', `reports/daily?site_id=1&from=${today}&to=${today}`);
    assert.equal(daily.statusCode, 200, daily.body);
    assert.equal(daily.headers['content-range'], 'reports 0-0/1');
    assert.deepEqual(daily.json(), await reports.daily(1, today, today));
    assertBoError(
      await bo(t, finance, 'GET', 'reports/summary?site_id=1&from=2026-11-21&to=2026-11-20'),
      422,
      E.validation,
    );
    assertBoError(await bo(t, finance, 'GET', `reports/summary?site_id=2&from=${today}&to=${today}`), 404, E.notFound);
  });

  it('a span that is not one is refused, and a site that does not exist is not found', async () => {
    const refused = async (work: Promise<unknown>, status: number, code: string) => {
      await assert.rejects(work, (error: unknown) => {
        assert.ok(error instanceof ApiError);
        assert.equal(error.status, status);
        assert.equal(error.code, code);
        return true;
      });
    };
    await refused(reports.summary(1, '2026-11-21', '2026-11-20'), 422, E.validation);
    await refused(reports.summary(1, '2026-02-30', '2026-03-01'), 422, E.validation);
    await refused(reports.daily(1, '20261120', '2026-11-21'), 422, E.validation);
    await refused(reports.summary(1, '0000-01-01', '0000-01-02'), 422, E.validation);
    await refused(reports.summary(1, '2024-01-01', '2026-01-01'), 422, E.validation);
    await refused(reports.summary(99, '2026-11-20', '2026-11-20'), 404, E.notFound);
  });
});
