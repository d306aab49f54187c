/**
 * TOTP (RFC 6238: HMAC-SHA1, 6 digits, 30 s) through otplib. A code is accepted in its own step or the one before
 * or after (clock drift), and only for a step after the last one accepted for that staff member, so a code seen
 * over someone's shoulder cannot be replayed in its window (RFC 6238 section 5.2).
 */

import { generate, generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S } from '../../../../../contract/backoffice';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_S });
}

/** The otpauth:// URI as a PNG data URL, for the console's enrolment screen. */
export function totpQrDataUrl(uri: string): Promise<string> {
  return toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S);
}

/** The code of the step `now` is in (the sandbox and tests sign in with it). */
export function totpCode(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000), digits: TOTP_DIGITS, period: TOTP_PERIOD_S });
}

/**
 * The step a right code belongs to, if it is newer than `afterStep`; null for a wrong, stale or replayed code.
 * Steps are compared here rather than by otplib so the one rule holds whatever the library's version.
 */
export async function matchTotp(secret: string, code: string, now: Date, afterStep: number): Promise<number | null> {
  if (!new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(code)) return null;
  const current = totpStep(now);
  for (const offset of [0, -1, 1]) {
    const step = current + offset;
    if (step <= afterStep) continue;
    const result = await verify({
      secret,
      token: code,
      epoch: step * TOTP_PERIOD_S,
      epochTolerance: 0,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_S,
    });
    if (result.valid) return step;
  }
  return null;
}
