/** Helpers for the users tests: drive the auth calls through app.inject and read OTPs from the sandbox SMS. */

import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ApiPaths } from '../../../contract/api';
import type { SessionAnswer } from '../../../contract/users';
import type { SandboxSms } from '../../../contract/sandbox';
import type { Database } from '../../src/db/database';

export const PASSWORD = 'correct-horse-9';

/** Valid, distinct South African mobile numbers in E.164; `base` keeps test files apart. */
export function phoneMaker(base: number): () => string {
  let next = base;
  return () => `+2782${String(next++).padStart(7, '0')}`;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** Asserts a contract error answer. */
export function assertError(response: LightMyRequestResponse, status: number, code: string, message?: string | RegExp) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json() as { error: { code: string; message: string } };
  assert.deepEqual(Object.keys(body), ['error']);
  assert.equal(body.error.code, code);
  assert.equal(typeof body.error.message, 'string');
  if (typeof message === 'string') assert.equal(body.error.message, message);
  else if (message) assert.match(body.error.message, message);
}

export async function smsTo(app: FastifyInstance, phone: string): Promise<SandboxSms[]> {
  const response = await app.inject({ method: 'GET', url: '/sandbox/sms', query: { phone } });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { messages: SandboxSms[] }).messages;
}

/** The OTP of the latest SMS to `phone`. */
export async function lastOtp(app: FastifyInstance, phone: string): Promise<string> {
  const messages = await smsTo(app, phone);
  const otp = messages.at(-1)?.otp;
  assert.ok(otp, `no OTP was sent to ${phone}`);
  return otp;
}

export async function confirmedPhoneToken(app: FastifyInstance, phone: string, siteId = 1): Promise<string> {
  const started = await post(app, ApiPaths.startRegistration, { site_id: siteId, phone });
  assert.equal(started.statusCode, 200, started.body);
  return phoneTokenFor(app, phone, await lastOtp(app, phone), siteId);
}

async function phoneTokenFor(app: FastifyInstance, phone: string, otp: string, siteId: number): Promise<string> {
  const confirmed = await post(app, ApiPaths.confirmPhone, { phone, otp, site_id: siteId });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return (confirmed.json() as { phone_token: string }).phone_token;
}

async function createWith(app: FastifyInstance, phoneToken: string, siteId: number): Promise<SessionAnswer> {
  const created = await post(app, ApiPaths.createUser, {
    site_id: siteId,
    phone_token: phoneToken,
    first_name: 'Thandi',
    last_name: 'Mokoena',
    password: PASSWORD,
    birth_date: '1990-04-27',
  });
  assert.equal(created.statusCode, 200, created.body);
  return created.json() as SessionAnswer;
}

export async function register(app: FastifyInstance, phone: string, siteId = 1): Promise<SessionAnswer> {
  return createWith(app, await confirmedPhoneToken(app, phone, siteId), siteId);
}

/** Signs up with the registration code `otp` the phone received (start_registration already called). */
export async function registerWithCode(app: FastifyInstance, phone: string, otp: string, siteId = 1) {
  return createWith(app, await phoneTokenFor(app, phone, otp, siteId), siteId);
}

/** A user on site 1 written straight to the database, quicker than signing up (hash the password once a file). */
export async function insertUser(db: Database, phone: string, passwordHash: string): Promise<string> {
  await db.query(
    `INSERT INTO users (site_id, phone, first_name, last_name, password_hash) VALUES (1, $1, 'Ayanda', 'Zulu', $2)`,
    [phone, passwordHash],
  );
  return phone;
}

export async function count(db: Database, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n);
}

/** Row counts of every table the auth calls write, to show a rejected call changed nothing. */
export async function snapshot(db: Database): Promise<Record<string, number>> {
  const tables = ['users', 'otps', 'sms_outbox', 'refresh_tokens', 'used_phone_tokens'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(db, table);
  return counts;
}
