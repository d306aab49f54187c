/** The sandbox stand-ins' own routes (mounted only when SANDBOX is on). */

import type { UnitConfigPatch } from './unit-config';

export const SandboxPaths = {
  sms: '/sandbox/sms',
  vouchers: '/sandbox/vouchers',
  blocks: '/sandbox/blocks',
  sites: '/sandbox/sites',
  /** POST /sandbox/withdrawals/<id>: the bank settles one withdrawal. */
  withdrawals: '/sandbox/withdrawals',
} as const;

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
