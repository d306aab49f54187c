/**
 * The cash-out methods a site offers, read from its unit config (SPEC §3, §6: each method has its own enabled flag)
 * the way the server reads them (server/src/modules/withdrawals/rules.ts): what the hub's cards and the forms show.
 */

import type { UnitConfig } from '../../../contract/entities';
import type { CountryCode } from '../../../contract/money';

export type CashOutMethod = 'im' | 'eft' | 'ticket' | 'upi';

export interface MethodTerms {
  method: CashOutMethod;
  /** Minor units; 0: none */
  fee: number;
  min: number;
  /** null: no maximum */
  max: number | null;
  /** null: any amount */
  divisor: number | null;
  /** Withdrawals per period without the fee (0: none free). */
  freeCount: number;
  period: string;
}

/** A limit left null, absent, 0 or not a positive whole number is no limit (contract/withdrawals.ts). */
const limit = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const amount = (value: unknown): number => limit(value) ?? 0;

/** The route of each method's screen (`ticket` starts at its confirm step). */
export const CashOutPaths = {
  hub: '/cashout/',
  im: '/cashout/atm/',
  eft: '/cashout/eft/',
  upi: '/cashout/upi/',
  ticket: '/cashout/ticket/preload/',
  ticketResult: '/cashout/ticket/',
} as const;

export function methodTerms(config: UnitConfig, method: CashOutMethod): MethodTerms {
  switch (method) {
    case 'im':
      return {
        method,
        fee: amount(config.im_withdrawal_fee),
        min: amount(config.im_withdrawal_min_amount),
        max: limit(config.im_withdrawal_max_amount),
        divisor: limit(config.im_withdrawal_divisor),
        freeCount: 0,
        period: 'month',
      };
    case 'eft':
      return {
        method,
        fee: amount(config.eft_withdrawal_fee),
        min: amount(config.eft_withdrawal_min_amount),
        max: limit(config.eft_withdrawal_max_amount),
        divisor: limit(config.eft_withdrawal_divisor),
        freeCount: amount(config.free_bank_withdrawal_count),
        period: config.bank_withdrawal_fee_period || 'month',
      };
    case 'upi': {
      const upi = config.upi_withdrawal;
      return {
        method,
        fee: amount(upi?.fee),
        min: amount(upi?.min_amount),
        max: limit(upi?.max_amount),
        divisor: limit(upi?.divisor),
        freeCount: amount(upi?.free_withdrawal_count),
        period: upi?.fee_period || 'month',
      };
    }
    case 'ticket':
      return { method, fee: 0, min: 0, max: null, divisor: null, freeCount: 0, period: 'month' };
  }
}

/** Whether the config turns the method on. */
export function isMethodEnabled(config: UnitConfig, method: CashOutMethod): boolean {
  switch (method) {
    case 'im':
      return config.im_withdrawal_enabled === true;
    case 'eft':
      return config.eft_withdrawal_enabled === true;
    case 'ticket':
      return config.ticket_cashout_enabled === true;
    case 'upi':
      return config.upi_withdrawal?.enabled === true;
  }
}

/** SPEC §1: South Africa cashes out by ATM, EFT or ticket; India by UPI. */
export const COUNTRY_METHODS: Readonly<Record<CountryCode, readonly CashOutMethod[]>> = {
  ZA: ['im', 'eft', 'ticket'],
  IN: ['upi'],
};

/** The methods the hub offers, in the order it shows them. */
export function enabledMethods(config: UnitConfig, country: CountryCode): MethodTerms[] {
  return (COUNTRY_METHODS[country] ?? []).filter((m) => isMethodEnabled(config, m)).map((m) => methodTerms(config, m));
}
