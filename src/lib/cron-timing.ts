/**
 * Happy-hour timing (SPEC §4): schedules are UTC cron expressions, shown in the site's zone (lib/dates). The nearest happy
 * hour is the one whose schedule runs first, looked up from one duration plus 100 ms before now, so that a happy hour
 * that has started and not yet ended is still the nearest. `now` is the server's time as the client knows it (its
 * own clock less the clock offset).
 */

import { CronExpressionParser } from 'cron-parser';
import type { HappyHourConfig } from '../../contract/happy-hours';

/** How far before now a schedule is looked up, beyond one duration. */
export const LOOKBACK_SLACK_MS = 100;

export interface HappyHourTiming {
  config: HappyHourConfig;
  /** ms since the epoch, server time */
  start: number;
  end: number;
  /** running at `now` */
  ongoing: boolean;
}

/** The schedule's first run after `from`, or null if the expression cannot be read. */
export function nextRun(schedule: string, from: number): number | null {
  try {
    return CronExpressionParser.parse(schedule, { currentDate: new Date(from), tz: 'UTC' })
      .next()
      .toDate()
      .getTime();
  } catch {
    return null;
  }
}

/** The happy hour running now or starting first, among the configs; null when none has a readable schedule. */
export function nearestHappyHour(configs: readonly HappyHourConfig[], now: number): HappyHourTiming | null {
  let nearest: HappyHourTiming | null = null;
  for (const config of configs) {
    const duration = config.duration * 1000;
    const start = nextRun(config.schedule, now - duration - LOOKBACK_SLACK_MS);
    if (start === null) continue;
    if (nearest === null || start < nearest.start) {
      nearest = { config, start, end: start + duration, ongoing: start <= now && now < start + duration };
    }
  }
  return nearest;
}
