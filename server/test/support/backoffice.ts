/** Helpers for the back-office tests: staff made through the sandbox, signed in with their TOTP, and calls as them. */

import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import {
  BACKOFFICE_PREFIX,
  BackofficePaths,
  type SandboxStaffAnswer,
  type SessionAnswer,
  type StaffRole,
} from '../../../contract/backoffice';
import type { Clock } from '../../src/context';
import type { Queryable } from '../../src/db/database';
import { JackpotKinds } from '../../src/modules/jackpots/pots';
import { totpCode } from '../../src/modules/backoffice/session/totp';
import type { TestApp } from '../helpers';

export interface SignedInStaff {
  id: number;
  email: string;
  password: string;
  secret: string;
  role: StaffRole;
  token: string;
}

let made = 0;

/** A new staff member (sandbox), answered with its password and secret, not signed in. */
export async function newStaff(t: TestApp, role: StaffRole, siteIds = [1, 2, 3]) {
  const email = `${role}-${process.pid}-${++made}@staff.test`;
  const answer = await t.app.inject({
    method: 'POST',
    url: BackofficePaths.sandboxStaff,
    payload: { email, role, site_ids: siteIds },
  });
  assert.equal(answer.statusCode, 200, answer.body);
  const { password, totp_secret } = answer.json() as SandboxStaffAnswer;
  return { email, password, secret: totp_secret, role };
}

export async function signIn(
  t: TestApp,
  clock: Clock,
  staff: { email: string; password: string; secret: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: BackofficePaths.session,
    payload: { email: staff.email, password: staff.password, totp: await totpCode(staff.secret, clock.now()) },
  });
}

/** A staff member of `role`, signed in (each is new, so no TOTP step is spent twice). */
export async function staffMember(
  t: TestApp,
  clock: Clock,
  role: StaffRole,
  siteIds = [1, 2, 3],
): Promise<SignedInStaff> {
  const staff = await newStaff(t, role, siteIds);
  const answer = await signIn(t, clock, staff);
  assert.equal(answer.statusCode, 200, answer.body);
  const session = answer.json() as SessionAnswer;
  return { ...staff, id: session.staff.id, token: session.token };
}

/** A call to /v1/backoffice/<path> with the staff member's bearer token. */
export async function bo(
  t: TestApp,
  staff: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${BACKOFFICE_PREFIX}/${path}`,
    payload,
    headers: staff ? { authorization: `Bearer ${staff.token}` } : {},
  });
}

export function assertBoError(answer: LightMyRequestResponse, status: number, code: string): void {
  assert.equal(answer.statusCode, status, answer.body);
  assert.equal((answer.json() as { error: { code: string } }).error.code, code, answer.body);
}

/** react-admin's list query string. */
export function listQuery(query: { filter?: object; range?: [number, number]; sort?: [string, 'ASC' | 'DESC'] }) {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.range) params.set('range', JSON.stringify(query.range));
  if (query.sort) params.set('sort', JSON.stringify(query.sort));
  return params.toString();
}

/** The seed transfers of one jackpot, oldest first: what its pots were given from the bonus expense. */
export async function jackpotSeeds(db: Queryable, jackpotId: number): Promise<number[]> {
  const { rows } = await db.query<{ amount: string }>(
    `SELECT amount::text FROM ledger_transfers WHERE kind = $1 AND (metadata->>'jackpot_id')::bigint = $2 ORDER BY id`,
    [JackpotKinds.seed, jackpotId],
  );
  return rows.map((row) => Number(row.amount));
}

/** A happy hour as marketing makes one: Fridays 18:00 UTC for two hours, half of a deposit up to R500.00. */
export const HAPPY_HOUR = {
  site_id: 1,
  name: 'friday-evening',
  schedule: '0 18 * * 5',
  duration: 7200,
  config: { min_deposit: 5000, bonus_percentage: 50, max_bonus: 50000 },
};
