/**
 * The happy-hour scheduler: opens each config's window when its cron schedule runs and closes it `duration` seconds
 * later. Every node runs one and any may get there first: a window is one promotion_states row, unique per (config,
 * start), so it opens once (the INSERT that wins is the only one that answers it), and it closes once (the UPDATE that
 * turns it `finished` is the only one that answers it); only that node announces it. Nothing is kept in memory, so a
 * restart opens a window that is running now and closes those that ended while no node was up. Time comes from the
 * app's clock; tests call `tick` themselves. A config the operator creates or changes (back office) is announced on
 * HAPPY_HOUR_CONFIGS_CHANNEL, and every node's scheduler ticks at once rather than at its next wake-up.
 */

import type { PromotionState } from '../../../../contract/happy-hours';
import type { Bus, BusLog } from '../../bus/bus';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { createLedger, type LedgerLog } from '../../ledger/ledger';
import { promotionsChannel, unitPromotionsChannel } from '../units/promotion-channels';
import { activeConfigs, scheduleRuns, type StoredHappyHourConfig } from './configs';
import {
  BONUS_COLUMNS,
  hhBonusStateUpdated,
  PROMOTION_COLUMNS,
  promotionStateUpdated,
  toHhBonusState,
  toPromotionState,
  type BonusRow,
  type PromotionRow,
} from './views';

/** The longest the scheduler sleeps, so that an operator's edit of a schedule is seen within it. */
export const MAX_SLEEP_MS = 30_000;
/** Where a created or changed config is announced, so that every node's scheduler reads the configs again now. */
export const HAPPY_HOUR_CONFIGS_CHANNEL = 'happy_hours:configs';

/**
 * Tells every node's scheduler that a site's configs changed; call once the change has committed. Never throws: when
 * the bus cannot publish (Redis away), each scheduler still reads the configs within MAX_SLEEP_MS.
 */
export async function announceHappyHourChange(bus: Bus, siteId: number, log: BusLog): Promise<void> {
  try {
    await bus.publish(HAPPY_HOUR_CONFIGS_CHANNEL, { event: 'configs_changed', payload: { site_id: siteId } });
  } catch (err) {
    log.warn({ err, siteId }, 'happy hours: the change was not announced; schedulers see it on their next read');
  }
}

/** After a failed tick (the database away), the next try. */
const RETRY_MS = 5_000;

export interface TickResult {
  opened: PromotionState[];
  closed: PromotionState[];
  /** When the next window opens or closes, as far as this tick knows; null when nothing is scheduled. */
  nextAt: Date | null;
}

export interface HappyHourScheduler {
  /** Closes the windows that have ended and opens those that should be open now. */
  tick(): Promise<TickResult>;
  /** Opens a window of the site's first active config now, for `duration` seconds (the config's by default). */
  startNow(siteId: number, duration?: number): Promise<PromotionState | null>;
  /** Ticks at every window's start and end until stopped. */
  start(): void;
  stop(): void;
}

/** The window a config should have open at `now`: the one its latest run started, if it has not ended yet. */
function currentWindow(config: StoredHappyHourConfig, now: Date): { startsAt: Date; endsAt: Date } | null {
  const { last } = scheduleRuns(config.schedule, now);
  if (!last) return null;
  const endsAt = new Date(last.getTime() + config.duration * 1000);
  return endsAt.getTime() > now.getTime() ? { startsAt: last, endsAt } : null;
}

const OPEN_WINDOW_SQL = `WITH p AS (
    INSERT INTO promotion_states (config_id, site_id, starts_at, ends_at, status, duration, min_deposit,
      bonus_percentage, max_bonus)
    SELECT c.id, c.site_id, $2::timestamptz, $3::timestamptz, 'ongoing', $4::integer, c.min_deposit,
      c.bonus_percentage, c.max_bonus
    FROM happy_hour_configs c WHERE c.id = $1
    ON CONFLICT (config_id, starts_at) DO NOTHING
    RETURNING *)
  SELECT ${PROMOTION_COLUMNS}, p.site_id FROM p JOIN happy_hour_configs c ON c.id = p.config_id`;

export function createHappyHourScheduler(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock'> & { log: LedgerLog },
): HappyHourScheduler {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let unsubscribe: (() => Promise<void>) | null = null;

  async function open(config: StoredHappyHourConfig, startsAt: Date, endsAt: Date, duration: number) {
    return ledger.run(async (tx, book) => {
      const { rows } = await tx.query<PromotionRow>(OPEN_WINDOW_SQL, [config.id, startsAt, endsAt, duration]);
      const state = rows[0] ? toPromotionState(rows[0]) : null;
      if (state) book.publish(promotionsChannel(config.siteId), promotionStateUpdated(state));
      return state;
    });
  }

  /** Windows that have ended become finished, and their players' unfinished bonuses expired. */
  async function closeEnded(now: Date): Promise<PromotionState[]> {
    return ledger.run(async (tx: Queryable, book) => {
      const closed = await tx.query<PromotionRow>(
        `WITH p AS (
           UPDATE promotion_states SET status = 'finished', closed_at = $1
           WHERE status = 'ongoing' AND ends_at <= $1 RETURNING *)
         SELECT ${PROMOTION_COLUMNS}, p.site_id FROM p JOIN happy_hour_configs c ON c.id = p.config_id ORDER BY p.id`,
        [now],
      );
      if (closed.rows.length === 0) return [];
      const expired = await tx.query<BonusRow>(
        `WITH h AS (
           UPDATE hh_bonus_states SET status = 'expired'
           WHERE promotion_state_id = ANY ($1::bigint[]) AND status = 'ongoing' RETURNING *)
         SELECT ${BONUS_COLUMNS} FROM h JOIN promotion_states p ON p.id = h.promotion_state_id`,
        [closed.rows.map((row) => Number(row.id))],
      );
      const states = closed.rows.map((row) => {
        const state = toPromotionState(row);
        book.publish(promotionsChannel(Number(row.site_id)), promotionStateUpdated(state));
        return state;
      });
      for (const row of expired.rows) {
        book.publish(unitPromotionsChannel(Number(row.unit_id)), hhBonusStateUpdated(toHhBonusState(row)));
      }
      return states;
    });
  }

  async function tick(): Promise<TickResult> {
    const now = clock.now();
    const closed = await closeEnded(now);
    const opened: PromotionState[] = [];
    const configs = await activeConfigs(db);
    const moments: number[] = [];
    for (const config of configs) {
      const window = currentWindow(config, now);
      if (window) {
        const state = await open(config, window.startsAt, window.endsAt, config.duration);
        if (state) opened.push(state);
      }
      moments.push(scheduleRuns(config.schedule, now).next.getTime());
    }
    const ending = await db.query<{ ends_at: Date | null }>(
      `SELECT min(ends_at) AS ends_at FROM promotion_states WHERE status = 'ongoing'`,
    );
    if (ending.rows[0]?.ends_at) moments.push(new Date(ending.rows[0].ends_at).getTime());
    const future = moments.filter((moment) => moment > now.getTime());
    return { opened, closed, nextAt: future.length > 0 ? new Date(Math.min(...future)) : null };
  }

  function schedule(delayMs: number): void {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void loop(), Math.max(0, Math.min(delayMs, MAX_SLEEP_MS)));
    timer.unref();
  }

  async function loop(): Promise<void> {
    timer = null;
    try {
      const { nextAt } = await tick();
      // A little after the moment, so that the window's start or end is in the past when the tick reads the clock.
      schedule(nextAt ? nextAt.getTime() - clock.now().getTime() + 20 : MAX_SLEEP_MS);
    } catch (err) {
      ctx.log.warn({ err }, 'happy hours: scheduler tick failed');
      schedule(RETRY_MS);
    }
  }

  return {
    tick,

    async startNow(siteId, duration) {
      const [config] = await activeConfigs(db, siteId);
      if (!config) return null;
      const now = clock.now();
      const seconds = duration ?? config.duration;
      const state = await open(config, now, new Date(now.getTime() + seconds * 1000), seconds);
      // A tick now finds the window's end among its next moments, so this node closes it on time.
      schedule(0);
      return state;
    },

    start() {
      if (running) return;
      running = true;
      schedule(0);
      // An operator's change is read at once, whichever node it was made on.
      void ctx.bus
        .subscribe(HAPPY_HOUR_CONFIGS_CHANNEL, () => schedule(0))
        .then((off) => {
          if (running) unsubscribe = off;
          else off().catch(() => undefined);
        })
        .catch((err: unknown) => ctx.log.warn({ err }, 'happy hours: cannot hear config changes'));
    },

    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      // The bus may be closing too: nothing is left to hear then.
      unsubscribe?.().catch(() => undefined);
      unsubscribe = null;
    },
  };
}
