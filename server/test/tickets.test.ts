/**
 * Tickets (ARCHITECTURE "Ticket"): cashing out puts the whole withdrawable balance on a ticket whose code the
 * player types elsewhere; cashing in credits it once, to a unit of the same currency and, for a player's ticket,
 * only to that player's units. Refusals (method off, blocks, nothing to move, bad codes) move nothing.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { FinAccount } from '../../contract/entities';
import { ErrorCodes as E } from '../../contract/errors';
import { runAdmin } from '../../scripts/admin';
import { systemAccount, unitAccount } from '../src/ledger/accounts';
import { createLedger } from '../src/ledger/ledger';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertError, assertLedgerBalanced, ledgerTotals, post } from './support/money';
import { phoneMaker, register } from './support/users';
import { loadVoucher } from './support/withdrawals';

const newPhone = phoneMaker(8_600_000);

describe('tickets', () => {
  let units: UnitsService;

  const t = testApp({
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  async function unitId(token: string): Promise<number> {
    const identity = await units.identify(token);
    assert.ok(identity);
    return identity.unitId;
  }

  const fin = async (token: string): Promise<FinAccount> => (await units.view(await unitId(token))).fin_account;

  /** Loads a voucher of `amount` into the unit's deposit balance. */
  const load = (token: string, amount: number, siteId = 1) => loadVoucher(t, token, amount, siteId);

  /** Winnings and bonus money, as the game and bonus flows would pay them (those are not built yet). */
  async function pay(token: string, kind: 'cash' | 'bonus', amount: number, currency = 'ZAR'): Promise<void> {
    const id = await unitId(token);
    await createLedger(t).run((_tx, book) =>
      book.transfer({
        idempotencyKey: `test:${kind}:${id}:${amount}`,
        from: systemAccount(kind === 'cash' ? 'game_house' : 'bonus_expense', currency),
        to: unitAccount(id, kind),
        amount,
        kind: `test_${kind}`,
      }),
    );
  }

  async function cashOut(token: string): Promise<string> {
    const answer = await post<{ fin_operation: { gs_ticket: string; status: string } }>(t.app, ApiPaths.ticketCashOut, {
      token,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.fin_operation.status, 'active');
    return answer.body.fin_operation.gs_ticket;
  }

  const cashIn = (token: string, code: string) =>
    post<{ unit: { fin_account: FinAccount } }>(t.app, ApiPaths.ticketCashIn, { token, code, fp_request_id: 'fp-1' });

  async function ticketClearing(currency = 'ZAR'): Promise<number> {
    const { rows } = await t.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_balances WHERE unit_id IS NULL AND kind = 'ticket_clearing'
       AND currency = $1`,
      [currency],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  async function playerUnit(siteId = 1): Promise<string> {
    const session = await register(t.app, newPhone(), siteId);
    const answer = await t.app.inject({
      method: 'POST',
      url: ApiPaths.createUserUnit,
      payload: {},
      headers: { authorization: `Bearer ${session.access.token}` },
    });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as { unit_token: string }).unit_token;
  }

  it('cashes out the whole balance and deposit onto a ticket, never the bonus, and another unit cashes it in once', async () => {
    const from = await anonymousUnit(t.app);
    await load(from, 3000);
    await pay(from, 'cash', 1200);
    await pay(from, 'bonus', 500);
    const clearing = await ticketClearing();

    const code = await cashOut(from);
    assert.match(code, /^[0-9]{12}$/);
    assert.deepEqual(await fin(from), { balance: 0, deposit_balance: 0, bonus_balance: 500 });
    assert.equal(await ticketClearing(), clearing + 4200);
    // one transfer per source account
    const { rows } = await t.db.query<{ amount: string; kind: string }>(
      `SELECT amount::text AS amount, kind FROM ledger_transfers WHERE metadata->>'ticket_code' = $1 ORDER BY amount`,
      [code],
    );
    assert.deepEqual(rows, [
      { amount: '1200', kind: 'ticket_cash_out' },
      { amount: '3000', kind: 'ticket_cash_out' },
    ]);

    // An anonymous unit's ticket loads anywhere in its currency: here on the other ZA site, typed in groups.
    const to = await anonymousUnit(t.app, 2);
    const typed = `${code.slice(0, 4)} ${code.slice(4, 8)}-${code.slice(8)}`;
    const loaded = await cashIn(to, typed);
    assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
    assert.deepEqual(loaded.body, { unit: { fin_account: { balance: 0, deposit_balance: 4200, bonus_balance: 0 } } });
    assert.equal(await ticketClearing(), clearing);

    assertError(await cashIn(to, code), 422, E.gameServerTicketNotActive);
    assertError(await cashIn(from, code), 422, E.gameServerTicketNotActive);
    assert.equal((await fin(to)).deposit_balance, 4200);
    await assertLedgerBalanced(t.db);
  });

  it('a signed-in player’s ticket loads only into that player’s units', async () => {
    const mine = await playerUnit();
    await load(mine, 2000);
    const code = await cashOut(mine);
    for (const other of [await playerUnit(), await anonymousUnit(t.app)]) {
      const refused = await cashIn(other, code);
      assertError(refused, 403, E.gameServerOwnerMismatch);
      assert.match((refused.body as unknown as { error: { message: string } }).error.message, /another user/);
    }
    const loaded = await cashIn(mine, code);
    assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
    assert.equal(loaded.body.unit.fin_account.deposit_balance, 2000);
  });

  it('refuses unknown codes and tickets of another currency as an invalid voucher', async () => {
    const from = await anonymousUnit(t.app);
    await load(from, 1000);
    const code = await cashOut(from);
    const indian = await anonymousUnit(t.app, 3);
    assertError(await cashIn(indian, code), 422, E.invalidVoucher);
    const to = await anonymousUnit(t.app);
    const wrong = code.endsWith('0') ? `${code.slice(0, -1)}1` : `${code.slice(0, -1)}0`;
    for (const bad of [wrong, '1234', 'abc', `${code}x`, '-- --', '1'.repeat(64)]) {
      assertError(await cashIn(to, bad), 422, E.invalidVoucher);
    }
    // still active after all that
    assert.equal((await cashIn(to, code)).status, 200);
  });

  it('refuses a cash-out when the site has tickets off, on a withdrawal block, and with nothing to move', async () => {
    const before = await ledgerTotals(t.db);
    const indian = await anonymousUnit(t.app, 3); // demo site 3 (IN) has ticket cash-out off
    await load(indian, 1000, 3);
    assertError(await post(t.app, ApiPaths.ticketCashOut, { token: indian }), 422, E.methodDisabled);
    assert.equal((await fin(indian)).deposit_balance, 1000);

    const blocked = await anonymousUnit(t.app);
    await load(blocked, 1000);
    await runAdmin(['block', 'withdrawal', '--unit', String(await unitId(blocked))], t.db);
    assertError(await post(t.app, ApiPaths.ticketCashOut, { token: blocked }), 403, E.withdrawalBlock);
    assert.equal((await fin(blocked)).deposit_balance, 1000);

    const empty = await anonymousUnit(t.app);
    await pay(empty, 'bonus', 700);
    assertError(await post(t.app, ApiPaths.ticketCashOut, { token: empty }), 422, E.noFunds);
    assertError(await post(t.app, ApiPaths.ticketCashOut, { token: 'x'.repeat(128) }), 401, E.unauthenticated);
    const { rows } = await t.db.query('SELECT id FROM tickets WHERE created_by_unit_id = ANY($1::bigint[])', [
      [await unitId(indian), await unitId(blocked), await unitId(empty)],
    ]);
    assert.deepEqual(rows, []);
    assert.deepEqual(await ledgerTotals(t.db), before);
  });

  it('refuses a cash-in on a deposit block and leaves the ticket active', async () => {
    const from = await anonymousUnit(t.app);
    await load(from, 800);
    const code = await cashOut(from);
    const to = await anonymousUnit(t.app);
    await runAdmin(['block', 'deposit', '--unit', String(await unitId(to))], t.db);
    assertError(await cashIn(to, code), 403, E.depositBlock);
    assert.equal((await fin(to)).deposit_balance, 0);
    await runAdmin(['unblock', 'deposit', '--unit', String(await unitId(to))], t.db);
    assert.equal((await cashIn(to, code)).status, 200);
    assert.equal((await fin(to)).deposit_balance, 800);
  });

  it('the operator turns ticket cash-out on for a site', async () => {
    await runAdmin(['config', '3', 'ticket_cashout_enabled=true'], t.db);
    const indian = await anonymousUnit(t.app, 3);
    await load(indian, 1500, 3);
    const code = await cashOut(indian);
    const loaded = await cashIn(await anonymousUnit(t.app, 3), code);
    assert.equal(loaded.body.unit.fin_account.deposit_balance, 1500);
    assert.equal(await ticketClearing('INR'), 0);
    await assertLedgerBalanced(t.db);
  });
});
