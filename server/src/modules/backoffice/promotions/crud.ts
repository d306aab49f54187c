/**
 * The routes every promotions resource has, as react-admin's simple REST provider calls them: `GET x` (a list with
 * filter, range and sort), `GET x/<id>`, `POST x`, `PUT x/<id>`, and `DELETE x/<id>`, which turns the resource off
 * (a window, bonus or pot may already depend on it) and answers it. The service scopes everything to the staff
 * member's sites: another site's resource, or a list filtered by another site, is 404.
 */

import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { staffOf } from '../guard';
import { ListQuerystring, parseFilter, parseList, sendList, type ListQuery } from '../lists';
import type { Access } from '../roles';
import { errorAnswers, IdParams } from '../schemas';
import { ErrorCodes } from '../../../../../contract/errors';
import { PgCodes, pgErrorCode, type Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import type { StaffRow } from '../staff/repository';
import { assertOwnSite } from './scope';

export interface CrudService<Row, Filter, Create, Update> {
  list(staff: StaffRow, filter: Filter, list: ListQuery): Promise<{ rows: Row[]; total: number }>;
  one(staff: StaffRow, id: number): Promise<Row>;
  create(staff: StaffRow, body: Create): Promise<Row>;
  update(staff: StaffRow, id: number, body: Update): Promise<Row>;
  disable(staff: StaffRow, id: number): Promise<Row>;
}

export interface CrudOptions<Row, Filter, Create, Update> {
  /** The resource's path and react-admin name, e.g. `happy_hours`. */
  resource: string;
  access: Access;
  row: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
  sorts: readonly string[];
  filter: Parameters<typeof parseFilter>[1];
  service: CrudService<Row, Filter, Create, Update>;
}

export function registerCrud<Row, Filter extends object, Create, Update>(
  app: FastifyInstance,
  options: CrudOptions<Row, Filter, Create, Update>,
): void {
  const { resource, service } = options;
  const config = { backoffice: options.access };
  const one = { 200: options.row, ...errorAnswers };

  app.get(
    `/${resource}`,
    { config, schema: { querystring: ListQuerystring, response: { 200: Type.Array(options.row), ...errorAnswers } } },
    async (request, reply) => {
      const query = request.query as { filter?: string; range?: string; sort?: string };
      const list = parseList(query, options.sorts);
      const filter = parseFilter<Filter>(query.filter, options.filter);
      const { staff } = staffOf(request);
      // A list of another site's resources is not found, as each of them is.
      const siteId = (filter as { site_id?: unknown }).site_id;
      if (typeof siteId === 'number') assertOwnSite(staff, siteId);
      const { rows, total } = await service.list(staff, filter, list);
      return sendList(reply, resource, list, rows, total);
    },
  );

  app.get(`/${resource}/:id`, { config, schema: { params: IdParams, response: one } }, async (request) =>
    service.one(staffOf(request).staff, (request.params as { id: number }).id),
  );

  app.post(`/${resource}`, { config, schema: { body: options.createBody, response: one } }, async (request) =>
    nameTaken(resource, service.create(staffOf(request).staff, request.body as Create)),
  );

  app.put(
    `/${resource}/:id`,
    { config, schema: { params: IdParams, body: options.updateBody, response: one } },
    async (request) =>
      nameTaken(
        resource,
        service.update(staffOf(request).staff, (request.params as { id: number }).id, request.body as Update),
      ),
  );

  app.delete(`/${resource}/:id`, { config, schema: { params: IdParams, response: one } }, async (request) =>
    service.disable(staffOf(request).staff, (request.params as { id: number }).id),
  );
}

/**
 * Each service refuses a name its site already has before it writes; two staff members saving the same name at once
 * both pass that check, and the table's unique key stops the second: the same 422, not a 500.
 */
async function nameTaken<T>(resource: string, saving: Promise<T>): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    if (pgErrorCode(error) === PgCodes.uniqueViolation)
      throw fail(ErrorCodes.validation, `that name is already taken by another of this site's ${resource}`);
    throw error;
  }
}

export interface PageQuery {
  /** The table's alias in `from`: its `id`, `site_id` and `active` columns are filtered and sorted by. */
  alias: string;
  columns: string;
  from: string;
  filter: { site_id?: number; active?: boolean };
  /** Further conditions, their values pushed onto `params` (which starts with the staff member's sites). */
  more?: (params: unknown[]) => string[];
}

/** A page of a site-scoped resource: the staff member's sites only, by site and switch, sorted, counted. */
export async function readPage<R>(
  q: Queryable,
  staff: StaffRow,
  query: PageQuery,
  list: ListQuery,
): Promise<{ rows: R[]; total: number }> {
  const { alias: a, filter } = query;
  const params: unknown[] = [staff.site_ids];
  const where = [`${a}.site_id = ANY($1::integer[])`];
  if (filter.site_id !== undefined) where.push(`${a}.site_id = $${params.push(filter.site_id)}`);
  if (filter.active !== undefined) where.push(`${a}.active = $${params.push(filter.active)}`);
  where.push(...(query.more?.(params) ?? []));
  const whereSql = where.join(' AND ');
  const total = await q.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM ${query.from} WHERE ${whereSql}`,
    params,
  );
  const { rows } = await q.query<R>(
    `SELECT ${query.columns} FROM ${query.from} WHERE ${whereSql}
     ORDER BY ${a}.${list.sort} ${list.order}, ${a}.id ${list.order}
     LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
    params,
  );
  return { rows, total: Number(total.rows[0]?.total ?? 0) };
}
