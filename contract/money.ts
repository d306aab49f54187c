/** Money rules shared by the site and the server. All amounts are integers in minor units. */

export const MINOR_UNITS_PER_MAJOR = 100;

export type CurrencyCode = 'ZAR' | 'INR';
export type CountryCode = 'ZA' | 'IN';

/** Symbol shown before an amount; currencies not listed have none (SPEC §5). */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { ZAR: 'R', INR: '₹' };

export const COUNTRY_CURRENCY: Readonly<Record<CountryCode, CurrencyCode>> = { ZA: 'ZAR', IN: 'INR' };

/** Site prefix (build setting) to country; South Africa is the default (SPEC §1). */
export const SITE_PREFIX_COUNTRY: Readonly<Record<string, CountryCode>> = { za: 'ZA', in: 'IN' };
export const DEFAULT_COUNTRY: CountryCode = 'ZA';
/** Where a site's day begins and ends: the operators' reports count calendar days in the site's country's zone. */
export const COUNTRY_TIME_ZONES: Readonly<Record<CountryCode, string>> = {
  ZA: 'Africa/Johannesburg',
  IN: 'Asia/Kolkata',
};
