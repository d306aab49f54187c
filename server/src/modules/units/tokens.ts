/**
 * Unit tokens and the units they name (the SQL of unit_tokens, with the blocks read with a unit: blocks.ts). Other
 * modules resolve a token only through these functions. A token is stored hashed; resolving one checks that it is
 * live and slides its expiry. The hot money calls lock the unit and what they need with it in one statement
 * (lockUnitAndRow, lockUnitWithSiteAndPlayer), or take the unit as a CTE of their own single statement
 * (unitByTokenCte), as ledger/inline.ts does for a transfer. Units by id: repository.ts.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { UnitConfig, VerificationLevel } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { UNIT_TOKEN_MIN_LENGTH } from '../../../../contract/sites';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { unitBlocksOf, UNIT_BLOCKS_SQL, type UnitBlocks } from './blocks';

export interface UnitIdentity {
  unitId: number;
  siteId: number;
}

export interface LockedUnit extends UnitIdentity {
  userId: number | null;
  /** The unit's and its player's blocks, read with the lock (assertUnitNotBlocked). */
  blocks: UnitBlocks;
}

// 96 random bytes: 128 base64url characters, comfortably over UNIT_TOKEN_MIN_LENGTH.
const TOKEN_BYTES = 96;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A unit token unused this long is refused; each use moves its expiry on (sliding). */
export const UNIT_TOKEN_TTL_MS = 30 * DAY_MS;
/** The expiry moves on at most this often per token, so resolving a token stays a read almost always. */
const SLIDE_EVERY_MS = DAY_MS;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A string that could be a unit token: anything else is refused before any query. */
export function plausibleUnitToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= UNIT_TOKEN_MIN_LENGTH && token.length <= 512;
}

/**
 * Moves a live token's expiry to now + TTL, once its last move is a day old; cheap to call on every use. A call
 * that resolved its unit in a statement of its own (unitByTokenCte) calls it with the `expires_at` it read.
 */
export async function slideTokenExpiry(q: Queryable, token: string, expiresAt: Date, now: Date): Promise<void> {
  const renewed = new Date(now.getTime() + UNIT_TOKEN_TTL_MS);
  if (renewed.getTime() - new Date(expiresAt).getTime() < SLIDE_EVERY_MS) return;
  await q.query('UPDATE unit_tokens SET expires_at = $2 WHERE token_hash = $1 AND expires_at < $2', [
    hashToken(token),
    renewed,
  ]);
}

// The unit a live token names, not merged away, with its player's blocks (aliases t, u and p); the WHERE takes the
// placeholders of the token's hash and of the clock.
const UNIT_BY_TOKEN = {
  columns: `u.id, u.site_id, u.user_id, t.expires_at, ${UNIT_BLOCKS_SQL}`,
  from: 'unit_tokens t JOIN units u ON u.id = t.unit_id LEFT JOIN users p ON p.id = u.user_id',
  where: (tokenHash: string, now: string) =>
    `t.token_hash = ${tokenHash} AND t.expires_at > ${now} AND u.merged_into IS NULL`,
};

interface UnitByTokenRow {
  id: number | string;
  site_id: number;
  user_id: number | string | null;
  expires_at: Date;
}

function lockedUnitOf(row: UnitByTokenRow): LockedUnit {
  return {
    unitId: Number(row.id),
    siteId: row.site_id,
    userId: row.user_id === null ? null : Number(row.user_id),
    blocks: unitBlocksOf(row as unknown as Record<string, unknown>),
  };
}

/** The unit a live token names, or null (unknown, expired, revoked, malformed, too short); a use slides its expiry. */
export async function findUnitByToken(q: Queryable, token: unknown, now: Date): Promise<UnitIdentity | null> {
  if (!plausibleUnitToken(token)) return null;
  const found = await q.query<{ unit_id: number; site_id: number; expires_at: Date }>(
    `SELECT t.unit_id, u.site_id, t.expires_at FROM unit_tokens t JOIN units u ON u.id = t.unit_id
     WHERE t.token_hash = $1 AND t.expires_at > $2`,
    [hashToken(token), now],
  );
  const row = found.rows[0];
  if (!row) return null;
  await slideTokenExpiry(q, token, row.expires_at, now);
  return { unitId: Number(row.unit_id), siteId: Number(row.site_id) };
}

/**
 * The unit a live token names, row-locked for the rest of `tx`; null for an unknown or expired token or a merged
 * unit. Every call that moves money or changes an owner resolves its unit here, inside the transaction that does
 * it: a unit resolved before the transaction could be merged away meanwhile, and money sent to it would be
 * stranded. `merged_into IS NULL` is checked on the locked row, so a merge that commits while we wait is seen.
 */
export async function lockUnitByToken(tx: Queryable, token: unknown, now: Date): Promise<LockedUnit | null> {
  if (!plausibleUnitToken(token)) return null;
  const found = await tx.query<UnitByTokenRow>(
    `SELECT ${UNIT_BY_TOKEN.columns} FROM ${UNIT_BY_TOKEN.from}
     WHERE ${UNIT_BY_TOKEN.where('$1', '$2')} FOR UPDATE OF u`,
    [hashToken(token), now],
  );
  const row = found.rows[0];
  if (!row) return null;
  await slideTokenExpiry(tx, token, row.expires_at, now);
  return lockedUnitOf(row);
}

/** As lockUnitByToken, but an unknown token is 401 auth:unauthenticated. */
export async function lockUnit(tx: Queryable, token: unknown, now: Date): Promise<LockedUnit> {
  const unit = await lockUnitByToken(tx, token, now);
  if (!unit) throw fail(ErrorCodes.unauthenticated);
  return unit;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Another module's row to lock with the unit: the row of `table` whose `key` column equals `value`. */
export interface RowToLock<C extends string> {
  table: string;
  key: string;
  value: unknown;
  columns: readonly C[];
}

/**
 * A row to lock in the same round trip after the unit and its row (e.g. the player's RG row): a CTE that waits for
 * the CTE `after` (the two locked), its player's id as `userSql`, and the column answering it (as `also_row`).
 */
export interface AlsoLock {
  cte(after: string, userSql: string): string;
  column: string;
}

/**
 * The unit a token names and one more row, both locked in one round trip (unit first, as everywhere), and with
 * `also`, one more after them. An unknown token is 401; no such row answers `row: null` with the unit still locked.
 */
export async function lockUnitAndRow<C extends string>(
  tx: Queryable,
  token: unknown,
  now: Date,
  lock: RowToLock<C>,
  also?: AlsoLock,
): Promise<{ unit: LockedUnit; row: Record<C, unknown> | null; also: Record<string, unknown> | null }> {
  const names = [lock.table, lock.key, ...lock.columns];
  if (!names.every((name) => IDENTIFIER.test(name))) throw new Error(`units: not an identifier in ${names}`);
  if (plausibleUnitToken(token)) {
    const select = `SELECT ${UNIT_BY_TOKEN.columns}, ${lock.columns.map((column) => `x.${column} AS row_${column}`).join(', ')}
       FROM ${UNIT_BY_TOKEN.from} JOIN ${lock.table} x ON x.${lock.key} = $3
       WHERE ${UNIT_BY_TOKEN.where('$1', '$2')} FOR UPDATE OF u, x`;
    const found = await tx.query<UnitByTokenRow & Record<string, unknown>>(
      also
        ? `WITH locked AS MATERIALIZED (${select}), ${also.cte('locked', '(SELECT user_id FROM locked)')}
           SELECT locked.*, ${also.column} AS also_row FROM locked`
        : select,
      [hashToken(token), now, lock.value],
    );
    const row = found.rows[0];
    if (row) {
      await slideTokenExpiry(tx, token, row.expires_at, now);
      const locked = Object.fromEntries(lock.columns.map((column) => [column, row[`row_${column}`]]));
      const alsoRow = (row.also_row as Record<string, unknown> | null | undefined) ?? null;
      return { unit: lockedUnitOf(row), row: locked as Record<C, unknown>, also: alsoRow };
    }
  }
  // No row, or no unit: which one decides the answer.
  return { unit: await lockUnit(tx, token, now), row: null, also: null };
}

export interface UnitWithSiteAndPlayer extends LockedUnit {
  site: { currency: string; unitConfig: UnitConfig };
  /** The unit's player; null for an anonymous unit. */
  player: { phone: string; verificationLevel: VerificationLevel } | null;
}

/**
 * As lockUnit, with the unit's site's currency and config and its player's phone and verification level: one
 * round trip. An unknown token is 401.
 */
export async function lockUnitWithSiteAndPlayer(
  tx: Queryable,
  token: unknown,
  now: Date,
): Promise<UnitWithSiteAndPlayer> {
  if (plausibleUnitToken(token)) {
    const found = await tx.query<
      UnitByTokenRow & {
        unit_config: UnitConfig;
        currency_code: string;
        phone: string | null;
        verification_level: VerificationLevel | null;
      }
    >(
      `SELECT ${UNIT_BY_TOKEN.columns}, s.unit_config, s.currency_code, p.phone, p.verification_level
       FROM ${UNIT_BY_TOKEN.from} JOIN sites s ON s.id = u.site_id
       WHERE ${UNIT_BY_TOKEN.where('$1', '$2')} FOR UPDATE OF u`,
      [hashToken(token), now],
    );
    const row = found.rows[0];
    if (row) {
      await slideTokenExpiry(tx, token, row.expires_at, now);
      const unit = lockedUnitOf(row);
      return {
        ...unit,
        site: { currency: row.currency_code, unitConfig: row.unit_config },
        player: unit.userId === null ? null : { phone: row.phone ?? '', verificationLevel: row.verification_level! },
      };
    }
  }
  await lockUnit(tx, token, now); // throws 401
  throw new Error('units: a unit token was refused and then accepted');
}

/** The columns of the unit CTE (unitByTokenCte): the unit, its token's expiry and the blocks that hold it. */
export interface UnitCteColumns {
  id: number | string;
  site_id: number;
  user_id: number | string | null;
  expires_at: Date;
  deposit_blocked: boolean;
  withdrawal_blocked: boolean;
  game_blocked: boolean;
}

/**
 * A CTE `<name>` of the unit a live token names (at most one row of UnitCteColumns), for a hot call that resolves
 * its unit inside its own single statement; `tokenHash` and `now` are the statement's placeholders holding
 * hashToken(token) and the clock. With `lock`, the unit row is locked before any CTE that reads this one. The caller
 * slides the token's expiry with the `expires_at` it reads (slideTokenExpiry).
 */
export function unitByTokenCte(name: string, params: { tokenHash: string; now: string; lock: boolean }): string {
  const where = UNIT_BY_TOKEN.where(params.tokenHash, params.now);
  const lock = params.lock ? ' FOR UPDATE OF u' : '';
  return `${name} AS MATERIALIZED (SELECT ${UNIT_BY_TOKEN.columns} FROM ${UNIT_BY_TOKEN.from} WHERE ${where}${lock})`;
}

/** A new token of the unit, live for UNIT_TOKEN_TTL_MS; the unit's expired tokens are forgotten meanwhile. */
export async function issueToken(tx: Queryable, unitId: number, now: Date): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query('DELETE FROM unit_tokens WHERE unit_id = $1 AND expires_at <= $2', [unitId, now]);
  await tx.query('INSERT INTO unit_tokens (token_hash, unit_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    unitId,
    now,
    new Date(now.getTime() + UNIT_TOKEN_TTL_MS),
  ]);
  return token;
}

/**
 * Revokes every token of the players' units (password reset, login block); answers those units, whose open
 * sockets should be closed (closeUnitSockets).
 */
export async function revokePlayerUnitTokens(q: Queryable, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const { rows } = await q.query<{ unit_id: number }>(
    `DELETE FROM unit_tokens t USING units u WHERE u.id = t.unit_id AND u.user_id = ANY($1::bigint[])
     RETURNING t.unit_id`,
    [userIds],
  );
  return [...new Set(rows.map((row) => Number(row.unit_id)))];
}
