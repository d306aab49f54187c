/**
 * The operators' reports: a summary and a daily series per site in its currency (contract/reports.ts), from the
 * ledger's flows (server/src/ledger/flows.ts), rolled up first where they are not final.
 */

import { COUNTRY_TIME_ZONES } from '../../../../contract/money';
import { REPORT_MAX_DAYS, type DailyReport, type ReportFigures } from '../../../../contract/reports';
import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import { fail } from '../../errors';
import { activePlayers, bucketOf, flowsByDay, FLOW_BUCKET_MS, FLOW_SETTLE_MS, rollUpFlows } from '../../ledger/flows';
import { ACTIVE_PLAYER_KINDS, addAmounts, figuresOf } from './figures';
import { daySpan, newPlayersByDay, reportSite } from './repository';

const DAY_MS = 24 * 60 * 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ReportsService {
  summary(siteId: number, from: string, to: string): Promise<ReportFigures>;
  daily(siteId: number, from: string, to: string): Promise<DailyReport[]>;
  /** Rolls up what has moved lately; the scheduler calls it, so that a report rolls up little itself. */
  rollUpRecent(): Promise<void>;
}

/** Reports reach no further back or ahead than this (PostgreSQL refuses year 0, which JavaScript reads). */
const FIRST_DAY = Date.UTC(2000, 0, 1);
const LAST_DAY = Date.UTC(2999, 11, 31);

/** A calendar date, checked: 2026-02-30 is not one. */
function checkedDate(value: string, name: string): number {
  const at = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  if (Number.isNaN(at) || at < FIRST_DAY || at > LAST_DAY || new Date(at).toISOString().slice(0, 10) !== value) {
    throw fail(ErrorCodes.validation, `${name} must be a date, YYYY-MM-DD, from 2000-01-01`);
  }
  return at;
}

export function createReportsService(ctx: Pick<AppContext, 'db' | 'clock'>): ReportsService {
  const { db, clock } = ctx;

  /** The site, the span's instants, its days' flows and its new players; every bucket it needs rolled up first. */
  async function read(siteId: number, from: string, to: string) {
    const first = checkedDate(from, 'from');
    const last = checkedDate(to, 'to');
    if (last < first) throw fail(ErrorCodes.validation, 'from must not be after to');
    if ((last - first) / DAY_MS + 1 > REPORT_MAX_DAYS) {
      throw fail(ErrorCodes.validation, `A report covers at most ${REPORT_MAX_DAYS} days`);
    }
    const site = await reportSite(db, siteId);
    if (!site) throw fail(ErrorCodes.notFound);
    const timeZone = COUNTRY_TIME_ZONES[site.country];
    const instants = await daySpan(db, from, to, timeZone);
    await rollUpFlows(db, instants, clock.now(), ACTIVE_PLAYER_KINDS);
    const span = { siteId, ...instants, timeZone };
    const [days, newPlayers] = await Promise.all([flowsByDay(db, span), newPlayersByDay(db, span)]);
    return { site, span, days, newPlayers };
  }

  return {
    async summary(siteId, from, to) {
      const { site, span, days, newPlayers } = await read(siteId, from, to);
      const joined = [...newPlayers.values()].reduce((sum, players) => sum + players, 0);
      return figuresOf(site.currency, addAmounts(days), { active: await activePlayers(db, span), new: joined });
    },

    async daily(siteId, from, to) {
      const { site, days, newPlayers } = await read(siteId, from, to);
      // Every day of the span, the quiet ones as zeros, so that a chart of them has no gaps.
      const names: string[] = [];
      for (let at = checkedDate(from, 'from'); at <= checkedDate(to, 'to'); at += DAY_MS) {
        names.push(new Date(at).toISOString().slice(0, 10));
      }
      return names.map((name) => {
        const day = days.find((each) => each.day === name);
        const figures = figuresOf(site.currency, day?.amounts ?? new Map(), {
          active: day?.players ?? 0,
          new: newPlayers.get(name) ?? 0,
        });
        return { id: name, day: name, ...figures };
      });
    },

    async rollUpRecent() {
      const now = clock.now();
      const from = bucketOf(new Date(now.getTime() - FLOW_SETTLE_MS - FLOW_BUCKET_MS));
      await rollUpFlows(db, { from, to: new Date(now.getTime() + FLOW_BUCKET_MS) }, now, ACTIVE_PLAYER_KINDS);
    },
  };
}
