/** Money rules shared by the site, the back office and the server. All amounts are integers in minor units. */

export const MINOR_UNITS_PER_MAJOR = 100;

export type CurrencyCode = 'ZAR' | 'INR';
export type CountryCode = 'ZA' | 'IN';

/** Symbol shown before an amount; currencies not listed have none (SPEC §5). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { ZAR: 'R', INR: '₹' };

/**
 * SPEC §5 money display, the one rule the site and the back office share: 123456 ZAR → 'R1,234.56', -123456 →
 * '-R1,234.56', 250000 INR → '₹2,500.00' (thousands commas for every currency), unknown currency → '1,234.56'.
 */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const [whole = '0', cents = '00'] = (Math.abs(minor) / MINOR_UNITS_PER_MAJOR).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${CURRENCY_SYMBOLS[currency] ?? ''}${grouped}.${cents}`;
}

export const COUNTRY_CURRENCY: Readonly<Record<CountryCode, CurrencyCode>> = { ZA: 'ZAR', IN: 'INR' };

/** Site prefix (build setting) to country; South Africa is the default (SPEC §1). */
export const SITE_PREFIX_COUNTRY: Readonly<Record<string, CountryCode>> = { za: 'ZA', in: 'IN' };
export const DEFAULT_COUNTRY: CountryCode = 'ZA';
/** Where a site's day begins and ends: the operators' reports count calendar days in the site's country's zone. */
export const COUNTRY_TIME_ZONES: Readonly<Record<CountryCode, string>> = {
  ZA: 'Africa/Johannesburg',
  IN: 'Asia/Kolkata',
};
