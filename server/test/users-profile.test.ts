/** The signed-in player's profile: names, phone change, saved bank and UPI accounts (SPEC §7, §5). */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import type { User } from '../../contract/entities';
import { ErrorCodes as E } from '../../contract/errors';
import { OTP_RESEND_INTERVAL_MS, PHONE_TOKEN_TTL_MS } from '../../contract/sites';
import { TestClock, testApp } from './helpers';
import {
  assertError,
  confirmedPhoneToken,
  count,
  lastOtp,
  PASSWORD,
  phoneMaker,
  post,
  register,
  smsTo,
} from './support/users';

const clock = new TestClock();
const newPhone = phoneMaker(4_000_000);
const t = testApp({ clock });

const auth = (session: SessionAnswer) => ({ authorization: `Bearer ${session.access.token}` });
const call = (path: string, session: SessionAnswer | null, body?: object) =>
  post(t.app, path, body, session ? auth(session) : {});
const userOf = (response: { json(): unknown }) => (response.json() as { user: User }).user;

/** start_phone_edit → the SMS → confirm_phone: the phone token for `phone`. */
async function phoneEditToken(session: SessionAnswer, phone: string): Promise<string> {
  const started = await call(ApiPaths.startPhoneEdit, session, { phone });
  assert.equal(started.statusCode, 200, started.body);
  assert.deepEqual(started.json(), { success: true });
  const otp = await lastOtp(t.app, phone);
  const confirmed = await post(t.app, ApiPaths.confirmPhone, { phone, otp, site_id: 1 });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return confirmed.json().phone_token as string;
}

describe('POST hp/users: update', () => {
  test('first and last name are trimmed, updated and answered; an empty body changes nothing', async () => {
    const session = await register(t.app, newPhone());
    const updated = await call(ApiPaths.user, session, { first_name: '  Lerato  ', last_name: ' van  der Merwe ' });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(userOf(updated), { ...session.user, first_name: 'Lerato', last_name: 'van der Merwe' });
    const onlyLast = await call(ApiPaths.user, session, { last_name: 'Dlamini' });
    assert.deepEqual(userOf(onlyLast), { ...session.user, first_name: 'Lerato', last_name: 'Dlamini' });
    assert.deepEqual(userOf(await call(ApiPaths.user, session, {})), userOf(onlyLast));
  });

  test('names outside 2–25 characters or with digits are refused, naming the field, and nothing changes', async () => {
    const session = await register(t.app, newPhone());
    assertError(await call(ApiPaths.user, session, { first_name: ' A ' }), 422, E.validation, /first_name/);
    assertError(await call(ApiPaths.user, session, { last_name: 'x'.repeat(26) }), 422, E.validation, /last_name/);
    assertError(await call(ApiPaths.user, session, { first_name: 'R2D2' }), 422, E.validation, /first_name/);
    assertError(await call(ApiPaths.user, session, { first_name: 42 }), 422, E.validation, /first_name/);
    assertError(
      await call(ApiPaths.user, session, { first_name: 'Good', last_name: '' }),
      422,
      E.validation,
      /last_name/,
    );
    assert.deepEqual(userOf(await call(ApiPaths.user, session, {})), session.user);
  });

  test('without a valid bearer token → 401', async () => {
    assertError(await call(ApiPaths.user, null, { first_name: 'Lerato' }), 401, E.unauthenticated);
  });
});

describe('phone change: start_phone_edit → confirm_phone → update', () => {
  test('moves the account to the new phone: the new phone signs in, the old one does not', async () => {
    const old = newPhone();
    const next = newPhone();
    const session = await register(t.app, old);
    const token = await phoneEditToken(session, `0${next.slice(3)}`);
    const [sms] = await smsTo(t.app, next);
    assert.equal(sms?.text, `Your Lucky Star code is ${sms?.otp}`);

    const updated = await call(ApiPaths.user, session, { phone_token: token });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(userOf(updated), { ...session.user, phone: next });
    const login = (phone: string) =>
      post(t.app, ApiPaths.login, { login: phone, password: PASSWORD, provider: 'identity', site_id: 1 });
    assert.equal((await login(next)).statusCode, 200);
    assertError(await login(old), 401, E.wrongPassword);
    // The token is spent.
    assertError(await call(ApiPaths.user, session, { phone_token: token }), 422, E.invalidPhoneToken);
  });

  test('a phone in use is refused at the start (409) and, if taken meanwhile, at the update (409)', async () => {
    const session = await register(t.app, newPhone());
    const other = await register(t.app, newPhone());
    assertError(await call(ApiPaths.startPhoneEdit, session, { phone: other.user.phone }), 409, E.phoneNotUnique);
    assertError(await call(ApiPaths.startPhoneEdit, session, { phone: session.user.phone }), 409, E.phoneNotUnique);

    const contested = newPhone();
    const token = await phoneEditToken(session, contested);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    await register(t.app, contested); // someone registers it before the update
    assertError(await call(ApiPaths.user, session, { phone_token: token }), 409, E.phoneNotUnique);
    assert.equal(userOf(await call(ApiPaths.user, session, {})).phone, session.user.phone);
  });

  test("another player's bearer cannot use the token for themselves… it moves their own account only", async () => {
    const mine = await register(t.app, newPhone());
    const theirs = await register(t.app, newPhone());
    const target = newPhone();
    const token = await phoneEditToken(mine, target);
    // The token proves the phone, not the account: whoever spends it first moves their own account.
    const used = await call(ApiPaths.user, theirs, { phone_token: token });
    assert.equal(userOf(used).phone, target);
    assert.equal(userOf(await call(ApiPaths.user, mine, {})).phone, mine.user.phone);
  });

  test('an expired, garbage or other-site phone token → 422 and nothing changes', async () => {
    const session = await register(t.app, newPhone());
    const token = await phoneEditToken(session, newPhone());
    const otherSite = await confirmedPhoneToken(t.app, newPhone(), 2);
    assertError(await call(ApiPaths.user, session, { phone_token: otherSite }), 422, E.invalidPhoneToken);
    assertError(await call(ApiPaths.user, session, { phone_token: 'garbage' }), 422, E.invalidPhoneToken);
    clock.advance(PHONE_TOKEN_TTL_MS + 1000);
    // The access token has expired as well: sign in again.
    const again = await post(t.app, ApiPaths.login, {
      login: session.user.phone,
      password: PASSWORD,
      provider: 'identity',
      site_id: 1,
    });
    const fresh = again.json() as SessionAnswer;
    assertError(await call(ApiPaths.user, fresh, { phone_token: token }), 422, E.invalidPhoneToken);
    assert.equal(userOf(await call(ApiPaths.user, fresh, {})).phone, session.user.phone);
  });

  test('start_phone_edit: bad phone → 422, no bearer → 401, a resend within the interval → 429', async () => {
    const session = await register(t.app, newPhone());
    assertError(
      await call(ApiPaths.startPhoneEdit, session, { phone: 'nope' }),
      422,
      E.validation,
      'Please enter a correct phone number',
    );
    assertError(await call(ApiPaths.startPhoneEdit, session, {}), 422, E.validation, /phone/);
    const phone = newPhone();
    assertError(await call(ApiPaths.startPhoneEdit, null, { phone }), 401, E.unauthenticated);
    assert.equal((await call(ApiPaths.startPhoneEdit, session, { phone })).statusCode, 200);
    assertError(await call(ApiPaths.startPhoneEdit, session, { phone }), 429, E.tooManyRequests);
    clock.advance(OTP_RESEND_INTERVAL_MS);
    assert.equal((await call(ApiPaths.startPhoneEdit, session, { phone })).statusCode, 200);
    assert.equal((await smsTo(t.app, phone)).length, 2);
  });
});

describe('saved bank accounts', () => {
  const bank = { bank_name: ' First National Bank ', number: '1234 5678 9012', holder_name: "T O'Neil-Mokoena" };

  test('create answers the user with the account; delete removes it', async () => {
    const session = await register(t.app, newPhone());
    const created = await call(ApiPaths.createBankAccount, session, bank);
    assert.equal(created.statusCode, 200, created.body);
    const [account] = userOf(created).player_bank_accounts;
    assert.deepEqual(account, {
      id: account!.id,
      // The bank as South Africa's list names it (contract/za-banks.ts).
      bank_name: 'FNB',
      number: '123456789012',
      holder_name: "T O'Neil-Mokoena",
    });
    const second = await call(ApiPaths.createBankAccount, session, { ...bank, number: '987654321' });
    assert.deepEqual(
      userOf(second).player_bank_accounts.map((a) => a.number),
      ['123456789012', '987654321'],
    );
    // The plain profile call and a fresh sign-in answer the accounts too.
    assert.equal(userOf(await call(ApiPaths.user, session, {})).player_bank_accounts.length, 2);

    const deleted = await call(ApiPaths.deleteBankAccount, session, { id: account!.id });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.deepEqual(
      userOf(deleted).player_bank_accounts.map((a) => a.number),
      ['987654321'],
    );
    assertError(await call(ApiPaths.deleteBankAccount, session, { id: account!.id }), 404, E.bankAccountNotFound);
  });

  test("another player's account id is not found and stays", async () => {
    const mine = await register(t.app, newPhone());
    const theirs = await register(t.app, newPhone());
    const [account] = userOf(await call(ApiPaths.createBankAccount, theirs, bank)).player_bank_accounts;
    assertError(await call(ApiPaths.deleteBankAccount, mine, { id: account!.id }), 404, E.bankAccountNotFound);
    assert.deepEqual(userOf(await call(ApiPaths.user, theirs, {})).player_bank_accounts, [account]);
    assert.deepEqual(userOf(await call(ApiPaths.user, mine, {})).player_bank_accounts, []);
  });

  test("in South Africa the bank is one of its banks, with that bank's universal branch code; in India, any", async () => {
    const session = await register(t.app, newPhone());
    const before = await count(t.db, 'player_bank_accounts');
    for (const [change, message] of [
      [{ bank_name: 'My Bank' }, /bank_name must be one of South Africa's banks: ABSA, African Bank/],
      [{ bank_name: 'ABSA', branch_code: '051001' }, /branch_code must be ABSA's universal branch code, 632005/],
      [{ bank_name: 'Nedbank', branch_code: '' }, /branch_code/],
    ] as const) {
      assertError(await call(ApiPaths.createBankAccount, session, { ...bank, ...change }), 422, E.validation, message);
    }
    assert.equal(await count(t.db, 'player_bank_accounts'), before);
    const picked = await call(ApiPaths.createBankAccount, session, {
      ...bank,
      bank_name: 'TymeBank',
      branch_code: '678910',
    });
    assert.equal(picked.statusCode, 200, picked.body);
    assert.equal(userOf(picked).player_bank_accounts[0]?.bank_name, 'TymeBank');

    const indian = await register(t.app, newPhone(), 3);
    const anyBank = await call(ApiPaths.createBankAccount, indian, { ...bank, bank_name: 'State Bank of India' });
    assert.equal(anyBank.statusCode, 200, anyBank.body);
    assert.equal(userOf(anyBank).player_bank_accounts[0]?.bank_name, 'State Bank of India');
  });

  test('SPEC §5 rules: bank name required, number 9–16 digits, holder 2–20; nothing is saved', async () => {
    const session = await register(t.app, newPhone());
    const before = await count(t.db, 'player_bank_accounts');
    const refused: Array<[object, RegExp]> = [
      [{ bank_name: '   ' }, /bank_name/],
      [{ bank_name: undefined }, /bank_name/],
      [{ number: '12345678' }, /number/],
      [{ number: '12345678901234567' }, /number/],
      [{ number: '1234abcd90' }, /number/],
      [{ holder_name: 'T' }, /holder_name/],
      [{ holder_name: 'x'.repeat(21) }, /holder_name/],
      [{ holder_name: 'Bad<script>' }, /holder_name/],
    ];
    for (const [change, field] of refused) {
      assertError(await call(ApiPaths.createBankAccount, session, { ...bank, ...change }), 422, E.validation, field);
    }
    assertError(await call(ApiPaths.deleteBankAccount, session, { id: 'one' }), 422, E.validation, /id/);
    assertError(await call(ApiPaths.deleteBankAccount, session, {}), 422, E.validation, /id/);
    assert.equal(await count(t.db, 'player_bank_accounts'), before);
  });

  test('without a bearer token → 401', async () => {
    assertError(await call(ApiPaths.createBankAccount, null, bank), 401, E.unauthenticated);
    assertError(await call(ApiPaths.deleteBankAccount, null, { id: 1 }), 401, E.unauthenticated);
  });
});

describe('saved UPI accounts', () => {
  const upi = { label: 'My SBI', ifsc: 'sbin0001234', account_number: '12345678901' };

  test('create (IFSC upper-cased) and delete answer the user', async () => {
    const session = await register(t.app, newPhone(), 3);
    const created = await call(ApiPaths.createUpiAccount, session, upi);
    assert.equal(created.statusCode, 200, created.body);
    const [account] = userOf(created).player_upi_accounts;
    assert.deepEqual(account, { id: account!.id, label: 'My SBI', ifsc: 'SBIN0001234', account_number: '12345678901' });
    const deleted = await call(ApiPaths.deleteUpiAccount, session, { id: account!.id });
    assert.deepEqual(userOf(deleted).player_upi_accounts, []);
  });

  test('a label in Hindi keeps its vowel signs (letters with their combining marks)', async () => {
    const session = await register(t.app, newPhone(), 3);
    const created = await call(ApiPaths.createUpiAccount, session, { ...upi, label: 'मेरा खाता' });
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(userOf(created).player_upi_accounts[0]!.label, 'मेरा खाता');
  });

  test("another player's UPI id is not found and stays", async () => {
    const mine = await register(t.app, newPhone());
    const theirs = await register(t.app, newPhone());
    const [account] = userOf(await call(ApiPaths.createUpiAccount, theirs, upi)).player_upi_accounts;
    assertError(await call(ApiPaths.deleteUpiAccount, mine, { id: account!.id }), 404, E.upiAccountNotFound);
    // A bank account id is not a UPI account id either.
    const [bank] = userOf(
      await call(ApiPaths.createBankAccount, mine, { bank_name: 'ABSA', number: '123456789', holder_name: 'Me Me' }),
    ).player_bank_accounts;
    assertError(await call(ApiPaths.deleteUpiAccount, mine, { id: bank!.id + 1000 }), 404, E.upiAccountNotFound);
    assert.deepEqual(userOf(await call(ApiPaths.user, theirs, {})).player_upi_accounts, [account]);
  });

  test('SPEC §5 rules: label required, IFSC exactly 11 alphanumerics, account number 10–20 digits', async () => {
    const session = await register(t.app, newPhone());
    const refused: Array<[object, RegExp]> = [
      [{ label: ' ' }, /label/],
      [{ label: 'semi;colon' }, /label/],
      [{ ifsc: 'SBIN000123' }, /ifsc/],
      [{ ifsc: 'SBIN00012345' }, /ifsc/],
      [{ ifsc: 'SBIN-001234' }, /ifsc/],
      [{ account_number: '123456789' }, /account_number/],
      [{ account_number: '1'.repeat(21) }, /account_number/],
      [{ account_number: '12345abc901' }, /account_number/],
    ];
    for (const [change, field] of refused) {
      assertError(await call(ApiPaths.createUpiAccount, session, { ...upi, ...change }), 422, E.validation, field);
    }
    assertError(await call(ApiPaths.createUpiAccount, null, upi), 401, E.unauthenticated);
    assert.deepEqual(userOf(await call(ApiPaths.user, session, {})).player_upi_accounts, []);
  });
});
