/**
 * A player's rounds (game_rounds): one row per unit in a game's round, kept by the wallet as bets, wins and
 * rollbacks arrive, whichever game server sent them. My bets and the most-played and recent games read them.
 */

export interface RoundChange {
  unitId: number;
  siteId: number;
  game: string;
  round: string;
  /** Minor units added to the round's bets (negative: a bet rolled back). */
  bet?: number;
  win?: number;
  /** The round opens as a play-money round (contract/play-money.ts); a round keeps the kind its first bet gave it. */
  play?: boolean;
}

/**
 * The statement that adds a bet, win or rollback to the unit's round, opening the round on its first bet, with its
 * parameters from `$first` on: a CTE of the statement that finishes the call (the unit locked).
 */
export function roundChangeSql(change: RoundChange, now: Date, first: number): { sql: string; params: unknown[] } {
  const [unit, site, game, round, bet, win, at, play] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `$${first + i}`);
  return {
    sql: `INSERT INTO game_rounds (unit_id, site_id, game_slug, round_id, bet, win, created_at, updated_at, play)
     VALUES (${unit}::bigint, ${site}::bigint, ${game}, ${round}, GREATEST(${bet}::bigint, 0), ${win}::bigint, ${at},
       ${at}, ${play}::boolean)
     ON CONFLICT (unit_id, game_slug, round_id) DO UPDATE
     SET bet = game_rounds.bet + ${bet}::bigint, win = game_rounds.win + ${win}::bigint, updated_at = ${at}`,
    params: [
      change.unitId,
      change.siteId,
      change.game,
      change.round,
      change.bet ?? 0,
      change.win ?? 0,
      now,
      change.play === true,
    ],
  };
}
