/** Request and answer shapes of the provider API under /v1 (SPEC §7). */

import type { AuthToken, AuthTokens, FinAccount, Unit, User } from './entities';

export const API_PREFIX = '/v1';

export const ApiPaths = {
  sendOtp: '/v1/hp/users/send_otp',
  startRegistration: '/v1/hp/users/start_registration',
  confirmPhone: '/v1/hp/users/confirm_phone',
  createUser: '/v1/hp/users/create',
  login: '/v1/hp/users/login',
  refreshToken: '/v1/hp/users/refresh_token',
  user: '/v1/hp/users',
  userUnits: '/v1/hp/users/units',
  createAnonymousUnit: '/v1/hp/units/create',
  passwordToken: '/v1/hp/users/password/token/create',
  password: '/v1/hp/users/password',
  startPhoneEdit: '/v1/hp/users/start_phone_edit',
  createBankAccount: '/v1/hp/users/player_bank_accounts/create',
  deleteBankAccount: '/v1/hp/users/player_bank_accounts/delete',
  createUpiAccount: '/v1/hp/users/player_upi_accounts/create',
  deleteUpiAccount: '/v1/hp/users/player_upi_accounts/delete',
  playerToken: '/v1/players/token/create',
  /** Bearer (contract/verification.ts). */
  startVerification: '/v1/hp/users/kyc/start_verification',
  lastVerification: '/v1/hp/users/kyc/get_last_verification',
  createUserUnit: '/v1/hp/users/units/create',
  linkUnit: '/v1/hp/users/units/link',
  startLoading: '/v1/hp/acoin/start_loading',
  cancelLoading: '/v1/hp/acoin/cancel_loading',
  completeLoading: '/v1/hp/acoin/complete_loading',
  imWithdrawalPreCheck: '/v1/hp/im_withdrawals/pre_check',
  imWithdrawalCreate: '/v1/hp/im_withdrawals/create',
  eftWithdrawalPreCheck: '/v1/hp/eft_withdrawals/pre_check',
  eftWithdrawalCreate: '/v1/hp/eft_withdrawals/create',
  upiWithdrawalPreCheck: '/v1/hp/upi_withdrawals/pre_check',
  upiWithdrawalCreate: '/v1/hp/upi_withdrawals/create',
  ticketCashOut: '/v1/hp/units/ticket_cash_out',
  ticketCashIn: '/v1/hp/units/ticket_cash_in',
  startDirectDeposit: '/v1/hp/acoin/start_direct_deposit',
  startPhoneRedemption: '/v1/hp/acoin/start_phone_redemption',
  createUpiDeposit: '/v1/hp/upi_deposits/create',
  /** GET `${upiDeposit}/<id>?token=` */
  upiDeposit: '/v1/hp/upi_deposits',
  paymentCallback: '/v1/callbacks/payments',
  statement: '/v1/transactions/unit',
  /** GET: a game's launch address (contract/games.ts). */
  gameShow: '/v1/hp/units/games/show',
  gameFafi: '/v1/hp/units/games/fafi',
  /** POST, signed: the seamless wallet a game server moves money through (contract/games.ts). */
  walletBalance: '/v1/wallet/balance',
  walletBet: '/v1/wallet/bet',
  walletWin: '/v1/wallet/win',
  walletRollback: '/v1/wallet/rollback',
  /** GET: the unit's rounds, newest first, by cursor (my bets; contract/games.ts UnitRoundsAnswer). */
  unitRounds: '/v1/hp/units/rounds',
  /** GET: the games the unit played last, one each (contract/games.ts RecentGamesAnswer). */
  recentGames: '/v1/hp/units/recent_games',
  /** GET ?site_id: the site's most played games of the last 30 days (contract/games.ts MostPopularGamesAnswer). */
  mostPopularGames: '/v1/games/most_popular',
} as const;

export interface SuccessAnswer {
  success: true;
}

export interface SendOtpRequest {
  site_id: number;
  phone: string;
}
export type StartRegistrationRequest = SendOtpRequest;

export interface ConfirmPhoneRequest {
  phone: string;
  otp: string;
  /** Ours: lets a national number be read for the site's country; E.164 needs none. */
  site_id?: number;
}
export interface ConfirmPhoneAnswer {
  phone_token: string;
}

export interface CreateUserRequest {
  site_id: number;
  phone_token: string;
  first_name: string;
  last_name: string;
  password: string;
}

export interface LoginRequest {
  login: string;
  password: string;
  provider: 'identity';
  site_id: number;
}

export interface SessionAnswer extends AuthTokens {
  user: User;
}

export interface RefreshTokenRequest {
  token: string;
}
export type RefreshTokenAnswer = AuthTokens;

export interface UserAnswer {
  user: User;
}

/** POST hp/users with a bearer token: an empty body answers the user; any of these fields updates it first. */
export interface UpdateUserRequest {
  first_name?: string;
  last_name?: string;
  /** From confirm_phone after start_phone_edit: moves the account to that phone. */
  phone_token?: string;
}

export interface PasswordTokenRequest {
  site_id: number;
  phone: string;
  otp: string;
}
export interface PasswordTokenAnswer {
  password_token: string;
}

export interface SetPasswordRequest {
  site_id: number;
  login: string;
  password_token: string;
  password: string;
}

/** Bearer. Sends an OTP to the new phone; confirm_phone then gives the phone_token for the update. */
export interface StartPhoneEditRequest {
  phone: string;
}

export interface CreateBankAccountRequest {
  bank_name: string;
  number: string;
  holder_name: string;
}
export interface CreateUpiAccountRequest {
  label: string;
  ifsc: string;
  account_number: string;
}
export interface DeleteAccountRequest {
  id: number;
}

/**
 * Bearer, and the unit token as `token`. The player token is a signed JWT (5 min) naming the player (sub), unit
 * and site; with `game_slug` it is also bound to that game (the wallet refuses it for any other). Errors: no or bad
 * bearer, or unknown unit token 401 auth:unauthenticated; an anonymous unit or another player's 403
 * units_ctx:units:not_owned; game block 403 units_ctx:units:game_block; unknown game 404 units_ctx:games:not_found.
 */
export interface PlayerTokenRequest {
  token: string;
  game_slug?: string;
}
export interface PlayerTokenAnswer {
  player_token: string;
}

/** Bearer. Creates (or finds) the player's unit on the token's site; answers its unit token. */
export interface CreateUserUnitRequest {
  fingerprint?: Record<string, unknown>;
  fp_request_id?: string;
}

/**
 * Bearer. Links an anonymous unit (its token) to the signed-in player; answers UserUnitsAnswer.
 * Decision: when the player has no unit on the site yet, the anonymous unit simply becomes theirs (same unit, its
 * balance and tokens kept). When they already have one, the anonymous unit's balances move into it through the
 * ledger and the anonymous unit's tokens stop working; the answer is always a token of the player's unit, which
 * the site stores in place of the anonymous one. Linking a unit already the player's answers a fresh token.
 * Errors: unknown unit token 401 auth:unauthenticated; another player's unit 403 units_ctx:units:not_owned;
 * a unit of another site 422 units_ctx:units:other_site.
 */
export interface LinkUnitRequest {
  unit_token: string;
  fp_request_id?: string;
}

export interface UserUnitsAnswer {
  unit_token: string;
}

export interface CreateAnonymousUnitRequest {
  site_id: number;
  fp_request_id?: string;
}
export interface CreateAnonymousUnitAnswer {
  token: string;
}

export interface StartLoadingRequest {
  token: string;
  code: string;
}
export interface StartLoadingAnswer {
  acoin_batch_token: string;
  acoin_batch: { total_amount: number };
}

export interface CancelLoadingRequest {
  token: string;
  acoin_tx_token: string;
}

export interface CompleteLoadingRequest {
  token: string;
  acoin_tx_token: string;
  amount: number;
  fp_request_id?: string;
}
export interface CompleteLoadingAnswer {
  unit: { fin_account: FinAccount };
}

/**
 * Where the provider's page sends the player back: absolute http(s) addresses on the site's own origin (the host the
 * call was made to) or on one of the server's CORS_ORIGINS; anything else is 422 fin_ctx:payments:return_url_not_allowed.
 * The browser arrives with `?status=complete|canceled|failed` added; arriving never credits anything.
 */
export interface ReturnUrls {
  cancel_url: string;
  success_url: string;
  error_url: string;
}

/**
 * Card or instant EFT. `amount` (minor units) fixes the amount; without it the player enters it on the provider's
 * page. Deposit block 403 units_ctx:units:deposit_block.
 */
export interface StartDirectDepositRequest extends ReturnUrls {
  token: string;
  payment_type: 'instant_eft' | 'card';
  amount?: number;
  fp_request_id?: string;
}
export interface StartPhoneRedemptionRequest extends ReturnUrls {
  token: string;
  phone: string;
  fp_request_id?: string;
}
/** The provider's hosted page (in the sandbox `/sandbox/pay/<payment_id>`), an absolute address. */
export interface RedirectAnswer {
  redirect_url: string;
}

/** `expired`: still pending 30 minutes after it started (the provider's later `paid` credits it all the same). */
export type PaymentStatus = 'pending' | 'paid' | 'canceled' | 'failed' | 'expired';

/**
 * The provider's callback, POST /v1/callbacks/payments with header `x-signature: sha256=<hex HMAC-SHA256 of the raw
 * body, keyed with PAYMENTS_WEBHOOK_SECRET>`. `amount` (minor units) is required with `paid` when the payment's
 * amount was not fixed. Any number of deliveries in any order credit once; `paid` after `canceled`/`failed` credits
 * (the provider took the money), `canceled`/`failed` after `paid` change nothing. Answer `{"ok":true}`; a bad
 * signature 401 callbacks:invalid_signature; an unknown payment 404; a deposit block 403 (nothing credited, the
 * payment stays pending and the provider's retry credits once the block is lifted).
 */
export interface PaymentCallback {
  payment_id: string;
  status: 'paid' | 'canceled' | 'failed';
  amount?: number;
}

export interface CreateUpiDepositRequest {
  token: string;
  amount: number;
  method: 'qr' | 'intent';
  fp_request_id?: string;
}
/** `upi_uri`: upi://pay?pa=<payee VPA>&pn=<site name>&am=<major, 2 decimals>&cu=INR&tr=<id> */
export interface UpiDeposit {
  id: string;
  method: 'qr' | 'intent';
  amount: number;
  status: PaymentStatus;
  upi_uri: string;
  redirect_url: string;
  created_at: string;
}
/** Answer of create and of GET hp/upi_deposits/<id>?token= (another unit's deposit: 404 fin_ctx:payments:not_found). */
export interface UpiDepositAnswer {
  deposit: UpiDeposit;
}

/**
 * What a statement row was. The first nine are the contract's; `adjustment` (a correction the operator's staff made
 * in the back office) and `other` (money no type names yet) are ours.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'fee',
  'refund',
  'bet',
  'win',
  'bonus',
  'ticket',
  'jackpot',
  'adjustment',
  'other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** `completed` for money that has simply moved; a withdrawal is `pending` until the bank `paid` or `failed` it. */
export type TransactionStatus = 'completed' | 'pending' | 'paid' | 'failed';

/** Most rows a statement page holds; SPEC §9 pages by 10. */
export const STATEMENT_PAGE_SIZE_MAX = 50;
export const STATEMENT_PAGE_SIZE_DEFAULT = 10;

/**
 * GET transactions/unit, query string. `types[]` (or `types`) repeats, one type each; `from` (inclusive) and `to`
 * (exclusive) are ISO 8601 dates or date-times, UTC unless they name a zone; `cursor` is the last page's, as given.
 * Errors: unknown token 401 auth:unauthenticated; a bad page_size, type, date or cursor 422 naming the field.
 */
export interface StatementRequest {
  token: string;
  page_size?: number;
  'types[]'?: TransactionType[];
  from?: string;
  to?: string;
  cursor?: string;
}

/**
 * One ledger transfer that moved money into or out of one of the unit's accounts (balance, deposit, bonus …).
 * `amount` is signed from the player's side: money in positive, money out negative. A transfer between two of the
 * unit's own accounts (e.g. bonus money becoming cash) is listed once: positive when it becomes withdrawable money
 * (balance or deposit) or stays the same kind of money, negative when withdrawable money becomes bonus money.
 * `created_at` is ISO 8601 (UTC, milliseconds).
 */
export interface StatementTransaction {
  id: number;
  type: TransactionType;
  amount: number;
  currency: string;
  status: TransactionStatus;
  created_at: string;
  description: string;
}

/** Newest first. `cursor` fetches the next (older) page; null when this page is the last. */
export interface StatementAnswer {
  transactions: StatementTransaction[];
  cursor: string | null;
}

export type { AuthToken, Unit };

/** hp/units/ticket_cash_out: the whole withdrawable balance (balance + deposit) onto a new ticket. */
export interface TicketCashOutRequest {
  token: string;
}
export interface TicketCashOutAnswer {
  fin_operation: { gs_ticket: string; status: 'active' };
}

/** hp/units/ticket_cash_in: an active ticket's amount, once, to the unit's deposit balance. */
export interface TicketCashInRequest {
  token: string;
  /** Spaces and dashes as the player types them are fine. */
  code: string;
  fp_request_id?: string;
}
export interface TicketCashInAnswer {
  unit: { fin_account: FinAccount };
}
