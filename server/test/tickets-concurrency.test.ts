/**
 * Tickets under concurrency: one ticket cashed in by many units at once, cash-outs racing voucher loads and each
 * other. On PostgreSQL (DATABASE_URL) the calls really interleave; on PGlite they run one after another. Either
 * way no ticket pays twice, no balance goes negative, and every unit of money is on a unit or on an active ticket.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertLedgerBalanced, post, voucher, type Answer } from './support/money';

const ROUNDS = 10;

describe('tickets under concurrency', () => {
  let units: UnitsService;

  const t = testApp({
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const withdrawable = async (token: string): Promise<number> => {
    const identity = await units.identify(token);
    assert.ok(identity);
    const { fin_account } = await units.view(identity.unitId);
    return fin_account.balance + fin_account.deposit_balance;
  };

  async function startLoading(token: string, amount: number): Promise<string> {
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token,
      code: await voucher(t.app, amount),
    });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return started.body.acoin_batch_token;
  }

  async function load(token: string, amount: number): Promise<void> {
    const batch = await startLoading(token, amount);
    const done = await post(t.app, ApiPaths.completeLoading, { token, acoin_tx_token: batch, amount });
    assert.equal(done.status, 200, JSON.stringify(done.body));
  }

  const cashOut = (token: string) =>
    post<{ fin_operation?: { gs_ticket: string } }>(t.app, ApiPaths.ticketCashOut, { token });

  /** What the unit's tickets still hold (active) and what they carried away in all. */
  async function ticketsOf(token: string): Promise<{ active: number; all: number }> {
    const identity = await units.identify(token);
    const { rows } = await t.db.query<{ active: string; all: string }>(
      `SELECT COALESCE(sum(amount) FILTER (WHERE status = 'active'), 0)::text AS active,
              COALESCE(sum(amount), 0)::text AS all
       FROM tickets WHERE created_by_unit_id = $1`,
      [identity!.unitId],
    );
    return { active: Number(rows[0]?.active), all: Number(rows[0]?.all) };
  }

  /** Money on tickets not yet cashed in must be exactly what ticket clearing holds. */
  async function assertClearingMatchesTickets(): Promise<void> {
    const { rows } = await t.db.query<{ clearing: string; active: string }>(
      `SELECT (SELECT COALESCE(sum(balance), 0) FROM ledger_balances WHERE kind = 'ticket_clearing')::text AS clearing,
              (SELECT COALESCE(sum(amount), 0) FROM tickets WHERE status = 'active')::text AS active`,
    );
    assert.equal(Number(rows[0]?.clearing), Number(rows[0]?.active), 'ticket clearing holds the active tickets');
    const negative = await t.db.query('SELECT id FROM ledger_accounts WHERE unit_id IS NOT NULL AND balance < 0');
    assert.deepEqual(negative.rows, []);
  }

  it('one ticket cashed in by many units at once credits exactly one of them', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const from = await anonymousUnit(t.app);
      await load(from, 1500);
      const out = await cashOut(from);
      assert.equal(out.status, 200, JSON.stringify(out.body));
      const code = out.body.fin_operation!.gs_ticket;
      const takers = await Promise.all(Array.from({ length: 6 }, () => anonymousUnit(t.app)));
      const answers: Answer[] = await Promise.all(
        takers.map((token) => post(t.app, ApiPaths.ticketCashIn, { token, code, fp_request_id: `r${round}` })),
      );
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1, JSON.stringify(answers));
      assert.ok(
        answers.every((answer) => answer.status === 200 || answer.status === 422),
        JSON.stringify(answers),
      );
      const credited = await Promise.all(takers.map(withdrawable));
      assert.deepEqual(
        credited.sort((a, b) => b - a),
        [1500, 0, 0, 0, 0, 0],
        `round ${round}`,
      );
    }
    await assertClearingMatchesTickets();
    await assertLedgerBalanced(t.db);
  });

  it('cash-outs racing a voucher load and each other never overdraw or strand money', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const token = await anonymousUnit(t.app);
      await load(token, 1000);
      const batch = await startLoading(token, 700);
      const [first, loaded, second] = await Promise.all([
        cashOut(token),
        post(t.app, ApiPaths.completeLoading, { token, acoin_tx_token: batch, amount: 700 }),
        cashOut(token),
      ]);
      assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
      const outs = [first, second];
      assert.ok(
        outs.some((answer) => answer.status === 200),
        JSON.stringify(outs),
      );
      assert.ok(
        outs.every((answer) => answer.status === 200 || answer.status === 422),
        JSON.stringify(outs),
      );
      // Every unit of the 1,700 loaded is either still on the unit or on one of its tickets, never both.
      const { all } = await ticketsOf(token);
      assert.equal((await withdrawable(token)) + all, 1700, `round ${round}`);
    }
    await assertClearingMatchesTickets();
    await assertLedgerBalanced(t.db);
  });

  it('a cash-out racing the cash-in of its own ticket elsewhere pays each unit of money once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const from = await anonymousUnit(t.app);
      await load(from, 900);
      const code = (await cashOut(from)).body.fin_operation!.gs_ticket;
      // the ticket comes back to the unit while that unit cashes out again
      await load(from, 100);
      const [back, again] = await Promise.all([
        post(t.app, ApiPaths.ticketCashIn, { token: from, code, fp_request_id: 'x' }),
        cashOut(from),
      ]);
      assert.equal(back.status, 200, JSON.stringify(back.body));
      assert.equal(again.status, 200, JSON.stringify(again.body));
      const { active } = await ticketsOf(from);
      assert.equal((await withdrawable(from)) + active, 1000, `round ${round}`);
    }
    await assertClearingMatchesTickets();
    await assertLedgerBalanced(t.db);
  });
});
