/**
 * One-time codes stay secret outside the sandbox: the SMS outbox keeps no code (otp NULL, the text masked) and
 * the server log carries none. With the sandbox on, both keep the code so a tester can read it (ARCHITECTURE).
 */

import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { OTP_LENGTH } from '../../contract/sites';
import type { Database } from '../src/db/database';
import { maskPhone } from '../src/sms/outbox';
import { TEST_JWT_SECRET, TestClock, type TestApp, testApp } from './helpers';
import { PASSWORD, phoneMaker, post, smsTo } from './support/users';

const newPhone = phoneMaker(8_100_000);

/** An app whose log lines the test reads. */
function loggedApp(sandbox: boolean): { t: TestApp; log: string[] } {
  const log: string[] = [];
  const t = testApp({
    clock: new TestClock(),
    env: { SANDBOX: sandbox ? 'on' : 'off' },
    logStream: { write: (line) => void log.push(line) },
  });
  return { t, log };
}

/**
 * The code last issued to a phone, recovered from its stored hash as only the server could (it holds the key):
 * the test must know the code to show that it was kept nowhere else.
 */
async function issuedCode(db: Database, phone: string, purpose: 'registration' | 'generic'): Promise<string> {
  const { rows } = await db.query<{ site_id: number; code_hash: string }>(
    'SELECT site_id, code_hash FROM otps WHERE phone = $1 AND purpose = $2',
    [phone, purpose],
  );
  const row = rows[0];
  assert.ok(row, `no ${purpose} code was issued to ${phone}`);
  const key = createHmac('sha256', TEST_JWT_SECRET).update('otp-hash-key').digest();
  for (let n = 0; n < 10 ** OTP_LENGTH; n++) {
    const code = String(n).padStart(OTP_LENGTH, '0');
    const hash = createHmac('sha256', key).update(`${row.site_id}:${purpose}:${phone}:${code}`).digest('hex');
    if (hash === row.code_hash) return code;
  }
  throw new Error('the stored hash matches no code');
}

/** Whether `text` holds the code as a number of its own (not inside a phone number or a timestamp). */
function mentions(text: string, code: string): boolean {
  return new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);
}

async function outboxRows(db: Database, phone: string) {
  const { rows } = await db.query<{ text: string; otp: string | null }>(
    'SELECT text, otp FROM sms_outbox WHERE phone = $1 ORDER BY id',
    [phone],
  );
  return rows;
}

describe('without the sandbox', () => {
  const { t, log } = loggedApp(false);

  test('sign-up and password-reset codes reach the outbox masked, never in clear, and never the log', async () => {
    const phone = newPhone();
    assert.equal((await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone })).statusCode, 200);
    const signUpCode = await issuedCode(t.db, phone, 'registration');
    // The code was really issued: the player who got the text signs up with it.
    const confirmed = await post(t.app, ApiPaths.confirmPhone, { phone, otp: signUpCode, site_id: 1 });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const created = await post(t.app, ApiPaths.createUser, {
      site_id: 1,
      phone_token: (confirmed.json() as { phone_token: string }).phone_token,
      first_name: 'Thandi',
      last_name: 'Mokoena',
      password: PASSWORD,
      birth_date: '1990-04-27',
    });
    assert.equal(created.statusCode, 200, created.body);

    assert.equal((await post(t.app, ApiPaths.sendOtp, { site_id: 1, phone })).statusCode, 200);
    const resetCode = await issuedCode(t.db, phone, 'generic');

    assert.deepEqual(await outboxRows(t.db, phone), [
      { text: 'Your Lucky Star code is ****', otp: null },
      { text: 'Your Lucky Star code is ****', otp: null },
    ]);
    const lines = log.join('');
    assert.ok(lines.includes('SMS OTP sent'), 'each send is still logged');
    for (const code of [signUpCode, resetCode]) assert.ok(!mentions(lines, code), `code ${code} is in the log`);
    for (const line of log) assert.equal('otp' in (JSON.parse(line) as object), false, line);
    // The log names the phone only masked: a log is read by more people than the database.
    assert.ok(!lines.includes(phone), `${phone} is in the log`);
    assert.ok(lines.includes(`"phone":"${maskPhone(phone)}"`), lines);
  });

  test('maskPhone keeps the country and network prefix and the last two digits', () => {
    assert.equal(maskPhone('+27825550199'), '+2782*****99');
    assert.equal(maskPhone('+919876543210'), '+9198******10');
    assert.equal(maskPhone('+2712'), '***12');
  });
});

describe('with the sandbox', () => {
  const { t, log } = loggedApp(true);

  test('the outbox and the server log keep the code for the tester', async () => {
    const phone = newPhone();
    assert.equal((await post(t.app, ApiPaths.startRegistration, { site_id: 1, phone })).statusCode, 200);
    const code = await issuedCode(t.db, phone, 'registration');
    const [message, ...more] = await smsTo(t.app, phone);
    assert.deepEqual(more, []);
    assert.equal(message?.otp, code);
    assert.equal(message?.text, `Your Lucky Star code is ${code}`);
    assert.ok(mentions(log.join(''), code), 'the code is in the log');
  });
});
