/** What every promotions service shares: the staff member's sites, and a rule's refusal as the contract's 422. */

import type { BackofficeSite } from '../../../../../contract/backoffice-promotions';
import { ErrorCodes } from '../../../../../contract/errors';
import { COUNTRY_TIME_ZONES, type CountryCode, type CurrencyCode } from '../../../../../contract/money';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import type { StaffRow } from '../staff/repository';

/** A site outside the staff member's sites is not found (404), as any of its resources is. */
export function assertOwnSite(staff: StaffRow, siteId: number): void {
  if (!staff.site_ids.includes(siteId)) throw fail(ErrorCodes.notFound);
}

/** Runs a check that throws `ErrorClass` with a message naming the field, as 422 validation_error. */
export function asValidation<T>(ErrorClass: new (...args: never[]) => Error, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ErrorClass) throw fail(ErrorCodes.validation, error.message);
    throw error;
  }
}

export const timeZoneOf = (country: CountryCode): string => COUNTRY_TIME_ZONES[country];

/** The staff member's sites, by id. */
export async function staffSites(q: Queryable, staff: StaffRow): Promise<BackofficeSite[]> {
  const { rows } = await q.query<{ id: number; name: string; country: CountryCode; currency_code: CurrencyCode }>(
    'SELECT id, name, country, currency_code FROM sites WHERE id = ANY($1::integer[]) ORDER BY id',
    [staff.site_ids],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    country: row.country,
    currency: row.currency_code,
    time_zone: timeZoneOf(row.country),
  }));
}

/**
 * Holds the site's row until the transaction ends: what is unique per site (a happy hour's name, a campaign's title,
 * a jackpot's slug) is checked and written by one staff member at a time, so a race is a 422, never a 500. NO KEY
 * UPDATE, so that players' rows naming the site (units, rounds) are written meanwhile as ever.
 */
export async function lockSite(tx: Queryable, siteId: number): Promise<void> {
  await tx.query('SELECT id FROM sites WHERE id = $1 FOR NO KEY UPDATE', [siteId]);
}
