/** Money display (SPEC §5). Amounts are integers in minor units. */

import { CURRENCY_SYMBOLS, MINOR_UNITS_PER_MAJOR } from '../../contract/money';

/** 123456 ZAR → 'R1,234.56'; -123456 → '-R1,234.56'; unknown currency → '1,234.56'. */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = (Math.abs(minor) / MINOR_UNITS_PER_MAJOR).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${CURRENCY_SYMBOLS[currency] ?? ''}${grouped}.${cents}`;
}

/** Major units as typed ('12.5') to minor units (1250); NaN when not a number. */
export function toMinorUnits(major: string | number): number {
  const value = typeof major === 'number' ? major : Number.parseFloat(major);
  return Math.round(value * MINOR_UNITS_PER_MAJOR);
}

/** Minor units to the plain major-unit text an amount field holds: 5000 → '50.00'. */
export function toMajorText(minor: number): string {
  return (minor / MINOR_UNITS_PER_MAJOR).toFixed(2);
}
