/**
 * The verification desk's reads: plain SQL over verifications and their players, always within the staff member's
 * sites (another site's verification is not found). A pending verification past its expiry reads as expired, as the
 * player's own answers have it, even before anything marks it.
 */

import type {
  VerificationDetail,
  VerificationQueueRow,
  VerificationSubmittedDetails,
} from '../../../../../contract/backoffice-verifications';
import type { KycDocumentType, TargetLevel, VerificationStatus } from '../../../../../contract/verification';
import type { Queryable } from '../../../db/database';
import type { ListQuery } from '../lists';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `$2` is now, in every query here. */
const STATUS = `CASE WHEN v.status = 'pending' AND v.expires_at <= $2 THEN 'expired' ELSE v.status END`;
const DECIDED_AT = `CASE WHEN v.status = 'pending' AND v.expires_at <= $2 THEN v.expires_at ELSE v.settled_at END`;

const ROW_COLUMNS = `v.id, v.user_id AS player_id, u.site_id, ${STATUS} AS status, v.level,
  btrim(u.first_name || ' ' || u.last_name) AS player_name, u.phone AS player_phone,
  ${ISO('v.created_at')} AS created_at, ${ISO('v.submitted_at')} AS submitted_at, ${ISO(DECIDED_AT)} AS decided_at`;

const SORT_COLUMNS: Record<string, string> = {
  submitted_at: 'v.submitted_at',
  created_at: 'v.created_at',
  level: 'v.level',
  status: STATUS,
};

interface QueueRecord extends Omit<VerificationQueueRow, 'player_id' | 'site_id' | 'level'> {
  player_id: number | string;
  site_id: number | string;
  level: number | string;
}

function toQueueRow(row: QueueRecord): VerificationQueueRow {
  return {
    id: row.id,
    player_id: Number(row.player_id),
    site_id: Number(row.site_id),
    status: row.status,
    level: Number(row.level) as TargetLevel,
    player_name: row.player_name,
    player_phone: row.player_phone,
    created_at: row.created_at,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
  };
}

export interface VerificationFilter {
  status?: VerificationStatus;
  player_id?: number;
  site_id?: number;
}

export async function listVerifications(
  q: Queryable,
  siteIds: readonly number[],
  filter: VerificationFilter,
  list: ListQuery,
  now: Date,
): Promise<{ rows: VerificationQueueRow[]; total: number }> {
  const params: unknown[] = [siteIds, now];
  // $2 typed here: the count names it only through a status filter, and an unused parameter has no type.
  const where = ['u.site_id = ANY($1::integer[])', '$2::timestamptz IS NOT NULL'];
  if (filter.status !== undefined) where.push(`${STATUS} = $${params.push(filter.status)}`);
  if (filter.player_id !== undefined) where.push(`v.user_id = $${params.push(filter.player_id)}`);
  if (filter.site_id !== undefined) where.push(`u.site_id = $${params.push(filter.site_id)}`);
  const from = `FROM verifications v JOIN users u ON u.id = v.user_id WHERE ${where.join(' AND ')}`;
  const total = await q.query<{ total: string }>(`SELECT count(*)::text AS total ${from}`, params);
  // Never submitted (no date) come last either way: the queue is about what players sent.
  const { rows } = await q.query<QueueRecord>(
    `SELECT ${ROW_COLUMNS} ${from}
     ORDER BY ${SORT_COLUMNS[list.sort] ?? 'v.submitted_at'} ${list.order} NULLS LAST, v.seq ${list.order}
     LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
    params,
  );
  return { rows: rows.map(toQueueRow), total: Number(total.rows[0]?.total ?? 0) };
}

interface DetailRecord extends QueueRecord {
  id_number: string | null;
  form_first_name: string | null;
  form_last_name: string | null;
  date_of_birth: string | null;
  decided_by: number | string | null;
  reason: string | null;
  content_type: KycDocumentType | null;
  size: number | string | null;
}

/** The verification with what the player submitted, if it is on one of `siteIds`; the player is added by the caller. */
export async function findVerification(
  q: Queryable,
  siteIds: readonly number[],
  id: string,
  now: Date,
): Promise<Omit<VerificationDetail, 'player'> | null> {
  const { rows } = await q.query<DetailRecord>(
    `SELECT ${ROW_COLUMNS}, v.id_number, v.first_name AS form_first_name, v.last_name AS form_last_name,
       to_char(v.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, v.decided_by, v.reason, d.content_type, d.size
     FROM verifications v JOIN users u ON u.id = v.user_id
       LEFT JOIN verification_documents d ON d.verification_id = v.id
     WHERE v.id = $3 AND u.site_id = ANY($1::integer[])`,
    [siteIds, now, id],
  );
  const row = rows[0];
  if (!row) return null;
  const details: VerificationSubmittedDetails | null =
    row.id_number === null
      ? null
      : {
          id_number: row.id_number,
          first_name: row.form_first_name ?? '',
          last_name: row.form_last_name ?? '',
          date_of_birth: row.date_of_birth ?? '',
        };
  return {
    ...toQueueRow(row),
    details,
    document: row.content_type === null ? null : { content_type: row.content_type, size: Number(row.size) },
    decided_by: row.decided_by === null ? null : Number(row.decided_by),
    reason: row.reason,
  };
}

/** The uploaded file of a verification (one the caller has found visible), or null. */
export async function readDocument(
  q: Queryable,
  id: string,
): Promise<{ contentType: KycDocumentType; bytes: Buffer } | null> {
  const { rows } = await q.query<{ content_type: KycDocumentType; content: Uint8Array }>(
    'SELECT content_type, content FROM verification_documents WHERE verification_id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.content) } : null;
}
