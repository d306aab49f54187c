/** Operator blocks (scripts/admin.ts): set or lift a player's login, deposit, withdrawal or game block, or a unit's. */

import type { Bus } from '../bus/bus';
import type { Database, Queryable } from '../db/database';
import type { UnitBlock } from '../modules/units/blocks';
import { revokePlayerUnitTokens } from '../modules/units/tokens';
import { closeUnitSockets } from '../modules/units/service';

export type PlayerBlock = 'login' | UnitBlock;
export const PLAYER_BLOCKS: readonly PlayerBlock[] = ['login', 'deposit', 'withdrawal', 'game'];

const COLUMN: Record<PlayerBlock, string> = {
  login: 'login_blocked',
  deposit: 'deposit_blocked',
  withdrawal: 'withdrawal_blocked',
  game: 'game_blocked',
};

export interface BlockedPlayer {
  userId: number;
  siteId: number;
  phone: string;
  blocks: PlayerBlock[];
}

interface PlayerRow {
  id: number;
  site_id: number;
  phone: string;
  login_blocked: boolean;
  deposit_blocked: boolean;
  withdrawal_blocked: boolean;
  game_blocked: boolean;
}

function toPlayer(row: PlayerRow): BlockedPlayer {
  return {
    userId: Number(row.id),
    siteId: row.site_id,
    phone: row.phone,
    blocks: PLAYER_BLOCKS.filter((block) => row[COLUMN[block] as keyof PlayerRow] === true),
  };
}

const PLAYER_COLUMNS = 'id, site_id, phone, login_blocked, deposit_blocked, withdrawal_blocked, game_blocked';

/**
 * Players with this phone (E.164) on one site, or on every site; answers them as they are now. A login block signs
 * the players out everywhere: their unit tokens are deleted (with a bus, their open sockets close on every node)
 * and their refresh tokens revoked; a refresh still answers 403 login_block (with its message) while blocked.
 */
export async function setPlayerBlock(
  db: Database,
  target: { phone: string; siteId?: number },
  block: PlayerBlock,
  on: boolean,
  effects: { now: Date; bus?: Bus } = { now: new Date() },
): Promise<BlockedPlayer[]> {
  const { players, revokedUnits } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<PlayerRow>(
      `UPDATE users SET ${COLUMN[block]} = $3 WHERE phone = $1 AND ($2::integer IS NULL OR site_id = $2)
       RETURNING ${PLAYER_COLUMNS}`,
      [target.phone, target.siteId ?? null, on],
    );
    const ids = rows.map((row) => Number(row.id));
    if (block !== 'login' || !on) return { players: rows, revokedUnits: [] };
    return { players: rows, revokedUnits: await signOutPlayers(tx, ids, effects.now) };
  });
  if (effects.bus) await closeUnitSockets(effects.bus, revokedUnits, console);
  return players.map(toPlayer).sort((a, b) => a.siteId - b.siteId);
}

/**
 * Signs players out everywhere, in the caller's transaction: refresh tokens revoked and unit tokens deleted. Answers
 * the units whose sockets to close once it commits (closeUnitSockets).
 */
export async function signOutPlayers(tx: Queryable, userIds: readonly number[], now: Date): Promise<number[]> {
  await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = ANY($1::bigint[]) AND revoked_at IS NULL', [
    userIds,
    now,
  ]);
  return revokePlayerUnitTokens(tx, userIds);
}

/** One player's block, set in the caller's transaction; null when there is no such player. */
export async function setBlockOfPlayer(
  tx: Queryable,
  userId: number,
  block: PlayerBlock,
  on: boolean,
  now: Date,
): Promise<{ player: BlockedPlayer; revokedUnits: number[] } | null> {
  const { rows } = await tx.query<PlayerRow>(
    `UPDATE users SET ${COLUMN[block]} = $2 WHERE id = $1 RETURNING ${PLAYER_COLUMNS}`,
    [userId, on],
  );
  const row = rows[0];
  if (!row) return null;
  const revokedUnits = block === 'login' && on ? await signOutPlayers(tx, [userId], now) : [];
  return { player: toPlayer(row), revokedUnits };
}

export async function findPlayers(db: Queryable, target: { phone: string; siteId?: number }): Promise<BlockedPlayer[]> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM users WHERE phone = $1 AND ($2::integer IS NULL OR site_id = $2) ORDER BY site_id`,
    [target.phone, target.siteId ?? null],
  );
  return rows.map(toPlayer);
}

/** A unit's own block (anonymous units have no player to block); false when there is no such unit. */
export async function setUnitBlock(db: Queryable, unitId: number, block: UnitBlock, on: boolean): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE units SET ${COLUMN[block]} = $2 WHERE id = $1`, [unitId, on]);
  return rowCount === 1;
}
