/**
 * The audit trail: every change a staff member makes writes one row here in the transaction that makes the change,
 * so there is never a change without its row nor a row without its change. The table refuses UPDATE and DELETE.
 */

import type { AuditEntry } from '../../../../../contract/backoffice';
import type { Queryable } from '../../../db/database';
import type { ListQuery } from '../lists';

export interface AuditWrite {
  at: Date;
  /** Null for the CLI. */
  staffId: number | null;
  action: string;
  target: string;
  playerId?: number | null;
  siteId?: number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: Queryable, entry: AuditWrite): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (at, staff_id, action, target, player_id, site_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.at,
      entry.staffId,
      entry.action,
      entry.target,
      entry.playerId ?? null,
      entry.siteId ?? null,
      entry.reason ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

export const AUDIT_SORTS = ['id', 'at', 'staff_id', 'action'] as const;

export interface AuditFilter {
  staff_id?: number;
  player_id?: number;
  action?: string;
}

/** A page of the trail: rows about the staff member's sites, and rows about no site (staff, sessions). */
export async function listAudit(
  q: Queryable,
  siteIds: readonly number[],
  filter: AuditFilter,
  list: ListQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const params: unknown[] = [siteIds];
  const where = ['(a.site_id IS NULL OR a.site_id = ANY($1::integer[]))'];
  if (filter.staff_id !== undefined) where.push(`a.staff_id = $${params.push(filter.staff_id)}`);
  if (filter.player_id !== undefined) where.push(`a.player_id = $${params.push(filter.player_id)}`);
  if (filter.action !== undefined) where.push(`a.action = $${params.push(filter.action)}`);
  const whereSql = where.join(' AND ');
  const total = await q.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM audit_log a WHERE ${whereSql}`,
    params,
  );
  const order = `a.${list.sort} ${list.order}${list.sort === 'id' ? '' : `, a.id ${list.order}`}`;
  const { rows } = await q.query<AuditEntry>(
    `SELECT a.id, to_char(a.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, a.staff_id, a.action,
       a.target, a.reason, a.before, a.after
     FROM audit_log a WHERE ${whereSql} ORDER BY ${order}
     LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
    params,
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      staff_id: row.staff_id === null ? null : Number(row.staff_id),
    })),
    total: Number(total.rows[0]?.total ?? 0),
  };
}
