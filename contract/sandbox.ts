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
