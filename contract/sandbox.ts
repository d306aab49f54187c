/** The sandbox stand-ins' own routes (mounted only when SANDBOX is on). */

import type { UnitConfigPatch } from './unit-config';

export const SandboxPaths = {
  sms: '/sandbox/sms',
  vouchers: '/sandbox/vouchers',
  blocks: '/sandbox/blocks',
  sites: '/sandbox/sites',
  /** POST /sandbox/withdrawals/<id>: the bank settles one withdrawal. */
  withdrawals: '/sandbox/withdrawals',
  /** GET `${payPage}/<payment_id>`: the provider's hosted payment page (HTML). */
  payPage: '/sandbox/pay',
  /** POST `${payments}/<payment_id>`: what the page's Pay / Cancel / Fail buttons do. */
  payments: '/sandbox/payments',
  /**
   * GET `${kyc}/<id>`: the KYC provider's hosted form (HTML); POST `${kyc}/<id>/details` its multipart submission;
   * POST `${kyc}/<id>` `{"outcome"}` settles it (contract/verification.ts).
   */
  kyc: '/sandbox/kyc',
  /**
   * The sandbox game server: GET `${games}/<slug>/play?session=&lobby=` is a game's launch address, its page (HTML
   * under a CSP that allows scripts only from this server and framing only by this origin and CORS_ORIGINS; a lobby
   * not on this host or a site origin gets no link), POST `${games}/<slug>/rounds` plays a round
   * (SandboxRoundRequest), GET `${games}/<slug>/fair?session=` answers the next round's commitment. A crash game
   * plays shared rounds: GET `${games}/<slug>/crash?session=` (CrashStateAnswer), POST `${games}/<slug>/crash/bets`
   * (CrashBetRequest) and POST `${games}/<slug>/crash/cash_out` (CrashCashOutRequest), each answered CrashBet.
   */
  games: '/sandbox/games',
  /** The game pages' scripts (one per engine) and stylesheet, each name carrying a hash of its content. */
  gameAssets: '/sandbox/game-assets',
  /** POST `{"advance_ms"}`: moves the server's clock for responsible gambling forward (contract/rg.ts); `{"reset":
   * true}` undoes every move. Answers `{"now"}` (ISO 8601), the clock's new time. */
  clock: '/sandbox/clock',
  /**
   * The national exclusion register's stand-in: POST SandboxRegisterRequest puts a person on it (`on: true`) or takes
   * them off; POST `${exclusionRegister}/outage` `{"on"}` makes it unreachable (sign-up then answers 503).
   */
  exclusionRegister: '/sandbox/exclusion_register',
} as const;

/**
 * A person on the sandbox's register: names and date of birth, and a phone number (E.164) that matches by itself.
 * `on: false` takes off every entry with these names and date of birth (and, given a phone, every entry with it).
 */
export interface SandboxRegisterRequest {
  first_name: string;
  last_name: string;
  birth_date: string;
  phone?: string;
  on: boolean;
}
/** How many entries match the person after the change (0 once taken off). */
export interface SandboxRegisterAnswer {
  entries: number;
}

/**
 * The page's button: delivers the signed callback to /v1/callbacks/payments twice, as real providers may, and answers
 * where the browser goes next: the payment's success, cancel or error address with `?status=` added (`failed` also
 * when our server refused the callback), or null for a UPI deposit, which has no return address.
 */
export interface SandboxPaymentRequest {
  outcome: 'paid' | 'canceled' | 'failed';
  /** Minor units; required for `paid` when the payment's amount is not fixed, refused when it differs. */
  amount?: number;
}
export interface SandboxPaymentAnswer {
  status: 'complete' | 'canceled' | 'failed';
  redirect_url: string | null;
}

export interface SandboxSms {
  phone: string;
  text: string;
  otp: string | null;
  sent_at: string;
}

export interface SandboxSmsAnswer {
  messages: SandboxSms[];
}

export interface MintVoucherRequest {
  amount: number;
  site_id?: number;
}
export interface MintVoucherAnswer {
  code: string;
}

/**
 * The operator's block command (`npm run admin -- block …`) over HTTP, for testers on a sandbox server whose
 * embedded database the command cannot open while the server runs. `on: false` lifts the block.
 */
export interface SandboxBlockRequest {
  phone: string;
  block: 'login' | 'deposit' | 'withdrawal' | 'game';
  on: boolean;
  site_id?: number;
}
export interface SandboxBlockAnswer {
  players: { user_id: number; site_id: number; phone: string; blocks: string[] }[];
}

/**
 * The operator's site and config commands (`npm run admin -- site|config <id> …`) over HTTP: closes or reopens a
 * site, changes how it loads funds, or sets fields of its unit config (groups field by field). Omitted fields stay
 * as they are; an unknown config key is a 422; the answer is the site as it now is (its config: in unit.config).
 */
export interface SandboxSiteRequest {
  site_id: number;
  active?: boolean;
  funds_mode?: string;
  config?: UnitConfigPatch;
}
export interface SandboxSiteAnswer {
  site_id: number;
  active: boolean;
  funds_mode: string;
}

/** The sandbox bank's verdict on a pending withdrawal (contract/withdrawals.ts). */
export interface SandboxSettleWithdrawalRequest {
  outcome: 'paid' | 'failed';
}

/**
 * POST /sandbox/games/<slug>/rounds: the sandbox game server plays one round of the game with its engine and moves
 * the money only through our seamless wallet (a signed bet, then a signed win when the round pays), as a real
 * aggregator does. `session` is the launch address's; `bet` is minor units. Game fields, each with a default:
 * crash `target` (auto cash-out, hundredths of the multiplier, 200), lucky numbers `picks` (1–7 different numbers
 * 1–36) or `count` (how many the game picks, 5), Fafi `number` (the player's number, 1–36, no default), roulette `bet_on` ({"type":"red"}; straight {number}, split
 * {numbers}, dozen/column {which}). `client_seed` is the player's part of the provably fair round.
 * Errors are the wallet's (no_funds 422 moves nothing, game block 403, an expired session 401); a game without a
 * sandbox engine 404 units_ctx:games:not_found; a bet or option the game does not take 422 validation_error.
 * A crash game played here is one player's round against its own crash point, cashed out at `target`; the game's
 * page plays the shared rounds below instead.
 */
export interface SandboxRoundRequest {
  session: string;
  bet: number;
  client_seed?: string;
  target?: number;
  picks?: number[];
  count?: number;
  number?: number;
  bet_on?: { type: string; number?: number; numbers?: number[]; which?: number };
}

/**
 * Provably fair (server/src/modules/games/fair.ts): `commitment` is the SHA-256 of `server_seed`, published before
 * the round (the previous round's `next_commitment`, or GET /sandbox/games/<slug>/fair?session=), revealed now;
 * replaying the round from the seeds gives `outcome`.
 */
export interface SandboxFairness {
  commitment: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
}

export interface SandboxRoundAnswer {
  round_id: string;
  bet: number;
  win: number;
  /** What a bet can draw after the round, the bonus beside it, and the unit's balances (the wallet's answer). */
  balance: number;
  bonus: number;
  currency: string;
  fin_account: { balance: number; deposit_balance: number; bonus_balance: number };
  /** The engine's outcome: reels and lines, the wheel's segment, the draw, the pocket, the crash point. */
  engine: string;
  outcome: Record<string, unknown>;
  fair: SandboxFairness;
  /** The commitment of the server seed the next round of this session will use. */
  next_commitment: string;
}

/** GET /sandbox/games/<slug>/fair?session=: the commitment of the next round's server seed. */
export interface SandboxFairAnswer {
  commitment: string;
}

/**
 * Shared crash rounds (server/src/sandbox/games/crash/): one sequence of rounds per crash game, the same for every
 * player. A round takes bets for CRASH_BETTING_MS from `betting_at`, flies from `flight_at` (the multiplier at t ms
 * into the flight is crash.ts's multiplierAt(t)) until it crashes at its crash point, and the next round opens
 * CRASH_PAUSE_MS after the crash. Times are milliseconds since the epoch on the server's clock: a page animates from
 * `flight_at` using its offset from `server_time`, and polls the state to learn of the crash.
 */
export const CRASH_BETTING_MS = 6_000;
export const CRASH_PAUSE_MS = 3_000;

export type CrashPhase = 'betting' | 'flying' | 'crashed';

/**
 * A round as a player may see it: the crash point, crash time and server seed are null until the round has crashed.
 * Provably fair: `commitment` is the SHA-256 of the server seed, shown while bets are taken; the crash point is
 * crash.ts's crashPoint(fairRandom({server seed, client seed: round_id, nonce: 0})).
 */
export interface CrashRound {
  round_id: string;
  number: number;
  phase: CrashPhase;
  betting_at: number;
  flight_at: number;
  commitment: string;
  /** Hundredths (237 = 2.37×). */
  crash_point: number | null;
  crash_at: number | null;
  server_seed: string | null;
  /** When the next round opens for bets (once this one has crashed). */
  next_round_at: number | null;
}

/** A crashed round, revealed. */
export interface CrashHistoryRound {
  round_id: string;
  number: number;
  crash_point: number;
  commitment: string;
  server_seed: string;
}

/**
 * The player's bet in a round: `open` while it flies, `cashed_out` at `cashed_out_at` (hundredths; by hand or the
 * auto cash-out) with `win` paid, `lost` when the plane left first, `refunded` when the bet's request never finished
 * and the wallet gave it back. `balance`, `currency`, `fin_account`: the wallet's answer to the bet's last call
 * (the bet, then the win).
 */
export interface CrashBet {
  round_id: string;
  bet: number;
  auto_cash_out: number | null;
  status: 'placing' | 'open' | 'cashed_out' | 'lost' | 'refunded';
  cashed_out_at: number | null;
  win: number;
  balance: number | null;
  bonus: number | null;
  currency: string | null;
  fin_account: { balance: number; deposit_balance: number; bonus_balance: number } | null;
}

/**
 * GET /sandbox/games/<slug>/crash?session=: the current round (made on demand, the same for every caller), the
 * session's bet in it, the others' bets, and the last crashed rounds (newest first, up to 10) with their seeds. Asking settles what
 * the round's clock has decided: auto cash-outs reached are paid, bets still in when it crashed are lost.
 */
export interface CrashStateAnswer {
  server_time: number;
  round: CrashRound;
  bet: CrashBet | null;
  history: CrashHistoryRound[];
  /** The round's other bets (not the asker's), biggest first, at most CRASH_OTHER_BETS: the list beside the sky. */
  others: CrashOtherBet[];
}

/** How many of a round's other bets its state lists. */
export const CRASH_OTHER_BETS = 20;

/**
 * Another player's bet in the round, as every player sees it: a masked name (the first and last character of the
 * game server's name for them, 'a***7'), the bet and, once cashed out, the multiplier and the win.
 */
export interface CrashOtherBet {
  player: string;
  bet: number;
  status: 'open' | 'cashed_out' | 'lost';
  cashed_out_at: number | null;
  win: number;
}

/**
 * POST /sandbox/games/<slug>/crash/bets: a bet in the current round while it takes bets, through the wallet (transaction
 * `<round_id>:<player>:bet`). `auto_cash_out`: hundredths, 101 to 1 000 000, paid when the round reaches it. One bet
 * per session per round (a second is 409 game_server:already_bet); after betting closes 422
 * game_server:betting_closed; the wallet's refusals as it gives them (422 no_funds moves nothing).
 */
export interface CrashBetRequest {
  session: string;
  bet: number;
  auto_cash_out?: number;
}

/**
 * POST /sandbox/games/<slug>/crash/cash_out: cashes the session's bet in `round_id` out at the multiplier of the
 * server's clock now, paying ⌊bet × multiplier⌋ through the wallet (transaction `<round_id>:<player>:win`). Exactly
 * once: a repeated cash-out answers the first (an auto cash-out reached first is that first). Refused: before the
 * multiplier reaches 1.01× 422 game_server:not_flying, once crashed 422 game_server:round_crashed, without a bet in
 * the round 404 game_server:no_bet.
 */
export interface CrashCashOutRequest {
  session: string;
  round_id: string;
}
