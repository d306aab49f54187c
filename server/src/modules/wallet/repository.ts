/**
 * The wallet's reads of the units and games its calls name (its SQL, as a repository): the unit a player token
 * names (units/repository.ts), locked with its game and the jackpots that game feeds, and the unit's balances.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { readUnitBalances, type UnitBalances } from '../../ledger/accounts';
import { GAME_COLUMNS, toGame, type Game, type GameRow } from '../games/catalogue';
import type { PlayerTokenClaims } from '../games/player-token';
import { feedingJackpotsSql, type FeedingJackpot } from '../jackpots/pots';
import { lockedRgRowCte } from '../rg/repository';
import {
  findPlayerUnit,
  playerUnitCte,
  playerUnitOf,
  type PlayerUnit,
  type PlayerUnitCteColumns,
} from '../units/repository';

/** Every balance of the unit, read in `q` (inside a call's transaction: after its transfers). */
export async function balancesOf(q: Queryable, unitId: number): Promise<UnitBalances> {
  const balances = await readUnitBalances(q, unitId);
  if (!balances) throw fail(ErrorCodes.unitNotFound);
  return balances;
}

/**
 * The unit a player token names, still the player's and not merged away, with its currency and blocks. A token
 * whose unit is gone is as good as no token (401).
 */
export async function playerUnit(q: Queryable, claims: PlayerTokenClaims): Promise<PlayerUnit> {
  const unit = await findPlayerUnit(q, claims);
  if (!unit) throw fail(ErrorCodes.unauthenticated);
  return unit;
}

/**
 * As playerUnit, row-locked for the rest of `tx`, and the game a call names (even one gone from the catalogue: it still
 * settles its rounds), the jackpots that game feeds (when asked: a bet feeds them, a win or rollback does not read
 * them) and the player's RG row, locked after the unit (null when the player has none yet), in the same round trip; an
 * unknown game is units_ctx:games:not_found.
 */
export async function lockPlayerUnitAndGame(
  tx: Queryable,
  claims: PlayerTokenClaims,
  gameSlug: string,
  read: { jackpots: boolean },
): Promise<{ unit: PlayerUnit; game: Game; jackpots: FeedingJackpot[]; rg: Record<string, unknown> | null }> {
  const { rows } = await tx.query<
    PlayerUnitCteColumns & { game: GameRow | null; jackpots: FeedingJackpot[]; rg: Record<string, unknown> | null }
  >(
    `WITH ${playerUnitCte('unit', { unitId: '$1', userId: '$2', siteId: '$3', lock: true })},
       ${lockedRgRowCte('rg', '$2', 'unit')}
     SELECT unit.*, (SELECT row_to_json(g) FROM (SELECT ${GAME_COLUMNS} FROM games WHERE slug = $4) g) AS game,
       ${read.jackpots ? feedingJackpotsSql('unit.site_id', '$4') : "'[]'::json"} AS jackpots, (SELECT row_to_json(rg) FROM rg) AS rg
     FROM unit`,
    [claims.unitId, claims.userId, claims.siteId, gameSlug],
  );
  const row = rows[0];
  if (!row) throw fail(ErrorCodes.unauthenticated);
  if (!row.game) throw fail(ErrorCodes.gameNotFound);
  return {
    unit: playerUnitOf(row),
    game: toGame(row.game),
    jackpots: row.jackpots.map((jackpot) => ({ ...jackpot, id: Number(jackpot.id) })),
    rg: row.rg,
  };
}
