/**
 * The vouchers kind: who issues the 16-digit codes players load. Loading checks our vouchers table (acoin), where an
 * issuer's codes live; the issuer only adds to it.
 */

export interface VoucherIssuer {
  readonly name: 'sandbox';
  /** A new voucher worth `amount` minor units on `siteId`; answers its code. */
  mint(input: { siteId: number; amount: number }): Promise<string>;
}
