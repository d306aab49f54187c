/**
 * Responsible gambling at the seamless wallet: each bet is checked inside its money transaction, under the player's
 * RG lock, against a time-out or self-exclusion, the session limit, a due reality check, and the loss and wager limits
 * (a bet counts as if it loses). Wins and rollbacks count too. Activity figures equal the statement's sums.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { RgSocketEvents, type RgAnswer, type RgRealityCheckPayload } from '../../contract/rg';
import type { StatementAnswer } from '../../contract/statement';
import { unitChannel } from '../src/ledger/ledger';
import { createUnitsService } from '../src/modules/units/service';
import { testApp, TestClock } from './helpers';
import { seedTestGames, walletCall } from './support/games';
import { assertError, listen, lockWaiters, post } from './support/money';
import { PASSWORD } from './support/users';
import {
  activity,
  advanceClock,
  bet,
  GAME,
  gameSession,
  load,
  rgCall,
  rgState,
  setLimit,
  signUp,
  win,
  type Player,
} from './support/rg';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('responsible gambling: bets', () => {
  const t = testApp({
    clock: new TestClock(),
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: ({ db }) => seedTestGames(db),
  });

  /** A player with 100,000 to play with and an open game session. */
  async function funded(): Promise<{ player: Player; session: string }> {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 100_000)).status, 200);
    return { player, session: await gameSession(t.app, player) };
  }

  const playable = async (player: Player) => {
    const identity = await createUnitsService({ db: t.db }).identify(player.unitToken);
    const unit = await createUnitsService({ db: t.db }).view(identity!.unitId);
    return unit.fin_account.deposit_balance + unit.fin_account.balance;
  };

  it('refuses a bet that would pass the loss limit as if it lost; wins give room back', async () => {
    const { player, session } = await funded();
    await setLimit(t.app, player, 'loss', 'day', 1_000);
    const first = await bet(t.app, session, 600, 'loss-1');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assertError(await bet(t.app, session, 401), 422, E.rgLossLimitReached);
    assert.equal(await playable(player), 100_000 - 600, 'a refused bet takes nothing');
    assert.equal((await win(t.app, session, 'loss-1', 300)).status, 200);
    const limit = (await rgState(t.app, player)).limits[0]!;
    assert.deepEqual([limit.used, limit.remaining], [300, 700]);
    assert.equal((await bet(t.app, session, 700)).status, 200);
    assertError(await bet(t.app, session, 1), 422, E.rgLossLimitReached);
    await advanceClock(t.app, DAY);
    assert.equal((await bet(t.app, session, 1_000)).status, 200, 'the day rolled on');
  });

  it('a bet that waits for its unit counts a wager recorded while it waited', async () => {
    // A bet reads RG's clock once it holds its locks. Read before the wait, its periods would end before a wager that a
    // bet ahead of it recorded meanwhile, at a later time, and leave it out: 50 bets at once could pass the limit.
    const { player, session } = await funded();
    await setLimit(t.app, player, 'wager', 'day', 1_000);
    const userId = player.session.user.id;
    const held = await t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM units WHERE user_id = $1 FOR UPDATE', [userId]);
      const waiting = bet(t.app, session, 600);
      // PGlite's one connection is this transaction's: there the bet waits for it to end.
      if (t.db.kind === 'postgres') await lockWaiters(t.db, 1);
      const moved = await post<{ now: string }>(t.app, '/sandbox/clock', { advance_ms: MINUTE });
      await tx.query(
        `INSERT INTO rg_movements (user_id, kind, amount, at, source) VALUES ($1, 'wager', 600, $2, 'wallet_bet')`,
        [userId, new Date(moved.body.now)],
      );
      return { waiting };
    });
    assertError(await held.waiting, 422, E.rgWagerLimitReached);
  });

  it('refuses a bet that would pass the wager limit; a rollback gives its stake back', async () => {
    const { player, session } = await funded();
    await setLimit(t.app, player, 'wager', 'week', 1_000);
    assert.equal((await bet(t.app, session, 600, 'wager-1')).status, 200);
    assert.equal((await win(t.app, session, 'wager-1', 5_000)).status, 200);
    assertError(await bet(t.app, session, 401), 422, E.rgWagerLimitReached);
    const rolledBack = await bet(t.app, session, 400, 'wager-2');
    assert.equal(rolledBack.status, 200);
    assertError(await bet(t.app, session, 1), 422, E.rgWagerLimitReached);
    const rollback = await walletCall(t.app, ApiPaths.walletRollback, {
      player_token: session,
      transaction_id: 'bet-wager-2',
      round_id: 'wager-2',
      game_slug: GAME,
    });
    assert.equal(rollback.status, 200, JSON.stringify(rollback.body));
    assert.equal((await rgState(t.app, player)).limits[0]!.used, 600);
    assert.equal((await bet(t.app, session, 400)).status, 200);
  });

  it('ends play at the session limit until a break of 30 minutes', async () => {
    const { player, session } = await funded();
    await rgCall(t.app, player, 'POST', ApiPaths.rgSession, { session_limit_minutes: 45 });
    const fresh = () => gameSession(t.app, player);
    assert.equal((await bet(t.app, session, 10)).status, 200);
    await advanceClock(t.app, 29 * MINUTE);
    assert.equal((await bet(t.app, await fresh(), 10)).status, 200);
    await advanceClock(t.app, 16 * MINUTE);
    const next = await fresh();
    assertError(await bet(t.app, next, 10), 403, E.rgSessionLimitReached);
    await advanceClock(t.app, 29 * MINUTE);
    assertError(await bet(t.app, next, 10), 403, E.rgSessionLimitReached);
    await advanceClock(t.app, MINUTE);
    assert.equal((await bet(t.app, next, 10)).status, 200, 'a new session after the break');
  });

  it('refuses the first bet after a reality check falls due and pushes the check; the next bet goes through', async () => {
    const { player, session } = await funded();
    await rgCall(t.app, player, 'POST', ApiPaths.rgSession, { reality_check_minutes: 20 });
    const identity = await createUnitsService({ db: t.db }).identify(player.unitToken);
    const listener = await listen(t.bus, unitChannel(identity!.unitId));
    try {
      assert.equal((await bet(t.app, session, 100, 'rc-1')).status, 200);
      assert.equal((await win(t.app, session, 'rc-1', 30)).status, 200);
      await advanceClock(t.app, 19 * MINUTE);
      const fresh = await gameSession(t.app, player);
      assert.equal((await bet(t.app, fresh, 100)).status, 200);
      await advanceClock(t.app, MINUTE);
      assertError(await bet(t.app, fresh, 100, 'rc-refused'), 403, E.rgRealityCheckDue);
      const check = await listener.until((message) => message.event === RgSocketEvents.realityCheck);
      const payload = check.payload as RgRealityCheckPayload;
      assert.equal(payload.reality_check_minutes, 20);
      assert.equal(payload.session.elapsed_ms, 20 * MINUTE);
      assert.deepEqual([payload.session.wagered, payload.session.won, payload.session.net_position], [200, 30, -170]);
      const { session: open } = await rgState(t.app, player);
      assert.deepEqual(open, payload.session, 'the state answers the open session too');
      // The refused bet never happened: sent again, it goes through as any bet would.
      assert.equal((await bet(t.app, fresh, 100, 'rc-refused')).status, 200);
      await advanceClock(t.app, 19 * MINUTE);
      assert.equal((await bet(t.app, await gameSession(t.app, player), 100)).status, 200);
      assert.ok(
        listener.received.some((message) => message.event === RgSocketEvents.session),
        'the session figures are pushed after bets',
      );
    } finally {
      await listener.stop();
    }
  });

  it('closes games during a time-out (bets, launches, player tokens) but pays rounds already bet', async () => {
    const { player, session } = await funded();
    assert.equal((await bet(t.app, session, 500, 'open-round')).status, 200);
    await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '24h' });
    assertError(await bet(t.app, session, 10), 403, E.rgTimedOut);
    const launch = await t.app.inject({
      url: `${ApiPaths.gameShow}?token=${player.unitToken}&game_slug=${GAME}`,
      headers: { authorization: player.bearer },
    });
    assertError({ status: launch.statusCode, body: launch.json() }, 403, E.rgTimedOut);
    const token = await t.app.inject({
      method: 'POST',
      url: ApiPaths.playerToken,
      headers: { authorization: player.bearer },
      payload: { token: player.unitToken, game_slug: GAME },
    });
    assertError({ status: token.statusCode, body: token.json() }, 403, E.rgTimedOut);
    assert.equal((await win(t.app, session, 'open-round', 800)).status, 200, 'a win owed is paid');
    await advanceClock(t.app, DAY);
    assert.equal((await bet(t.app, await gameSession(t.app, player), 10)).status, 200, 'open again after it ends');
  });

  it('answers activity equal to the statement’s sums: deposits, wagered, won and the net position', async () => {
    const { player, session } = await funded();
    assert.equal((await load(t.app, player.unitToken, 2_500)).status, 200);
    for (const [round, stake, won] of [
      ['a-1', 1_000, 0],
      ['a-2', 700, 2_100],
      ['a-3', 300, 150],
    ] as const) {
      assert.equal((await bet(t.app, session, stake, round)).status, 200);
      if (won > 0) assert.equal((await win(t.app, session, round, won)).status, 200);
    }
    const answer = await activity(t.app, player);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));

    const rows: StatementAnswer['transactions'] = [];
    let cursor: string | null = null;
    do {
      const page = await t.app.inject({
        url: `${ApiPaths.statement}?token=${player.unitToken}&page_size=50${cursor ? `&cursor=${cursor}` : ''}`,
      });
      const body = page.json() as StatementAnswer;
      rows.push(...body.transactions);
      cursor = body.cursor;
    } while (cursor);
    const sum = (type: string) => rows.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0);
    assert.deepEqual(answer.body, {
      deposits: sum('deposit'),
      withdrawals: 0,
      wagered: -sum('bet'),
      won: sum('win'),
      net_position: sum('bet') + sum('win'),
    });
    assert.deepEqual(answer.body, {
      deposits: 102_500,
      withdrawals: 0,
      wagered: 2_000,
      won: 2_250,
      net_position: 250,
    });
    const none = await activity(t.app, player, '?from=2000-01-01&to=2000-01-02');
    assert.deepEqual(none.body, { deposits: 0, withdrawals: 0, wagered: 0, won: 0, net_position: 0 });
  });

  it('pushes the RG state to the player’s unit when it changes; a self-exclusion ends the games open on every device', async () => {
    const { player, session: phone } = await funded();
    const laptop = await gameSession(t.app, player);
    const identity = await createUnitsService({ db: t.db }).identify(player.unitToken);
    const listener = await listen(t.bus, unitChannel(identity!.unitId));
    try {
      await setLimit(t.app, player, 'deposit', 'day', 200_000);
      const limited = await listener.until(
        (message) =>
          message.event === RgSocketEvents.updated && (message.payload as RgAnswer).rg.limits[0]?.amount === 200_000,
      );
      assert.equal((limited.payload as RgAnswer).rg.limits[0]!.kind, 'deposit');
      // A deposit uses some of the limit: the screens hear what is left.
      assert.equal((await load(t.app, player.unitToken, 1_500)).status, 200);
      await listener.until(
        (message) =>
          message.event === RgSocketEvents.updated && (message.payload as RgAnswer).rg.limits[0]?.remaining === 98_500,
      );
      assert.equal((await bet(t.app, phone, 100)).status, 200);
      assert.equal((await bet(t.app, laptop, 100)).status, 200);

      await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '1y', confirm: true });
      const excluded = await listener.until(
        (message) =>
          message.event === RgSocketEvents.updated &&
          (message.payload as RgAnswer).rg.restriction?.kind === 'self_exclusion',
      );
      assert.ok(excluded);
      assertError(await bet(t.app, phone, 100), 403, E.rgSelfExcluded);
      assertError(await bet(t.app, laptop, 100), 403, E.rgSelfExcluded);
      // Sign-in and the player's own calls stay open.
      const login = await t.app.inject({
        method: 'POST',
        url: ApiPaths.login,
        payload: { login: player.session.user.phone, password: PASSWORD, provider: 'identity', site_id: 1 },
      });
      assert.equal(login.statusCode, 200, login.body);
      assert.equal((await rgState(t.app, player)).restriction?.kind, 'self_exclusion');
      assert.equal((await activity(t.app, player)).status, 200);
    } finally {
      await listener.stop();
    }
  });
});
