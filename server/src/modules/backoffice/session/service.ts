/**
 * Staff sign-in: email, password (argon2id) and a TOTP code, rate-limited as players' sign-in is. Every failure
 * answers the same 401 after the same hashing work. A session is a row (staff_sessions) named by a signed token:
 * it ends at sign-out, when its staff member is disabled or reset, and after BACKOFFICE_IDLE_MS without a call.
 */

import { createHash, randomBytes } from 'node:crypto';
import {
  BACKOFFICE_IDLE_MS,
  SESSION_TOKEN_TTL_MS,
  type EnrolmentAnswer,
  type SessionAnswer,
} from '../../../../../contract/backoffice';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { ApiError, fail } from '../../../errors';
import { addressKey } from '../../../ratelimit/client-address';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../users/passwords';
import { writeAudit } from '../audit/repository';
import { createStaffRepository, toStaff, type StaffRow } from '../staff/repository';
import { matchTotp, totpQrDataUrl, totpUri } from './totp';

const SESSION_CLAIM = 'backoffice';

export function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export interface Credentials {
  email: string;
  password: string;
}

export type BackofficeSessions = ReturnType<typeof createBackofficeSessions>;

export function createBackofficeSessions(ctx: AppContext) {
  const repo = createStaffRepository(ctx.db);
  const unauthenticated = () => fail(ErrorCodes.backofficeUnauthenticated);

  /**
   * The staff member whose password this is, counted against the sign-in limits first (so a parallel burst cannot
   * pass them) and given back only when `work` succeeds too: a wrong code counts as a failure like a wrong password.
   */
  async function withCredentials<T>(input: Credentials, ip: string, work: (staff: StaffRow) => Promise<T>): Promise<T> {
    const account = `backoffice:${input.email.trim().toLowerCase()}`;
    const attempt = await ctx.limits.consume(
      ['loginFailuresBurst', account],
      ['loginFailuresPerAccount', account],
      ['loginFailuresPerIp', addressKey(ip)],
    );
    let result: T;
    try {
      const staff = await repo.findByEmail(input.email.trim());
      const right = staff ? await verifyPassword(staff.password_hash, input.password) : false;
      if (!staff) await spendVerifyTime(input.password);
      if (!staff || !right || staff.disabled) throw unauthenticated();
      result = await work(staff);
    } catch (error) {
      // Only a refusal counts; a failure on our side (or a 403 to the right password) gives the try back.
      const counted = error instanceof ApiError && error.code === ErrorCodes.backofficeUnauthenticated;
      if (!counted) await attempt.giveBack();
      throw error;
    }
    await attempt.giveBack();
    await ctx.limits.reset('loginFailuresBurst', account);
    return result;
  }

  /** Checks the code and opens a session in one transaction; `change` runs in it too (enrolment's new password). */
  async function open(
    staff: StaffRow,
    code: string,
    action: string,
    change?: (tx: Queryable) => Promise<void>,
  ): Promise<SessionAnswer> {
    const now = ctx.clock.now();
    const step = await matchTotp(staff.totp_secret, code, now, staff.last_totp_step);
    if (step === null) throw unauthenticated();
    const sessionId = randomBytes(32).toString('base64url');
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.useTotpStep(staff.id, step, tx))) throw unauthenticated();
      await change?.(tx);
      await repo.openSession(sessionHash(sessionId), staff.id, now, tx);
      await writeAudit(tx, { at: now, staffId: staff.id, action, target: `staff:${staff.id}` });
    });
    const token = await ctx.tokens.signClaim(
      SESSION_CLAIM,
      { sub: String(staff.id), sid: sessionId },
      SESSION_TOKEN_TTL_MS,
      now,
    );
    return { staff: toStaff(staff), token };
  }

  return {
    async signIn(input: Credentials & { totp: string }, ip: string): Promise<SessionAnswer> {
      return withCredentials(input, ip, async (staff) => {
        if (staff.must_enrol) throw fail(ErrorCodes.backofficeEnrolmentRequired);
        return open(staff, input.totp, 'session.sign_in');
      });
    },

    /** The one-time password shows the TOTP secret to scan, until enrolment is confirmed. */
    async enrolment(input: Credentials, ip: string): Promise<EnrolmentAnswer> {
      return withCredentials(input, ip, async (staff) => {
        if (!staff.must_enrol) throw unauthenticated();
        const uri = totpUri(staff.email, staff.totp_secret);
        return { otpauth_uri: uri, qr_data_url: await totpQrDataUrl(uri) };
      });
    },

    /** A code from the app and a new password end enrolment, and sign in. */
    async confirmEnrolment(
      input: Credentials & { totp: string; new_password: string },
      ip: string,
    ): Promise<SessionAnswer> {
      if (input.new_password === input.password) {
        throw fail(ErrorCodes.validation, 'new_password must differ from the one-time password');
      }
      const passwordHash = await hashPassword(input.new_password);
      return withCredentials(input, ip, async (staff) => {
        if (!staff.must_enrol) throw unauthenticated();
        return open(staff, input.totp, 'staff.enrol', (tx) => repo.finishEnrolment(staff.id, passwordHash, tx));
      });
    },

    /** The staff member of a live session token, keeping the session alive; anything else is 401. */
    async authenticate(token: string): Promise<{ staff: StaffRow; sessionHash: string }> {
      const now = ctx.clock.now();
      let claims: Record<string, unknown>;
      try {
        claims = await ctx.tokens.verifyClaim(SESSION_CLAIM, token, now);
      } catch (error) {
        if (error instanceof ApiError) throw unauthenticated();
        throw error;
      }
      if (typeof claims.sid !== 'string' || typeof claims.sub !== 'string') throw unauthenticated();
      const hash = sessionHash(claims.sid);
      const staff = await repo.touchSession(hash, now, new Date(now.getTime() - BACKOFFICE_IDLE_MS));
      if (!staff || String(staff.id) !== claims.sub) throw unauthenticated();
      return { staff, sessionHash: hash };
    },

    async signOut(staff: StaffRow, hash: string): Promise<void> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await repo.endSession(hash, now, tx);
        await writeAudit(tx, { at: now, staffId: staff.id, action: 'session.sign_out', target: `staff:${staff.id}` });
      });
    },
  };
}
