/**
 * The back office's withdrawal queue (issue 38): finance pays pending withdrawals by hand (the manual payout
 * provider) and settles them here. Under /v1/backoffice, for owner and finance; another site's withdrawal is 404.
 * A withdrawal a payout provider is paying (`payout_provider` not null) is settled by the provider's answer only.
 *
 * - `GET withdrawals` (filter `q`: our reference, part of the phone or of the name; `status`, `method`, `site_id`,
 *   `player_id`; `by_hand`: true for those finance pays, false for a provider's; sorts `id`, `created_at`, `amount`,
 *   `status`, `settled_at`) and `GET withdrawals/<id>` answer `BackofficeWithdrawal`s.
 * - `POST withdrawals/<id>/approve` `{"reference"}` (the bank's payment reference, trimmed, 1 to 64 characters)
 *   → paid, and the player is texted; `POST withdrawals/<id>/reject` `{"reason"}` (trimmed, 1 to 1000) → failed,
 *   amount and fee back on the player's balance. Both answer `{"withdrawal"}`; a settled one is 409
 *   `fin_ctx:withdrawals:already_settled`, one a provider is paying 409 `fin_ctx:withdrawals:provider_pays`. Each
 *   writes one audit row (`withdrawal.approve` / `withdrawal.reject`).
 * - `GET withdrawals/export.csv?method=eft&status=pending[&site_id=1]`: the bank's bulk-payment file
 *   (`WITHDRAWAL_EXPORT_COLUMNS`; docs/backoffice.md) of the withdrawals finance pays, never a provider's, audited
 *   as `withdrawal.export`.
 */

import type { WithdrawalMethod, WithdrawalStatus } from './withdrawals';

export const BackofficeWithdrawalPaths = {
  list: '/v1/backoffice/withdrawals',
  export: '/v1/backoffice/withdrawals/export.csv',
} as const;

export const BANK_REFERENCE_MAX = 64;

/** The payout details as the player gave them when withdrawing: names and bank account, or the UPI account. */
export interface WithdrawalPayoutDetails {
  first_name?: string;
  last_name?: string;
  bank_name?: string;
  bank_account_number?: string;
  bank_account_holder_name?: string;
  /** The bank's universal branch code (contract/za-banks.ts) */
  bank_branch_code?: string;
  upi_account_id?: number;
  ifsc?: string;
  account_number?: string;
}

export interface BackofficeWithdrawal {
  id: number;
  site_id: number;
  player_id: number;
  player_first_name: string;
  player_last_name: string;
  player_phone: string;
  method: WithdrawalMethod;
  /** Minor units of `currency`: what the player receives, and the fee kept on top. */
  amount: number;
  fee: number;
  currency: string;
  status: WithdrawalStatus;
  /** Ours (W and ten digits): what the player sees on the pending screen, in texts and in the statement. */
  reference: string;
  details: WithdrawalPayoutDetails;
  /**
   * The payout provider paying it (`sandbox` for the sandbox's ATM cash-sends; a bank's API), whose answer alone
   * settles it; null when finance pays it by hand and settles it here.
   */
  payout_provider: string | null;
  /** The bank's payment reference finance gave when approving; null otherwise. */
  bank_reference: string | null;
  /** The staff member who settled it; null while pending or when the bank's answer settled it. */
  settled_by: number | null;
  created_at: string;
  settled_at: string | null;
}

export interface WithdrawalApproveRequest {
  reference: string;
}

export interface WithdrawalRejectRequest {
  reason: string;
}

export interface BackofficeWithdrawalAnswer {
  withdrawal: BackofficeWithdrawal;
}

/** The bank file's header row, in order. */
export const WITHDRAWAL_EXPORT_COLUMNS = [
  'reference',
  'beneficiary_name',
  'account_number',
  'branch_code',
  'bank_name',
  'account_type',
  'amount',
  'currency',
] as const;
