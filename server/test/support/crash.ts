/** Helpers for the shared crash round tests: players of the crash game, its calls, and the clock moved to rounds. */

import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import type { GameLaunchAnswer } from '../../../contract/games';
import { CRASH_PAUSE_MS, type CrashBet, type CrashStateAnswer } from '../../../contract/sandbox';
import type { TestApp, TestClock } from '../helpers';
import { TEST_GAMES } from './games';
import { post, type Answer } from './money';
import { fundedPlayer } from './withdrawals';

export const CRASH_GAME = TEST_GAMES.crash.slug;

/**
 * The crash game's calls on `app` (a node; the test app's by default), players made on the test app (a `testApp()`,
 * read when called), and the clock moved to chosen moments of a round: `secret` reads what only the server knows
 * before the crash.
 */
export function crashClient(t: TestApp, clock: TestClock, newPhone: () => string) {
  const on = (app?: FastifyInstance) => app ?? t.app;

  async function player(deposit = 100_000): Promise<{ session: string; unitId: number }> {
    const p = await fundedPlayer(t, newPhone(), { deposit });
    const response = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: p.token, game_slug: CRASH_GAME, lobby_url: '/' },
    });
    assert.equal(response.statusCode, 200, response.body);
    const session = new URL((response.json() as GameLaunchAnswer).url).searchParams.get('session')!;
    return { session, unitId: p.unitId };
  }

  async function state(session: string, app?: FastifyInstance): Promise<CrashStateAnswer> {
    const response = await on(app).inject({
      method: 'GET',
      url: `/sandbox/games/${CRASH_GAME}/crash`,
      query: { session },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as CrashStateAnswer;
  }

  const bet = (session: string, amount: number, autoCashOut?: number, app?: FastifyInstance) =>
    post<CrashBet>(on(app), `/sandbox/games/${CRASH_GAME}/crash/bets`, {
      session,
      bet: amount,
      ...(autoCashOut === undefined ? {} : { auto_cash_out: autoCashOut }),
    });

  const cashOut = (session: string, roundId: string, app?: FastifyInstance): Promise<Answer<CrashBet>> =>
    post<CrashBet>(on(app), `/sandbox/games/${CRASH_GAME}/crash/cash_out`, { session, round_id: roundId });

  async function secret(roundId: string): Promise<{ crashPoint: number; crashAt: number }> {
    const { rows } = await t.db.query<{ crash_point: number; crash_at: Date }>(
      'SELECT crash_point, crash_at FROM sandbox_crash_rounds WHERE round_id = $1',
      [roundId],
    );
    return { crashPoint: Number(rows[0]!.crash_point), crashAt: new Date(rows[0]!.crash_at).getTime() };
  }

  const moveTo = (at: number) => clock.advance(at - clock.now().getTime());

  /** Moves the clock to the opening of a round that will reach `atLeast` (hundredths) before it crashes. */
  async function bettingRound(session: string, atLeast = 100): Promise<CrashStateAnswer> {
    for (let tries = 0; tries < 200; tries += 1) {
      const now = await state(session);
      const { crashPoint, crashAt } = await secret(now.round.round_id);
      if (now.round.phase === 'betting' && crashPoint >= atLeast) return now;
      moveTo(crashAt + CRASH_PAUSE_MS);
    }
    throw new Error(`no round reached ${atLeast}`);
  }

  /** What a bet can draw (cash and deposit), read from the ledger itself. */
  async function walletBalance(unitId: number): Promise<number> {
    const { rows } = await t.db.query<{ total: string }>(
      "SELECT sum(balance)::text AS total FROM ledger_accounts WHERE unit_id = $1 AND kind IN ('cash', 'deposit')",
      [unitId],
    );
    return Number(rows[0]!.total);
  }

  return { player, state, bet, cashOut, secret, moveTo, bettingRound, walletBalance };
}
