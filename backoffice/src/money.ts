/** Money as staff read it: the API's minor units in the site's currency (contract/money.ts's rules). */

import { CURRENCY_SYMBOLS, MINOR_UNITS_PER_MAJOR } from '../../contract/money';

/** `R 1 234.50`, `-₹ 12.00`: grouped, two decimals, the sign before the symbol; unknown currencies by code. */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const major = Math.abs(minor) / MINOR_UNITS_PER_MAJOR;
  const digits = major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency;
  return `${sign}${symbol} ${digits.replace(/,/g, ' ')}`;
}

/**
 * A typed amount (`150`, `-20.5`, `1 000,25`) in minor units, or null when it is not an amount: at most two decimals,
 * not zero.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const minor = Math.round(Number(cleaned) * MINOR_UNITS_PER_MAJOR);
  return minor === 0 || !Number.isSafeInteger(minor) ? null : minor;
}
