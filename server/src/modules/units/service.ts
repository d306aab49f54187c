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
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { openUnitAccounts, readUnitBalances } from '../../ledger/accounts';

export interface UnitIdentity {
  unitId: number;
  siteId: number;
}

export interface UnitsService {
  /** The unit a token names, or null (unknown, malformed or too short). */
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
}

/**
 * The unit a token names, row-locked for the rest of `tx`; null for an unknown token or a merged unit. Every call
 * that moves money or changes an owner resolves its unit here, inside the transaction that does it: a unit
 * resolved before the transaction could be merged away meanwhile, and money sent to it would be stranded.
 * `merged_into IS NULL` is checked on the locked row, so a merge that commits while we wait is seen.
 */
export async function lockUnitByToken(tx: Queryable, token: unknown): Promise<LockedUnit | null> {
  if (!plausibleToken(token)) return null;
  const found = await tx.query<{ id: number; site_id: number; user_id: number | null }>(
    `SELECT u.id, u.site_id, u.user_id FROM unit_tokens t JOIN units u ON u.id = t.unit_id
     WHERE t.token_hash = $1 AND u.merged_into IS NULL FOR UPDATE OF u`,
    [hashToken(token)],
  );
  const row = found.rows[0];
  if (!row) return null;
  return { unitId: Number(row.id), siteId: row.site_id, userId: row.user_id === null ? null : Number(row.user_id) };
}

/** As lockUnitByToken, but an unknown token is 401 auth:unauthenticated. */
export async function lockUnit(tx: Queryable, token: unknown): Promise<LockedUnit> {
  const unit = await lockUnitByToken(tx, token);
  if (!unit) throw fail(ErrorCodes.unauthenticated);
  return unit;
}

function plausibleToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= UNIT_TOKEN_MIN_LENGTH && token.length <= 512;
}

export async function issueToken(tx: Queryable, unitId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await tx.query('INSERT INTO unit_tokens (token_hash, unit_id) VALUES ($1, $2)', [hashToken(token), unitId]);
  return token;
}

export function createUnitsService(ctx: Pick<AppContext, 'db'>): UnitsService {
  const { db } = ctx;

  async function identify(token: unknown): Promise<UnitIdentity | null> {
    if (!plausibleToken(token)) return null;
    const found = await db.query<{ unit_id: number; site_id: number }>(
      `SELECT t.unit_id, u.site_id FROM unit_tokens t JOIN units u ON u.id = t.unit_id WHERE t.token_hash = $1`,
      [hashToken(token)],
    );
    const row = found.rows[0];
    return row ? { unitId: Number(row.unit_id), siteId: Number(row.site_id) } : null;
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
        config: row.unit_config,
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
        return issueToken(tx, unitId);
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
        return issueToken(tx, unitId);
      });
    },
  };
}
