/** Days and times in the player's own zone, for lists grouped by day (the statement, my bets). */

/** 'YYYY-MM-DD' of an instant in the player's zone: the day a row is grouped under (and a date input's value). */
export function localDay(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Rows in order, cut into runs of the same local day. */
export function groupByDay<T extends { created_at: string }>(rows: readonly T[]): Array<{ day: string; rows: T[] }> {
  const groups: Array<{ day: string; rows: T[] }> = [];
  for (const row of rows) {
    const day = localDay(new Date(row.created_at));
    const last = groups.at(-1);
    if (last?.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}

/** The day's heading in the player's language and zone; the year only when it is not this year's. */
export function dayHeading(
  day: string,
  locale: string,
  labels: { today: string; yesterday: string },
  now = new Date(),
) {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDay(now)) return labels.today;
  if (day === localDay(yesterday)) return labels.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: year === now.getFullYear() ? undefined : 'numeric',
  }).format(new Date(year!, month! - 1, date));
}

/** The time of day of an instant, in the player's zone and language. */
export const timeOf = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
