/** Report periods as the API takes them: `YYYY-MM-DD`, both ends included. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to and including `today`. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { from: isoDate(from), to: isoDate(today) };
}
