/**
 * The demo's back-office staff, one per role on every demo site, enrolled and sharing one password and one TOTP
 * secret that `npm start` prints. Seeded only with the sandbox on: a production server never has them.
 */

import { STAFF_ROLES } from '../../../contract/backoffice';
import { DEMO_SITES } from '../../../contract/sites';
import type { Queryable } from '../db/database';
import { writeAudit } from '../modules/backoffice/audit/repository';
import { hashPassword } from '../modules/users/passwords';

export const DEMO_STAFF_PASSWORD = 'demo-backoffice';
/** Base32 (20 bytes), as authenticator apps take it. */
export const DEMO_STAFF_TOTP_SECRET = 'DEMOBACKOFFICETOTPSECRETDEMOBACK';

export const demoStaffEmail = (role: string) => `${role}@demo.casino`;

export async function seedDemoStaff(db: Queryable): Promise<void> {
  const emails = STAFF_ROLES.map(demoStaffEmail);
  const { rows } = await db.query<{ email: string }>('SELECT email FROM staff WHERE email = ANY($1::text[])', [emails]);
  const present = new Set(rows.map((row) => row.email));
  const missing = STAFF_ROLES.filter((role) => !present.has(demoStaffEmail(role)));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const siteIds = DEMO_SITES.map((site) => site.id);
  for (const role of missing) {
    const { rows: made } = await db.query<{ id: number }>(
      `INSERT INTO staff (email, password_hash, totp_secret, role, site_ids, must_enrol)
       VALUES ($1, $2, $3, $4, $5::integer[], false) ON CONFLICT DO NOTHING RETURNING id`,
      [demoStaffEmail(role), passwordHash, DEMO_STAFF_TOTP_SECRET, role, siteIds],
    );
    const id = made[0] ? Number(made[0].id) : null;
    if (id === null) continue;
    const after = { id, email: demoStaffEmail(role), role, site_ids: siteIds };
    await writeAudit(db, { at: new Date(), staffId: null, action: 'staff.create', target: `staff:${id}`, after });
  }
}
