/** The demo sites seeded into an empty database; brands point at them by id. */

import type { CountryCode, CurrencyCode } from './money';

export interface SiteSeed {
  id: number;
  name: string;
  country: CountryCode;
  currency_code: CurrencyCode;
}

export const DEMO_SITES: readonly SiteSeed[] = [
  { id: 1, name: 'Lucky Star', country: 'ZA', currency_code: 'ZAR' },
  { id: 2, name: 'Golden Reef', country: 'ZA', currency_code: 'ZAR' },
  { id: 3, name: 'Shubh Play', country: 'IN', currency_code: 'INR' },
];

export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 30_000;
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 25;
export const NAME_MIN = 2;
export const NAME_MAX = 25;
/** A unit token is valid only if longer than this (SPEC §4). */
export const UNIT_TOKEN_MIN_LENGTH = 101;
/** A started voucher loading (acoin batch) can be completed for this long. */
export const ACOIN_BATCH_TTL_MS = 15 * 60_000;
/** Voucher codes are this many digits. */
export const VOUCHER_CODE_LENGTH = 16;
/** Ticket codes (hp/units/ticket_cash_out) are this many digits; typed with spaces or dashes is fine. */
export const TICKET_CODE_LENGTH = 12;
/** A phone token (proof of a confirmed phone) is valid this long, and only once. */
export const PHONE_TOKEN_TTL_MS = 15 * 60_000;
/** A password token (from password/token/create) is valid this long, and only once. */
export const PASSWORD_TOKEN_TTL_MS = 15 * 60_000;
/** A player token (players/token/create) is valid this long. */
export const PLAYER_TOKEN_TTL_MS = 5 * 60_000;
/** Saved accounts (SPEC §5): bank card number, holder name, UPI IFSC and account number. */
export const BANK_NUMBER_MIN = 9;
export const BANK_NUMBER_MAX = 16;
export const HOLDER_NAME_MIN = 2;
export const HOLDER_NAME_MAX = 20;
export const IFSC_LENGTH = 11;
export const UPI_ACCOUNT_NUMBER_MIN = 10;
export const UPI_ACCOUNT_NUMBER_MAX = 20;
