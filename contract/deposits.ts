/**
 * Money in (SPEC §7): vouchers loaded through acoin, redirect payments (card, instant EFT, phone redemption) with the
 * provider's callback, and UPI deposits. Paths in api.ts.
 */

import type { FinAccount } from './entities';

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
/** `refunded` (ours): paid, but the player's responsible-gambling limits or restriction refused it (contract/rg.ts). */
export type PaymentStatus = 'pending' | 'paid' | 'canceled' | 'failed' | 'expired' | 'refunded';

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
