/**
 * The statement's query, read strictly: types from the contract's list, ISO 8601 dates that exist, and a cursor
 * that is exactly one this server gave out. Anything else is a 422 naming the field, before any query runs.
 */

import { TRANSACTION_TYPES, type TransactionType } from '../../../../contract/statement';
import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';

/** Where the last page ended: its oldest row's exact time (PostgreSQL's microseconds, as text) and id. */
export interface Position {
  at: string;
  id: number;
}

function refuse(field: string, message: string): never {
  throw fail(ErrorCodes.validation, `${field} ${message}`);
}

export function parseTypes(raw: readonly string[] | undefined): TransactionType[] | undefined {
  if (raw === undefined) return undefined;
  for (const type of raw) {
    if (!(TRANSACTION_TYPES as readonly string[]).includes(type)) {
      refuse('types', `must each be one of ${TRANSACTION_TYPES.join(', ')}`);
    }
  }
  return [...new Set(raw as TransactionType[])];
}

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date (midnight UTC) or date-time (UTC unless it names a zone) that exists on the calendar. */
export function parseInstant(field: string, raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const parts = ISO_8601.exec(raw);
  if (!parts) refuse(field, 'must be an ISO 8601 date or date-time, e.g. 2024-05-01T00:00:00Z');
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => Number(part ?? 0));
  const local = new Date(Date.UTC(year!, month! - 1, day, hour, minute, second));
  const exists =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month! - 1 &&
    local.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!exists) refuse(field, 'is not a date on the calendar');
  const millis = Number((parts[7] ?? '').padEnd(3, '0').slice(0, 3));
  const zone = parts[8];
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)!;
    if (Number(hours) > 23 || Number(minutes) > 59) refuse(field, 'has a time zone offset that does not exist');
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  }
  return new Date(local.getTime() + millis - offsetMinutes * 60_000);
}

/** PostgreSQL's own rendering of a timestamptz in UTC, to the microsecond (what the cursor carries). */
const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** `list` names what gave the cursor out, for the refusal (the statement, my bets …). */
export function parseCursor(raw: string | undefined, list = 'statement'): Position | undefined {
  if (raw === undefined) return undefined;
  const text = Buffer.from(raw, 'base64url').toString();
  const [at, id, ...rest] = text.split('|');
  const position = { at: at ?? '', id: Number(id) };
  // Only a cursor we would have written ourselves: a re-encoding must give back exactly what was sent.
  const ours =
    rest.length === 0 &&
    EXACT_TIME.test(position.at) &&
    /^[1-9]\d{0,15}$/.test(id ?? '') &&
    Number.isSafeInteger(position.id) &&
    !Number.isNaN(Date.parse(position.at)) &&
    encodeCursor(position) === raw;
  if (!ours) refuse('cursor', `is not one this ${list} gave out`);
  return position;
}
