/**
 * Blocks (SPEC §6: "Blocks on a unit can restrict deposit, withdrawal or opening games"). The operator sets
 * them per player (every unit of theirs) or per unit (npm run admin); a unit is blocked when either is.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';

export const UNIT_BLOCKS = ['deposit', 'withdrawal', 'game'] as const;
export type UnitBlock = (typeof UNIT_BLOCKS)[number];

const COLUMN: Record<UnitBlock, string> = {
  deposit: 'deposit_blocked',
  withdrawal: 'withdrawal_blocked',
  game: 'game_blocked',
};

const CODE: Record<UnitBlock, string> = {
  deposit: ErrorCodes.depositBlock,
  withdrawal: ErrorCodes.withdrawalBlock,
  game: ErrorCodes.gameBlock,
};

export async function isUnitBlocked(q: Queryable, unitId: number, block: UnitBlock): Promise<boolean> {
  const column = COLUMN[block];
  const found = await q.query<{ blocked: boolean }>(
    `SELECT u.${column} OR COALESCE(p.${column}, false) AS blocked
     FROM units u LEFT JOIN users p ON p.id = u.user_id WHERE u.id = $1`,
    [unitId],
  );
  return found.rows[0]?.blocked === true;
}

/** 403 with the block's code (units_ctx:units:deposit_block, …) when the unit or its player is blocked. */
export async function assertNotBlocked(q: Queryable, unitId: number, block: UnitBlock): Promise<void> {
  if (await isUnitBlocked(q, unitId, block)) throw fail(CODE[block]);
}

/** Which blocks hold a unit (its own or its player's), as read with the unit (units/tokens.ts lockUnit). */
export type UnitBlocks = Record<UnitBlock, boolean>;

/** The SQL columns `deposit_blocked`, … for a unit `u` LEFT JOINed to its player `p`, read in the unit's query. */
export const UNIT_BLOCKS_SQL = UNIT_BLOCKS.map(
  (block) => `u.${COLUMN[block]} OR COALESCE(p.${COLUMN[block]}, false) AS ${COLUMN[block]}`,
).join(', ');

export function unitBlocksOf(row: Record<string, unknown>): UnitBlocks {
  return {
    deposit: row.deposit_blocked === true,
    withdrawal: row.withdrawal_blocked === true,
    game: row.game_blocked === true,
  };
}

/** As assertNotBlocked, for a unit whose blocks were read when it was locked: no further query. */
export function assertUnitNotBlocked(unit: { blocks: UnitBlocks }, block: UnitBlock): void {
  if (unit.blocks[block]) throw fail(CODE[block]);
}

/** The player's own block (set on the user, before they have a unit on the site). */
export async function assertUserNotBlocked(q: Queryable, userId: number, block: UnitBlock): Promise<void> {
  const found = await q.query<{ blocked: boolean }>(`SELECT ${COLUMN[block]} AS blocked FROM users WHERE id = $1`, [
    userId,
  ]);
  if (found.rows[0]?.blocked === true) throw fail(CODE[block]);
}
