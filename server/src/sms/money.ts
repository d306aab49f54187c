/** Money as texts and files put it: two decimals of the major unit, no thousands separator. */

import { CURRENCY_SYMBOLS, MINOR_UNITS_PER_MAJOR } from '../../../contract/money';

/** `123456` → `"1234.56"`; integer arithmetic, so no float ever rounds a cent away. */
export function majorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  const cents = String(whole % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${Math.floor(whole / MINOR_UNITS_PER_MAJOR)}.${cents}`;
}

/** `R100.00`, `₹250.00`: what a player's text quotes. */
export function smsMoney(minor: number, currency: string): string {
  return `${CURRENCY_SYMBOLS[currency] ?? ''}${majorUnits(minor)}`;
}
