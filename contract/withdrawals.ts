/**
 * Withdrawals (ARCHITECTURE "Withdrawals"): ATM (`im`), EFT and UPI, each with `pre_check` and `create` under
 * /v1/hp/<method>_withdrawals/. Decisions that are ours:
 * - Who: the unit must belong to a player (an anonymous unit is 403 units_ctx:units:not_owned). A bearer token is
 *   not required, but when one is sent it must name that player (else 403 units_ctx:units:not_owned).
 * - Where the money comes from: amount + fee leave the deposit balance first, then the cash balance (what the player
 *   loaded and has not played goes back before winnings). A failed withdrawal returns each part to where it came.
 * - Free withdrawals: EFT uses free_bank_withdrawal_count per bank_withdrawal_fee_period, UPI
 *   upi_withdrawal.free_withdrawal_count per upi_withdrawal.fee_period; ATM always pays its fee. A period is the
 *   calendar day, week (from Monday) or month in UTC; an unknown period counts as a month. The player's non-failed
 *   withdrawals of the method in the period count; while fewer than the free count, the fee is 0.
 * - Thresholds: an 'unverified' player is held to the second-level thresholds (required_level 2), a 'standard' one
 *   to the third-level ones (3): one withdrawal's amount, and the amounts of the calendar month's (UTC) non-failed
 *   withdrawals plus this one. Fees do not count toward thresholds. A ticket cash-out (hp/units/ticket_cash_out)
 *   is a withdrawal for the thresholds: its amount is held to the single threshold and counts in the month, as the
 *   month's tickets count for withdrawals (less tickets the player loaded back into a unit of their own). An
 *   anonymous unit is held to the unverified thresholds, its month being its own tickets.
 * - A maximum, divisor or threshold that is null, absent or 0 is no limit.
 * - Rules are checked in this order, the first broken one answered: owner, withdrawal block, method enabled, UPI
 *   account, minimum, maximum, divisor, funds (amount + fee), single threshold, monthly threshold. Funds come
 *   before the thresholds: asking for more than there is answers no_funds, not a verification level.
 */

import type { FinAccount } from './entities';

export const WITHDRAWAL_METHODS = ['im', 'eft', 'upi'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

export type WithdrawalStatus = 'pending' | 'paid' | 'failed';

export type FeePeriod = 'day' | 'week' | 'month';

interface WithdrawalRequestBase {
  token: string;
  /** Minor units, what reaches the player; the fee comes on top. */
  amount: number;
  fp_request_id?: string;
}

export interface ImWithdrawalRequest extends WithdrawalRequestBase {
  first_name: string;
  last_name: string;
}

export interface EftWithdrawalRequest extends WithdrawalRequestBase {
  first_name: string;
  last_name: string;
  bank_name: string;
  bank_account_number: string;
  bank_account_holder_name: string;
  /** Ours, optional: when sent, the bank's universal branch code (contract/za-banks.ts; 422 otherwise) */
  bank_branch_code?: string;
}

/** Ours (India): to one of the player's saved UPI accounts; another's is 404 users_ctx:player_upi_accounts:not_found. */
export interface UpiWithdrawalRequest extends WithdrawalRequestBase {
  upi_account_id: number;
}

/** pre_check: what create would take, changing nothing. */
export interface WithdrawalPreCheckAnswer {
  amount: number;
  fee: number;
}

export interface Withdrawal {
  id: number;
  method: WithdrawalMethod;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  /**
   * What the player quotes to support and the bank (W and ten digits): the same on the pending screen, in the SMS
   * and in the statement's description. `id` is ours only.
   */
  reference: string;
  /** ISO 8601 */
  created_at: string;
}

export interface WithdrawalCreateAnswer {
  withdrawal: Withdrawal;
  unit: { fin_account: FinAccount };
}

/** The sandbox bank's answer to POST /sandbox/withdrawals/<id>. */
export interface SettleWithdrawalAnswer {
  withdrawal: Withdrawal;
}
