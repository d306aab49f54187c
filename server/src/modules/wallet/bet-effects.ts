/**
 * What a bet counts besides its own transfers: campaign-bonus and happy-hour wagering, jackpot contributions, and a
 * jackpot it may win. The bet records them with its transaction; its rollback takes back exactly those, in the same
 * transaction as the money and under the same locks, or is refused when the bet has already paid out: a win in its
 * round, a jackpot it won, or a bonus its wagering released (contract/games.ts, wallet:bet_settled).
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import type { Book } from '../../ledger/ledger';
import { uncountBet, type BonusWagering } from '../campaigns/bonus';
import { happyHourUnwagered, type HappyHourWagering } from '../happy-hours/bonus-states';
import { takeBackContributions, type Contribution } from '../jackpots/pots';

export interface BetEffects {
  bonus?: BonusWagering;
  happyHour?: HappyHourWagering[];
  jackpots?: Contribution[];
  /** The bet won a jackpot: its round has paid out. */
  jackpotWon?: boolean;
}

export interface RolledBackBet {
  transactionId: string;
  unitId: number;
  currency: string;
  gameSlug: string;
  roundId: string;
  effects: BetEffects;
}

/**
 * Refuses (wallet:bet_settled) the rollback of a bet whose round has paid a win or a jackpot; otherwise takes back
 * what the bet counted. Lock order as a bet's: round, jackpots, happy-hour states, bonus state, ledger accounts.
 * Whatever it refuses, the caller's transaction rolls back whole, so nothing is half undone.
 */
export async function undoBetEffects(tx: Queryable, book: Book, bet: RolledBackBet): Promise<void> {
  const round = await tx.query<{ win: string }>(
    'SELECT win FROM game_rounds WHERE unit_id = $1 AND game_slug = $2 AND round_id = $3 FOR UPDATE',
    [bet.unitId, bet.gameSlug, bet.roundId],
  );
  if (Number(round.rows[0]?.win ?? 0) > 0 || bet.effects.jackpotWon) throw fail(ErrorCodes.walletBetSettled);
  const { effects } = bet;
  if (effects.jackpots) await takeBackContributions(tx, book, bet, effects.jackpots);
  if (effects.happyHour && !(await happyHourUnwagered(tx, book, effects.happyHour))) {
    throw fail(ErrorCodes.walletBetSettled);
  }
  if (effects.bonus && !(await uncountBet(tx, book, effects.bonus))) throw fail(ErrorCodes.walletBetSettled);
}
