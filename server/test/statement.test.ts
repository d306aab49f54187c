/**
 * The statement (GET transactions/unit) as a player reads it: newest first, pages by cursor that neither repeat
 * nor skip a row while money keeps arriving, filters by type and date, amounts signed from the player's side,
 * descriptions that name what the money was (and never a whole voucher code), and refusals that name the field.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import type { StatementAnswer } from '../../contract/statement';
import { ErrorCodes as E } from '../../contract/errors';
import { systemAccount, unitAccount, type AccountRef } from '../src/ledger/accounts';
import { createLedger, type Ledger } from '../src/ledger/ledger';
import { createUnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertError, assertLedgerBalanced, post, voucher, type Answer } from './support/money';
import { phoneMaker, register } from './support/users';
import { bodyFor, call, create, fundedPlayer, settle } from './support/withdrawals';

const newPhone = phoneMaker(7_400_000);
const quiet = { warn: () => {} };

describe('statement', () => {
  let ledger: Ledger;
  let key = 0;

  const t = testApp({
    setUp: () => {
      ledger = createLedger({ db: t.db, bus: t.bus, log: quiet });
    },
  });

  async function statement(token: string, query = ''): Promise<Answer<StatementAnswer>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${ApiPaths.statement}?token=${encodeURIComponent(token)}${query}`,
    });
    return { status: response.statusCode, body: response.json() as StatementAnswer };
  }

  async function page(token: string, query = ''): Promise<StatementAnswer> {
    const answer = await statement(token, query);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  }

  /** A voucher loaded whole through the real calls; answers its code. */
  async function load(token: string, amount: number, siteId = 1): Promise<string> {
    const code = await voucher(t.app, amount, siteId);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, { token, code });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const done = await post(t.app, ApiPaths.completeLoading, {
      token,
      acoin_tx_token: started.body.acoin_batch_token,
      amount,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    return code;
  }

  async function unitIdOf(token: string): Promise<number> {
    const identity = await createUnitsService({ db: t.db }).identify(token);
    assert.ok(identity);
    return identity.unitId;
  }

  /** Transfers in ONE transaction: they share created_at, so only the id tells them apart. */
  async function transfers(moves: Array<{ from: AccountRef; to: AccountRef; amount: number; kind: string }>) {
    await ledger.run(async (_tx, book) => {
      for (const move of moves) await book.transfer({ idempotencyKey: `test:statement:${++key}`, ...move });
    });
  }

  it('pages 25 loads by 10, newest first, with no row twice and none missed while new loads arrive', async () => {
    const token = await anonymousUnit(t.app);
    const unitId = await unitIdOf(token);
    for (let i = 1; i <= 25; i++) await load(token, 100 * i);
    // Three transfers committed together share one created_at: a page boundary falls among them below.
    await transfers(
      [1, 2, 3].map((n) => ({
        from: unitAccount(unitId, 'deposit'),
        to: unitAccount(unitId, 'cash'),
        amount: n,
        kind: 'test_move',
      })),
    );

    const first = await page(token, '&page_size=2');
    assert.deepEqual(
      first.transactions.map((row) => row.amount),
      [3, 2],
    );
    const seen = [...first.transactions];
    let cursor = first.cursor;
    // The rest by the default page size of 10, money arriving between every two pages.
    const arrived: number[] = [];
    while (cursor) {
      const amount = 7 + arrived.length;
      await load(token, amount);
      arrived.push(amount);
      const next = await page(token, `&cursor=${cursor}`);
      assert.ok(next.transactions.length <= 10);
      seen.push(...next.transactions);
      cursor = next.cursor;
    }

    const ids = seen.map((row) => row.id);
    assert.equal(new Set(ids).size, ids.length, 'no row twice');
    assert.deepEqual(
      seen.map((row) => row.amount),
      [3, 2, 1, ...Array.from({ length: 25 }, (_, i) => 100 * (25 - i))],
      'every row that was there, in order, none of those that arrived later',
    );
    const times = seen.map((row) => row.created_at);
    assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
    assert.equal(arrived.length, 3);

    // A fresh first page starts with what arrived meanwhile.
    const fresh = await page(token);
    assert.equal(fresh.transactions.length, 10);
    assert.deepEqual(
      fresh.transactions.slice(0, 3).map((row) => row.amount),
      [...arrived].reverse(),
    );
    assert.ok(fresh.cursor);
  });

  it('describes a voucher by its first four digits and never shows the whole code', async () => {
    const token = await anonymousUnit(t.app);
    const code = await load(token, 4321);
    const answer = await statement(token);
    assert.equal(answer.status, 200);
    const [row] = answer.body.transactions;
    assert.ok(row);
    assert.deepEqual(
      { ...row, id: 0, created_at: '' },
      {
        id: 0,
        type: 'deposit',
        amount: 4321,
        currency: 'ZAR',
        status: 'completed',
        created_at: '',
        description: `Voucher ${code.slice(0, 4)}…`,
      },
    );
    assert.match(row.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.ok(!JSON.stringify(answer.body).includes(code.slice(0, 8)));
    assert.equal(answer.body.cursor, null);
  });

  it('signs amounts from the player’s side: money out negative, bonus locks negative, in and releases positive', async () => {
    const token = await anonymousUnit(t.app, 3);
    const unitId = await unitIdOf(token);
    await load(token, 10_000, 3);
    await transfers([
      { from: unitAccount(unitId, 'deposit'), to: systemAccount('fees', 'INR'), amount: 250, kind: 'test_charge' },
      { from: unitAccount(unitId, 'deposit'), to: unitAccount(unitId, 'bonus'), amount: 1000, kind: 'test_lock' },
      { from: unitAccount(unitId, 'bonus'), to: unitAccount(unitId, 'cash'), amount: 400, kind: 'test_release' },
      { from: systemAccount('bonus_expense', 'INR'), to: unitAccount(unitId, 'bonus'), amount: 50, kind: 'test_gift' },
    ]);
    const rows = (await page(token)).transactions;
    assert.deepEqual(
      rows.map((row) => [row.amount, row.currency, row.type, row.description]),
      [
        [50, 'INR', 'other', 'Test gift'],
        [400, 'INR', 'other', 'Test release'],
        [-1000, 'INR', 'other', 'Test lock'],
        [-250, 'INR', 'other', 'Test charge'],
        [10_000, 'INR', 'deposit', rows[4]?.description],
      ],
    );
    // What the statement says came in and went out is what the balances say (moves within the unit aside).
    const within = new Set(['Test lock', 'Test release']);
    const total = rows.reduce((sum, row) => sum + (within.has(row.description) ? 0 : row.amount), 0);
    const { rows: balances } = await t.db.query<{ total: string }>(
      'SELECT sum(balance)::text AS total FROM ledger_accounts WHERE unit_id = $1',
      [unitId],
    );
    assert.equal(total, Number(balances[0]?.total));
    await assertLedgerBalanced(t.db);
  });

  it('shows money taken in from an earlier anonymous session as a deposit', async () => {
    const session: SessionAnswer = await register(t.app, newPhone());
    const auth = { authorization: `Bearer ${session.access.token}` };
    const own = await t.app.inject({ method: 'POST', url: ApiPaths.createUserUnit, payload: {}, headers: auth });
    const ownToken = (own.json() as { unit_token: string }).unit_token;
    const anonymous = await anonymousUnit(t.app);
    await load(anonymous, 1500);
    const linked = await t.app.inject({
      method: 'POST',
      url: ApiPaths.linkUnit,
      payload: { unit_token: anonymous },
      headers: auth,
    });
    assert.equal(linked.statusCode, 200, linked.body);
    const rows = (await page((linked.json() as { unit_token: string }).unit_token)).transactions;
    assert.deepEqual(
      rows.map((row) => [row.type, row.amount, row.description]),
      [['deposit', 1500, 'Money from your earlier session']],
    );
    assert.deepEqual((await page(ownToken)).transactions.length, 1, 'the same unit by its other token');
  });

  it('filters by type and by date, from inclusive and to exclusive, and pages within the filter', async () => {
    const token = await anonymousUnit(t.app);
    const unitId = await unitIdOf(token);
    for (let i = 1; i <= 6; i++) {
      await load(token, 1000 * i);
      await transfers([
        { from: unitAccount(unitId, 'deposit'), to: systemAccount('fees', 'ZAR'), amount: i, kind: 'test_charge' },
      ]);
    }
    const all = (await page(token, '&page_size=50')).transactions;
    assert.equal(all.length, 12);

    const deposits = await page(token, '&types[]=deposit&page_size=4');
    assert.deepEqual(
      deposits.transactions.map((row) => row.amount),
      [6000, 5000, 4000, 3000],
    );
    const rest = await page(token, `&types[]=deposit&page_size=4&cursor=${deposits.cursor}`);
    assert.deepEqual(
      rest.transactions.map((row) => row.amount),
      [2000, 1000],
    );
    assert.equal(rest.cursor, null);
    const both = await page(token, '&types[]=deposit&types[]=other&page_size=50');
    assert.equal(both.transactions.length, 12);
    assert.deepEqual(
      (await page(token, '&types=other')).transactions.map((row) => row.amount),
      [-6, -5, -4, -3, -2, -1],
    );
    assert.deepEqual((await page(token, '&types[]=withdrawal')).transactions, []);

    const from = all[8]!.created_at;
    const to = all[2]!.created_at;
    const expected = all.filter((row) => row.created_at >= from && row.created_at < to).map((row) => row.id);
    assert.ok(expected.length >= 5, 'the range holds rows');
    const ranged = await page(token, `&from=${from}&to=${to}&page_size=50`);
    assert.deepEqual(
      ranged.transactions.map((row) => row.id),
      expected,
    );
    assert.ok(ranged.transactions.some((row) => row.created_at === from));
    assert.ok(!ranged.transactions.some((row) => row.created_at === to));
    // A zone other than UTC means the same instant.
    const shifted = new Date(Date.parse(from) + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    assert.deepEqual(
      (await page(token, `&from=${encodeURIComponent(shifted)}&to=${to}&page_size=50`)).transactions.map((r) => r.id),
      expected,
    );
    assert.deepEqual((await page(token, '&to=2000-01-01')).transactions, []);
    assert.equal((await page(token, '&from=2000-01-01&page_size=50')).transactions.length, 12);
  });

  it('names withdrawals, their fees and tickets, and follows a withdrawal from pending to paid or failed', async () => {
    const player = await fundedPlayer(t, newPhone(), { deposit: 20000 });
    const made = await create(t, 'im', bodyFor('im', player.token, 6000), player.session);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const { fee, reference } = made.body.withdrawal;
    assert.ok(fee > 0, 'the demo site charges an ATM fee');

    const pending = (await page(player.token, '&types[]=withdrawal&types[]=fee')).transactions;
    assert.deepEqual(
      pending
        .map(({ type, amount, status, description }) => ({ type, amount, status, description }))
        .sort((a, b) => a.type.localeCompare(b.type)),
      [
        { type: 'fee', amount: -fee, status: 'pending', description: `ATM withdrawal fee · ${reference}` },
        { type: 'withdrawal', amount: -6000, status: 'pending', description: `ATM withdrawal · ${reference}` },
      ],
    );
    assert.equal((await settle(t, made.body.withdrawal.id, 'paid')).status, 200);
    const paid = (await page(player.token, '&types[]=withdrawal')).transactions;
    assert.deepEqual(
      paid.map(({ status }) => status),
      ['paid'],
    );

    const failing = await create(t, 'im', bodyFor('im', player.token, 5000), player.session);
    assert.equal(failing.status, 200, JSON.stringify(failing.body));
    assert.equal((await settle(t, failing.body.withdrawal.id, 'failed')).status, 200);
    const refunds = (await page(player.token, '&types[]=refund')).transactions.map((row) => row.description);
    const returned = failing.body.withdrawal.reference;
    assert.deepEqual(refunds.sort(), [`Fee returned · ${returned}`, `Withdrawal returned · ${returned}`]);

    const ticket = await call<{ fin_operation: { gs_ticket: string } }>(t, ApiPaths.ticketCashOut, {
      token: player.token,
    });
    assert.equal(ticket.status, 200, JSON.stringify(ticket.body));
    const code = ticket.body.fin_operation.gs_ticket;
    const rows = (await page(player.token, '&types[]=ticket')).transactions;
    assert.ok(rows.length > 0);
    for (const row of rows) {
      assert.equal(row.description, `Ticket ${code.slice(0, 4)}… cashed out`);
      assert.ok(row.amount < 0);
      assert.ok(!row.description.includes(code), 'the whole ticket code is never shown');
    }
    await assertLedgerBalanced(t.db);
  });

  it('shows a unit only its own money', async () => {
    const mine = await anonymousUnit(t.app);
    const theirs = await anonymousUnit(t.app);
    await load(mine, 111);
    await load(theirs, 222);
    assert.deepEqual(
      (await page(mine)).transactions.map((row) => row.amount),
      [111],
    );
    assert.deepEqual(
      (await page(theirs)).transactions.map((row) => row.amount),
      [222],
    );
    assert.deepEqual(await page(await anonymousUnit(t.app)), { transactions: [], cursor: null });
  });

  it('refuses an unknown token (401) and bad filters (422 naming the field)', async () => {
    const token = await anonymousUnit(t.app);
    await load(token, 500);
    assertError(await statement('x'.repeat(128)), 401, E.unauthenticated);
    const missing = await t.app.inject({ method: 'GET', url: ApiPaths.statement });
    assert.equal(missing.statusCode, 422);

    const refusals: Array<[query: string, field: string]> = [
      ['&page_size=0', 'page_size'],
      ['&page_size=51', 'page_size'],
      ['&page_size=ten', 'page_size'],
      ['&page_size=1.5', 'page_size'],
      ['&types[]=deposits', 'types'],
      ['&types[]=deposit&types[]=', 'types'],
      ['&types=DEPOSIT', 'types'],
      ['&from=yesterday', 'from'],
      ['&from=2024-02-30', 'from'],
      ['&to=2024-01-01T25:00:00Z', 'to'],
      ['&to=2024-01-01T10:00:00%2B24:00', 'to'],
      ['&cursor=nonsense', 'cursor'],
      ['&cursor=', 'cursor'],
      [`&cursor=${Buffer.from('2024-01-01T00:00:00.000000Z|0').toString('base64url')}`, 'cursor'],
      [`&cursor=${Buffer.from('2024-01-01|5').toString('base64url')}`, 'cursor'],
    ];
    for (const [query, field] of refusals) {
      const answer = await statement(token, query);
      assertError(answer, 422, E.validation);
      const message = (answer.body as unknown as { error: { message: string } }).error.message;
      assert.ok(message.startsWith(field), `${query}: ${message}`);
    }
  });
});
