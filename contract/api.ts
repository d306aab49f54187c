/**
 * Every path of the provider API under /v1 (SPEC §7), and the answer of the calls that have nothing else to say. Each
 * area's request and answer shapes have a file of their own: users.ts, units.ts, deposits.ts, tickets.ts,
 * statement.ts, withdrawals.ts, games.ts, verification.ts…
 */

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
  /** Ours (issue 39): a signed-in player's new password, given the current one (contract/users.ts). */
  changePassword: '/v1/hp/users/password/change',
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
  /** GET ?site_id: the games the site offers, those the operator turned off left out (contract/games.ts SiteGamesAnswer). */
  siteGames: '/v1/games',
  /** Bearer: responsible gambling (contract/rg.ts). */
  rg: '/v1/hp/users/rg',
  rgLimits: '/v1/hp/users/rg/limits',
  rgConfirmLimit: '/v1/hp/users/rg/limits/confirm',
  rgSession: '/v1/hp/users/rg/session',
  rgTimeOut: '/v1/hp/users/rg/time_out',
  rgSelfExclusion: '/v1/hp/users/rg/self_exclusion',
  /** GET ?from=&to= */
  rgActivity: '/v1/hp/users/rg/activity',
  /** Ours: tops a play balance back up on a site without real money (contract/play-money.ts). */
  playBalanceRefill: '/v1/hp/units/play_balance/refill',
} as const;

export interface SuccessAnswer {
  success: true;
}
