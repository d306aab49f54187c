/** Entities as the provider API answers them (SPEC §3). Money fields are minor units. */

import type { CurrencyCode } from './money';

export interface AuthToken {
  token: string;
  /** ISO 8601 */
  expires: string;
}

export interface AuthTokens {
  access: AuthToken;
  refresh: AuthToken;
}

export interface PlayerBankAccount {
  id: number;
  bank_name: string;
  number: string;
  holder_name: string;
}

export interface PlayerUpiAccount {
  id: number;
  label: string;
  ifsc: string;
  account_number: string;
}

/** Levels 1, 2 and 3 (contract/verification.ts). */
export type VerificationLevel = 'unverified' | 'standard' | 'enhanced';

export interface User {
  id: number;
  /** E.164 */
  phone: string;
  first_name: string;
  last_name: string;
  verification_level: VerificationLevel;
  player_bank_accounts: PlayerBankAccount[];
  player_upi_accounts: PlayerUpiAccount[];
}

export interface FinAccount {
  balance: number;
  deposit_balance: number;
  bonus_balance: number;
}

export type FundsMode = 'gs_ticket' | string;

export interface UpiLimits {
  enabled: boolean;
  max_amount: number;
  min_amount: number;
}

export interface UnitConfig {
  funds_mode: FundsMode;
  fingerprinting_enabled: boolean;
  bank_withdrawal_fee_period: string;
  free_bank_withdrawal_count: number;
  im_withdrawal_enabled: boolean;
  im_withdrawal_fee: number;
  im_withdrawal_min_amount: number;
  /** Ours, optional: null or absent (or 0) means no maximum / no divisor. */
  im_withdrawal_max_amount?: number | null;
  im_withdrawal_divisor?: number | null;
  eft_withdrawal_enabled: boolean;
  eft_withdrawal_fee: number;
  eft_withdrawal_min_amount: number;
  eft_withdrawal_max_amount?: number | null;
  eft_withdrawal_divisor?: number | null;
  ticket_cashout_enabled: boolean;
  second_level_verification_threshold: number;
  third_level_verification_threshold: number;
  monthly_second_level_verification_threshold: number;
  monthly_third_level_verification_threshold: number;
  upi_withdrawal: UpiLimits & {
    fee: number;
    fee_period: string;
    free_withdrawal_count: number;
    divisor?: number | null;
  };
  upi_intent_deposit: UpiLimits;
  upi_qr_deposit: UpiLimits;
  /**
   * Ours (issue 39): whether the site takes real money at all. False (the default, and what India's sites must have
   * under the Promotion and Regulation of Online Gaming Act, 2025): money in, bonuses, happy hours and jackpots answer
   * 403 units_ctx:sites:real_money_disabled. Always answered.
   */
  real_money_enabled: boolean;
  /**
   * Ours, the operator's and never answered to players: adjustments of at least this much (minor units, either
   * way) need a second staff member's approval in the back office; absent means 0 (every adjustment does).
   */
  adjustment_approval_threshold?: number;
  /**
   * Ours, the operator's and never answered to players: the largest seed (minor units) the back office gives a jackpot
   * of the site; absent means 0 (no seed can be set until the owner sets this).
   */
  jackpot_max_seed_amount?: number;
}

export interface UnitSite {
  id: number;
  active: boolean;
  currency_code: CurrencyCode;
}

export interface Unit {
  id: number;
  site: UnitSite;
  fin_account: FinAccount;
  active_campaign_bonus_balance: number;
  config: UnitConfig;
  /**
   * Ours (contract/play-money.ts): on a site without real money (config.real_money_enabled false), the play balance
   * games draw, never money; null where the site takes real money. Our server always answers it.
   */
  play_balance?: number | null;
}
