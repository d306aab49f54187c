/**
 * Player pages' reads and notes: plain SQL, always within the staff member's sites (another site's player is not
 * found, as if it did not exist).
 */

import type {
  PlayerBlockKind,
  PlayerBonus,
  PlayerNote,
  PlayerRound,
  PlayerRow,
} from '../../../../../contract/backoffice';
import type { Queryable } from '../../../db/database';
import type { ListQuery } from '../lists';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const PLAYER_COLUMNS = `u.id, u.site_id, u.phone, u.first_name, u.last_name, u.verification_level,
  ${ISO('u.created_at')} AS created_at, ${ISO('u.last_login_at')} AS last_login_at`;

interface PlayerRecord extends PlayerRow {
  login_blocked: boolean;
  deposit_blocked: boolean;
  withdrawal_blocked: boolean;
  game_blocked: boolean;
}

function toPlayer(row: PlayerRow): PlayerRow {
  return {
    id: Number(row.id),
    site_id: Number(row.site_id),
    phone: row.phone,
    first_name: row.first_name,
    last_name: row.last_name,
    verification_level: row.verification_level,
    created_at: row.created_at,
    last_login_at: row.last_login_at,
  };
}

export const PLAYER_SORTS = ['id', 'created_at', 'last_login_at', 'phone', 'last_name'] as const;

export interface PlayerFilter {
  q?: string;
  site_id?: number;
}

/** `%`, `_` and `\` matched as themselves in a LIKE pattern. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listPlayers(
  q: Queryable,
  siteIds: readonly number[],
  filter: PlayerFilter,
  list: ListQuery,
): Promise<{ rows: PlayerRow[]; total: number }> {
  const params: unknown[] = [siteIds];
  const where = ['u.site_id = ANY($1::integer[])'];
  if (filter.site_id !== undefined) where.push(`u.site_id = $${params.push(filter.site_id)}`);
  const text = filter.q?.trim();
  if (text) {
    const like = `$${params.push(likeText(text))}`;
    const digits = text.replace(/[\s()+-]/g, '');
    const byId = /^[0-9]{1,15}$/.test(text) ? ` OR u.id = $${params.push(Number(text))}` : '';
    const byPhone = /^[0-9]{3,15}$/.test(digits) ? ` OR u.phone LIKE $${params.push(likeText(digits))}` : '';
    where.push(`(u.phone ILIKE ${like} OR (u.first_name || ' ' || u.last_name) ILIKE ${like}${byId}${byPhone})`);
  }
  const whereSql = where.join(' AND ');
  const total = await q.query<{ total: string }>(
    `SELECT count(*)::text AS total FROM users u WHERE ${whereSql}`,
    params,
  );
  const nulls = list.order === 'DESC' ? 'NULLS LAST' : 'NULLS FIRST';
  const { rows } = await q.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM users u WHERE ${whereSql}
     ORDER BY u.${list.sort} ${list.order} ${nulls}, u.id ${list.order}
     LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
    params,
  );
  return { rows: rows.map(toPlayer), total: Number(total.rows[0]?.total ?? 0) };
}

/** The player with their blocks, if they are on one of `siteIds`; `lock` holds the row for a change. */
export async function findPlayer(
  q: Queryable,
  siteIds: readonly number[],
  id: number,
  lock = false,
): Promise<(PlayerRow & { blocks: PlayerBlockKind[] }) | null> {
  const { rows } = await q.query<PlayerRecord>(
    `SELECT ${PLAYER_COLUMNS}, u.login_blocked, u.deposit_blocked, u.withdrawal_blocked, u.game_blocked
     FROM users u WHERE u.id = $1 AND u.site_id = ANY($2::integer[])${lock ? ' FOR UPDATE' : ''}`,
    [id, siteIds],
  );
  const row = rows[0];
  if (!row) return null;
  const blocks = (['login', 'deposit', 'withdrawal', 'game'] as const).filter(
    (block) => row[`${block}_blocked` as const],
  );
  return { ...toPlayer(row), blocks };
}

export async function playerUnitIds(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM units WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => Number(row.id));
}

export async function listRounds(
  q: Queryable,
  userId: number,
  list: ListQuery,
): Promise<{ rows: PlayerRound[]; total: number }> {
  const total = await q.query<{ total: string }>(
    'SELECT count(*)::text AS total FROM game_rounds r JOIN units u ON u.id = r.unit_id WHERE u.user_id = $1',
    [userId],
  );
  const { rows } = await q.query<PlayerRound>(
    `SELECT r.id, r.unit_id, r.game_slug, r.round_id, r.bet, r.win, ${ISO('r.created_at')} AS created_at
     FROM game_rounds r JOIN units u ON u.id = r.unit_id WHERE u.user_id = $1
     ORDER BY r.${list.sort} ${list.order}, r.id ${list.order} LIMIT $2 OFFSET $3`,
    [userId, list.limit, list.offset],
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      unit_id: Number(row.unit_id),
      bet: Number(row.bet),
      win: Number(row.win),
    })),
    total: Number(total.rows[0]?.total ?? 0),
  };
}

/** Campaign bonuses and happy-hour bonuses together, newest first. */
export async function listBonuses(
  q: Queryable,
  userId: number,
  list: ListQuery,
): Promise<{ rows: PlayerBonus[]; total: number }> {
  const union = `
    SELECT 'campaign:' || b.id AS id, 'campaign' AS kind, b.unit_id, b.status, b.start_amount AS amount,
      b.accepted_at AS at, b.id AS seq
    FROM bonus_states b JOIN units u ON u.id = b.unit_id WHERE u.user_id = $1
    UNION ALL
    SELECT 'happy_hour:' || h.id, 'happy_hour', h.unit_id, h.status, h.bonus_amount, h.created_at, h.id
    FROM hh_bonus_states h JOIN units u ON u.id = h.unit_id WHERE u.user_id = $1`;
  const total = await q.query<{ total: string }>(`SELECT count(*)::text AS total FROM (${union}) x`, [userId]);
  const { rows } = await q.query<PlayerBonus>(
    `SELECT id, kind, unit_id, status, amount, ${ISO('at')} AS created_at FROM (${union}) x
     ORDER BY at ${list.order}, seq ${list.order} LIMIT $2 OFFSET $3`,
    [userId, list.limit, list.offset],
  );
  return {
    rows: rows.map((row) => ({ ...row, unit_id: Number(row.unit_id), amount: Number(row.amount) })),
    total: Number(total.rows[0]?.total ?? 0),
  };
}

export async function listNotes(
  q: Queryable,
  userId: number,
  list: ListQuery,
): Promise<{ rows: PlayerNote[]; total: number }> {
  const total = await q.query<{ total: string }>(
    'SELECT count(*)::text AS total FROM player_notes WHERE user_id = $1',
    [userId],
  );
  const { rows } = await q.query<PlayerNote>(
    `SELECT id, user_id AS player_id, staff_id, text, ${ISO('created_at')} AS created_at FROM player_notes
     WHERE user_id = $1 ORDER BY id ${list.order} LIMIT $2 OFFSET $3`,
    [userId, list.limit, list.offset],
  );
  return { rows: rows.map(toNote), total: Number(total.rows[0]?.total ?? 0) };
}

function toNote(row: PlayerNote): PlayerNote {
  return { ...row, id: Number(row.id), player_id: Number(row.player_id), staff_id: Number(row.staff_id) };
}

export async function insertNote(
  q: Queryable,
  note: { userId: number; staffId: number; text: string; now: Date },
): Promise<PlayerNote> {
  const { rows } = await q.query<PlayerNote>(
    `INSERT INTO player_notes (user_id, staff_id, text, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, user_id AS player_id, staff_id, text, ${ISO('created_at')} AS created_at`,
    [note.userId, note.staffId, note.text, note.now],
  );
  return toNote(rows[0]!);
}
