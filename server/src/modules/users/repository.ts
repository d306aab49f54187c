/** Sites, users, one-time codes and spent phone tokens: plain parameterised SQL. */

import type { CountryCode } from '../../../../contract/money';
import type { VerificationLevel } from '../../../../contract/entities';
import type { Queryable } from '../../db/database';

export interface SiteRow {
  id: number;
  name: string;
  country: CountryCode;
  active: boolean;
}

export interface UserRow {
  id: number;
  site_id: number;
  phone: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  verification_level: VerificationLevel;
  login_blocked: boolean;
  /** YYYY-MM-DD; null for a player who signed up before it was asked */
  birth_date: string | null;
}

export type OtpPurpose = 'registration' | 'generic';

export interface OtpRow {
  id: number;
  site_id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface NewUser {
  siteId: number;
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
}

export interface NewOtp {
  siteId: number;
  phone: string;
  purpose: OtpPurpose;
  codeHash: string;
  now: Date;
  expiresAt: Date;
}

const USER_COLUMNS = `id, site_id, phone, first_name, last_name, password_hash, verification_level, login_blocked,
  to_char(birth_date, 'YYYY-MM-DD') AS birth_date`;

function toUser(row: UserRow): UserRow {
  return { ...row, id: Number(row.id) };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Queryable) {
  return {
    async findSite(id: number, tx: Queryable = db): Promise<SiteRow | null> {
      const { rows } = await tx.query<SiteRow>('SELECT id, name, country, active FROM sites WHERE id = $1', [id]);
      return rows[0] ?? null;
    },

    async findUserByPhone(siteId: number, phone: string, tx: Queryable = db): Promise<UserRow | null> {
      const { rows } = await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE site_id = $1 AND phone = $2`, [
        siteId,
        phone,
      ]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    async findUserById(id: number, tx: Queryable = db): Promise<UserRow | null> {
      const { rows } = await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ? toUser(rows[0]) : null;
    },

    /** Throws the database's unique violation (users_site_phone_unique) when the phone is taken. */
    async insertUser(user: NewUser, tx: Queryable = db): Promise<UserRow> {
      const { rows } = await tx.query<UserRow>(
        `INSERT INTO users (site_id, phone, first_name, last_name, password_hash, birth_date)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${USER_COLUMNS}`,
        [user.siteId, user.phone, user.firstName, user.lastName, user.passwordHash, user.birthDate],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT users returned no row');
      return toUser(row);
    },

    async updateNames(id: number, names: { firstName?: string; lastName?: string }, tx: Queryable = db) {
      await tx.query(
        'UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name) WHERE id = $1',
        [id, names.firstName ?? null, names.lastName ?? null],
      );
    },

    /** Throws the database's unique violation (users_site_phone_unique) when the phone is taken. */
    async updatePhone(id: number, phone: string, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET phone = $2 WHERE id = $1', [id, phone]);
    },

    /** Sets a new password hash and revokes every refresh token of the user (signs out every session). */
    /** When the player last signed in (the back office's player pages show it). */
    async recordLogin(id: number, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET last_login_at = $2 WHERE id = $1', [id, now]);
    },

    async setPassword(id: number, passwordHash: string, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [id, now]);
    },

    /**
     * Marks a single-use token (phone or password token: their ids are random UUIDs) as spent; false when it
     * already was. Forgets tokens that have expired anyway. */
    async spendPhoneToken(jti: string, expiresAt: Date, now: Date, tx: Queryable = db): Promise<boolean> {
      await tx.query('DELETE FROM used_phone_tokens WHERE expires_at < $1', [now]);
      const { rowCount } = await tx.query(
        `INSERT INTO used_phone_tokens (jti, used_at, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (jti) DO NOTHING`,
        [jti, now, expiresAt],
      );
      return rowCount === 1;
    },

    /** When a code of this purpose was last sent to this phone, on any site. */
    async lastOtpSentAt(phone: string, purpose: OtpPurpose, tx: Queryable = db): Promise<Date | null> {
      const { rows } = await tx.query<{ created_at: Date }>(
        'SELECT created_at FROM otps WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC LIMIT 1',
        [phone, purpose],
      );
      return rows[0] ? new Date(rows[0].created_at) : null;
    },

    /** Stores a code, replacing the previous one unless that was sent after `notBefore`; false when throttled. */
    async replaceOtp(otp: NewOtp, notBefore: Date, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        `INSERT INTO otps (site_id, phone, purpose, code_hash, attempts, created_at, expires_at)
         VALUES ($1, $2, $3, $4, 0, $5, $6)
         ON CONFLICT (site_id, phone, purpose) DO UPDATE
           SET code_hash = EXCLUDED.code_hash, attempts = 0, created_at = EXCLUDED.created_at,
               expires_at = EXCLUDED.expires_at, consumed_at = NULL
           WHERE otps.created_at <= $7
         RETURNING id`,
        [otp.siteId, otp.phone, otp.purpose, otp.codeHash, otp.now, otp.expiresAt, notBefore],
      );
      return rows.length === 1;
    },

    /** The latest code of this purpose for the phone (on one site, or any), locked for the check. */
    async latestOtpForUpdate(
      phone: string,
      purpose: OtpPurpose,
      siteId: number | null,
      tx: Queryable = db,
    ): Promise<OtpRow | null> {
      const { rows } = await tx.query<OtpRow>(
        `SELECT id, site_id, code_hash, attempts, expires_at, consumed_at FROM otps
         WHERE phone = $1 AND purpose = $2 AND ($3::integer IS NULL OR site_id = $3)
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [phone, purpose, siteId],
      );
      const row = rows[0];
      return row ? { ...row, id: Number(row.id), expires_at: new Date(row.expires_at) } : null;
    },

    async countWrongOtp(id: number, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ attempts: number }>(
        'UPDATE otps SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
        [id],
      );
      return rows[0]?.attempts ?? 0;
    },

    async consumeOtp(id: number, now: Date, tx: Queryable = db): Promise<void> {
      await tx.query('UPDATE otps SET consumed_at = $2 WHERE id = $1', [id, now]);
    },
  };
}
