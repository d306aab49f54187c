/**
 * Identity verification (contract/verification.ts): starting one, the player's last one, and what the provider does
 * with it (the form's details, then approval or rejection). Approval raises the player's level and tells their units.
 */

import { randomUUID } from 'node:crypto';
import { ErrorCodes } from '../../../../contract/errors';
import { SocketEvents } from '../../../../contract/socket';
import {
  KYC_FORM_TTL_MS,
  KYC_MAX_ATTEMPTS,
  levelName,
  levelNumber,
  type TargetLevel,
  type UserUpdatedPayload,
  type Verification,
} from '../../../../contract/verification';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../../db/database';
import { fail } from '../../errors';
import { unitChannel } from '../../ledger/ledger';
import { createUsersRepository, type UserRow } from '../users/repository';
import { unitsOfUser } from '../units/repository';
import { loadUser, userAnswer } from '../users/service';
import { createVerificationsRepository, type VerificationDetails, type VerificationRow } from './repository';

function inProgressViolation(error: unknown): boolean {
  return pgErrorCode(error) === PgCodes.uniqueViolation && pgConstraint(error) === 'verifications_one_pending';
}

/** A pending verification past its expiry reads as expired even before anything marks it. */
function effectiveStatus(row: VerificationRow, now: Date): Verification['status'] {
  return row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
}

/** Waiting for a decision: on the form (unexpired) or submitted. */
function decidable(row: VerificationRow, now: Date): boolean {
  return ['pending', 'submitted'].includes(effectiveStatus(row, now));
}

type Outcome = 'approved' | 'rejected';

export function toVerification(row: VerificationRow, now: Date, formUrl: (id: string) => string): Verification {
  const status = effectiveStatus(row, now);
  return {
    id: row.id,
    status,
    level: row.level,
    created_at: row.created_at.toISOString(),
    form_url: status === 'pending' ? formUrl(row.id) : null,
    ...(status === 'rejected' && row.reason !== null ? { rejection_reason: row.reason } : {}),
  };
}

export interface FormView {
  verification: VerificationRow;
  status: Verification['status'];
  user: UserRow;
  site: { name: string; country: string };
  submitted: boolean;
}

export type VerificationsService = ReturnType<typeof createVerificationsService>;

export function createVerificationsService(ctx: AppContext) {
  const repo = createVerificationsRepository(ctx.db);
  const users = createUsersRepository(ctx.db);

  /** A pending, unexpired verification locked in `tx`; else 404 or 409. */
  async function lockPending(tx: Queryable, id: string, now: Date): Promise<VerificationRow> {
    const row = await repo.find(id, tx, true);
    if (!row) throw fail(ErrorCodes.kycNotFound);
    if (effectiveStatus(row, now) !== 'pending') throw fail(ErrorCodes.kycSettled);
    return row;
  }

  async function announce(userId: number): Promise<void> {
    try {
      const row = await users.findUserById(userId);
      if (!row) return;
      const payload: UserUpdatedPayload = { user: await userAnswer(ctx.db, row) };
      for (const unitId of await unitsOfUser(ctx.db, userId)) {
        await ctx.bus.publish(unitChannel(unitId), { event: SocketEvents.userUpdated, payload });
      }
    } catch (err) {
      // The level is raised; the site reads it again with the user on its next load.
      ctx.log.warn({ err, userId }, 'verification: user update not published');
    }
  }

  /**
   * Decides a verification the caller locked in `tx` and found decidable: the one code path of every decision, the
   * provider's or compliance's (`by`). Approval raises the player's level to the verification's, never lowering it;
   * the caller announces the approval (`announce`) once `tx` has committed.
   */
  async function decide(
    tx: Queryable,
    found: VerificationRow,
    outcome: Outcome,
    now: Date,
    by: { staffId: number; reason: string | null } | null = null,
  ): Promise<VerificationRow> {
    const row = await repo.settle(found.id, outcome, now, by, tx);
    if (outcome === 'approved') {
      const { rows } = await tx.query<{ verification_level: string }>(
        'SELECT verification_level FROM users WHERE id = $1 FOR UPDATE',
        [found.user_id],
      );
      if (levelNumber(rows[0]?.verification_level ?? '') < found.level) {
        await tx.query('UPDATE users SET verification_level = $2 WHERE id = $1', [
          found.user_id,
          levelName(found.level),
        ]);
      }
    }
    return row;
  }

  return {
    /** Starts a verification for `level`; answers its id. The caller has vetted `redirectUrl`. */
    async start(principal: Principal, level: TargetLevel, redirectUrl: string): Promise<string> {
      const user = await loadUser(users, principal);
      if (levelNumber(user.verification_level) >= level) throw fail(ErrorCodes.kycLevelReached);
      const now = ctx.clock.now();
      try {
        return await ctx.db.transaction(async (tx) => {
          // One start per player at a time: the attempt count cannot be raced past the maximum.
          await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
          await repo.expireStale(user.id, now, tx);
          if (await repo.pending(user.id, tx)) throw fail(ErrorCodes.kycInProgress);
          if ((await repo.attempts(user.id, level, tx)) >= KYC_MAX_ATTEMPTS) throw fail(ErrorCodes.kycMaxAttempts);
          const row = await repo.insert(
            {
              id: randomUUID(),
              userId: user.id,
              level,
              redirectUrl,
              now,
              expiresAt: new Date(now.getTime() + KYC_FORM_TTL_MS),
            },
            tx,
          );
          return row.id;
        });
      } catch (error) {
        if (inProgressViolation(error)) throw fail(ErrorCodes.kycInProgress);
        throw error;
      }
    },

    async last(principal: Principal, formUrl: (id: string) => string): Promise<Verification> {
      const user = await loadUser(users, principal);
      const row = await repo.last(user.id);
      if (!row) throw fail(ErrorCodes.kycHistoryEmpty);
      return toVerification(row, ctx.clock.now(), formUrl);
    },

    /** What the provider's form shows. */
    async form(id: string): Promise<FormView> {
      const row = await repo.find(id);
      if (!row) throw fail(ErrorCodes.kycNotFound);
      const user = await users.findUserById(row.user_id);
      const site = user ? await users.findSite(user.site_id) : null;
      if (!user || !site) throw fail(ErrorCodes.kycNotFound);
      const submitted = row.submitted_at !== null;
      return { verification: row, status: effectiveStatus(row, ctx.clock.now()), user, site, submitted };
    },

    /** Stores the checked details and document of a pending verification. */
    async saveDetails(id: string, details: VerificationDetails): Promise<void> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await lockPending(tx, id, now);
        await repo.saveDetails(id, details, now, tx);
      });
    },

    /** The in-house form's submission: stores it, and the verification waits `submitted` for a decision. */
    async submit(id: string, details: VerificationDetails): Promise<void> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await lockPending(tx, id, now);
        await repo.saveDetails(id, details, now, tx);
        await repo.markSubmitted(id, tx);
      });
    },

    /**
     * The provider's decision (the sandbox's hosted form). Approval raises the player's level to the verification's
     * (never lowers it). The same decision again answers again and changes nothing; the other one is 409.
     */
    async settle(id: string, outcome: Outcome, formUrl: (id: string) => string) {
      const now = ctx.clock.now();
      const { row, changed } = await ctx.db.transaction(async (tx) => {
        const found = await repo.find(id, tx, true);
        if (!found) throw fail(ErrorCodes.kycNotFound);
        if (found.status === outcome) return { row: found, changed: false };
        if (!decidable(found, now)) throw fail(ErrorCodes.kycSettled);
        return { row: await decide(tx, found, outcome, now), changed: true };
      });
      if (changed && outcome === 'approved') await announce(row.user_id);
      return { verification: toVerification(row, now, formUrl), redirect_url: row.redirect_url };
    },

    decidable,
    decide,
    announce,
  };
}
