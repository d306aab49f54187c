/** Whether a chat account is outside its working hours now (SPEC §3 account.is_outside_working_hours). */

import type { WorkingHours } from '../../../../contract/chat';

const DAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** No hours set means always open; a day not listed is closed all day. */
export function isOutsideWorkingHours(hours: WorkingHours | null, now: Date): boolean {
  if (!hours) return false;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: hours.timezone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = DAYS[part('weekday')];
  const minute = Number(part('hour')) * 60 + Number(part('minute'));
  return !hours.days.some((open) => open.day === day && minute >= minutes(open.from) && minute < minutes(open.to));
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Checks an operator's hours before they are stored. */
export function validWorkingHours(hours: WorkingHours): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: hours.timezone });
  } catch {
    return false;
  }
  const time = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
  return hours.days.every(
    (d) => Number.isInteger(d.day) && d.day >= 0 && d.day <= 6 && time.test(d.from) && time.test(d.to) && d.from < d.to,
  );
}
