/**
 * react-admin's simple REST list conventions (ra-data-simple-rest): `filter` a JSON object, `range` `[first, last]`
 * (both inclusive), `sort` `["field", "ASC"|"DESC"]`; the answer is a JSON array with
 * `Content-Range: <resource> <first>-<last>/<total>`. Bad JSON or an unknown sort field is 422 validation_error.
 */

import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../../contract/errors';
import { fail } from '../../errors';

const JsonText = Type.String({ maxLength: 2000 });

/** The query string of every list route. */
export const ListQuerystring = Type.Object({
  filter: Type.Optional(JsonText),
  range: Type.Optional(JsonText),
  sort: Type.Optional(JsonText),
});

export interface ListQuery {
  offset: number;
  limit: number;
  sort: string;
  order: 'ASC' | 'DESC';
}

const DEFAULT_PAGE = 25;
export const MAX_PAGE = 500;

function parseJson(field: string, raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw fail(ErrorCodes.validation, `${field} must be JSON`);
  }
}

/** `range` and `sort` as a page: sorts outside `sorts` are refused, the page is at most MAX_PAGE rows. */
export function parseList(
  query: { range?: string; sort?: string },
  sorts: readonly string[],
  defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'DESC'],
): ListQuery {
  const range = parseJson('range', query.range);
  let offset = 0;
  let limit = DEFAULT_PAGE;
  if (range !== undefined) {
    const ok =
      Array.isArray(range) &&
      range.length === 2 &&
      range.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) &&
      (range[1] as number) >= (range[0] as number);
    if (!ok) throw fail(ErrorCodes.validation, 'range must be [first, last], whole numbers from 0, last ≥ first');
    offset = range[0] as number;
    limit = Math.min((range[1] as number) - offset + 1, MAX_PAGE);
  }
  const sort = parseJson('sort', query.sort);
  let [field, order] = defaultSort;
  if (sort !== undefined) {
    const ok =
      Array.isArray(sort) &&
      sort.length === 2 &&
      sorts.includes(sort[0] as string) &&
      (sort[1] === 'ASC' || sort[1] === 'DESC');
    if (!ok) throw fail(ErrorCodes.validation, `sort must be [field, "ASC"|"DESC"], field one of ${sorts.join(', ')}`);
    [field, order] = sort as [string, 'ASC' | 'DESC'];
  }
  return { offset, limit, sort: field, order };
}

type FilterField = 'integer' | 'string' | 'boolean';

/** The largest id a filter names: PostgreSQL's `integer`, so a bigger number is a 422 here, not the database's 500. */
const FILTER_ID_MAX = 2_147_483_647;

/** `filter` as an object of the known fields and types; other keys are refused, so a typo never lists everything. */
export function parseFilter<T extends object>(raw: string | undefined, fields: Record<string, FilterField>): T {
  const filter = parseJson('filter', raw) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw fail(ErrorCodes.validation, 'filter must be a JSON object');
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const type = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!type)
      throw fail(ErrorCodes.validation, `filter has no field ${key}; fields are ${Object.keys(fields).join(', ')}`);
    if (value === null || value === '') continue;
    let read: unknown = value;
    if (type === 'integer' && typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value)) read = Number(value);
    const ok =
      (type === 'integer' && Number.isSafeInteger(read) && (read as number) > 0 && (read as number) <= FILTER_ID_MAX) ||
      (type === 'string' && typeof read === 'string' && read.length <= 200) ||
      (type === 'boolean' && typeof read === 'boolean');
    if (!ok)
      throw fail(
        ErrorCodes.validation,
        `filter.${key} must be ${type === 'integer' ? `a whole number from 1 to ${FILTER_ID_MAX}` : `a ${type}`}`,
      );
    out[key] = read;
  }
  return out as T;
}

/** The list's answer: the page's rows, and their place in the whole as react-admin reads it. */
export function sendList<T>(reply: FastifyReply, resource: string, list: ListQuery, rows: T[], total: number): T[] {
  const last = rows.length === 0 ? list.offset : list.offset + rows.length - 1;
  reply.header('content-range', `${resource} ${list.offset}-${last}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return rows;
}
