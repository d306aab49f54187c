/**
 * Units: a player's wallet and session on one site. A unit is reached with an opaque unit token (stored
 * hashed); the realtime socket and the routes identify units through `identify` and read them with `view`. The
 * money calls resolve and lock their unit inside their own transaction (tokens.ts lockUnit).
 */

import type { Unit, UnitConfig } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { CurrencyCode } from '../../../../contract/money';
import { SocketEvents, type UnitUpdatedPayload } from '../../../../contract/socket';
import type { Principal } from '../../auth/tokens';
import type { Bus, BusLog } from '../../bus/bus';
import { systemClock, type AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { openUnitAccounts, unitBalancesOf } from '../../ledger/accounts';
import { playerUnitConfig, readUnitConfig } from './config';
import { playBalanceOf } from './play-balance';
import { realMoneyEnabled } from './real-money';
import {
  insertAnonymousUnit,
  insertPlayerUnit,
  playerUnitOnSite,
  unitsWithSites,
  unitWithSite,
  type UnitWithSite,
} from './repository';
import { findUnitByToken, issueToken, type UnitIdentity } from './tokens';

export interface UnitsService {
  /** The unit a token names, or null (unknown, expired, revoked, malformed or too short); a use slides its expiry. */
  identify(token: unknown): Promise<UnitIdentity | null>;
  /** As identify, but an unknown token is 401 auth:unauthenticated. */
  authenticate(token: unknown): Promise<UnitIdentity>;
  view(unitId: number, q?: Queryable): Promise<Unit>;
  /** Units as `view` answers each, read together; an unknown unit, or one without accounts, is left out. */
  viewMany(unitIds: readonly number[], q?: Queryable): Promise<Unit[]>;
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

/**
 * A unit as the unit topic's join and the units routes answer it, from what unitWithSite or unitsWithSites read; the
 * play balance only on a site that plays for fun (contract/play-money.ts), null on one with real money.
 */
function unitAnswer(unit: UnitWithSite): Unit {
  const { site } = unit;
  const config = readUnitConfig(site.unitConfig);
  const balances = unitBalancesOf(unit.accounts);
  return {
    id: unit.unitId,
    site: { id: site.id, active: site.active, currency_code: site.currency },
    fin_account: balances.fin_account,
    active_campaign_bonus_balance: balances.active_campaign_bonus_balance,
    config: playerUnitConfig(config),
    play_balance: realMoneyEnabled(config) ? null : playBalanceOf(unit.playBalance),
  };
}

/** The bus channel on which revoked units' open sockets are closed, on every node (see registerRealtime). */
export const REVOKED_UNITS_CHANNEL = 'units:revoked';

/**
 * Closes the open sockets of units whose tokens were just revoked; call after the revoking commit. Never throws: the
 * revocation has committed, so a bus that cannot publish (Redis away) must not turn it into an error. Such a socket
 * then stays open until it drops, and cannot come back: its token is gone.
 */
export async function closeUnitSockets(bus: Bus, unitIds: readonly number[], log: BusLog): Promise<void> {
  if (unitIds.length === 0) return;
  try {
    await bus.publish(REVOKED_UNITS_CHANNEL, { event: 'units_revoked', payload: { unit_ids: unitIds } });
  } catch (err) {
    log.warn({ err, unitIds }, 'units: the sockets of revoked units were not told to close');
  }
}

/**
 * The bus channel of a site's unit sockets. A message there reaches each socket as its own whole unit, rendered on
 * each node for all of its sockets of the site at once (units/topic.ts).
 */
export function siteUnitsChannel(siteId: number): string {
  return `site:${siteId}:units`;
}

/** Every unit socket of the site gets its whole unit anew (its unit config changed); call after the commit. */
export async function announceSiteConfig(bus: Bus, siteId: number): Promise<void> {
  const payload: Pick<UnitUpdatedPayload, 'action'> = { action: 'config_updated' };
  await bus.publish(siteUnitsChannel(siteId), { event: SocketEvents.unitUpdated, payload });
}

export function createUnitsService(ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'clock'>>): UnitsService {
  const { db } = ctx;
  const clock = ctx.clock ?? systemClock;

  const identify = (token: unknown) => findUnitByToken(db, token, clock.now());

  return {
    identify,

    async authenticate(token) {
      const identity = await identify(token);
      if (!identity) throw fail(ErrorCodes.unauthenticated);
      return identity;
    },

    // One read a unit: a socket's join (and every rejoin after a deploy) costs the database one statement
    async view(unitId, q = db) {
      const unit = await unitWithSite(q, unitId);
      if (!unit || unit.accounts.length === 0) throw fail(ErrorCodes.unitNotFound);
      return unitAnswer(unit);
    },

    async viewMany(unitIds, q = db) {
      if (unitIds.length === 0) return [];
      const found = await unitsWithSites(q, [...new Set(unitIds)]);
      return found.filter((unit) => unit.accounts.length > 0).map(unitAnswer);
    },

    playerUnitToken({ userId, siteId }) {
      return db.transaction(async (tx) => {
        const user = await tx.query('SELECT 1 FROM users WHERE id = $1 AND site_id = $2', [userId, siteId]);
        if (user.rows.length === 0) throw fail(ErrorCodes.unauthenticated);
        const site = await usableSite(tx, siteId);
        let unitId = await insertPlayerUnit(tx, siteId, userId);
        if (unitId !== null) {
          await openUnitAccounts(tx, unitId, site.currency_code);
        } else {
          unitId = await playerUnitOnSite(tx, userId, siteId);
          if (unitId === null) throw new Error(`unit of user ${userId} on site ${siteId} vanished`);
        }
        return issueToken(tx, unitId, clock.now());
      });
    },

    createAnonymous(siteId, fpRequestId) {
      return db.transaction(async (tx) => {
        const site = await usableSite(tx, siteId);
        const unitId = await insertAnonymousUnit(tx, siteId, fpRequestId);
        await openUnitAccounts(tx, unitId, site.currency_code);
        return issueToken(tx, unitId, clock.now());
      });
    },
  };
}
