/**
 * When a happy hour opens next, as staff read it: the UTC cron schedule's next starts, written in the site's own time
 * zone with its offset (`2026-11-29T20:00:00+02:00`), so a Johannesburg operator reads Johannesburg time and a
 * machine still reads the instant.
 */

import { CronExpressionParser } from 'cron-parser';

/** The schedule's first `count` starts after `after` (a schedule that stops running answers fewer). */
export function nextStarts(schedule: string, after: Date, count: number): Date[] {
  return CronExpressionParser.parse(schedule, { currentDate: after, tz: 'UTC' })
    .take(count)
    .map((run) => run.toDate());
}

const PARTS = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = PARTS.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    PARTS.set(timeZone, found);
  }
  return found;
}

/** `at` as ISO 8601 local time in `timeZone`, with that zone's offset then; whole seconds. */
export function isoInZone(at: Date, timeZone: string): string {
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const { year, month, day, hour, minute, second } = part as Record<string, string>;
  const wallClock = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offsetMinutes = Math.round((wallClock - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}

/** The next `count` starts of a UTC schedule after `after`, in the site's zone. */
export function nextRunsInZone(schedule: string, after: Date, count: number, timeZone: string): string[] {
  return nextStarts(schedule, after, count).map((start) => isoInZone(start, timeZone));
}
