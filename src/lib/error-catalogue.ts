/**
 * The error catalogue (SPEC §8): one place turns a failed call into the text a player reads and what the page
 * does next. Every form shows `describeError(...)` through the shared FormError.
 */

import { ErrorCodes, GAME_SERVER_PREFIX, LEGACY_SITE_NOT_FOUND } from '../../contract/errors';
import { messages } from '../i18n/en';

/** Every failed call, as the base query reports it. */
export interface ApiError {
  /** HTTP status, or 0 when the network failed or the answer was not JSON */
  status: number;
  code: string | null;
  message: string | null;
  /** The numeric `errorCode` of the legacy answer shape, when the answer had one */
  legacyCode?: number | null;
  /** A 429's `Retry-After`: seconds until the call may succeed */
  retryAfter?: number;
}

/**
 * What follows the message: send the player home at once, offer a reload, offer a link to the homepage,
 * or nothing. `global` errors belong in the page-wide error modal rather than under a form.
 */
export type ErrorAction = 'redirectHome' | 'reload' | 'homepage' | 'none';

/** The catalogue's messages that are translated: the page shows them in its language (FormError, useErrorText). */
export type TranslatedErrorKey =
  | 'rgDepositLimitReached'
  | 'rgLossLimitReached'
  | 'rgWagerLimitReached'
  | 'rgCoolingOff'
  | 'rgSelfExcluded'
  | 'rgTimedOut'
  | 'rgOperatorExcluded'
  | 'rgSessionLimitReached'
  | 'rgNothingPending'
  | 'rgRealityCheckDue'
  | 'rgRefused'
  | 'rgNationallyExcluded'
  | 'rgRegisterUnavailable';

export interface DescribedError {
  /** In English; `key`, when there is one, names it in the page's language */
  message: string;
  key?: TranslatedErrorKey;
  /** A responsible-gambling refusal: the page offers the way to the player's limits. */
  rg?: boolean;
  action: ErrorAction;
  global: boolean;
  /** When a refused attempt may be made again (epoch ms), from the answer's `Retry-After`. */
  retryAt?: number;
}

/** Where the error happened, for the cases whose text or action depends on it. */
export type ErrorContext =
  'login' | 'applyVoucher' | 'confirmVoucher' | 'anonymousUnit' | 'playerToken' | 'unitChannel';

const e = messages.errors;

type Row = { message: string; action?: ErrorAction; global?: boolean; key?: TranslatedErrorKey; rg?: boolean };

/** A refusal by the player's own responsible-gambling settings: the page offers the way to their limits. */
const rgRow = (key: TranslatedErrorKey): Row => ({ message: e[key], key, action: 'none', rg: true });

const byCode: Readonly<Record<string, Row>> = {
  [ErrorCodes.siteNotFound]: { message: e.siteNotFound, action: 'redirectHome', global: true },
  [ErrorCodes.siteNotActive]: { message: e.siteNotActive, action: 'redirectHome' },
  [ErrorCodes.siteNotActiveShort]: { message: e.siteNotActive, action: 'redirectHome' },
  [ErrorCodes.invalidMerchantToken]: { message: e.invalidMerchantToken },
  [ErrorCodes.invalidVoucher]: { message: e.invalidVoucher },
  [ErrorCodes.voucherRedeemed]: { message: e.voucherRedeemed },
  [ErrorCodes.acoinServer]: { message: e.acoinServer },
  [ErrorCodes.noFunds]: { message: e.noFunds },
  [ErrorCodes.gameNotFound]: { message: e.gameNotFound },
  [ErrorCodes.gameLaunchUnavailable]: { message: e.gameLaunchUnavailable },
  // issue 39; the forms say the last two in the page's language under their field
  [ErrorCodes.realMoneyDisabled]: { message: e.realMoneyDisabled },
  [ErrorCodes.playNotOffered]: { message: e.playNotOffered },
  [ErrorCodes.playRefillNotNeeded]: { message: e.playRefillNotNeeded },
  [ErrorCodes.underage]: { message: e.underage },
  [ErrorCodes.wrongCurrentPassword]: { message: e.wrongCurrentPassword },
  [ErrorCodes.ticketNotSupport]: { message: e.ticketNotSupport, action: 'redirectHome' },
  [ErrorCodes.wrongPassword]: { message: e.wrongPassword },
  [ErrorCodes.phoneNotUnique]: { message: e.phoneNotUnique },
  [ErrorCodes.kycMaxAttempts]: { message: e.kycMaxAttempts },
  [ErrorCodes.kycInProgress]: { message: e.kycInProgress },
  [ErrorCodes.kycHistoryEmpty]: { message: e.kycHistoryEmpty },
  [ErrorCodes.kycLevelReached]: { message: e.kycLevelReached },
  [ErrorCodes.kycUnavailable]: { message: e.kycUnavailable },
  [ErrorCodes.loginBlock]: { message: e.loginBlock },
  [ErrorCodes.depositBlock]: { message: e.depositBlocked },
  [ErrorCodes.withdrawalBlock]: { message: e.withdrawalBlocked },
  [ErrorCodes.gameBlock]: { message: e.openGameBlocked, action: 'redirectHome', global: true },
  // responsible gambling (contract/rg.ts): never sent home, so the player reads it where they were
  [ErrorCodes.rgDepositLimitReached]: rgRow('rgDepositLimitReached'),
  [ErrorCodes.rgLossLimitReached]: rgRow('rgLossLimitReached'),
  [ErrorCodes.rgWagerLimitReached]: rgRow('rgWagerLimitReached'),
  [ErrorCodes.rgCoolingOff]: rgRow('rgCoolingOff'),
  [ErrorCodes.rgSelfExcluded]: rgRow('rgSelfExcluded'),
  [ErrorCodes.rgTimedOut]: rgRow('rgTimedOut'),
  [ErrorCodes.rgOperatorExcluded]: rgRow('rgOperatorExcluded'),
  [ErrorCodes.rgSessionLimitReached]: rgRow('rgSessionLimitReached'),
  [ErrorCodes.rgNothingPending]: rgRow('rgNothingPending'),
  [ErrorCodes.rgRealityCheckDue]: rgRow('rgRealityCheckDue'),
  // the national exclusion register at sign-up and sign-in: no way to limits a person without an account can use
  [ErrorCodes.rgNationallyExcluded]: { message: e.rgNationallyExcluded, key: 'rgNationallyExcluded' },
  [ErrorCodes.rgRegisterUnavailable]: { message: e.rgRegisterUnavailable, key: 'rgRegisterUnavailable' },
  [ErrorCodes.gameServerTicketNotActive]: { message: e.ticketNotActive },
  [ErrorCodes.gameServerOwnerMismatch]: { message: e.ticketOwnerMismatch },
  // ours
  [ErrorCodes.unauthenticated]: { message: e.sessionExpired },
  [ErrorCodes.tokenExpired]: { message: e.sessionExpired },
  [ErrorCodes.invalidOtp]: { message: e.invalidOtp },
  [ErrorCodes.otpExpired]: { message: e.otpExpired },
  [ErrorCodes.otpAttemptsExceeded]: { message: e.otpAttemptsExceeded },
  [ErrorCodes.invalidPhoneToken]: { message: e.invalidPhoneToken },
  [ErrorCodes.userNotFound]: { message: e.userNotFound },
  [ErrorCodes.tooManyRequests]: { message: e.tooManyRequests },
  [ErrorCodes.amountExceedsVoucher]: { message: messages.validation.amountMax },
  [ErrorCodes.batchExpired]: { message: e.batchExpired },
  [ErrorCodes.invalidPasswordToken]: { message: e.invalidPasswordToken },
  [ErrorCodes.bankAccountNotFound]: { message: e.bankAccountNotFound },
  [ErrorCodes.upiAccountNotFound]: { message: e.upiAccountNotFound },
  [ErrorCodes.unitNotOwned]: { message: e.unitNotOwned },
  [ErrorCodes.unitOtherSite]: { message: e.unitOtherSite },
  [ErrorCodes.campaignNotFound]: { message: e.campaignNotFound },
  [ErrorCodes.campaignNotAvailable]: { message: e.campaignNotAvailable },
  [ErrorCodes.campaignBonusAlreadyActive]: { message: e.campaignBonusAlreadyActive },
  [ErrorCodes.campaignAlreadyAccepted]: { message: e.campaignAlreadyAccepted },
  // cash-in
  [ErrorCodes.methodDisabled]: { message: e.methodDisabled },
  [ErrorCodes.paymentNotFound]: { message: e.paymentNotFound },
  [ErrorCodes.returnUrlNotAllowed]: { message: e.returnUrlNotAllowed },
  // cash-out (withdrawal rules, contract/withdrawals.ts); the forms say the minimum and maximum in money
  [ErrorCodes.belowMinimum]: { message: e.belowMinimum },
  [ErrorCodes.aboveMaximum]: { message: e.aboveMaximum },
  [ErrorCodes.divideError]: { message: messages.validation.divideError },
};

/** Every responsible-gambling refusal's code starts so; one the catalogue does not name has a general message. */
const RG_PREFIX = 'users_ctx:rg:';

/** SPEC §5: users_ctx:kyc:{kind}_withdrawal(s)_threshold_reached:required_level:{n} → n; any other code → null. */
export function requiredVerificationLevel(code: string | null | undefined): number | null {
  const match = /^users_ctx:kyc:\w+_withdrawals?_threshold_reached:required_level:(\d+)$/.exec(code ?? '');
  return match ? Number(match[1]) : null;
}

/** The action a failure in this context always takes (SPEC §8: anonymous unit, unit channel). */
const contextAction: Partial<Record<ErrorContext, ErrorAction>> = {
  anonymousUnit: 'reload',
  unitChannel: 'reload',
};

/**
 * The action a failure in this context takes when the catalogue names none (SPEC §8: the player token's failure
 * offers the homepage; a game block, which goes home by itself, keeps its own).
 */
const contextFallback: Partial<Record<ErrorContext, ErrorAction>> = {
  playerToken: 'homepage',
};

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'code' in error;
}

export function errorCode(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/** 'game_server: Ticket expired' → 'Ticket expired'. */
const withoutPrefix = (text: string) => text.replace(/^[\w-]+(?::[\w-]+)*:\s*/, '');

function describeApiError(error: ApiError, context: ErrorContext | undefined): Row {
  const { code, status } = error;
  if (context === 'confirmVoucher' && code === ErrorCodes.unauthenticated) {
    return { message: e.sessionExpired, action: 'reload' };
  }
  if (context === 'login' && status === 401) return { message: e.wrongPassword };
  const known = code ? byCode[code] : undefined;
  if (known) return known;
  if (code?.startsWith(RG_PREFIX)) return rgRow('rgRefused');
  const level = requiredVerificationLevel(code);
  if (level !== null) return { message: e.verificationRequired(level) };
  if (context === 'applyVoucher' && status === 422) return { message: e.invalidVoucher };
  if (code?.startsWith(GAME_SERVER_PREFIX)) return { message: withoutPrefix(error.message || code) || e.unknown };
  if (error.legacyCode === LEGACY_SITE_NOT_FOUND) return byCode[ErrorCodes.siteNotFound]!;
  if (typeof error.legacyCode === 'number' && error.message) return { message: error.message };
  // Validation failures name the field in the server's message (contract decision).
  if (code === ErrorCodes.validation && error.message) return { message: error.message };
  if (status === 0 && !code) return { message: e.network };
  return { message: e.unknown };
}

export function describeError(error: unknown, context?: ErrorContext): DescribedError {
  const row = isApiError(error) ? describeApiError(error, context) : { message: e.unknown };
  const forced = context ? contextAction[context] : undefined;
  const fallback = context ? contextFallback[context] : undefined;
  const described: DescribedError = {
    message: row.message,
    action: forced ?? row.action ?? fallback ?? 'none',
    global: row.global ?? false,
  };
  if (row.key) Object.assign(described, { key: row.key, rg: row.rg === true });
  if (isApiError(error) && error.retryAfter) described.retryAt = Date.now() + error.retryAfter * 1000;
  return described;
}

export function errorMessage(error: unknown, context?: ErrorContext): string {
  return describeError(error, context).message;
}
