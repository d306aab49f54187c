/**
 * The units' own SQL, for the units a call names by id: creating them, their player and site, locking them, merging
 * them, and the unit a game session's player token names. Other modules reach a unit's rows only through these
 * functions; units by token: tokens.ts.
 */

import type { UnitConfig } from '../../../../contract/entities';
import type { CurrencyCode } from '../../../../contract/money';
import type { Queryable } from '../../db/database';
import { unitAccountsJsonSql, type AccountBalance } from '../../ledger/accounts';
import { unitBlocksOf, UNIT_BLOCKS_SQL, type UnitBlocks } from './blocks';
import { playBalanceSql } from './play-balance';
import { realMoneySql } from './real-money';

/** The unit's player, null for an anonymous unit; undefined when there is no such unit. */
export async function unitOwner(q: Queryable, unitId: number): Promise<number | null | undefined> {
  const { rows } = await q.query<{ user_id: number | string | null }>('SELECT user_id FROM units WHERE id = $1', [
    unitId,
  ]);
  const row = rows[0];
  if (!row) return undefined;
  return row.user_id === null ? null : Number(row.user_id);
}

/** The player's units, on every site. */
export async function unitsOfUser(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number | string }>('SELECT id FROM units WHERE user_id = $1', [userId]);
  return rows.map((row) => Number(row.id));
}

export interface UnitSite {
  id: number;
  name: string;
  active: boolean;
  currency: CurrencyCode;
  unitConfig: UnitConfig;
}

interface UnitSiteRow {
  site_id: number;
  name: string;
  active: boolean;
  currency_code: CurrencyCode;
  unit_config: UnitConfig;
  user_id: number | string | null;
  merged_into: number | string | null;
}

const UNIT_SITE_SQL = `SELECT s.id AS site_id, s.name, s.active, s.currency_code, s.unit_config, u.user_id,
    u.merged_into
  FROM units u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`;

function unitSiteOf(row: UnitSiteRow): UnitSite {
  return {
    id: Number(row.site_id),
    name: row.name,
    active: row.active,
    currency: row.currency_code,
    unitConfig: row.unit_config,
  };
}

/** The unit's site; null when there is no such unit. */
export async function siteOfUnit(q: Queryable, unitId: number): Promise<UnitSite | null> {
  const { rows } = await q.query<UnitSiteRow>(UNIT_SITE_SQL, [unitId]);
  return rows[0] ? unitSiteOf(rows[0]) : null;
}

/** A unit as unitsWithSites reads it. */
export interface UnitWithSite {
  unitId: number;
  site: UnitSite;
  accounts: AccountBalance[];
  /** the stored play balance, null when the unit has no row (playBalanceOf) */
  playBalance: number | string | null;
}

type UnitWithSiteRow = UnitSiteRow & {
  id: number | string;
  accounts: AccountBalance[] | null;
  play_balance: number | string | null;
};

const UNITS_WITH_SITES_SQL = `SELECT u.id, s.id AS site_id, s.name, s.active, s.currency_code, s.unit_config, u.user_id,
    u.merged_into, ${unitAccountsJsonSql('u.id')} AS accounts, ${playBalanceSql('u.id')} AS play_balance
  FROM units u JOIN sites s ON s.id = u.site_id`;

function unitWithSiteOf(row: UnitWithSiteRow): UnitWithSite {
  return { unitId: Number(row.id), site: unitSiteOf(row), accounts: row.accounts ?? [], playBalance: row.play_balance };
}

/**
 * Units with their sites, account rows (read them with unitBalancesOf) and stored play balances (null where none;
 * playBalanceOf), in one read for them all: a push to every socket of a site answers each its own unit. Unknown ids
 * are left out.
 */
export async function unitsWithSites(q: Queryable, unitIds: readonly number[]): Promise<UnitWithSite[]> {
  const { rows } = await q.query<UnitWithSiteRow>(`${UNITS_WITH_SITES_SQL} WHERE u.id = ANY($1::bigint[])`, [
    [...unitIds],
  ]);
  return rows.map(unitWithSiteOf);
}

/**
 * One unit as unitsWithSites reads it (a socket's join), null when there is no such unit. Its own statement, with
 * `u.id = $1` rather than an array of one: PostgreSQL planned the array's statement again at every call (its cached
 * plan, made for an array of any length, looked dearer), 0.14 ms a join, more than the read itself costs.
 */
export async function unitWithSite(q: Queryable, unitId: number): Promise<UnitWithSite | null> {
  const { rows } = await q.query<UnitWithSiteRow>(`${UNITS_WITH_SITES_SQL} WHERE u.id = $1`, [unitId]);
  return rows[0] ? unitWithSiteOf(rows[0]) : null;
}

/**
 * The unit by its id, row-locked for the rest of `tx`, with its site, its player (null for an anonymous unit) and
 * the unit it was merged into (null when it was not); null when there is no such unit. For the calls that name a
 * unit by id (settlements, sweeps, payments).
 */
export async function lockUnitById(
  tx: Queryable,
  unitId: number,
): Promise<{ site: UnitSite; userId: number | null; mergedInto: number | null } | null> {
  const { rows } = await tx.query<UnitSiteRow>(`${UNIT_SITE_SQL} FOR UPDATE OF u`, [unitId]);
  const row = rows[0];
  if (!row) return null;
  return {
    site: unitSiteOf(row),
    userId: row.user_id === null ? null : Number(row.user_id),
    mergedInto: row.merged_into === null ? null : Number(row.merged_into),
  };
}

/** A new unit of the player on the site; null when they have one there already (created meanwhile or before). */
export async function insertPlayerUnit(tx: Queryable, siteId: number, userId: number): Promise<number | null> {
  // The unique (user_id, site_id) makes a concurrent first call wait for ours, then find our unit.
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO units (site_id, user_id) VALUES ($1, $2)
     ON CONFLICT (user_id, site_id) DO NOTHING RETURNING id`,
    [siteId, userId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** The player's unit on the site, row-locked with `lock`; null when they have none there. */
export async function playerUnitOnSite(
  tx: Queryable,
  userId: number,
  siteId: number,
  options: { lock: boolean } = { lock: false },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM units WHERE user_id = $1 AND site_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
    [userId, siteId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** A new unit without a player. */
export async function insertAnonymousUnit(tx: Queryable, siteId: number, fpRequestId?: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO units (site_id, fp_request_id) VALUES ($1, $2) RETURNING id',
    [siteId, fpRequestId ?? null],
  );
  return Number(rows[0]!.id);
}

/** An anonymous unit becomes the player's (same id, tokens and balances). */
export async function assignUnitOwner(tx: Queryable, unitId: number, userId: number): Promise<void> {
  await tx.query('UPDATE units SET user_id = $2 WHERE id = $1', [unitId, userId]);
}

/** The unit was merged into another (its balances moved there): it is marked so and its tokens revoked. */
export async function markUnitMerged(tx: Queryable, unitId: number, into: number): Promise<void> {
  await tx.query('UPDATE units SET merged_into = $2 WHERE id = $1', [unitId, into]);
  await tx.query('DELETE FROM unit_tokens WHERE unit_id = $1', [unitId]);
}

/** A player's unit as a game session names it (player token claims), with its currency and blocks. */
export interface PlayerUnit {
  unitId: number;
  siteId: number;
  currency: string;
  blocks: UnitBlocks;
  /** The site's unit.config.real_money_enabled (units/real-money.ts): false, its games play for fun. */
  realMoney: boolean;
}

/** The unit, player and site a player token names; placeholders of a statement's parameters (playerUnitCte). */
export interface PlayerUnitParams {
  unitId: string;
  userId: string;
  siteId: string;
}

/** The columns of the player unit CTE (playerUnitCte). Read the unit from its row with playerUnitOf. */
export interface PlayerUnitCteColumns {
  id: number | string;
  site_id: number;
  currency_code: string;
  deposit_blocked: boolean;
  withdrawal_blocked: boolean;
  game_blocked: boolean;
  real_money: boolean;
}

/**
 * A CTE `<name>` of the unit a player token names (at most one row of PlayerUnitCteColumns): still the player's,
 * on the site, not merged away. With `lock`, the unit row is locked before any CTE or column that reads this one.
 */
export function playerUnitCte(name: string, params: PlayerUnitParams & { lock: boolean }): string {
  return `${name} AS MATERIALIZED (SELECT u.id, u.site_id, s.currency_code, ${UNIT_BLOCKS_SQL},
      ${realMoneySql('s')} AS real_money
    FROM units u JOIN sites s ON s.id = u.site_id LEFT JOIN users p ON p.id = u.user_id
    WHERE u.id = ${params.unitId} AND u.user_id = ${params.userId} AND u.site_id = ${params.siteId}
      AND u.merged_into IS NULL${params.lock ? ' FOR UPDATE OF u' : ''})`;
}

export function playerUnitOf(row: PlayerUnitCteColumns): PlayerUnit {
  return {
    unitId: Number(row.id),
    siteId: Number(row.site_id),
    currency: row.currency_code,
    blocks: unitBlocksOf(row as unknown as Record<string, unknown>),
    realMoney: row.real_money === true,
  };
}

/** The unit a player token names (see playerUnitCte); null when it is no longer theirs or was merged away. */
export async function findPlayerUnit(
  q: Queryable,
  claims: { unitId: number; userId: number; siteId: number },
): Promise<PlayerUnit | null> {
  const { rows } = await q.query<PlayerUnitCteColumns>(
    `WITH ${playerUnitCte('unit', { unitId: '$1', userId: '$2', siteId: '$3', lock: false })} SELECT * FROM unit`,
    [claims.unitId, claims.userId, claims.siteId],
  );
  return rows[0] ? playerUnitOf(rows[0]) : null;
}
