/**
 * The age check at sign-up (ARCHITECTURE "Contract decisions for responsible gambling"): `hp/users/create` takes
 * `birth_date` as `YYYY-MM-DD`; a player under ADULT_AGE is refused. The site and the server read it alike.
 */

export const ADULT_AGE = 18;
/** Earlier dates are typing mistakes, not players. */
export const BIRTH_DATE_MIN = '1900-01-01';
export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date `YYYY-MM-DD` names, or null when it is not one (2025-02-30, 2025-13-01, 12/01/2000). */
export function parseBirthDate(value: string): CalendarDate | null {
  if (!BIRTH_DATE_PATTERN.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && value >= BIRTH_DATE_MIN ? { year, month, day } : null;
}

/**
 * Whole years from the birth date to `today`'s date in UTC; one born on 29 February comes of age on 1 March in a
 * year without one.
 */
export function ageOn(birth: CalendarDate, today: Date): number {
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return today.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}
