/**
 * Play money (issue 39, contract/play-money.ts): on a site with real money off, games play for fun on a play balance
 * outside the ledger. The wallet's bet, win and rollback move it once per transaction id, never below zero, with no
 * ledger transfer, statement line, bonus, jackpot or limit figure; a refill tops it up only below the floor; a
 * time-out, self-exclusion, session limit and reality check hold as for real bets. On PostgreSQL (DATABASE_URL) the
 * parallel bets really interleave; on PGlite they run one after another, and the same sums must hold.
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { Unit } from '../../contract/entities';
import { ErrorCodes as E } from '../../contract/errors';
import type { UnitRoundsAnswer, WalletAnswer } from '../../contract/games';
import { PLAY_BALANCE_REFILL_BELOW, PLAY_BALANCE_START } from '../../contract/play-money';
import { RgSocketEvents, type RgRealityCheckPayload } from '../../contract/rg';
import type { StatementAnswer } from '../../contract/statement';
import { runAdmin } from '../../scripts/admin';
import { unitChannel } from '../src/ledger/ledger';
import { createUnitsService } from '../src/modules/units/service';
import { testApp, TestClock } from './helpers';
import { seedTestGames, walletCall } from './support/games';
import { assertError, assertLedgerBalanced, ledgerTotals, listen, post, type Answer } from './support/money';
import {
  activity,
  advanceClock,
  bet,
  GAME,
  gameSession,
  load,
  rgCall,
  setLimit,
  signUp,
  win,
  type Player,
} from './support/rg';

const MINUTE = 60 * 1000;
const FUN_SITE = 3;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('play money on a site without real money', () => {
  const t = testApp({
    clock: new TestClock(),
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: ({ db }) => seedTestGames(db),
  });

  before(async () => {
    await runAdmin(['config', String(FUN_SITE), 'real_money_enabled=false'], t.db);
  });

  const unitOf = async (player: Player): Promise<Unit> => {
    const units = createUnitsService({ db: t.db });
    return units.view((await units.identify(player.unitToken))!.unitId);
  };

  async function playing(siteId = FUN_SITE): Promise<{ player: Player; session: string; unitId: number }> {
    const player = await signUp(t.app, siteId);
    return { player, session: await gameSession(t.app, player), unitId: (await unitOf(player)).id };
  }

  const rollback = (session: string, round: string) =>
    walletCall<WalletAnswer>(t.app, ApiPaths.walletRollback, {
      player_token: session,
      transaction_id: `bet-${round}`,
      round_id: round,
      game_slug: GAME,
    });

  const refill = (player: Player, bearer = true) =>
    t.app
      .inject({
        method: 'POST',
        url: ApiPaths.playBalanceRefill,
        headers: bearer ? { authorization: player.bearer } : {},
        payload: { token: player.unitToken },
      })
      .then((response): Answer<{ play_balance: number }> => ({ status: response.statusCode, body: response.json() }));

  const transfers = async () =>
    (await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers')).rows[0]!.n;

  it('starts every unit on the play balance; a site with real money answers none', async () => {
    const { player, session } = await playing();
    const unit = await unitOf(player);
    assert.equal(unit.play_balance, PLAY_BALANCE_START);
    assert.equal(unit.config.real_money_enabled, false);
    assert.deepEqual(unit.fin_account, { balance: 0, deposit_balance: 0, bonus_balance: 0 });
    const balance = await walletCall(t.app, ApiPaths.walletBalance, { player_token: session, game_slug: GAME });
    assert.equal(balance.status, 200);
    assert.deepEqual(
      [balance.body.balance, balance.body.bonus, balance.body.play_money],
      [PLAY_BALANCE_START, 0, true],
    );

    const real = await playing(1);
    assert.equal((await unitOf(real.player)).play_balance, null);
    const realBalance = await walletCall(t.app, ApiPaths.walletBalance, {
      player_token: real.session,
      game_slug: GAME,
    });
    assert.equal(realBalance.body.play_money, undefined);
  });

  it('bets, wins and rolls back on the play balance, once per transaction id, and never touch the ledger', async () => {
    const { player, session, unitId } = await playing();
    const totals = await ledgerTotals(t.db);
    const count = await transfers();
    const listener = await listen(t.bus, unitChannel(unitId));
    try {
      const placed = await bet(t.app, session, 30_000, 'fun-1');
      assert.equal(placed.status, 200, JSON.stringify(placed.body));
      assert.equal(placed.body.balance, PLAY_BALANCE_START - 30_000);
      assert.equal(placed.body.play_money, true);
      const again = await bet(t.app, session, 30_000, 'fun-1');
      assert.deepEqual(again.body, placed.body, 'the same bet again answers the first answer');
      assert.equal((await unitOf(player)).play_balance, PLAY_BALANCE_START - 30_000, 'counted once');

      const paid = await win(t.app, session, 'fun-1', 75_000);
      assert.equal(paid.body.balance, PLAY_BALANCE_START + 45_000);
      assert.deepEqual((await win(t.app, session, 'fun-1', 75_000)).body, paid.body);
      await listener.until(
        (message) =>
          message.event === 'unit_updated' &&
          (message.payload as { unit: { play_balance?: number } }).unit.play_balance === PLAY_BALANCE_START + 45_000,
      );

      assert.equal((await bet(t.app, session, 5_000, 'fun-2')).status, 200);
      const back = await rollback(session, 'fun-2');
      assert.equal(back.status, 200, JSON.stringify(back.body));
      assert.equal(back.body.balance, PLAY_BALANCE_START + 45_000);
      assert.deepEqual((await rollback(session, 'fun-2')).body, back.body, 'a rollback again answers the first');
      assertError(await rollback(session, 'fun-1'), 422, E.walletBetSettled);
      // A rollback that comes first makes its bet refused when it arrives.
      assert.equal((await rollback(session, 'fun-3')).status, 200);
      assertError(await bet(t.app, session, 5_000, 'fun-3'), 409, E.walletTransactionRolledBack);

      assertError(await bet(t.app, session, PLAY_BALANCE_START + 45_001), 422, E.noFunds);
      const unit = await unitOf(player);
      assert.equal(unit.play_balance, PLAY_BALANCE_START + 45_000, 'a refused bet moves nothing');
      assert.deepEqual(unit.fin_account, { balance: 0, deposit_balance: 0, bonus_balance: 0 });
    } finally {
      await listener.stop();
    }
    assert.equal(await transfers(), count, 'no ledger transfer');
    assert.deepEqual(await ledgerTotals(t.db), totals);
    const statement = await t.app.inject({ url: `${ApiPaths.statement}?token=${player.unitToken}` });
    assert.deepEqual((statement.json() as StatementAnswer).transactions, [], 'nothing in the statement');
    const figures = await activity(t.app, player);
    assert.deepEqual(figures.body, { deposits: 0, withdrawals: 0, wagered: 0, won: 0, net_position: 0 });
    const { rows } = await t.db.query<{ effects: object; play: boolean }>(
      'SELECT effects, play FROM wallet_transactions WHERE unit_id = $1',
      [unitId],
    );
    assert.ok(rows.length > 0);
    for (const row of rows) assert.deepEqual([row.effects, row.play], [{}, true], 'no bonus, happy hour or jackpot');
    await assertLedgerBalanced(t.db);
  });

  it('tops the play balance up to the start only below the floor', async () => {
    const { player, session } = await playing();
    assertError(await refill(player), 422, E.playRefillNotNeeded);
    const spend = PLAY_BALANCE_START - PLAY_BALANCE_REFILL_BELOW;
    assert.equal((await bet(t.app, session, spend)).status, 200);
    assertError(await refill(player), 422, E.playRefillNotNeeded);
    assert.equal((await bet(t.app, session, 1)).status, 200);
    const [first, second] = await Promise.all([refill(player, false), refill(player)]);
    const answers = [first!, second!].sort((a, b) => a.status - b.status);
    assert.deepEqual(answers[0], { status: 200, body: { play_balance: PLAY_BALANCE_START } });
    assertError(answers[1]!, 422, E.playRefillNotNeeded);
    assert.equal((await unitOf(player)).play_balance, PLAY_BALANCE_START);

    const other = await signUp(t.app, FUN_SITE);
    const stolen = await t.app.inject({
      method: 'POST',
      url: ApiPaths.playBalanceRefill,
      headers: { authorization: other.bearer },
      payload: { token: player.unitToken },
    });
    assert.equal(stolen.statusCode, 403);
    const real = await signUp(t.app, 1);
    assertError(await refill(real), 422, E.playNotOffered);
    assertError(await post(t.app, ApiPaths.playBalanceRefill, { token: 'x'.repeat(120) }), 401, E.unauthenticated);
  });

  it('refuses play during a self-exclusion and at a due reality check, but no money limit counts play', async () => {
    const { player, session, unitId } = await playing();
    await setLimit(t.app, player, 'loss', 'day', 100);
    await setLimit(t.app, player, 'wager', 'day', 100);
    await rgCall(t.app, player, 'POST', ApiPaths.rgSession, { reality_check_minutes: 20 });
    const listener = await listen(t.bus, unitChannel(unitId));
    try {
      assert.equal((await bet(t.app, session, 50_000, 'rc-1')).status, 200, 'limits of money do not count play');
      assert.equal((await win(t.app, session, 'rc-1', 10_000)).status, 200);
      await advanceClock(t.app, 20 * MINUTE);
      const fresh = await gameSession(t.app, player);
      assertError(await bet(t.app, fresh, 100), 403, E.rgRealityCheckDue);
      const check = await listener.until((message) => message.event === RgSocketEvents.realityCheck);
      const { session: figures } = check.payload as RgRealityCheckPayload;
      assert.equal(figures.elapsed_ms, 20 * MINUTE, 'play time counts');
      assert.deepEqual([figures.wagered, figures.won, figures.net_position], [0, 0, 0], 'play money does not');
      assert.equal((await bet(t.app, fresh, 100)).status, 200, 'the next bet goes through');
    } finally {
      await listener.stop();
    }
    await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '6m', confirm: true });
    const before = (await unitOf(player)).play_balance;
    assertError(await bet(t.app, session, 100), 403, E.rgSelfExcluded);
    assert.equal((await unitOf(player)).play_balance, before);
  });

  it('pays a round begun with real money in money after the switch turns off', async () => {
    const { player, session } = await playing(1);
    assert.equal((await load(t.app, player.unitToken, 10_000)).status, 200);
    assert.equal((await bet(t.app, session, 1_000, 'real-round')).status, 200);
    await runAdmin(['config', '1', 'real_money_enabled=false'], t.db);
    try {
      const paid = await win(t.app, session, 'real-round', 4_000);
      assert.equal(paid.status, 200);
      assert.deepEqual([paid.body.balance, paid.body.play_money], [13_000, undefined], 'the money round paid money');
      const unit = await unitOf(player);
      assert.equal(unit.fin_account.balance, 4_000);
      assert.equal(unit.play_balance, PLAY_BALANCE_START, 'the play balance is untouched');

      // My bets tells the two kinds apart: the money round and a play round played after the switch.
      assert.equal((await bet(t.app, session, 500, 'play-round')).status, 200);
      const bets = await t.app.inject({ url: `${ApiPaths.unitRounds}?token=${player.unitToken}` });
      assert.equal(bets.statusCode, 200);
      const rounds = (bets.json() as UnitRoundsAnswer).rounds.map(({ bet, win, play }) => ({ bet, win, play }));
      assert.deepEqual(rounds, [
        { bet: 500, win: 0, play: true },
        { bet: 1_000, win: 4_000, play: false },
      ]);
    } finally {
      await runAdmin(['config', '1', 'real_money_enabled=true'], t.db);
    }
  });

  it('never takes the play balance below zero with 50 bets at once, each transaction id counted once', async () => {
    const { player, session } = await playing();
    const STAKE = 30_000;
    const rounds = Array.from({ length: 50 }, () => randomBytes(6).toString('hex'));
    // Each bet sent twice at once: the second delivery must answer the first, not bet again.
    const answers = await Promise.all(
      rounds.flatMap((round) => [bet(t.app, session, STAKE, round), bet(t.app, session, STAKE, round)]),
    );
    for (const answer of answers) if (answer.status !== 200) assertError(answer, 422, E.noFunds);
    const accepted = new Set(
      rounds.filter((_, i) => answers[2 * i]!.status === 200 || answers[2 * i + 1]!.status === 200),
    );
    assert.equal(accepted.size, Math.floor(PLAY_BALANCE_START / STAKE));
    assert.equal((await unitOf(player)).play_balance, PLAY_BALANCE_START - accepted.size * STAKE);
    const { rows } = await t.db.query<{ n: string; sum: string }>(
      `SELECT count(*)::text AS n, sum(bet)::text AS sum FROM game_rounds
       WHERE unit_id = $1 AND play`,
      [(await unitOf(player)).id],
    );
    assert.deepEqual(rows[0], { n: String(accepted.size), sum: String(accepted.size * STAKE) });
  });
});
