/**
 * Bets in the shared crash rounds. Money moves only through the seamless wallet, each payment under one transaction
 * id (`<round>:<player>:bet|win`), so a call repeated by a retry or by two nodes at once moves money once: a bet row
 * is claimed in the database first (`placing`, then `open`), a cash-out is claimed by one conditional update
 * (`open` → `won` with its multiplier and win), and a claimed win is paid by whoever gets to it, as often as needed,
 * until the wallet has answered (`paid`).
 */

import { createHash } from 'node:crypto';
import { ApiPaths } from '../../../../../contract/api';
import { ErrorCodes } from '../../../../../contract/errors';
import type { WalletAnswer } from '../../../../../contract/games';
import { CRASH_OTHER_BETS, CRASH_PAUSE_MS, type CrashBet, type CrashOtherBet } from '../../../../../contract/sandbox';
import type { AppContext } from '../../../context';
import { fail } from '../../../errors';
import { floorMultiple } from '../../../modules/games/math/outcomes';
import { cashOut, MAX_MULTIPLIER, MIN_TARGET, ONE, multiplierAt } from '../../../modules/games/math/crash';
import { walletError, type WalletCaller } from '../service';
import { phaseAt, type RoundRow } from './rounds';

interface BetRow {
  round_id: string;
  player: string;
  session: string | null;
  bet: number;
  auto_cash_out: number | null;
  status: 'placing' | 'open' | 'won' | 'lost' | 'refunded';
  cashed_out_at: number | null;
  win: number;
  paid: boolean;
  answer: WalletAnswer | null;
}

const BET_COLUMNS = 'round_id, player, session, bet, auto_cash_out, status, cashed_out_at, win, paid, answer';

function toBet(row: Record<string, unknown>): BetRow {
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as WalletAnswer) : row.answer;
  return {
    ...(row as unknown as BetRow),
    bet: Number(row.bet),
    win: Number(row.win),
    auto_cash_out: row.auto_cash_out === null ? null : Number(row.auto_cash_out),
    cashed_out_at: row.cashed_out_at === null ? null : Number(row.cashed_out_at),
    answer: (answer ?? null) as WalletAnswer | null,
  };
}

/** The game server's name for a player: its session's hash, short enough for the wallet's transaction ids. */
export function playerOf(session: string): string {
  return createHash('sha256').update(session).digest('hex').slice(0, 24);
}

/** A player's name as other players see it: 'a***7', never the whole of it. */
export const maskedPlayer = (player: string) => `${player.slice(0, 1)}***${player.slice(-1)}`;

export function publicBet(row: BetRow): CrashBet {
  return {
    round_id: row.round_id,
    bet: row.bet,
    auto_cash_out: row.auto_cash_out,
    status: row.status === 'won' ? 'cashed_out' : row.status,
    cashed_out_at: row.cashed_out_at,
    win: row.win,
    balance: row.answer?.balance ?? null,
    bonus: row.answer ? (row.answer.bonus ?? 0) : null,
    currency: row.answer?.currency ?? null,
    fin_account: row.answer?.fin_account ?? null,
  };
}

export function createCrashBets(ctx: Pick<AppContext, 'db' | 'log'>, wallet: WalletCaller) {
  const { db } = ctx;

  async function find(roundId: string, player: string): Promise<BetRow | null> {
    const { rows } = await db.query(
      `SELECT ${BET_COLUMNS} FROM sandbox_crash_bets WHERE round_id = $1 AND player = $2`,
      [roundId, player],
    );
    return rows[0] ? toBet(rows[0]) : null;
  }

  const call = (round: RoundRow, bet: BetRow, session: string) => ({
    player_token: session,
    round_id: round.round_id,
    game_slug: round.game_slug,
    transaction_id: `${round.round_id}:${bet.player}:`,
  });

  /** Claims the win of an open bet at `multiplier` (hundredths); false when another claim (or the crash) came first. */
  async function claim(round: RoundRow, bet: BetRow, multiplier: number): Promise<boolean> {
    const { rowCount } = await db.query(
      `UPDATE sandbox_crash_bets SET status = 'won', cashed_out_at = $3, win = $4
       WHERE round_id = $1 AND player = $2 AND status = 'open'`,
      [round.round_id, bet.player, multiplier, floorMultiple(bet.bet, multiplier, ONE)],
    );
    return rowCount > 0;
  }

  /**
   * Pays a claimed win through the wallet; the transaction id makes a repeat (two nodes, a retry after a failure)
   * answer the first payment. A refusal leaves it unpaid for the next request to try again.
   */
  async function pay(round: RoundRow, bet: BetRow): Promise<BetRow> {
    if (bet.status !== 'won' || bet.paid || bet.session === null) return bet;
    const base = call(round, bet, bet.session);
    const answer = await wallet(ApiPaths.walletWin, {
      ...base,
      transaction_id: `${base.transaction_id}win`,
      amount: bet.win,
    });
    if (answer.status !== 200) {
      ctx.log.warn({ round_id: round.round_id, status: answer.status }, 'crash: win refused, tried again later');
      throw walletError(answer);
    }
    await db.query(
      `UPDATE sandbox_crash_bets SET paid = true, session = NULL, answer = $3 WHERE round_id = $1 AND player = $2`,
      [round.round_id, bet.player, JSON.stringify(answer.body)],
    );
    return { ...bet, paid: true, session: null, answer: answer.body as WalletAnswer };
  }

  /** A bet whose request never finished (its node stopped mid-call): given back, and refused if it lands later. */
  async function refund(round: RoundRow, bet: BetRow): Promise<void> {
    if (bet.session === null) return;
    const base = call(round, bet, bet.session);
    const answer = await wallet(ApiPaths.walletRollback, { ...base, transaction_id: `${base.transaction_id}bet` });
    if (answer.status !== 200) return;
    await db.query(
      `UPDATE sandbox_crash_bets SET status = 'refunded', session = NULL, answer = $3
       WHERE round_id = $1 AND player = $2 AND status = 'placing'`,
      [round.round_id, bet.player, JSON.stringify(answer.body)],
    );
  }

  /**
   * Settles what the round's clock has decided by `now`: auto cash-outs reached are claimed at their target (the
   * multiplier passed them before any later cash-out by hand), and once it has crashed the bets still in are lost.
   * Then pays every claimed win not yet paid. Safe to run on every request, on every node at once.
   */
  async function settle(round: RoundRow, now: number): Promise<void> {
    const phase = phaseAt(round, now);
    if (phase === 'betting') return;
    const reached = phase === 'crashed' ? round.crash_point : multiplierAt(now - round.flight_at);
    const { rows } = await db.query(
      `SELECT ${BET_COLUMNS} FROM sandbox_crash_bets
       WHERE round_id = $1 AND (status IN ('placing', 'open') OR (status = 'won' AND NOT paid))`,
      [round.round_id],
    );
    for (const bet of rows.map(toBet)) {
      if (bet.status === 'open' && bet.auto_cash_out !== null && bet.auto_cash_out <= reached) {
        await claim(round, bet, bet.auto_cash_out);
      } else if (bet.status === 'placing' && now >= round.crash_at + CRASH_PAUSE_MS) {
        await refund(round, bet);
      }
    }
    if (phase === 'crashed') {
      // An auto target at or below the crash point was claimed above; this update never takes one of those.
      await db.query(
        `UPDATE sandbox_crash_bets SET status = 'lost', session = NULL
         WHERE round_id = $1 AND status = 'open' AND (auto_cash_out IS NULL OR auto_cash_out > $2)`,
        [round.round_id, round.crash_point],
      );
    }
    const unpaid = await db.query(
      `SELECT ${BET_COLUMNS} FROM sandbox_crash_bets WHERE round_id = $1 AND status = 'won' AND NOT paid`,
      [round.round_id],
    );
    for (const bet of unpaid.rows.map(toBet)) {
      await pay(round, bet).catch(() => undefined);
    }
  }

  return {
    find,
    settle,

    /** Rounds of the game with bets left to settle (a crash nobody was asking about when it happened). */
    /** The round's bets but `player`'s, biggest first (one indexed read: the page asks every 400 ms in flight). */
    async others(roundId: string, player: string): Promise<CrashOtherBet[]> {
      const { rows } = await db.query<{
        player: string;
        bet: string;
        status: string;
        cashed_out_at: number | null;
        win: string;
      }>(
        `SELECT player, bet::text, status, cashed_out_at, win::text FROM sandbox_crash_bets
         WHERE round_id = $1 AND player <> $2 AND status IN ('open', 'won', 'lost')
         ORDER BY sandbox_crash_bets.bet DESC, sandbox_crash_bets.player LIMIT $3`,
        [roundId, player, CRASH_OTHER_BETS],
      );
      return rows.map((row) => ({
        player: maskedPlayer(row.player),
        bet: Number(row.bet),
        status: row.status === 'won' ? 'cashed_out' : (row.status as 'open' | 'lost'),
        cashed_out_at: row.cashed_out_at === null ? null : Number(row.cashed_out_at),
        win: Number(row.win),
      }));
    },

    async pendingRounds(slug: string): Promise<string[]> {
      const { rows } = await db.query<{ round_id: string }>(
        `SELECT DISTINCT round_id FROM sandbox_crash_bets
         WHERE game_slug = $1 AND (status IN ('placing', 'open') OR (status = 'won' AND NOT paid))`,
        [slug],
      );
      return rows.map((row) => row.round_id);
    },

    async place(
      round: RoundRow,
      session: string,
      amount: number,
      autoCashOut: number | undefined,
      now: number,
    ): Promise<CrashBet> {
      if (autoCashOut !== undefined && (autoCashOut < MIN_TARGET || autoCashOut > MAX_MULTIPLIER)) {
        throw fail(ErrorCodes.validation, `auto_cash_out must be ${MIN_TARGET}..${MAX_MULTIPLIER} hundredths`);
      }
      if (phaseAt(round, now) !== 'betting') throw fail(ErrorCodes.crashBettingClosed);
      const player = playerOf(session);
      // The row first: one bet per player per round, whatever arrives at once.
      const inserted = await db.query(
        `INSERT INTO sandbox_crash_bets (round_id, player, game_slug, session, bet, auto_cash_out, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'placing', $7) ON CONFLICT (round_id, player) DO NOTHING`,
        [round.round_id, player, round.game_slug, session, amount, autoCashOut ?? null, new Date(now)],
      );
      if (inserted.rowCount === 0) throw fail(ErrorCodes.crashAlreadyBet);
      const bet: BetRow = {
        round_id: round.round_id,
        player,
        session,
        bet: amount,
        auto_cash_out: autoCashOut ?? null,
        status: 'placing',
        cashed_out_at: null,
        win: 0,
        paid: false,
        answer: null,
      };
      const base = call(round, bet, session);
      const placed = await wallet(ApiPaths.walletBet, { ...base, transaction_id: `${base.transaction_id}bet`, amount });
      if (placed.status !== 200) {
        // Refused with nothing moved: the player may bet again in this round.
        await db.query(`DELETE FROM sandbox_crash_bets WHERE round_id = $1 AND player = $2 AND status = 'placing'`, [
          round.round_id,
          player,
        ]);
        throw walletError(placed);
      }
      const opened = await db.query(
        `UPDATE sandbox_crash_bets SET status = 'open', answer = $3
         WHERE round_id = $1 AND player = $2 AND status = 'placing'`,
        [round.round_id, player, JSON.stringify(placed.body)],
      );
      // Refunded meanwhile (this request took longer than the round): the wallet gave it back.
      if (opened.rowCount === 0) throw fail(ErrorCodes.crashBettingClosed);
      return publicBet({ ...bet, status: 'open', answer: placed.body as WalletAnswer });
    },

    /** The bet's cash-out at the server's `now`, or the cash-out already claimed (answered again, paid once). */
    async cashOut(round: RoundRow, session: string, now: number): Promise<CrashBet> {
      const player = playerOf(session);
      // An auto target the multiplier has passed is the bet's first cash-out.
      await settle(round, now);
      let bet = await find(round.round_id, player);
      if (!bet || bet.status === 'placing' || bet.status === 'refunded') throw fail(ErrorCodes.crashNoBet);
      if (bet.status === 'open') {
        const phase = phaseAt(round, now);
        if (phase === 'crashed') throw fail(ErrorCodes.crashCrashed);
        const outcome = phase === 'flying' ? cashOut(bet.bet, now - round.flight_at, round.crash_point) : null;
        if (!outcome) throw fail(ErrorCodes.crashNotFlying);
        await claim(round, bet, outcome.target);
        bet = (await find(round.round_id, player))!;
      }
      if (bet.status === 'lost') throw fail(ErrorCodes.crashCrashed);
      return publicBet(await pay(round, bet));
    },
  };
}

export type CrashBets = ReturnType<typeof createCrashBets>;
