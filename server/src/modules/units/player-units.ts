/**
 * The signed-in player's units: the player token (players/token/create), the player's unit with fingerprint
 * data (hp/users/units/create), and linking an anonymous unit to the player (hp/users/units/link).
 *
 * Linking (decision, also in contract/api.ts LinkUnitRequest): when the player has no unit on the site yet, the
 * anonymous unit simply becomes theirs (same id, same tokens, same balances). When they already have one, the
 * anonymous unit's balances move into it through the ledger, the anonymous unit is marked merged and its tokens
 * are revoked. Either way the answer is a fresh token of the player's unit.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../../db/database';
import { fail } from '../../errors';
import { fundedUnitAccounts, unitAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { findGame } from '../games/catalogue';
import { signPlayerToken } from '../games/player-token';
import { admitDeposit, assertMayPlayOrDeposit } from '../rg/guard';
import { assertNotBlocked, assertUserNotBlocked } from './blocks';
import { assignUnitOwner, markUnitMerged, playerUnitOnSite, unitOwner } from './repository';
import { createUnitsService } from './service';
import { issueToken, lockUnitByToken } from './tokens';

export interface Fingerprint {
  fp_request_id?: string;
  fingerprint?: Record<string, unknown>;
}

async function recordFingerprint(tx: Queryable, unitId: number, fp: Fingerprint, now: Date): Promise<void> {
  if (fp.fp_request_id === undefined && fp.fingerprint === undefined) return;
  await tx.query('INSERT INTO unit_fingerprints (unit_id, fp_request_id, data, created_at) VALUES ($1, $2, $3, $4)', [
    unitId,
    fp.fp_request_id ?? null,
    fp.fingerprint === undefined ? null : JSON.stringify(fp.fingerprint),
    now,
  ]);
}

export function createPlayerUnitsService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log' | 'tokens'>) {
  const { db, clock } = ctx;
  const units = createUnitsService(ctx);
  const ledger = createLedger(ctx);

  return {
    /**
     * A short-lived signed token naming the player and their unit, with which games are opened: another's or an
     * anonymous unit is 403, and so is a unit whose games are blocked (SPEC §8 'open game' block). With a game, the
     * token is bound to it (the wallet refuses it for any other) and lasts a game session.
     */
    async playerToken(principal: Principal, unitToken: string, gameSlug?: string): Promise<string> {
      const unit = await units.authenticate(unitToken);
      if ((await unitOwner(db, unit.unitId)) !== principal.userId) throw fail(ErrorCodes.unitNotOwned);
      await assertNotBlocked(db, unit.unitId, 'game');
      await assertMayPlayOrDeposit(db, ctx, principal.userId);
      const player = { userId: principal.userId, unitId: unit.unitId, siteId: unit.siteId };
      if (gameSlug === undefined) return signPlayerToken(ctx, player);
      const game = await findGame(db, gameSlug);
      return signPlayerToken(ctx, { ...player, game: game.slug });
    },

    /** The player's unit token on their site (the unit created on first call), recording the fingerprint. */
    async createUserUnit(principal: Principal, fp: Fingerprint): Promise<string> {
      const token = await units.playerUnitToken(principal);
      const unit = await units.authenticate(token);
      await recordFingerprint(db, unit.unitId, fp, clock.now());
      return token;
    },

    /** Links an anonymous unit to the player (see the file comment); answers a token of the player's unit. */
    async link(principal: Principal, unitToken: string, fpRequestId?: string): Promise<string> {
      try {
        return await linkOnce(principal, unitToken, fpRequestId);
      } catch (error) {
        // The player's own unit was created (units/create in another tab) while we linked: link into it instead.
        if (pgErrorCode(error) !== PgCodes.uniqueViolation || pgConstraint(error) !== 'units_user_site_unique') {
          throw error;
        }
        return linkOnce(principal, unitToken, fpRequestId);
      }
    },
  };

  async function linkOnce(principal: Principal, unitToken: string, fpRequestId?: string): Promise<string> {
    const linked = await ledger.run(async (tx, book) => {
      const user = await tx.query('SELECT 1 FROM users WHERE id = $1 AND site_id = $2', [
        principal.userId,
        principal.siteId,
      ]);
      if (user.rows.length === 0) throw fail(ErrorCodes.unauthenticated);
      const now = clock.now();
      const anonymous = await lockUnitByToken(tx, unitToken, now);
      if (!anonymous) throw fail(ErrorCodes.unauthenticated);
      if (anonymous.siteId !== principal.siteId) throw fail(ErrorCodes.unitOtherSite);
      if (anonymous.userId !== null && anonymous.userId !== principal.userId) throw fail(ErrorCodes.unitNotOwned);
      await recordFingerprint(tx, anonymous.unitId, { fp_request_id: fpRequestId }, now);
      if (anonymous.userId === principal.userId) return anonymous.unitId;

      const own = await playerUnitOnSite(tx, principal.userId, principal.siteId, { lock: true });
      const funded = await fundedUnitAccounts(tx, anonymous.unitId);
      // Taking in a funded unit is a deposit: a deposit block (the player's, or their unit's) refuses it.
      if (funded.length > 0) {
        if (own === null) await assertUserNotBlocked(tx, principal.userId, 'deposit');
        else await assertNotBlocked(tx, own, 'deposit');
        // ...and counts against the player's deposit limits, under their RG lock (after both units').
        const money = funded
          .filter(({ kind }) => kind === 'cash' || kind === 'deposit')
          .reduce((sum, { balance }) => sum + Number(balance), 0);
        if (money > 0) {
          const unitId = own ?? anonymous.unitId;
          await admitDeposit(tx, ctx, { userId: principal.userId, unitId, amount: money, source: 'unit_link' }, book);
        }
      }
      if (own === null) {
        await assignUnitOwner(tx, anonymous.unitId, principal.userId);
        return anonymous.unitId;
      }
      for (const { kind, balance } of funded) {
        await book.transfer({
          idempotencyKey: `unit_link:${anonymous.unitId}:${kind}`,
          from: unitAccount(anonymous.unitId, kind),
          to: unitAccount(own, kind),
          amount: Number(balance),
          kind: 'unit_link',
          metadata: { from_unit: anonymous.unitId, to_unit: own },
        });
      }
      await markUnitMerged(tx, anonymous.unitId, own);
      return own;
    });
    return db.transaction((tx) => issueToken(tx, linked, clock.now()));
  }
}
