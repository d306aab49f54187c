/**
 * Units: a player's wallet and session on one site. A unit is reached with an opaque unit token (stored
 * hashed); the realtime socket and the money calls identify units through `identify` and read them with `view`.
 */

import { createHash, randomBytes } from 'node:crypto';
import type { Unit, UnitConfig } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { CurrencyCode } from '../../../../contract/money';
import { UNIT_TOKEN_MIN_LENGTH } from '../../../../contract/sites';
import type { Principal } from '../../auth/tokens';
import type { Bus } from '../../bus/bus';
import { systemClock, type AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { openUnitAccounts, readUnitBalances } from '../../ledger/accounts';
import { unitBlocksOf, UNIT_BLOCKS_SQL, type UnitBlocks } from './blocks';
import { playerUnitConfig, readUnitConfig } from './config';

export interface UnitIdentity {
  unitId: number;
  siteId: number;
}

export interface UnitsService {
  /** The unit a token names, or null (unknown, expired, revoked, malformed or too short); a use slides its expiry. */
  identify(token: unknown): Promise<UnitIdentity | null>;
  /** As identify, but an unknown token is 401 auth:unauthenticated. */
  authenticate(token: unknown): Promise<UnitIdentity>;
  view(unitId: number, q?: Queryable): Promise<Unit>;
  /** The signed-in player's unit on their site (created on first call) and a fresh token for it. */
  playerUnitToken(principal: Principal): Promise<string>;
  /** A new unit without a user; answers its token. */
  createAnonymous(siteId: number, fpRequestId?: string): Promise<string>;
}

interface SiteRow {
  id: number;
  active: boolean;
  currency_code: CurrencyCode;
  unit_config: UnitConfig;
}

// 96 random bytes: 128 base64url characters, comfortably over UNIT_TOKEN_MIN_LENGTH.
const TOKEN_BYTES = 96;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A unit token unused this long is refused; each use moves its expiry on (sliding). */
export const UNIT_TOKEN_TTL_MS = 30 * DAY_MS;
/** The expiry moves on at most this often per token, so resolving a token stays a read almost always. */
const SLIDE_EVERY_MS = DAY_MS;

/**
 * The SQL condition "the unit token `alias` is live (not expired) at `now`", for every query that resolves a token
 * (`nowParam` is the placeholder holding clock.now(), e.g. '$2'). A token that fails it is refused as unknown.
 */
export function liveTokenSql(nowParam: string, alias = 't'): string {
  return `${alias}.expires_at > ${nowParam}`;
}

/** Moves a live token's expiry to now + TTL, once its last move is a day old; cheap to call on every use. */
export async function slideTokenExpiry(q: Queryable, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  const renewed = new Date(now.getTime() + UNIT_TOKEN_TTL_MS);
  if (renewed.getTime() - expiresAt.getTime() < SLIDE_EVERY_MS) return;
  await q.query('UPDATE unit_tokens SET expires_at = $2 WHERE token_hash = $1 AND expires_at < $2', [
    tokenHash,
    renewed,
  ]);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The site a unit may be opened on: it exists, is active and loads funds by ticket. */
async function usableSite(q: Queryable, siteId: number): Promise<SiteRow> {
  const found = await q.query<SiteRow>('SELECT id, active, currency_code, unit_config FROM sites WHERE id = $1', [
    siteId,
  ]);
  const site = found.rows[0];
  if (!site) throw fail(ErrorCodes.siteNotFound);
  if (!site.active) throw fail(ErrorCodes.siteNotActiveShort);
  if (site.unit_config.funds_mode !== 'gs_ticket') throw fail(ErrorCodes.ticketNotSupport);
  return site;
}

export interface LockedUnit extends UnitIdentity {
  userId: number | null;
  /** The unit's and its player's blocks, read with the lock (assertUnitNotBlocked). */
  blocks: UnitBlocks;
}

/**
 * The unit a live token names, row-locked for the rest of `tx`; null for an unknown or expired token or a merged
 * unit. Every call that moves money or changes an owner resolves its unit here, inside the transaction that does
 * it: a unit resolved before the transaction could be merged away meanwhile, and money sent to it would be
 * stranded. `merged_into IS NULL` is checked on the locked row, so a merge that commits while we wait is seen.
 */
export async function lockUnitByToken(tx: Queryable, token: unknown, now: Date): Promise<LockedUnit | null> {
  if (!plausibleUnitToken(token)) return null;
  const tokenHash = hashToken(token);
  const unit = unitByTokenSql('$2');
  const found = await tx.query<{ id: number; site_id: number; user_id: number | null; expires_at: Date }>(
    `SELECT ${unit.columns} FROM ${unit.from} WHERE ${unit.where} FOR UPDATE OF u`,
    [tokenHash, now],
  );
  const row = found.rows[0];
  if (!row) return null;
  await slideTokenExpiry(tx, tokenHash, new Date(row.expires_at), now);
  return lockedUnitOf(row);
}

/**
 * The SELECT list, FROM and WHERE of the locked-unit query (`$1` the token hash, `nowParam` the clock), for a
 * call that locks one more of the unit's rows in the same round trip: it adds its columns and join, and
 * `FOR UPDATE OF u, <its alias>`. Read the unit from the row with lockedUnitOf.
 */
export function unitByTokenSql(nowParam: string): { columns: string; from: string; where: string } {
  return {
    columns: `u.id, u.site_id, u.user_id, t.expires_at, ${UNIT_BLOCKS_SQL}`,
    from: 'unit_tokens t JOIN units u ON u.id = t.unit_id LEFT JOIN users p ON p.id = u.user_id',
    where: `t.token_hash = $1 AND ${liveTokenSql(nowParam)} AND u.merged_into IS NULL`,
  };
}

export function lockedUnitOf(row: { id: number; site_id: number; user_id: number | null }): LockedUnit {
  return {
    unitId: Number(row.id),
    siteId: row.site_id,
    userId: row.user_id === null ? null : Number(row.user_id),
    blocks: unitBlocksOf(row as unknown as Record<string, unknown>),
  };
}

/** As lockUnitByToken, but an unknown token is 401 auth:unauthenticated. */
export async function lockUnit(tx: Queryable, token: unknown, now: Date): Promise<LockedUnit> {
  const unit = await lockUnitByToken(tx, token, now);
  if (!unit) throw fail(ErrorCodes.unauthenticated);
  return unit;
}

/** A string that could be a unit token: anything else is refused before any query. */
export function plausibleUnitToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= UNIT_TOKEN_MIN_LENGTH && token.length <= 512;
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

/** The bus channel on which revoked units' open sockets are closed, on every node (see registerRealtime). */
export const REVOKED_UNITS_CHANNEL = 'units:revoked';

/** Closes the open sockets of units whose tokens were just revoked; call after the revoking commit. */
export async function closeUnitSockets(bus: Bus, unitIds: readonly number[]): Promise<void> {
  if (unitIds.length === 0) return;
  await bus.publish(REVOKED_UNITS_CHANNEL, { event: 'units_revoked', payload: { unit_ids: unitIds } });
}

export function createUnitsService(ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'clock'>>): UnitsService {
  const { db } = ctx;
  const clock = ctx.clock ?? systemClock;

  async function identify(token: unknown): Promise<UnitIdentity | null> {
    if (!plausibleUnitToken(token)) return null;
    const tokenHash = hashToken(token);
    const now = clock.now();
    const found = await db.query<{ unit_id: number; site_id: number; expires_at: Date }>(
      `SELECT t.unit_id, u.site_id, t.expires_at FROM unit_tokens t JOIN units u ON u.id = t.unit_id
       WHERE t.token_hash = $1 AND ${liveTokenSql('$2')}`,
      [tokenHash, now],
    );
    const row = found.rows[0];
    if (!row) return null;
    await slideTokenExpiry(db, tokenHash, new Date(row.expires_at), now);
    return { unitId: Number(row.unit_id), siteId: Number(row.site_id) };
  }

  return {
    identify,

    async authenticate(token) {
      const identity = await identify(token);
      if (!identity) throw fail(ErrorCodes.unauthenticated);
      return identity;
    },

    async view(unitId, q = db) {
      const found = await q.query<SiteRow & { unit_id: number }>(
        `SELECT u.id AS unit_id, s.id, s.active, s.currency_code, s.unit_config
         FROM units u JOIN sites s ON s.id = u.site_id WHERE u.id = $1`,
        [unitId],
      );
      const row = found.rows[0];
      const balances = row ? await readUnitBalances(q, unitId) : null;
      if (!row || !balances) throw fail(ErrorCodes.unitNotFound);
      return {
        id: Number(row.unit_id),
        site: { id: Number(row.id), active: row.active, currency_code: row.currency_code },
        fin_account: balances.fin_account,
        active_campaign_bonus_balance: balances.active_campaign_bonus_balance,
        config: playerUnitConfig(readUnitConfig(row.unit_config)),
      };
    },

    playerUnitToken({ userId, siteId }) {
      return db.transaction(async (tx) => {
        const user = await tx.query('SELECT 1 FROM users WHERE id = $1 AND site_id = $2', [userId, siteId]);
        if (user.rows.length === 0) throw fail(ErrorCodes.unauthenticated);
        const site = await usableSite(tx, siteId);
        // The unique (user_id, site_id) makes a concurrent first call wait for ours, then find our unit.
        const created = await tx.query<{ id: number }>(
          `INSERT INTO units (site_id, user_id) VALUES ($1, $2)
           ON CONFLICT (user_id, site_id) DO NOTHING RETURNING id`,
          [siteId, userId],
        );
        let unitId: number;
        if (created.rows[0]) {
          unitId = Number(created.rows[0].id);
          await openUnitAccounts(tx, unitId, site.currency_code);
        } else {
          const existing = await tx.query<{ id: number }>('SELECT id FROM units WHERE user_id = $1 AND site_id = $2', [
            userId,
            siteId,
          ]);
          if (!existing.rows[0]) throw new Error(`unit of user ${userId} on site ${siteId} vanished`);
          unitId = Number(existing.rows[0].id);
        }
        return issueToken(tx, unitId, clock.now());
      });
    },

    createAnonymous(siteId, fpRequestId) {
      return db.transaction(async (tx) => {
        const site = await usableSite(tx, siteId);
        const created = await tx.query<{ id: number }>(
          'INSERT INTO units (site_id, fp_request_id) VALUES ($1, $2) RETURNING id',
          [siteId, fpRequestId ?? null],
        );
        const unitId = Number(created.rows[0]!.id);
        await openUnitAccounts(tx, unitId, site.currency_code);
        return issueToken(tx, unitId, clock.now());
      });
    },
  };
}
