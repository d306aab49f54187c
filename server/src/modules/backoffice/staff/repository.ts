/** Staff and their sessions: plain SQL, each method on the database or the caller's transaction. */

import type { Staff, StaffRole } from '../../../../../contract/backoffice';
import type { Queryable } from '../../../db/database';

export interface StaffRow {
  id: number;
  email: string;
  password_hash: string;
  totp_secret: string;
  role: StaffRole;
  site_ids: number[];
  disabled: boolean;
  must_enrol: boolean;
  last_totp_step: number;
  created_at: Date;
}

const COLUMNS =
  'id, email, password_hash, totp_secret, role, site_ids, disabled, must_enrol, last_totp_step, created_at';

function toRow(row: StaffRow): StaffRow {
  return {
    ...row,
    id: Number(row.id),
    site_ids: row.site_ids.map(Number),
    last_totp_step: Number(row.last_totp_step),
  };
}

export function toStaff(row: Pick<StaffRow, 'id' | 'email' | 'role' | 'site_ids'>): Staff {
  return { id: row.id, email: row.email, role: row.role, site_ids: row.site_ids };
}

export interface NewStaff {
  email: string;
  passwordHash: string;
  totpSecret: string;
  role: StaffRole;
  siteIds: number[];
  mustEnrol: boolean;
}

export function createStaffRepository(db: Queryable) {
  return {
    async findByEmail(email: string, q: Queryable = db): Promise<StaffRow | null> {
      const { rows } = await q.query<StaffRow>(`SELECT ${COLUMNS} FROM staff WHERE lower(email) = lower($1)`, [email]);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async findById(id: number, q: Queryable = db, lock = false): Promise<StaffRow | null> {
      const { rows } = await q.query<StaffRow>(
        `SELECT ${COLUMNS} FROM staff WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async list(q: Queryable = db): Promise<StaffRow[]> {
      const { rows } = await q.query<StaffRow>(`SELECT ${COLUMNS} FROM staff ORDER BY id`);
      return rows.map(toRow);
    },

    async insert(staff: NewStaff, q: Queryable = db): Promise<StaffRow> {
      const { rows } = await q.query<StaffRow>(
        `INSERT INTO staff (email, password_hash, totp_secret, role, site_ids, must_enrol)
         VALUES ($1, $2, $3, $4, $5::integer[], $6) RETURNING ${COLUMNS}`,
        [staff.email, staff.passwordHash, staff.totpSecret, staff.role, staff.siteIds, staff.mustEnrol],
      );
      return toRow(rows[0]!);
    },

    /** A new one-time password and TOTP secret: the staff member enrols again. */
    async reset(id: number, passwordHash: string, totpSecret: string, q: Queryable = db): Promise<StaffRow | null> {
      const { rows } = await q.query<StaffRow>(
        `UPDATE staff SET password_hash = $2, totp_secret = $3, must_enrol = true, last_totp_step = 0
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, passwordHash, totpSecret],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async setDisabled(id: number, disabled: boolean, q: Queryable = db): Promise<StaffRow | null> {
      const { rows } = await q.query<StaffRow>(`UPDATE staff SET disabled = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
        id,
        disabled,
      ]);
      return rows[0] ? toRow(rows[0]) : null;
    },

    async finishEnrolment(id: number, passwordHash: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE staff SET password_hash = $2, must_enrol = false WHERE id = $1', [id, passwordHash]);
    },

    /**
     * Takes a TOTP step as used: false when that step or a later one was already used (a replay, or a parallel
     * sign-in with the same code that got there first).
     */
    async useTotpStep(id: number, step: number, q: Queryable = db): Promise<boolean> {
      const { rowCount } = await q.query('UPDATE staff SET last_totp_step = $2 WHERE id = $1 AND last_totp_step < $2', [
        id,
        step,
      ]);
      return rowCount === 1;
    },

    async openSession(idHash: string, staffId: number, now: Date, q: Queryable = db): Promise<void> {
      await q.query(
        'INSERT INTO staff_sessions (id_hash, staff_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
        [idHash, staffId, now],
      );
    },

    /**
     * The staff member of a live session, which this call keeps alive: one statement that refuses a session ended,
     * idle since `idleSince`, or of a disabled staff member.
     */
    async touchSession(idHash: string, now: Date, idleSince: Date, q: Queryable = db): Promise<StaffRow | null> {
      const { rows } = await q.query<StaffRow>(
        `WITH live AS (
           UPDATE staff_sessions SET last_seen_at = $2
           WHERE id_hash = $1 AND ended_at IS NULL AND last_seen_at > $3
           RETURNING staff_id)
         SELECT ${COLUMNS.split(', ')
           .map((column) => `s.${column}`)
           .join(', ')}
         FROM live JOIN staff s ON s.id = live.staff_id WHERE NOT s.disabled`,
        [idHash, now, idleSince],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async endSession(idHash: string, now: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE staff_sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL', [idHash, now]);
    },

    async endSessionsOf(staffId: number, now: Date, q: Queryable = db): Promise<void> {
      await q.query('UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL', [staffId, now]);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
