/** Amounts as staff type them; shown, they take the site's rule (`formatMoney` in contract/money.ts). */

import { MINOR_UNITS_PER_MAJOR } from '../../contract/money';

const THOUSANDS_COMMAS = /^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * A typed amount (`150`, `-20.5`, `1 000,25`, `1,000.50`) in minor units, or null when it is not an amount: at most two
 * decimals, not zero.
 */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  // Commas grouping thousands, as the console shows amounts (`1,000.50`); any other comma is a decimal point (`20,5`).
  const cleaned = THOUSANDS_COMMAS.test(compact) ? compact.replace(/,/g, '') : compact.replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const minor = Math.round(Number(cleaned) * MINOR_UNITS_PER_MAJOR);
  return minor === 0 || !Number.isSafeInteger(minor) ? null : minor;
}
