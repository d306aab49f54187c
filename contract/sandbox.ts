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
   * The sandbox game server: GET `${games}/<slug>/play?session=&lobby=` is a game's launch address, POST
   * `${games}/<slug>/rounds` plays a round (SandboxRoundRequest).
   */
  games: '/sandbox/games',
} as const;

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
 * 1–36) or `count` (how many the game picks, 5), roulette `bet_on` ({"type":"red"}; straight {number}, split
 * {numbers}, dozen/column {which}). `client_seed` is the player's part of the provably fair round.
 * Errors are the wallet's (no_funds 422 moves nothing, game block 403, an expired session 401); a game without a
 * sandbox engine 404 units_ctx:games:not_found; a bet or option the game does not take 422 validation_error.
 * Crash rounds are played one player at a time for now (the shared round with its clock is still to come).
 */
export interface SandboxRoundRequest {
  session: string;
  bet: number;
  client_seed?: string;
  target?: number;
  picks?: number[];
  count?: number;
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
  /** What a bet can draw after the round, and the unit's balances (the wallet's answer). */
  balance: number;
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
