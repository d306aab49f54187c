/**
 * Which cash-in methods a player is offered (SPEC §1, §2): South Africa's voucher, phone, instant EFT and card pages
 * plus the ticket form on the hub; India's UPI QR and UPI intent, each only when the unit config enables it.
 */

import type { UnitConfig, UpiLimits } from '../../../contract/entities';
import type { CountryCode } from '../../../contract/money';

export type CashInMethod = 'voucher' | 'phone' | 'instantEft' | 'card' | 'upiQr' | 'upiIntent';

/** Each method's own page (SPEC §2 Cash-in routes); the ticket has none, it is a form on the hub. */
export const CASH_IN_PATHS: Readonly<Record<CashInMethod, string>> = {
  voucher: '/cashin/acoin/voucher/',
  phone: '/cashin/acoin/phone/',
  instantEft: '/cashin/acoin/instant-eft/',
  card: '/cashin/acoin/card/',
  upiQr: '/cashin/upi/qr/',
  upiIntent: '/cashin/upi/intent/',
};

const ZA_METHODS: readonly CashInMethod[] = ['voucher', 'phone', 'instantEft', 'card'];

export function cashInMethods(country: CountryCode, config: UnitConfig): CashInMethod[] {
  if (country === 'IN') {
    const methods: CashInMethod[] = [];
    if (config.upi_qr_deposit?.enabled) methods.push('upiQr');
    if (config.upi_intent_deposit?.enabled) methods.push('upiIntent');
    return methods;
  }
  return [...ZA_METHODS];
}

/** Tickets are South African (vouchers' sibling); the server refuses another currency's ticket anyway. */
export const offersTicketCashIn = (country: CountryCode): boolean => country === 'ZA';

/** A UPI method's limits from the unit config. */
export const upiLimits = (config: UnitConfig, method: 'qr' | 'intent'): UpiLimits =>
  method === 'qr' ? config.upi_qr_deposit : config.upi_intent_deposit;
