/**
 * Making and managing staff, for the CLI (scripts/admin.ts), the sandbox and the demo seed. Each change is audited
 * in its own transaction (staff_id null for the CLI) and ends the sessions it must.
 */

import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '../../../../../contract/backoffice';
import { ErrorCodes } from '../../../../../contract/errors';
import { PgCodes, pgErrorCode, type Database, type Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { hashPassword } from '../../users/passwords';
import { writeAudit } from '../audit/repository';
import { newTotpSecret, totpUri } from '../session/totp';
import { createStaffRepository, toStaff, type StaffRow } from './repository';

export class StaffInputError extends Error {}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export function checkStaffInput(input: { email: string; role: string; siteIds: number[] }): void {
  if (!EMAIL.test(input.email)) throw new StaffInputError(`"${input.email}" is not an email address`);
  if (!(STAFF_ROLES as readonly string[]).includes(input.role)) {
    throw new StaffInputError(`the role must be one of ${STAFF_ROLES.join(', ')}`);
  }
  if (input.siteIds.length === 0) throw new StaffInputError('a staff member needs at least one site');
}

/** A one-time password: 18 random bytes, base64url (24 characters). */
export function oneTimePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface CreatedStaff {
  staff: StaffRow;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

export interface StaffActor {
  staffId: number | null;
  now: Date;
}

async function unknownSites(q: Queryable, siteIds: number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM sites WHERE id = ANY($1::integer[])', [siteIds]);
  const known = new Set(rows.map((row) => Number(row.id)));
  return siteIds.filter((id) => !known.has(id));
}

/**
 * A new staff member with a random password and TOTP secret. `enrolled` (the sandbox and demo): they sign in at
 * once with the secret given; otherwise the password is one-time and they enrol first. `password` and
 * `totpSecret` are for the demo's fixed sign-in only.
 */
export async function createStaff(
  db: Database,
  input: {
    email: string;
    role: StaffRole;
    siteIds: number[];
    enrolled?: boolean;
    password?: string;
    totpSecret?: string;
  },
  actor: StaffActor,
): Promise<CreatedStaff> {
  checkStaffInput(input);
  const siteIds = [...new Set(input.siteIds)].sort((a, b) => a - b);
  const missing = await unknownSites(db, siteIds);
  if (missing.length > 0) throw new StaffInputError(`there is no site ${missing.join(', ')}`);
  const password = input.password ?? oneTimePassword();
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const passwordHash = await hashPassword(password);
  const repo = createStaffRepository(db);
  try {
    const staff = await db.transaction(async (tx) => {
      const row = await repo.insert(
        { email: input.email, passwordHash, totpSecret, role: input.role, siteIds, mustEnrol: !input.enrolled },
        tx,
      );
      await writeAudit(tx, {
        at: actor.now,
        staffId: actor.staffId,
        action: 'staff.create',
        target: `staff:${row.id}`,
        after: toStaff(row),
      });
      return row;
    });
    return { staff, password, totpSecret, otpauthUri: totpUri(staff.email, totpSecret) };
  } catch (error) {
    if (pgErrorCode(error) === PgCodes.uniqueViolation) throw fail(ErrorCodes.backofficeStaffExists);
    throw error;
  }
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  return createStaffRepository(db).list();
}

/** Disables (or enables) a staff member; disabling ends their sessions. Null when there is no such staff member. */
export async function setStaffDisabled(
  db: Database,
  email: string,
  disabled: boolean,
  actor: StaffActor,
): Promise<StaffRow | null> {
  const repo = createStaffRepository(db);
  return db.transaction(async (tx) => {
    const before = await repo.findByEmail(email, tx);
    if (!before) return null;
    const after = await repo.setDisabled(before.id, disabled, tx);
    if (disabled) await repo.endSessionsOf(before.id, actor.now, tx);
    await writeAudit(tx, {
      at: actor.now,
      staffId: actor.staffId,
      action: disabled ? 'staff.disable' : 'staff.enable',
      target: `staff:${before.id}`,
      before: { disabled: before.disabled },
      after: { disabled: after?.disabled ?? disabled },
    });
    return after;
  });
}

/** A new one-time password and TOTP secret (a lost phone): sessions end and the staff member enrols again. */
export async function resetStaff(db: Database, email: string, actor: StaffActor): Promise<CreatedStaff | null> {
  const repo = createStaffRepository(db);
  const password = oneTimePassword();
  const totpSecret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  const staff = await db.transaction(async (tx) => {
    const found = await repo.findByEmail(email, tx);
    if (!found) return null;
    const row = await repo.reset(found.id, passwordHash, totpSecret, tx);
    await repo.endSessionsOf(found.id, actor.now, tx);
    await writeAudit(tx, { at: actor.now, staffId: actor.staffId, action: 'staff.reset', target: `staff:${found.id}` });
    return row;
  });
  if (!staff) return null;
  return { staff, password, totpSecret, otpauthUri: totpUri(staff.email, totpSecret) };
}
