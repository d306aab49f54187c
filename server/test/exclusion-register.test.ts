/**
 * The national exclusion register (providers/exclusion-register; the sandbox's stand-in at /sandbox/exclusion_register):
 * asked at sign-up, where a person on it gets no account, at sign-in, where they are refused, and at each session
 * refresh, where they lose every session. A register that cannot be asked fails sign-up closed and lets sign-in and
 * refresh through.
 */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import type { AuthTokens } from '../../contract/entities';
import { SandboxPaths, type SandboxRegisterRequest } from '../../contract/sandbox';
import type { SessionAnswer } from '../../contract/users';
import { testApp } from './helpers';
import { assertError, confirmedPhoneToken, count, insertUser, PASSWORD, phoneMaker, post } from './support/users';
import { hashPassword } from '../src/modules/users/passwords';
import { seedTestGames } from './support/games';
import { assertError as assertRefused } from './support/money';
import { bet, gameSession, load, signUp } from './support/rg';

const newPhone = phoneMaker(6_300_000);
const log: string[] = [];
const t = testApp({ logStream: { write: (line) => void log.push(line) }, setUp: ({ db }) => seedTestGames(db) });

const NALEDI = { first_name: 'Naledi', last_name: 'van der Merwe', birth_date: '1988-02-29' };

const onRegister = async (request: SandboxRegisterRequest) => {
  const answer = await post(t.app, SandboxPaths.exclusionRegister, request);
  assert.equal(answer.statusCode, 200, answer.body);
  return (answer.json() as { entries: number }).entries;
};
const outage = async (on: boolean) => {
  const answer = await post(t.app, `${SandboxPaths.exclusionRegister}/outage`, { on });
  assert.equal(answer.statusCode, 200, answer.body);
};
const create = (phoneToken: string, person: object = NALEDI) =>
  post(t.app, ApiPaths.createUser, { site_id: 1, phone_token: phoneToken, password: PASSWORD, ...person });
const login = (phone: string, password = PASSWORD) =>
  post(t.app, ApiPaths.login, { login: phone, password, provider: 'identity', site_id: 1 });

describe('sign-up', () => {
  test('a person on the register gets no account; taken off, the same phone token signs them up', async () => {
    // Names as a register compares them: case and runs of spaces aside.
    assert.equal(
      await onRegister({ first_name: 'NALEDI ', last_name: 'Van  der merwe', birth_date: '1988-02-29', on: true }),
      1,
    );
    const phoneToken = await confirmedPhoneToken(t.app, newPhone());
    const users = await count(t.db, 'users');
    assertError(await create(phoneToken), 403, E.rgNationallyExcluded, /national register/);
    assert.equal(await count(t.db, 'users'), users, 'no account is made');

    // Another person of the same name (another birth date) is not them.
    const namesake = await create(await confirmedPhoneToken(t.app, newPhone()), {
      ...NALEDI,
      birth_date: '1990-01-01',
    });
    assert.equal(namesake.statusCode, 200, namesake.body);

    assert.equal(await onRegister({ ...NALEDI, on: false }), 0);
    const created = await create(phoneToken);
    assert.equal(created.statusCode, 200, created.body);
  });

  test('a phone number on the register matches whatever names are given', async () => {
    const phone = newPhone();
    await onRegister({ first_name: 'Sipho', last_name: 'Dlamini', birth_date: '1979-11-05', phone, on: true });
    assertError(await create(await confirmedPhoneToken(t.app, phone)), 403, E.rgNationallyExcluded);
    await onRegister({ first_name: 'Sipho', last_name: 'Dlamini', birth_date: '1979-11-05', phone, on: false });
  });

  test('while the register cannot be asked, no account is made (503), and the error is logged', async () => {
    const phoneToken = await confirmedPhoneToken(t.app, newPhone());
    const users = await count(t.db, 'users');
    await outage(true);
    try {
      assertError(await create(phoneToken, { ...NALEDI, first_name: 'Lerato' }), 503, E.rgRegisterUnavailable);
      assert.equal(await count(t.db, 'users'), users);
      assert.ok(log.some((line) => line.includes('exclusion register unavailable')));
    } finally {
      await outage(false);
    }
    const created = await create(phoneToken, { ...NALEDI, first_name: 'Lerato' });
    assert.equal(created.statusCode, 200, created.body);
  });
});

describe('sign-in', () => {
  test('a player put on the register after sign-up is refused, and signs in again once taken off', async () => {
    const phone = newPhone();
    const person = { first_name: 'Zanele', last_name: 'Khumalo', birth_date: '1995-07-14' };
    assert.equal((await create(await confirmedPhoneToken(t.app, phone), person)).statusCode, 200);
    await onRegister({ ...person, on: true });
    assertError(await login(phone), 403, E.rgNationallyExcluded);
    // Only the right password learns it: a wrong one answers as it always does.
    assertError(await login(phone, 'not-the-password'), 401, E.wrongPassword);
    await onRegister({ ...person, on: false });
    assert.equal((await login(phone)).statusCode, 200);
  });

  test('a player with no date of birth on file is matched by phone', async () => {
    const phone = await insertUser(t.db, newPhone(), await hashPassword(PASSWORD));
    assert.equal((await login(phone)).statusCode, 200);
    await onRegister({ first_name: 'Ayanda', last_name: 'Zulu', birth_date: '1985-03-03', phone, on: true });
    assertError(await login(phone), 403, E.rgNationallyExcluded);
  });

  test('goes through while the register cannot be asked', async () => {
    const phone = newPhone();
    const person = { first_name: 'Palesa', last_name: 'Mahlangu', birth_date: '1992-12-01' };
    assert.equal((await create(await confirmedPhoneToken(t.app, phone), person)).statusCode, 200);
    await outage(true);
    try {
      assert.equal((await login(phone)).statusCode, 200);
    } finally {
      await outage(false);
    }
  });
});

describe('session refresh', () => {
  const refresh = (token: string) => post(t.app, ApiPaths.refreshToken, { token });
  const signedUp = async (person: typeof NALEDI) => {
    const phone = newPhone();
    const created = await create(await confirmedPhoneToken(t.app, phone), person);
    assert.equal(created.statusCode, 200, created.body);
    return { phone, token: (created.json() as SessionAnswer).refresh.token };
  };
  const next = async (token: string) => {
    const answer = await refresh(token);
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as AuthTokens).refresh.token;
  };

  test('a player put on the register while signed in is refused at the next refresh, every session ended', async () => {
    const person = { first_name: 'Thabo', last_name: 'Mokoena', birth_date: '1983-04-21' };
    const { phone, token: first } = await signedUp(person);
    const token = await next(first);
    const elsewhere = await login(phone);
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
    await onRegister({ ...person, on: true });
    assertError(await refresh(token), 403, E.rgNationallyExcluded, /national register/);
    // The other device's session went with it: an outage later does not let either back in by refreshing.
    await outage(true);
    try {
      assertError(await refresh((elsewhere.json() as SessionAnswer).refresh.token), 401, E.unauthenticated);
    } finally {
      await outage(false);
    }
    await onRegister({ ...person, on: false });
    assertError(await refresh(token), 401, E.unauthenticated);
  });

  test("a refusal at refresh closes the player's open games on every device, until a sign-in finds them off it", async () => {
    const player = await signUp(t.app);
    const phone = player.session.user.phone;
    assert.equal((await load(t.app, player.unitToken, 50_000)).status, 200);
    // Two devices' games, open before the register knew of the player; game sessions outlive an access token.
    const here = await gameSession(t.app, player);
    const there = await gameSession(t.app, player);
    assert.equal((await bet(t.app, here, 100)).status, 200);
    await onRegister({ ...NALEDI, phone, on: true });
    assertError(await refresh(player.session.refresh.token), 403, E.rgNationallyExcluded);
    for (const session of [here, there]) assertRefused(await bet(t.app, session, 100), 403, E.rgNationallyExcluded);
    // No new game and no money in either, while the access token still lives.
    const launch = await t.app.inject({
      method: 'POST',
      url: ApiPaths.playerToken,
      headers: { authorization: player.bearer },
      payload: { token: player.unitToken, game_slug: 'test-slot' },
    });
    assertError(launch, 403, E.rgNationallyExcluded);
    assertRefused(await load(t.app, player.unitToken, 1_000), 403, E.rgNationallyExcluded);
    // Off the register, a sign-in (the only way back: every refresh token went) opens play again.
    await onRegister({ ...NALEDI, phone, on: false });
    assert.equal((await login(phone)).statusCode, 200);
    assert.equal((await bet(t.app, there, 100)).status, 200);
  });

  test('goes through while the register cannot be asked, with the error logged', async () => {
    const { token } = await signedUp({ first_name: 'Lindiwe', last_name: 'Ngcobo', birth_date: '1990-09-09' });
    await outage(true);
    const logged = log.length;
    try {
      await next(token);
    } finally {
      await outage(false);
    }
    assert.ok(
      log.slice(logged).some((line) => line.includes('exclusion register unavailable') && line.includes('refresh')),
    );
  });

  test('an unknown refresh token is 401 without asking the register', async () => {
    await outage(true);
    const logged = log.length;
    try {
      assertError(await refresh('x'.repeat(43)), 401, E.unauthenticated);
    } finally {
      await outage(false);
    }
    assert.equal(log.slice(logged).filter((line) => line.includes('exclusion register')).length, 0);
  });
});

describe('the sandbox route', () => {
  test('refuses a bad date or phone (422) and changes nothing', async () => {
    const before = await count(t.db, 'sandbox_exclusion_register');
    for (const bad of [
      { ...NALEDI, birth_date: '1988-02-30', on: true },
      { ...NALEDI, phone: '0821234567', on: true },
      { ...NALEDI },
    ]) {
      assertError(await post(t.app, SandboxPaths.exclusionRegister, bad), 422, E.validation);
    }
    assert.equal(await count(t.db, 'sandbox_exclusion_register'), before);
  });
});
