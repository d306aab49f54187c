/** Report periods as the API takes them: `YYYY-MM-DD`, both ends included, in the site's calendar. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date where the site is (`Asia/Kolkata` is already tomorrow at 20:00 UTC); UTC without a time zone. */
export function siteToday(timeZone?: string, now = new Date()): Date {
  if (!timeZone) return now;
  // en-CA writes dates as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
  return new Date(`${day}T00:00:00Z`);
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: isoDate(from), to: isoDate(today) };
}
