/**
 * One-time codes. Purposes: 'registration' (start_registration → confirm_phone → phone_token) and 'generic'
 * (send_otp, for password reset and phone edit). A code is 4 digits, kept only as an HMAC, lives OTP_TTL_MS,
 * is burnt by the OTP_MAX_ATTEMPTS-th wrong try, and is replaced by a new one for the same site, phone and
 * purpose; sends to one phone and purpose are throttled to one per OTP_RESEND_INTERVAL_MS.
 */

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '../../../../contract/errors';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from '../../../../contract/sites';
import type { Clock } from '../../context';
import type { Database } from '../../db/database';
import { fail, tooManyRequests } from '../../errors';
import type { SmsProvider } from '../../providers/sms/provider';
import type { OtpPurpose, SiteRow, UsersRepository } from './repository';

export interface OtpDeps {
  db: Database;
  repo: UsersRepository;
  sms: SmsProvider;
  clock: Clock;
  secret: string;
}

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export type Otps = ReturnType<typeof createOtps>;

export function createOtps(deps: OtpDeps) {
  const { db, repo, clock } = deps;
  // A key of its own, derived from the server secret, so OTP hashes and JWT signatures never share one.
  const key = createHmac('sha256', deps.secret).update('otp-hash-key').digest();

  function hashOtp(siteId: number, phone: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', key).update(`${siteId}:${purpose}:${phone}:${code}`).digest('hex');
  }

  return {
    /**
     * Stores a fresh code and, when `deliver`, texts it once stored. Without `deliver` the code is stored but never sent,
     * so an unknown phone is throttled exactly like a known one and answers cannot tell them apart.
     */
    async issue(site: SiteRow, phone: string, purpose: OtpPurpose, deliver: boolean): Promise<void> {
      const now = clock.now();
      const notBefore = new Date(now.getTime() - OTP_RESEND_INTERVAL_MS);
      const code = generateOtp();
      // The wait left before a resend, or 0 once a code is stored.
      const wait = await db.transaction(async (tx) => {
        const last = await repo.lastOtpSentAt(phone, purpose, tx);
        if (last && last > notBefore) return last.getTime() - notBefore.getTime();
        const codeHash = hashOtp(site.id, phone, purpose, code);
        const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
        const stored = await repo.replaceOtp(
          { siteId: site.id, phone, purpose, codeHash, now, expiresAt },
          notBefore,
          tx,
        );
        // Another send stored its code first: this one waits the whole interval from it.
        return stored ? 0 : OTP_RESEND_INTERVAL_MS;
      });
      if (wait > 0) throw tooManyRequests(wait);
      // Once the code is stored for good: a text never carries a code the transaction rolled back.
      if (deliver)
        await deps.sms.send({ siteId: site.id, phone, text: `Your ${site.name} code is ${code}`, otp: code });
    },

    /** Checks `code` against the latest live code and spends it; answers the site it was sent for. */
    async verify(phone: string, purpose: OtpPurpose, code: string, siteId: number | null): Promise<number> {
      const now = clock.now();
      // Wrong tries must be committed, so the outcome leaves the transaction before anything is thrown.
      const outcome = await db.transaction(async (tx): Promise<{ siteId: number } | { error: string }> => {
        const otp = await repo.latestOtpForUpdate(phone, purpose, siteId, tx);
        if (!otp || otp.consumed_at) return { error: ErrorCodes.invalidOtp };
        if (otp.attempts >= OTP_MAX_ATTEMPTS) return { error: ErrorCodes.otpAttemptsExceeded };
        if (otp.expires_at <= now) return { error: ErrorCodes.otpExpired };
        const expected = Buffer.from(otp.code_hash, 'hex');
        const given = Buffer.from(hashOtp(otp.site_id, phone, purpose, code), 'hex');
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const attempts = await repo.countWrongOtp(otp.id, tx);
          return { error: attempts >= OTP_MAX_ATTEMPTS ? ErrorCodes.otpAttemptsExceeded : ErrorCodes.invalidOtp };
        }
        await repo.consumeOtp(otp.id, now, tx);
        return { siteId: otp.site_id };
      });
      if ('error' in outcome) throw fail(outcome.error);
      return outcome.siteId;
    },
  };
}
