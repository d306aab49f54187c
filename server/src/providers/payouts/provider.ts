/** The payouts kind: who pays a withdrawal out (a bank, a cash-send network, a person in finance). */

import type { PayoutProviderName } from '../../config';
import type { WithdrawalMethod } from '../../../../contract/withdrawals';

/** A withdrawal as the one paying it needs it: the money has already left the player, into payout clearing. */
export interface PayoutRequest {
  id: number;
  method: WithdrawalMethod;
  /** Minor units the player receives, and the fee kept. */
  amount: number;
  fee: number;
  currency: string;
  /** Ours, unique: what the bank statement and the player's texts quote. */
  reference: string;
  siteId: number;
  /** The player's phone, E.164. */
  phone: string;
  /** The method's details as checked (bank account, UPI id, names). */
  details: Record<string, unknown>;
}

export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /**
   * Whether the provider pays withdrawals of `method` itself. Such a withdrawal is recorded as the provider's and only
   * its answer settles it: the back office refuses to settle it by hand (the player would be paid twice). The others
   * wait for finance, who pays them by hand (the bank file) and settles them in the back office.
   */
  pays(method: WithdrawalMethod): boolean;
  /**
   * Hands over a withdrawal whose transaction has committed; it stays `pending` until the provider's answer (or
   * finance, for manual payouts) settles it through the withdrawals service: paid, or failed and refunded.
   */
  submit(payout: PayoutRequest): Promise<void>;
}
