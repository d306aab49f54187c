/** The statement's filters as the player sets them, and the query they make (dates in the player's own zone). */

import type { TransactionType } from '../../../contract/statement';

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

/** A date input's 'YYYY-MM-DD' plus `days`, as the instant that day starts in the player's zone. */
function localDayStart(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString();
}

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

export { groupByDay, localDay } from '../../lib/local-days';
