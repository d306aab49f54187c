/** Amounts as fields hold them, in minor units; money is shown with the contract's `formatMoney` (contract/money.ts). */

import { MINOR_UNITS_PER_MAJOR } from '../../contract/money';

/** Major units as typed ('12.5') to minor units (1250); NaN when not a number. */
export function toMinorUnits(major: string | number): number {
  const value = typeof major === 'number' ? major : Number.parseFloat(major);
  return Math.round(value * MINOR_UNITS_PER_MAJOR);
}

/** Minor units to the plain major-unit text an amount field holds: 5000 → '50.00'. */
export function toMajorText(minor: number): string {
  return (minor / MINOR_UNITS_PER_MAJOR).toFixed(2);
}
