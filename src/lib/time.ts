/** SPEC §9 time helpers: a span in the largest unit it reaches, and the countdown text ('00s' once it has run out). */

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export type TimeUnit = 'seconds' | 'minutes' | 'hours' | 'days';

/** Seconds under 60, minutes under 3600, hours under 86400, then days. */
export function timeUnitOf(seconds: number): TimeUnit {
  if (seconds < MINUTE) return 'seconds';
  if (seconds < HOUR) return 'minutes';
  if (seconds < DAY) return 'hours';
  return 'days';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * What is left of a span, from its largest unit down: '45s', '12m 05s', '03h 12m 05s', '2d 03h 12m'. '00s' when it
 * has run out.
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / DAY);
  const hours = Math.floor((total % DAY) / HOUR);
  const minutes = Math.floor((total % HOUR) / MINUTE);
  const secs = total % MINUTE;
  switch (timeUnitOf(total)) {
    case 'seconds':
      return `${pad(secs)}s`;
    case 'minutes':
      return `${minutes}m ${pad(secs)}s`;
    case 'hours':
      return `${hours}h ${pad(minutes)}m ${pad(secs)}s`;
    case 'days':
      return `${days}d ${pad(hours)}h ${pad(minutes)}m`;
  }
}
