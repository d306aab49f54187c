/** Verifications and their documents: plain parameterised SQL (migration 024). */

import type { TargetLevel, VerificationStatus } from '../../../../contract/verification';
import type { Queryable } from '../../db/database';

export interface VerificationRow {
  id: string;
  user_id: number;
  level: TargetLevel;
  status: VerificationStatus;
  redirect_url: string;
  created_at: Date;
  expires_at: Date;
  submitted_at: Date | null;
  settled_at: Date | null;
  decided_by: number | null;
  /** Why compliance rejected it (shown to the player), or the note of an approval. */
  reason: string | null;
}

export interface VerificationDetails {
  idNumber: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  document: { contentType: string; bytes: Buffer };
}

const COLUMNS = `id, user_id, level, status, redirect_url, created_at, expires_at, submitted_at, settled_at, decided_by,
  reason`;

function toRow(row: VerificationRow): VerificationRow {
  return {
    ...row,
    user_id: Number(row.user_id),
    level: Number(row.level) as TargetLevel,
    created_at: new Date(row.created_at),
    expires_at: new Date(row.expires_at),
    submitted_at: row.submitted_at === null ? null : new Date(row.submitted_at),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at),
    decided_by: row.decided_by === null ? null : Number(row.decided_by),
  };
}

export function createVerificationsRepository(db: Queryable) {
  return {
    /** Marks the player's pending verifications past their expiry as expired. */
    async expireStale(userId: number, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE verifications SET status = 'expired', settled_at = $2
         WHERE user_id = $1 AND status = 'pending' AND expires_at <= $2`,
        [userId, now],
      );
    },

    /** The player's verification in progress: pending on a form, or submitted and awaiting a decision. */
    async pending(userId: number, tx: Queryable = db): Promise<VerificationRow | null> {
      const { rows } = await tx.query<VerificationRow>(
        `SELECT ${COLUMNS} FROM verifications WHERE user_id = $1 AND status IN ('pending', 'submitted')`,
        [userId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async attempts(userId: number, level: TargetLevel, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM verifications WHERE user_id = $1 AND level = $2',
        [userId, level],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Throws the database's unique violation (verifications_one_pending) when one is already in progress. */
    async insert(
      row: { id: string; userId: number; level: TargetLevel; redirectUrl: string; now: Date; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<VerificationRow> {
      const { rows } = await tx.query<VerificationRow>(
        `INSERT INTO verifications (id, user_id, level, redirect_url, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [row.id, row.userId, row.level, row.redirectUrl, row.now, row.expiresAt],
      );
      return toRow(rows[0]!);
    },

    async last(userId: number, tx: Queryable = db): Promise<VerificationRow | null> {
      const { rows } = await tx.query<VerificationRow>(
        `SELECT ${COLUMNS} FROM verifications WHERE user_id = $1 ORDER BY seq DESC LIMIT 1`,
        [userId],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    async find(id: string, tx: Queryable = db, lock = false): Promise<VerificationRow | null> {
      const { rows } = await tx.query<VerificationRow>(
        `SELECT ${COLUMNS} FROM verifications WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Approved or rejected, by the provider (`by` null) or a staff member with their reason. */
    async settle(
      id: string,
      status: VerificationStatus,
      now: Date,
      by: { staffId: number; reason: string | null } | null,
      tx: Queryable = db,
    ): Promise<VerificationRow> {
      const { rows } = await tx.query<VerificationRow>(
        `UPDATE verifications SET status = $2, settled_at = $3, decided_by = $4, reason = $5 WHERE id = $1
         RETURNING ${COLUMNS}`,
        [id, status, now, by?.staffId ?? null, by?.reason ?? null],
      );
      return toRow(rows[0]!);
    },

    /** Submitted for a decision: no longer on a form, not yet settled. */
    async markSubmitted(id: string, tx: Queryable = db): Promise<void> {
      await tx.query(`UPDATE verifications SET status = 'submitted' WHERE id = $1`, [id]);
    },

    /** The form's answers and document; a second submission replaces the first. */
    async saveDetails(id: string, details: VerificationDetails, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query(
        `UPDATE verifications SET id_number = $2, first_name = $3, last_name = $4, date_of_birth = $5,
           submitted_at = $6 WHERE id = $1`,
        [id, details.idNumber, details.firstName, details.lastName, details.dateOfBirth, now],
      );
      await tx.query(
        `INSERT INTO verification_documents (verification_id, content_type, size, content, created_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (verification_id) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size,
           content = EXCLUDED.content, created_at = EXCLUDED.created_at`,
        [id, details.document.contentType, details.document.bytes.length, details.document.bytes, now],
      );
    },

    async document(id: string, tx: Queryable = db): Promise<{ content_type: string; size: number } | null> {
      const { rows } = await tx.query<{ content_type: string; size: number }>(
        'SELECT content_type, size FROM verification_documents WHERE verification_id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
