/**
 * The withdrawal queue's reads: plain SQL, always within the staff member's sites (another site's withdrawal is not
 * found, as if it did not exist). Rows carry what finance needs to pay one: the player, the amount and the details.
 */

import type { BackofficeWithdrawal, WithdrawalPayoutDetails } from '../../../../../contract/backoffice-withdrawals';
import type { Queryable } from '../../../db/database';
import type { ListQuery } from '../lists';
import { likeText } from '../players/repository';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const FROM = `FROM withdrawals w JOIN units u ON u.id = w.unit_id JOIN users p ON p.id = w.user_id
  JOIN sites s ON s.id = u.site_id`;

const COLUMNS = `w.id, u.site_id, w.user_id AS player_id, p.first_name AS player_first_name,
  p.last_name AS player_last_name, p.phone AS player_phone, w.method, w.amount, w.fee, s.currency_code AS currency,
  w.status, w.reference, w.details, w.payout_provider, w.bank_reference, w.settled_by, ${ISO('w.created_at')} AS created_at,
  ${ISO('w.settled_at')} AS settled_at`;

type WithdrawalRecord = Omit<BackofficeWithdrawal, 'details'> & { details: Record<string, unknown> | null };

const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'bank_name',
  'bank_account_number',
  'bank_branch_code',
  'bank_account_holder_name',
  'upi_account_id',
  'ifsc',
  'account_number',
] as const satisfies ReadonlyArray<keyof WithdrawalPayoutDetails>;

function toDetails(stored: Record<string, unknown> | null): WithdrawalPayoutDetails {
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) if (stored?.[field] !== undefined) details[field] = stored[field];
  return details as WithdrawalPayoutDetails;
}

function toWithdrawal(row: WithdrawalRecord): BackofficeWithdrawal {
  return {
    ...row,
    id: Number(row.id),
    site_id: Number(row.site_id),
    player_id: Number(row.player_id),
    amount: Number(row.amount),
    fee: Number(row.fee),
    details: toDetails(row.details),
    settled_by: row.settled_by === null ? null : Number(row.settled_by),
  };
}

export const WITHDRAWAL_SORTS = ['id', 'created_at', 'amount', 'status', 'settled_at'] as const;

export interface WithdrawalFilter {
  /** Our reference (`W…`), part of the player's phone, or of their name. */
  q?: string;
  status?: string;
  method?: string;
  site_id?: number;
  player_id?: number;
  /** True: those finance pays by hand; false: those a payout provider is paying. */
  by_hand?: boolean;
}

function whereOf(siteIds: readonly number[], filter: WithdrawalFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [siteIds];
  const where = ['u.site_id = ANY($1::integer[])'];
  if (filter.status !== undefined) where.push(`w.status = $${params.push(filter.status)}`);
  if (filter.method !== undefined) where.push(`w.method = $${params.push(filter.method)}`);
  if (filter.site_id !== undefined) where.push(`u.site_id = $${params.push(filter.site_id)}`);
  if (filter.player_id !== undefined) where.push(`w.user_id = $${params.push(filter.player_id)}`);
  if (filter.by_hand !== undefined) where.push(`w.payout_provider IS ${filter.by_hand ? '' : 'NOT '}NULL`);
  const text = filter.q?.trim();
  if (text) {
    const digits = text.replace(/[\s()+-]/g, '');
    const byPhone = /^[0-9]{3,15}$/.test(digits) ? ` OR p.phone LIKE $${params.push(likeText(digits))}` : '';
    where.push(
      `(w.reference = $${params.push(text.toUpperCase())}${byPhone}
        OR (p.first_name || ' ' || p.last_name) ILIKE $${params.push(likeText(text))})`,
    );
  }
  return { sql: where.join(' AND '), params };
}

export async function listWithdrawals(
  q: Queryable,
  siteIds: readonly number[],
  filter: WithdrawalFilter,
  list: ListQuery,
): Promise<{ rows: BackofficeWithdrawal[]; total: number }> {
  const { sql, params } = whereOf(siteIds, filter);
  const total = await q.query<{ total: string }>(`SELECT count(*)::text AS total ${FROM} WHERE ${sql}`, params);
  const nulls = list.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
  const { rows } = await q.query<WithdrawalRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${sql} ORDER BY w.${list.sort} ${list.order} ${nulls}, w.id ${list.order}
     LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
    params,
  );
  return { rows: rows.map(toWithdrawal), total: Number(total.rows[0]?.total ?? 0) };
}

/**
 * The withdrawals the filter names that finance pays by hand, oldest first, at most `limit`: the bank file's rows. A
 * provider's never: paid from the file as well, the player would be paid twice.
 */
export async function oldestWithdrawals(
  q: Queryable,
  siteIds: readonly number[],
  filter: Omit<WithdrawalFilter, 'by_hand'>,
  limit: number,
): Promise<BackofficeWithdrawal[]> {
  const { sql, params } = whereOf(siteIds, { ...filter, by_hand: true });
  const { rows } = await q.query<WithdrawalRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${sql} ORDER BY w.created_at, w.id LIMIT $${params.push(limit)}`,
    params,
  );
  return rows.map(toWithdrawal);
}

export async function findWithdrawal(
  q: Queryable,
  siteIds: readonly number[],
  id: number,
): Promise<BackofficeWithdrawal | null> {
  const { rows } = await q.query<WithdrawalRecord>(
    `SELECT ${COLUMNS} ${FROM} WHERE w.id = $2 AND u.site_id = ANY($1::integer[])`,
    [siteIds, id],
  );
  return rows[0] ? toWithdrawal(rows[0]) : null;
}
