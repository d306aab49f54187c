/**
 * `happy_hours` (contract/backoffice-promotions.ts): a site's happy-hour configs, checked as the CLI checks them
 * (happy-hours/configs.ts checkSetup: the cron parsed by cron-parser), answered with their next starts in the site's
 * time zone. A committed change is announced to every node's scheduler, which reads the configs again at once.
 */

import type { BackofficeHappyHour, HappyHourInput } from '../../../../../contract/backoffice-promotions';
import { NEXT_RUNS_COUNT } from '../../../../../contract/backoffice-promotions';
import type { HappyHourTerms } from '../../../../../contract/happy-hours';
import { ErrorCodes } from '../../../../../contract/errors';
import type { CountryCode } from '../../../../../contract/money';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import {
  checkSetup,
  HappyHourConfigError,
  toStoredConfig,
  type HappyHourSetup,
  type StoredHappyHourConfig,
} from '../../happy-hours/configs';
import { nextRunsInZone } from '../../happy-hours/next-runs';
import { announceHappyHourChange } from '../../happy-hours/scheduler';
import { writeAudit } from '../audit/repository';
import type { ListQuery } from '../lists';
import type { StaffRow } from '../staff/repository';
import { readPage, type CrudService } from './crud';
import { asValidation, assertOwnSite, lockSite, timeZoneOf } from './scope';

export const HAPPY_HOUR_SORTS = ['id', 'site_id', 'name', 'active'] as const;

export interface HappyHourFilter {
  site_id?: number;
  active?: boolean;
}

export type HappyHourChange = Partial<Omit<HappyHourInput, 'site_id' | 'config'>> & {
  config?: Partial<HappyHourTerms>;
};

type Row = Parameters<typeof toStoredConfig>[0] & { country: CountryCode };

const COLUMNS = `c.id, c.site_id, c.name, c.schedule, c.duration, c.min_deposit, c.bonus_percentage, c.max_bonus,
  c.active, s.country`;
const FROM = 'happy_hour_configs c JOIN sites s ON s.id = c.site_id';

/** What the audit trail keeps of a config: what the operator sets. */
function setupOf(config: StoredHappyHourConfig) {
  const { name, schedule, duration, min_deposit, bonus_percentage, max_bonus, active } = config;
  return { name, schedule, duration, config: { min_deposit, bonus_percentage, max_bonus }, active };
}

/** The fields as checkSetup takes them: the terms beside the schedule. */
function flat(change: HappyHourChange): Partial<HappyHourSetup> {
  const { config, ...rest } = change;
  return { ...rest, ...config };
}

export function createHappyHours(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>,
): CrudService<BackofficeHappyHour, HappyHourFilter, HappyHourInput, HappyHourChange> {
  const { db, clock } = ctx;

  function answer(row: Row): BackofficeHappyHour {
    const config = toStoredConfig(row);
    const timeZone = timeZoneOf(row.country);
    return {
      id: config.id,
      site_id: config.siteId,
      ...setupOf(config),
      time_zone: timeZone,
      next_runs: nextRunsInZone(config.schedule, clock.now(), NEXT_RUNS_COUNT, timeZone),
    };
  }

  async function find(q: Queryable, staff: StaffRow, id: number, lock = false): Promise<Row> {
    const { rows } = await q.query<Row>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 AND c.site_id = ANY($2::integer[])${lock ? ' FOR UPDATE OF c' : ''}`,
      [id, staff.site_ids],
    );
    if (!rows[0]) throw fail(ErrorCodes.notFound);
    return rows[0];
  }

  async function assertNameFree(q: Queryable, siteId: number, name: string, id = 0): Promise<void> {
    const { rows } = await q.query('SELECT 1 FROM happy_hour_configs WHERE site_id = $1 AND name = $2 AND id <> $3', [
      siteId,
      name,
      id,
    ]);
    if (rows.length > 0) throw fail(ErrorCodes.validation, `name "${name}" is already a happy hour of this site`);
  }

  /** Writes the merged config and its audit row in one transaction, then tells the schedulers. */
  async function save(staff: StaffRow, id: number, change: HappyHourChange, action: string) {
    asValidation(HappyHourConfigError, () => checkSetup(flat(change)));
    const saved = await db.transaction(async (tx) => {
      const before = toStoredConfig(await find(tx, staff, id, true));
      const next = { ...before, ...flat(change) };
      if (next.name !== before.name) {
        await lockSite(tx, before.siteId);
        await assertNameFree(tx, before.siteId, next.name, id);
      }
      await tx.query(
        `UPDATE happy_hour_configs SET name = $2, schedule = $3, duration = $4, min_deposit = $5,
           bonus_percentage = $6, max_bonus = $7, active = $8 WHERE id = $1`,
        [
          id,
          next.name,
          next.schedule,
          next.duration,
          next.min_deposit,
          next.bonus_percentage,
          next.max_bonus,
          next.active,
        ],
      );
      const after = await find(tx, staff, id);
      await writeAudit(tx, {
        at: clock.now(),
        staffId: staff.id,
        action,
        target: `happy_hour:${id}`,
        siteId: before.siteId,
        before: setupOf(before),
        after: setupOf(toStoredConfig(after)),
      });
      return after;
    });
    await announceHappyHourChange(ctx.bus, Number(saved.site_id), ctx.log);
    return answer(saved);
  }

  return {
    async list(staff, filter, list: ListQuery) {
      const page = await readPage<Row>(db, staff, { alias: 'c', columns: COLUMNS, from: FROM, filter }, list);
      return { rows: page.rows.map(answer), total: page.total };
    },

    one: async (staff, id) => answer(await find(db, staff, id)),

    async create(staff, input) {
      assertOwnSite(staff, input.site_id);
      const setup = { name: input.name, schedule: input.schedule, duration: input.duration, ...input.config };
      asValidation(HappyHourConfigError, () => checkSetup(setup));
      const created = await db.transaction(async (tx) => {
        await lockSite(tx, input.site_id);
        await assertNameFree(tx, input.site_id, input.name);
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO happy_hour_configs (site_id, name, schedule, duration, min_deposit, bonus_percentage, max_bonus,
             active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            input.site_id,
            setup.name,
            setup.schedule,
            setup.duration,
            setup.min_deposit,
            setup.bonus_percentage,
            setup.max_bonus,
            input.active ?? true,
          ],
        );
        const row = await find(tx, staff, Number(rows[0]?.id));
        await writeAudit(tx, {
          at: clock.now(),
          staffId: staff.id,
          action: 'happy_hour.create',
          target: `happy_hour:${row.id}`,
          siteId: input.site_id,
          after: setupOf(toStoredConfig(row)),
        });
        return row;
      });
      await announceHappyHourChange(ctx.bus, input.site_id, ctx.log);
      return answer(created);
    },

    update: (staff, id, change) => save(staff, id, change, 'happy_hour.update'),

    // A window that opened names its config: the config is turned off, never removed.
    disable: (staff, id) => save(staff, id, { active: false }, 'happy_hour.disable'),
  };
}
