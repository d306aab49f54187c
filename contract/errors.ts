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
  /** Withdrawal rules (ARCHITECTURE "Withdrawals"): 422. */
  belowMinimum: 'fin_ctx:fin_ops:below_minimum',
  aboveMaximum: 'fin_ctx:fin_ops:above_maximum',
  divideError: 'fin_ctx:fin_ops:divide_error',
  methodDisabled: 'fin_ctx:fin_ops:method_disabled',
  /** Over a verification threshold (SPEC §5's form, 403); see withdrawalThresholdCode. */
  singleThresholdLevel2: 'users_ctx:kyc:single_withdrawal_threshold_reached:required_level:2',
  singleThresholdLevel3: 'users_ctx:kyc:single_withdrawal_threshold_reached:required_level:3',
  monthlyThresholdLevel2: 'users_ctx:kyc:monthly_withdrawals_threshold_reached:required_level:2',
  monthlyThresholdLevel3: 'users_ctx:kyc:monthly_withdrawals_threshold_reached:required_level:3',
  /** Sandbox bank: no such withdrawal (404); already settled the other way (409). */
  withdrawalNotFound: 'fin_ctx:withdrawals:not_found',
  withdrawalSettled: 'fin_ctx:withdrawals:already_settled',
  /** Back office: the payout provider is paying this withdrawal, so only its answer settles it (409). */
  withdrawalProviderPays: 'fin_ctx:withdrawals:provider_pays',
  gameNotFound: 'units_ctx:games:not_found',
  /** No game server to launch on: the sandbox is off and no aggregator is configured (422). */
  gameLaunchUnavailable: 'units_ctx:games:launch_unavailable',
  /** Seamless wallet (contract/games.ts): a player token bound to another game (403). */
  walletWrongGame: 'wallet:wrong_game',
  /** A bet whose transaction was rolled back, arriving (again or for the first time) (409). */
  walletTransactionRolledBack: 'wallet:transaction_rolled_back',
  /** A win in a round without a bet of the unit in that game (422). */
  walletBetNotFound: 'wallet:bet_not_found',
  /** A rollback naming a win (422). */
  walletNotABet: 'wallet:not_a_bet',
  /** A rollback of a bet whose round paid a win or a jackpot, or whose wagering released a bonus (422). */
  walletBetSettled: 'wallet:bet_settled',
  wrongPassword: 'auth:wrong_password',
  phoneNotUnique: 'users_ctx:users:validation:phone:not_unique',
  loginBlock: 'users_ctx:users:login_block',
  unauthenticated: 'auth:unauthenticated',
  tokenExpired: 'auth:token_expired',
  unitNotFound: 'units_ctx:units:not_found',
  /** Ours (issue 39): money in, bonuses, happy hours and jackpots on a site whose unit config has
   *  real_money_enabled false (403). */
  realMoneyDisabled: 'units_ctx:sites:real_money_disabled',
  /** Ours (contract/play-money.ts): a play-balance refill on a site with real money (422), or above the floor (422). */
  playNotOffered: 'units_ctx:play:not_offered',
  playRefillNotNeeded: 'units_ctx:play:refill_not_needed',
  // SPEC §8 rows whose codes SPEC does not show: ours
  kycMaxAttempts: 'users_ctx:kyc:max_attempts_reached',
  kycInProgress: 'users_ctx:kyc:verification_in_progress',
  /** Ours (contract/verification.ts): never started one (404), no such verification (404), a level the player has
   * (422), one already settled the other way or expired (409), no KYC provider (the sandbox is off, 422). */
  kycHistoryEmpty: 'users_ctx:kyc:verification_history_empty',
  kycNotFound: 'users_ctx:kyc:verification_not_found',
  kycLevelReached: 'users_ctx:kyc:level_already_reached',
  kycSettled: 'users_ctx:kyc:verification_settled',
  kycUnavailable: 'users_ctx:kyc:provider_unavailable',
  /** Back office (contract/backoffice-verifications.ts): approving or rejecting one already decided or expired (409);
   * a verification without an uploaded document (404). */
  kycAlreadyDecided: 'users_ctx:kyc:already_decided',
  kycDocumentNotFound: 'users_ctx:kyc:document_not_found',
  gameServerTicketNotActive: 'game_server:ticket_not_active',
  gameServerOwnerMismatch: 'game_server:owner_mismatch',
  /** Shared crash rounds (contract/sandbox.ts): a bet after betting closed, a second bet in a round (409). */
  crashBettingClosed: 'game_server:betting_closed',
  crashAlreadyBet: 'game_server:already_bet',
  /** A cash-out before the multiplier passed 1.00×, after the crash, or without a bet in the round (404). */
  crashNotFlying: 'game_server:not_flying',
  crashCrashed: 'game_server:round_crashed',
  crashNoBet: 'game_server:no_bet',
  /** SPEC §6/§8 unit blocks (set by the operator per player or per unit): HTTP 403. */
  depositBlock: 'units_ctx:units:deposit_block',
  withdrawalBlock: 'units_ctx:units:withdrawal_block',
  gameBlock: 'units_ctx:units:game_block',
  // ours
  /** Bonus campaigns (contract/campaigns.ts): unknown 404; not open now, one open bonus at a time, once each 422. */
  campaignNotFound: 'promotions:bonus_campaigns:not_found',
  campaignNotAvailable: 'promotions:bonus_campaigns:not_available',
  campaignBonusAlreadyActive: 'promotions:bonus_campaigns:bonus_already_active',
  campaignAlreadyAccepted: 'promotions:bonus_campaigns:already_accepted',
  validation: 'validation_error',
  /** A redirect payment or UPI deposit that does not exist, or is another unit's (404). */
  paymentNotFound: 'fin_ctx:payments:not_found',
  /** The sandbox provider's page for a payment left pending past its 30 minutes (422). */
  paymentExpired: 'fin_ctx:payments:expired',
  /** A return address that is not http(s) on the site's own origin or one of CORS_ORIGINS (422). */
  returnUrlNotAllowed: 'fin_ctx:payments:return_url_not_allowed',
  /** A provider callback whose amount differs from the payment's fixed amount: nothing is credited (422). */
  paymentAmountMismatch: 'fin_ctx:payments:amount_mismatch',
  /** A provider callback without a valid x-signature (401). */
  invalidSignature: 'callbacks:invalid_signature',
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
  invalidPasswordToken: 'users_ctx:users:invalid_password_token',
  /** Sign-up with a birth date under 18 years before today (422): no account is made. */
  underage: 'users_ctx:users:underage',
  /** Changing the password (contract/users.ts ChangePasswordRequest) with a wrong current one (422, not 401: the
   *  player is signed in, and a 401 would make the client refresh its token). */
  wrongCurrentPassword: 'users_ctx:users:wrong_current_password',
  bankAccountNotFound: 'users_ctx:player_bank_accounts:not_found',
  upiAccountNotFound: 'users_ctx:player_upi_accounts:not_found',
  /** A unit token of a unit that is anonymous or belongs to another player (403). */
  unitNotOwned: 'units_ctx:units:not_owned',
  /** A unit token of another site than the signed-in player's (422). */
  unitOtherSite: 'units_ctx:units:other_site',
  notFound: 'not_found',
  /** acquire_hh_bonus (contract/happy-hours.ts): no such state of the player's (404), or not wagered through (422). */
  hhBonusNotFound: 'promotions_ctx:hh_bonus_states:not_found',
  hhBonusNotComplete: 'promotions_ctx:hh_bonus_states:not_complete',
  /** Sandbox chat (contract/chat.ts): no chat account with that id (404); no such conversation of the agent's
   *  account (404); a visitor where the account requires sign-in (401); a customer without an email where the
   *  account requires one before the first message (422). */
  chatAccountNotFound: 'chat:account_not_found',
  chatConversationNotFound: 'chat:conversation_not_found',
  chatAuthRequired: 'chat:auth_required',
  chatEmailRequired: 'chat:email_required',
  /** Refusals of the HTTP layer itself, before any route: each is its status's usual meaning. */
  badRequest: 'bad_request',
  requestTimeout: 'request_timeout',
  payloadTooLarge: 'payload_too_large',
  uriTooLong: 'uri_too_long',
  unsupportedMediaType: 'unsupported_media_type',
  headersTooLarge: 'headers_too_large',
  /** The server is restarting or shutting down: try again shortly (503). */
  serviceUnavailable: 'service_unavailable',
  internal: 'internal_error',
  /** The operator back office (contract/backoffice.ts). Sign-in failed, or no live session (401, one message). */
  backofficeUnauthenticated: 'backoffice:unauthenticated',
  /** Outside the staff member's role (403); another site's resource answers its own 404 instead. */
  backofficeForbidden: 'backoffice:forbidden',
  /** A change made with the session cookie without the CSRF header (403). */
  backofficeCsrf: 'backoffice:csrf_header_required',
  /** A one-time password signs in only through enrolment (403). */
  backofficeEnrolmentRequired: 'backoffice:enrolment_required',
  /** Approving one's own adjustment (403). */
  backofficeSelfApproval: 'backoffice:self_approval',
  /** An email another staff member has (409). */
  backofficeStaffExists: 'backoffice:staff:email_taken',
  backofficeStaffNotFound: 'backoffice:staff:not_found',
  /** No such adjustment on the staff member's sites (404); already approved or rejected (409). */
  backofficeAdjustmentNotFound: 'backoffice:adjustments:not_found',
  backofficeAdjustmentSettled: 'backoffice:adjustments:already_settled',
  /** Responsible gambling (contract/rg.ts). A looser limit confirmed before its 24 h (422); none waiting (422). */
  rgCoolingOff: 'users_ctx:rg:cooling_off',
  rgNothingPending: 'users_ctx:rg:nothing_pending',
  /** Over a deposit, loss or wager limit (422): nothing moves. */
  rgDepositLimitReached: 'users_ctx:rg:deposit_limit_reached',
  rgLossLimitReached: 'users_ctx:rg:loss_limit_reached',
  rgWagerLimitReached: 'users_ctx:rg:wager_limit_reached',
  /** A gambling or money-in call during a restriction, or past the session limit (403). */
  rgTimedOut: 'users_ctx:rg:timed_out',
  rgSelfExcluded: 'users_ctx:rg:self_excluded',
  /** Ours: the same during an exclusion the operator's staff added (403). */
  rgOperatorExcluded: 'users_ctx:rg:operator_excluded',
  rgSessionLimitReached: 'users_ctx:rg:session_limit_reached',
  /** Ours: the bet that found a reality check due (403); the check is pushed, and the next bet goes through. */
  rgRealityCheckDue: 'users_ctx:rg:reality_check_due',
  /**
   * Ours: sign-up or sign-in of a person on the national exclusion register (403; no account is made); sign-up while
   * the register cannot be asked (503: no account is made until it answers).
   */
  rgNationallyExcluded: 'users_ctx:rg:nationally_excluded',
  rgRegisterUnavailable: 'users_ctx:rg:exclusion_register_unavailable',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** SPEC §5: users_ctx:kyc:{kind}_withdrawal(s)_threshold_reached:required_level:{n}. */
export function withdrawalThresholdCode(kind: 'single' | 'monthly', level: 2 | 3): string {
  return kind === 'single'
    ? `users_ctx:kyc:single_withdrawal_threshold_reached:required_level:${level}`
    : `users_ctx:kyc:monthly_withdrawals_threshold_reached:required_level:${level}`;
}

/** Every non-2xx answer of the provider API has this body. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** Any other game-server error: `game_server:<reason>`, shown as its message without a leading `prefix:`. */
export const GAME_SERVER_PREFIX = 'game_server:';

/** The older answer shape some provider calls still give instead of ErrorBody (SPEC §8 "legacy errorCode"). */
export interface LegacyErrorBody {
  errorCode: number;
  message?: string;
}
/** Legacy errorCode 101: the site is not found. */
export const LEGACY_SITE_NOT_FOUND = 101;
