/** The statement's filters as the player sets them, and the query they make (days in the site's zone, lib/dates). */

import type { TransactionType } from '../../../contract/statement';
import { dayStart } from '../../lib/dates';

/** 'all', or one of the contract's types. */
export type TypeFilter = 'all' | TransactionType;

export interface StatementFilters {
  type: TypeFilter;
  /** Days as a date input holds them, 'YYYY-MM-DD', or '' when not set. Both ends are whole days. */
  from: string;
  to: string;
}

export const NO_FILTERS: StatementFilters = { type: 'all', from: '', to: '' };

/** The statement call's arguments, less the page's cursor. */
export interface StatementArgs {
  token: string;
  type?: TransactionType;
  /** ISO instants: `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
}

export const isUnfiltered = (filters: StatementFilters) =>
  filters.type === 'all' && filters.from === '' && filters.to === '';

/** A date input's 'YYYY-MM-DD' plus `days`, as the instant that day starts in the site's zone (lib/dates). */
const localDayStart = (day: string, days = 0): string | undefined => dayStart(day, days)?.toISOString();

/** A range whose first day is after its last matches nothing, and is refused before any call. */
export const isRangeBackwards = (filters: StatementFilters) =>
  filters.from !== '' && filters.to !== '' && filters.from > filters.to;

/** The call's arguments: the server's `to` is exclusive, so the last day ends at the next day's local midnight. */
export function statementArgs(token: string, filters: StatementFilters): StatementArgs {
  return {
    token,
    type: filters.type === 'all' ? undefined : filters.type,
    from: localDayStart(filters.from),
    to: localDayStart(filters.to, 1),
  };
}

export { groupByDay, localDay } from '../../lib/dates';
