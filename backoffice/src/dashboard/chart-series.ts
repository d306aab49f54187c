/** The daily report turned into what the dashboard's charts draw: one label and one value per day, per figure. */

import { CURRENCY_SYMBOLS, MINOR_UNITS_PER_MAJOR } from '../../../contract/money';
import type { DailyReport } from '../../../contract/reports';

export interface ChartSeries {
  /** `Mon 23`: short enough for 30 ticks on a tablet. */
  labels: string[];
  ggr: number[];
  ngr: number[];
  deposits: number[];
  withdrawals: number[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `2026-11-23` → `Mon 23` (the day is the site's calendar day: read as a date, never shifted by a time zone). */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
}

/** Oldest day first, whatever order the rows came in; figures stay in minor units. */
export function chartSeries(days: readonly DailyReport[]): ChartSeries {
  const sorted = [...days].sort((a, b) => a.day.localeCompare(b.day));
  return {
    labels: sorted.map((row) => dayLabel(row.day)),
    ggr: sorted.map((row) => row.ggr),
    ngr: sorted.map((row) => row.ngr),
    deposits: sorted.map((row) => row.deposits),
    withdrawals: sorted.map((row) => row.withdrawals),
  };
}

/** Axis ticks as `formatMoney` writes amounts, shortened: `R12.5K`, `-₹450`; the exact amount shows in the tooltip. */
export function compactMoney(minor: number, currency: string): string {
  const major = Math.abs(minor) / MINOR_UNITS_PER_MAJOR;
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(major);
  return `${minor < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency] ?? ''}${compact}`;
}
