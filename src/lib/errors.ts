/** The error catalogue (SPEC §8): one place turns an API error into the text a player reads. */

import { ErrorCodes } from '../../contract/errors';
import { messages } from '../i18n/en';

/** Every failed call, as the base query reports it. */
export interface ApiError {
  /** HTTP status, or 0 when the network failed or the answer was not JSON */
  status: number;
  code: string | null;
  message: string | null;
}

/** Where the error happened, for the cases whose text depends on it. */
export type ErrorContext = 'login' | 'applyVoucher';

const e = messages.errors;

const byCode: Readonly<Record<string, string>> = {
  [ErrorCodes.wrongPassword]: e.wrongPassword,
  [ErrorCodes.phoneNotUnique]: e.phoneNotUnique,
  [ErrorCodes.loginBlock]: e.loginBlock,
  [ErrorCodes.invalidVoucher]: e.invalidVoucher,
  [ErrorCodes.voucherRedeemed]: e.voucherRedeemed,
  [ErrorCodes.invalidMerchantToken]: e.invalidMerchantToken,
  [ErrorCodes.acoinServer]: e.acoinServer,
  [ErrorCodes.siteNotFound]: e.siteNotFound,
  [ErrorCodes.siteNotActive]: e.siteNotActive,
  [ErrorCodes.siteNotActiveShort]: e.siteNotActive,
  [ErrorCodes.noFunds]: e.noFunds,
  [ErrorCodes.gameNotFound]: e.gameNotFound,
  [ErrorCodes.ticketNotSupport]: e.ticketNotSupport,
};

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'code' in error;
}

export function errorCode(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

export function errorMessage(error: unknown, context?: ErrorContext): string {
  if (!isApiError(error)) return e.unknown;
  const known = error.code ? byCode[error.code] : undefined;
  if (known) return known;
  if (context === 'login' && error.status === 401) return e.wrongPassword;
  if (context === 'applyVoucher' && error.status === 422) return e.invalidVoucher;
  if (error.status === 0 && !error.message) return e.network;
  return error.message || e.unknown;
}
