/**
 * Every date and time the site shows, written one way: in the page's language with the brand's country's conventions
 * (a locale such as 'en-ZA', 'zu-ZA', 'hi-IN': `${language}-${siteCountry()}`) and in that country's time zone
 * (South Africa: Africa/Johannesburg, India: Asia/Kolkata), whatever the device's zone.
 *
 * - A fixed zone means the build's renderer and the browser write the same instant the same way (no hydration
 *   mismatch), and a player sees the times the operator's terms and the happy hour are announced in.
 * - A language the browser's Intl cannot write (Chromium's ICU has no isiZulu; Node's full ICU has) falls back to
 *   English with the country's conventions ('en-ZA': '30 Nov 2026, 14:05'), never to the browser's own default.
 */

import type { CountryCode } from '../../contract/money';
import { siteCountry } from './site-config';

const TIME_ZONES: Readonly<Record<string, string>> = { ZA: 'Africa/Johannesburg', IN: 'Asia/Kolkata' };

type Instant = string | number | Date;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** The brand's country's time zone: what every date on the site is written in. */
export const siteTimeZone = (country: CountryCode | string = siteCountry()) =>
  TIME_ZONES[country] ?? 'Africa/Johannesburg';

const regionOf = (locale: string): string => {
  try {
    return new Intl.Locale(locale).region ?? siteCountry();
  } catch {
    return siteCountry();
  }
};

const resolved = new Map<string, string>();

/** The locale Intl writes `locale` in: itself where supported, else English in the same country ('zu-ZA' → 'en-ZA'). */
export function dateLocale(locale: string): string {
  let answer = resolved.get(locale);
  if (answer === undefined) {
    const supported =
      Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 &&
      Intl.RelativeTimeFormat.supportedLocalesOf([locale]).length > 0;
    answer = supported ? locale : `en-${regionOf(locale)}`;
    resolved.set(locale, answer);
  }
  return answer;
}

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dateLocale(locale), { timeZone: siteTimeZone(regionOf(locale)), ...options });

/** A date and time: '30 Nov 2026, 14:05' (en-ZA), '30 नव॰ 2026, 2:05 pm' (hi-IN). */
export const dateTimeText = (at: Instant, locale: string) =>
  format(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(at));

/** A date: '30 Nov 2026'. */
export const dateText = (at: Instant, locale: string) => format(locale, { dateStyle: 'medium' }).format(toDate(at));

/** A day and month, for a date this year or next: '30 Nov'. */
export const dayMonthText = (at: Instant, locale: string) =>
  format(locale, { day: 'numeric', month: 'short' }).format(toDate(at));

/** The time of day: '14:05'. */
export const timeOf = (at: Instant, locale: string) =>
  format(locale, { hour: '2-digit', minute: '2-digit' }).format(toDate(at));

/** A weekday and time, for something within the week: 'Mon 14:05'. */
export const weekdayTimeText = (at: Instant, locale: string) =>
  format(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(toDate(at));

interface ZoneParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(at: Date, timeZone: string): ZoneParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant in the site's zone: the day a row is grouped under (and a date input's value). */
export function localDay(at: Instant, timeZone = siteTimeZone()): string {
  const { year, month, day } = partsIn(toDate(at), timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** How far the zone is ahead of UTC at an instant, ms. */
function offsetAt(at: number, timeZone: string): number {
  const p = partsIn(new Date(at), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at / 1000) * 1000;
}

/** The instant a calendar day (its 'YYYY-MM-DD', plus `days`) starts in the zone; undefined for no such day. */
export function dayStart(day: string, days = 0, timeZone = siteTimeZone()): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** Rows in order, cut into runs of the same day in the site's zone. */
export function groupByDay<T extends { created_at: string }>(rows: readonly T[]): Array<{ day: string; rows: T[] }> {
  const groups: Array<{ day: string; rows: T[] }> = [];
  for (const row of rows) {
    const day = localDay(row.created_at);
    const last = groups.at(-1);
    if (last?.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}

/** A day's heading: 'Today', 'Yesterday', else 'Tue, 28 Apr' (the year only when it is not this year's). */
export function dayHeading(
  day: string,
  locale: string,
  labels: { today: string; yesterday: string },
  now: Instant = new Date(),
) {
  const zone = siteTimeZone(regionOf(locale));
  const today = localDay(now, zone);
  if (day === today) return labels.today;
  if (day === localDay(dayStart(today, 0, zone)!.getTime() - 1, zone)) return labels.yesterday;
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(dateLocale(locale), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: year === partsIn(toDate(now), zone).year ? undefined : 'numeric',
  }).format(new Date(Date.UTC(year!, month! - 1, date)));
}

/** The last `count` calendar months in the site's zone, newest first: each its start, end and name ('May 2026'). */
export function lastMonths(count: number, locale: string, now: Instant = new Date()) {
  const zone = siteTimeZone(regionOf(locale));
  const name = new Intl.DateTimeFormat(dateLocale(locale), { timeZone: 'UTC', month: 'long', year: 'numeric' });
  const { year, month } = partsIn(toDate(now), zone);
  return Array.from({ length: count }, (_, back) => {
    const first = new Date(Date.UTC(year, month - 1 - back, 1));
    const next = new Date(Date.UTC(year, month - back, 1));
    const startOf = (at: Date) => dayStart(at.toISOString().slice(0, 10), 0, zone)!.toISOString();
    return { from: startOf(first), to: startOf(next), name: name.format(first) };
  });
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * '5 min ago', 'yesterday', 'now' in the page's language, short enough for a phone's row. Rounded to the nearest
 * unit: `now` is a clock that ticks, so it lags the moment of drawing, and a cut-off 4 min 59 s read '4 min ago'.
 */
export function timeAgo(at: Instant, now: number, locale: string): string {
  const seconds = Math.round((toDate(at).getTime() - now) / 1000);
  const relative = new Intl.RelativeTimeFormat(dateLocale(locale), { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return relative.format(unit === 'second' && Math.abs(seconds) < 10 ? 0 : Math.round(seconds / size), unit);
    }
  }
  return '';
}
