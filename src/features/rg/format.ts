/** How the RG screens write spans and signed money (dates: lib/dates). */

import { formatMoney } from '../../../contract/money';
import type { RgSelfExclusionPeriod, RgTimeOutPeriod } from '../../../contract/rg';

/** Signed money: '+R12.00', '−R5.50', 'R0.00' (a true minus sign, as screen readers and the eye read it). */
export function signedMoney(minor: number, currency: string): string {
  if (minor === 0) return formatMoney(0, currency);
  return `${minor > 0 ? '+' : '−'}${formatMoney(Math.abs(minor), currency)}`;
}

/** A span of play as a clock: 0:05:09, 1:42:00. */
export function playedClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

const HOUR_MS = 3_600_000;
const TIME_OUT_HOURS: Record<RgTimeOutPeriod, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '42d': 42 * 24 };
const SELF_EXCLUSION_MONTHS: Record<RgSelfExclusionPeriod, number> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };

/** When a break taken now would end (the server's answer then says exactly). */
export function breakEnd(period: RgTimeOutPeriod | RgSelfExclusionPeriod, now = new Date()): Date {
  if (period in TIME_OUT_HOURS) return new Date(now.getTime() + TIME_OUT_HOURS[period as RgTimeOutPeriod] * HOUR_MS);
  const end = new Date(now);
  end.setMonth(end.getMonth() + SELF_EXCLUSION_MONTHS[period as RgSelfExclusionPeriod]);
  return end;
}
