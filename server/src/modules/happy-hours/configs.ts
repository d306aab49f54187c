/**
 * Happy-hour configs (contract/happy-hours.ts): when a site's windows open (a UTC cron schedule), for how long, and
 * on what terms. The demo sites are seeded with one each; the operator edits them with `npm run admin -- happy-hour`.
 */

import { CronExpressionParser } from 'cron-parser';
import type { HappyHourConfig, HappyHourTerms } from '../../../../contract/happy-hours';
import type { Database, Queryable } from '../../db/database';

/** A config as the operator sets it up. */
export interface HappyHourSetup extends HappyHourTerms {
  name: string;
  schedule: string;
  duration: number;
  active?: boolean;
}

interface ConfigRow {
  id: number;
  site_id: number;
  name: string;
  schedule: string;
  duration: number;
  min_deposit: number;
  bonus_percentage: number;
  max_bonus: number;
  active: boolean;
}

export interface StoredHappyHourConfig extends HappyHourSetup {
  id: number;
  siteId: number;
  active: boolean;
}

export const CONFIG_COLUMNS = 'id, site_id, name, schedule, duration, min_deposit, bonus_percentage, max_bonus, active';

export function toStoredConfig(row: ConfigRow): StoredHappyHourConfig {
  return {
    id: Number(row.id),
    siteId: Number(row.site_id),
    name: row.name,
    schedule: row.schedule,
    duration: Number(row.duration),
    min_deposit: Number(row.min_deposit),
    bonus_percentage: Number(row.bonus_percentage),
    max_bonus: Number(row.max_bonus),
    active: row.active,
  };
}

/** A config as the promotions join answers it. */
export function publicConfig(config: StoredHappyHourConfig): HappyHourConfig {
  return {
    id: config.id,
    type: 'happy_hour',
    schedule: config.schedule,
    duration: config.duration,
    config: { min_deposit: config.min_deposit, bonus_percentage: config.bonus_percentage, max_bonus: config.max_bonus },
  };
}

/** Active configs, of one site or of every site. */
export async function activeConfigs(q: Queryable, siteId?: number): Promise<StoredHappyHourConfig[]> {
  const { rows } = await q.query<ConfigRow>(
    `SELECT ${CONFIG_COLUMNS} FROM happy_hour_configs WHERE active AND ($1::integer IS NULL OR site_id = $1)
     ORDER BY site_id, id`,
    [siteId ?? null],
  );
  return rows.map(toStoredConfig);
}

/** The happy-hour configs of a site's promotions join (SPEC §3 promotions channel payload). */
export async function happyHourPromotions(q: Queryable, siteId: number): Promise<HappyHourConfig[]> {
  return (await activeConfigs(q, siteId)).map(publicConfig);
}

/** The latest run of a schedule at or before `at` (null if it never ran), and its first run after `at`. */
export function scheduleRuns(schedule: string, at: Date): { last: Date | null; next: Date } {
  // A run exactly at `at` is the last one: the search starts a millisecond later.
  const after = new Date(at.getTime() + 1);
  const last = CronExpressionParser.parse(schedule, { currentDate: after, tz: 'UTC' });
  const next = CronExpressionParser.parse(schedule, { currentDate: at, tz: 'UTC' });
  let lastRun: Date | null;
  try {
    lastRun = last.prev().toDate();
  } catch {
    lastRun = null;
  }
  return { last: lastRun, next: next.next().toDate() };
}

export class HappyHourConfigError extends Error {}

const LIMITS = {
  duration: { min: 60, max: 86_400 },
  min_deposit: { min: 0, max: Number.MAX_SAFE_INTEGER },
  bonus_percentage: { min: 1, max: 1000 },
  max_bonus: { min: 1, max: Number.MAX_SAFE_INTEGER },
} as const;

/** The fields an operator may set, each checked as the columns' constraints would (and the schedule parsed). */
export function checkSetup(setup: Partial<HappyHourSetup>): void {
  if (setup.name !== undefined && !/^[a-z0-9][a-z0-9-]{0,39}$/.test(setup.name)) {
    throw new HappyHourConfigError(`the name must be lowercase letters, digits and dashes, got "${setup.name}"`);
  }
  if (setup.schedule !== undefined) {
    const fields = setup.schedule.trim().split(/\s+/).length;
    try {
      if (fields < 5 || fields > 6) throw new Error('five or six fields');
      CronExpressionParser.parse(setup.schedule, { tz: 'UTC' });
    } catch {
      throw new HappyHourConfigError(`schedule must be a cron expression like "0 18 * * *", got "${setup.schedule}"`);
    }
  }
  for (const [key, { min, max }] of Object.entries(LIMITS)) {
    const value = setup[key as keyof typeof LIMITS];
    if (value === undefined) continue;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new HappyHourConfigError(`${key} must be a whole number from ${min} to ${max}, got ${value}`);
    }
  }
}

/**
 * Demo happy hours: every other hour on the hour (UTC) for an hour, half a deposit of at least R50 / ₹100 as a bonus,
 * at most R500 / ₹1,000.
 */
export function demoHappyHours(currency: string): HappyHourSetup[] {
  const india = currency === 'INR';
  return [
    {
      name: 'happy-hour',
      schedule: '0 */2 * * *',
      duration: 3600,
      min_deposit: india ? 10_000 : 5_000,
      bonus_percentage: 50,
      max_bonus: india ? 100_000 : 50_000,
    },
  ];
}

/** Adds the site's configs that are missing by name; an existing one is the operator's and stays as it is. */
export async function seedHappyHours(q: Queryable, siteId: number, setups: readonly HappyHourSetup[]): Promise<void> {
  for (const setup of setups) {
    await q.query(
      `INSERT INTO happy_hour_configs (site_id, name, schedule, duration, min_deposit, bonus_percentage, max_bonus)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (site_id, name) DO NOTHING`,
      [siteId, setup.name, setup.schedule, setup.duration, setup.min_deposit, setup.bonus_percentage, setup.max_bonus],
    );
  }
}

const SETTABLE = ['schedule', 'duration', 'min_deposit', 'bonus_percentage', 'max_bonus', 'active'] as const;

/**
 * Sets fields of a site's config by name, creating it when missing (then every field is needed), and answers the
 * site's configs; null when there is no such site. The change applies from the next window on.
 */
export async function setHappyHourConfig(
  db: Database,
  siteId: number,
  name: string,
  change: Partial<Omit<HappyHourSetup, 'name'>>,
): Promise<StoredHappyHourConfig[] | null> {
  checkSetup({ ...change, name });
  return db.transaction(async (tx) => {
    const site = await tx.query('SELECT id FROM sites WHERE id = $1 FOR UPDATE', [siteId]);
    if (site.rows.length === 0) return null;
    const found = await tx.query<ConfigRow>(
      `SELECT ${CONFIG_COLUMNS} FROM happy_hour_configs WHERE site_id = $1 AND name = $2 FOR UPDATE`,
      [siteId, name],
    );
    const current = found.rows[0] ? toStoredConfig(found.rows[0]) : null;
    const next = { ...current, ...change };
    const missing = SETTABLE.filter((key) => key !== 'active' && next[key] === undefined);
    if (missing.length > 0) throw new HappyHourConfigError(`a new happy hour needs ${missing.join(', ')}`);
    await tx.query(
      `INSERT INTO happy_hour_configs (site_id, name, schedule, duration, min_deposit, bonus_percentage, max_bonus, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (site_id, name) DO UPDATE SET schedule = $3, duration = $4, min_deposit = $5,
         bonus_percentage = $6, max_bonus = $7, active = $8`,
      [
        siteId,
        name,
        next.schedule,
        next.duration,
        next.min_deposit,
        next.bonus_percentage,
        next.max_bonus,
        next.active ?? true,
      ],
    );
    return siteHappyHours(tx, siteId);
  });
}

/** Every config of a site, active or not; null when there is no such site. */
export async function siteHappyHours(q: Queryable, siteId: number): Promise<StoredHappyHourConfig[] | null> {
  const { rows } = await q.query<ConfigRow & { site: number | null }>(
    `SELECT s.id AS site, c.* FROM sites s LEFT JOIN happy_hour_configs c ON c.site_id = s.id WHERE s.id = $1
     ORDER BY c.id`,
    [siteId],
  );
  if (rows.length === 0) return null;
  return rows.filter((row) => row.id !== null).map(toStoredConfig);
}

/** One line per config, as the admin command prints them. */
export function describeHappyHour(config: StoredHappyHourConfig): string {
  return (
    `${config.name}: ${config.active ? 'active' : 'inactive'}, schedule "${config.schedule}" (UTC), ` +
    `${config.duration} s, min_deposit ${config.min_deposit}, bonus_percentage ${config.bonus_percentage}, ` +
    `max_bonus ${config.max_bonus}`
  );
}
