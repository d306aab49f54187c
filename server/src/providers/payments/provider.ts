/** The payments kind: who takes a redirect payment (instant EFT, card, phone redemption, UPI) from the player. */

export interface PaymentProvider {
  readonly name: 'sandbox';
  /** Where the browser goes to pay payment `id`: a path on this server (made absolute), or the provider's URL. */
  pagePath(paymentId: string): string;
  /** The payee address in a UPI link (`pa`); a real UPI provider gives each site its own. */
  readonly upiPayee: string;
}
