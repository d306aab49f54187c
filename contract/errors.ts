/**
 * Error codes the provider API answers, and the JSON shape of every non-2xx answer.
 * Codes from SPEC §8 keep their spelling; the rest are ours.
 */

export const ErrorCodes = {
  siteNotFound: 'units_ctx:sites:not_found',
  siteNotActive: 'units_ctx:sites:not_active',
  siteNotActiveShort: 'site_not_active',
  ticketNotSupport: 'ticket_not_support',
  invalidMerchantToken: 'api_client:acoin:invalid_merchant_token',
  invalidVoucher: 'invalid_voucher',
  voucherRedeemed: 'voucher_redeemed',
  acoinServer: 'api_client:acoin:server',
  noFunds: 'fin_ctx:fin_ops:no_funds',
  gameNotFound: 'units_ctx:games:not_found',
  wrongPassword: 'auth:wrong_password',
  phoneNotUnique: 'users_ctx:users:validation:phone:not_unique',
  loginBlock: 'users_ctx:users:login_block',
  unauthenticated: 'auth:unauthenticated',
  tokenExpired: 'auth:token_expired',
  unitNotFound: 'units_ctx:units:not_found',
  // ours
  validation: 'validation_error',
  invalidOtp: 'users_ctx:otp:invalid',
  otpExpired: 'users_ctx:otp:expired',
  otpAttemptsExceeded: 'users_ctx:otp:attempts_exceeded',
  invalidPhoneToken: 'users_ctx:users:invalid_phone_token',
  userNotFound: 'users_ctx:users:not_found',
  batchNotFound: 'api_client:acoin:batch_not_found',
  amountExceedsVoucher: 'api_client:acoin:amount_exceeds_voucher',
  batchExpired: 'api_client:acoin:batch_expired',
  idempotencyConflict: 'ledger:idempotency_conflict',
  tooManyRequests: 'too_many_requests',
  notFound: 'not_found',
  internal: 'internal_error',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** Every non-2xx answer of the provider API has this body. */
export interface ErrorBody {
  error: { code: string; message: string };
}
