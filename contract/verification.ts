/**
 * Identity verification (KYC; SPEC §2, §3, §4, §7; ARCHITECTURE "Verification"). Decisions that are ours:
 * - Levels: SPEC's withdrawal codes count levels 1 to 3 (`required_level:2|3`) and names two of them. A user's
 *   `verification_level` is 'unverified' (level 1), 'standard' (2) or 'enhanced' (3, above every threshold).
 * - `start_verification` (bearer) takes `redirect_url`, an absolute http(s) address on the site's own origin or one of
 *   CORS_ORIGINS (else 422 fin_ctx:payments:return_url_not_allowed, as payments' return addresses), and
 *   `required_verification_level` 2 or 3, above the player's level (else 422 users_ctx:kyc:level_already_reached).
 *   One verification is in progress at a time (409 users_ctx:kyc:verification_in_progress, kept by the database);
 *   each start is an attempt, and KYC_MAX_ATTEMPTS per level are allowed (then 422 max_attempts_reached).
 *   An unfinished verification expires after KYC_FORM_TTL_MS (status `expired`), freeing the player to start again.
 * - `get_last_verification` (bearer) answers the newest verification; `form_url` while it is pending.
 * - In the back office (contract/backoffice-verifications.ts) compliance approves a `submitted` verification, or a
 *   `pending` one verified by other means, or rejects it with a reason, which `get_last_verification` answers as
 *   `rejection_reason` and the verification page shows.
 * - Approval raises `verification_level` to the verification's level (never lowers it) and pushes `user_updated`
 *   `{"user": <User>}` on the player's unit topic.
 * - The hosted form (sandbox: GET /sandbox/kyc/<id>) takes the ID number (South African ID: 13 digits, a valid
 *   YYMMDD birth date matching the date of birth, Luhn check digit; India: PAN, AAAAA9999A), first and last name,
 *   date of birth (18 or older) and one document (JPEG, PNG or PDF, known by its bytes, at most 5 MB) as
 *   multipart/form-data to POST /sandbox/kyc/<id>/details; then POST /sandbox/kyc/<id> `{"outcome"}` settles it.
 */

import type { User } from './entities';

export const VERIFICATION_LEVELS = { unverified: 1, standard: 2, enhanced: 3 } as const;
export type VerificationLevelName = keyof typeof VERIFICATION_LEVELS;
/** A level a verification can reach. */
export type TargetLevel = 2 | 3;

/** The number of a level name; an unknown name counts as unverified. */
export function levelNumber(name: string): number {
  return VERIFICATION_LEVELS[name as VerificationLevelName] ?? 1;
}

export function levelName(level: TargetLevel): VerificationLevelName {
  return level === 3 ? 'enhanced' : 'standard';
}

/** Verifications a player may start per level (pending, rejected and expired ones all count). */
export const KYC_MAX_ATTEMPTS = 3;
/** How long a started verification waits for the player before it expires. */
export const KYC_FORM_TTL_MS = 30 * 60 * 1000;
/** The largest document the form takes. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
/** Youngest age allowed to verify (and to gamble). */
export const KYC_MIN_AGE = 18;

export interface StartVerificationRequest {
  redirect_url: string;
  required_verification_level: TargetLevel;
}
export interface StartVerificationAnswer {
  form_url: string;
}

/**
 * `submitted`: the player sent the in-house form (KYC_PROVIDER=in_house) and it waits for compliance's decision in
 * the back office; it does not expire, and a new verification cannot start meanwhile.
 */
export type VerificationStatus = 'pending' | 'submitted' | 'approved' | 'rejected' | 'expired';

export interface Verification {
  id: string;
  status: VerificationStatus;
  /** The level it verifies for (2 or 3). */
  level: TargetLevel;
  /** ISO 8601 */
  created_at: string;
  /** Ours: where to continue a pending verification. */
  form_url: string | null;
  /** Ours: why compliance rejected it (the back office's reason), shown to the player; absent otherwise. */
  rejection_reason?: string;
}

/** 404 users_ctx:kyc:verification_history_empty when the player never started one. */
export interface LastVerificationAnswer {
  verification: Verification;
}

/** Sandbox: POST /sandbox/kyc/<id>. Settled the same way again answers again; the other way is 409. */
export interface SandboxKycRequest {
  outcome: 'approved' | 'rejected';
}
export interface SandboxKycAnswer {
  verification: Verification;
  redirect_url: string;
}

/** The unit topic's event when the player's profile changed (a verification approved). */
export interface UserUpdatedPayload {
  user: User;
}

/** A YYMMDD / YYYY-MM-DD date that exists. */
function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Luhn over all digits, the last one the check digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with a South African ID number, or null: 13 digits, YYMMDD a real date, citizenship 0-2, Luhn. */
export function southAfricanIdProblem(id: string): string | null {
  if (!/^[0-9]{13}$/.test(id)) return 'must be 13 digits';
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  // Any century: the year's two digits always make a real date in 2000 or 1900 alike except 29 February.
  const yy = Number(id.slice(0, 2));
  if (!validDate(2000 + yy, month, day) && !validDate(1900 + yy, month, day)) return 'does not start with a birth date';
  if (!/[012]/.test(id[10]!)) return 'has an unknown citizenship digit';
  if (!luhnValid(id)) return 'has a wrong check digit';
  return null;
}

/** India's PAN: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** YYYY-MM-DD that exists, or null. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDate(year, month, day) ? { year, month, day } : null;
}

/** The document's type from its first bytes, or null when it is none of KYC_DOCUMENT_TYPES. */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}
