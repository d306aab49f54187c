/**
 * A player's rounds (game_rounds): one row per unit in a game's round, kept by the wallet as bets, wins and
 * rollbacks arrive, whichever game server sent them. My bets and the most-played and recent games read them.
 */

import type { Clock } from '../../context';
import type { Queryable } from '../../db/database';

export interface RoundChange {
  unitId: number;
  game: string;
  round: string;
  /** Minor units added to the round's bets (negative: a bet rolled back). */
  bet?: number;
  win?: number;
}

/** Adds a bet, win or rollback to the unit's round, opening the round on its first bet. Call with the unit locked. */
export async function recordRound(tx: Queryable, change: RoundChange, clock: Clock): Promise<void> {
  const now = clock.now();
  await tx.query(
    `INSERT INTO game_rounds (unit_id, game_slug, round_id, bet, win, created_at, updated_at)
     VALUES ($1, $2, $3, GREATEST($4::bigint, 0), $5, $6, $6)
     ON CONFLICT (unit_id, game_slug, round_id) DO UPDATE
     SET bet = game_rounds.bet + $4::bigint, win = game_rounds.win + $5::bigint, updated_at = $6`,
    [change.unitId, change.game, change.round, change.bet ?? 0, change.win ?? 0, now],
  );
}
