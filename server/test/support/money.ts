/** Test helpers for the ledger, units and voucher tests: calls through `app.inject`, ledger totals, bus waits. */

import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Bus, BusMessage } from '../../src/bus/bus';
import type { Database, Queryable } from '../../src/db/database';
import { checkLedger, describeProblem } from '../../src/ledger/check';
import { createUnitsService } from '../../src/modules/units/service';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function post<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  payload: unknown,
): Promise<Answer<T>> {
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  return { status: response.statusCode, body: response.json() as T };
}

/** Asserts the contract's error shape with this status and code. */
export function assertError(answer: Answer<unknown>, status: number, code: string): void {
  assert.equal(answer.status, status, JSON.stringify(answer.body));
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } }).error;
  assert.equal(error?.code, code, JSON.stringify(answer.body));
  assert.equal(typeof error?.message, 'string');
}

/** A fresh anonymous unit's token. */
export async function anonymousUnit(app: FastifyInstance, siteId = 1): Promise<string> {
  const answer = await post<{ token: string }>(app, '/v1/hp/units/create', { site_id: siteId });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.token;
}

/** A voucher minted through the sandbox. */
export async function voucher(app: FastifyInstance, amount: number, siteId = 1): Promise<string> {
  const answer = await post<{ code: string }>(app, '/sandbox/vouchers', { amount, site_id: siteId });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.code;
}

/** Sum of every account's balance per currency: always 0 in a double-entry ledger. */
export async function ledgerTotals(db: Queryable): Promise<Record<string, number>> {
  const found = await db.query<{ currency: string; total: string | number }>(
    'SELECT currency, sum(balance)::text AS total FROM ledger_balances GROUP BY currency ORDER BY currency',
  );
  return Object.fromEntries(found.rows.map((row) => [row.currency, Number(row.total)]));
}

/** The ledger's invariants hold (ledger/check.ts, as `npm run ledger:check` checks them). */
export async function assertLedgerBalanced(db: Database | Queryable): Promise<void> {
  const report = await checkLedger(db);
  assert.deepEqual(report.problems.map(describeProblem), [], 'ledger:check finds no problem');
}

export interface Listener {
  /** Every message received so far, in arrival order. */
  received: BusMessage[];
  /** The first message (received already or still to come) that `match` accepts. */
  until(match: (message: BusMessage) => boolean, timeoutMs?: number): Promise<BusMessage>;
  stop(): Promise<void>;
}

/**
 * Subscribes now. Tests match the message they expect rather than take the next one: on a shared Redis, test
 * files running side by side on separate databases publish on the same `unit:<id>` channels.
 */
export async function listen(bus: Bus, channel: string): Promise<Listener> {
  const received: BusMessage[] = [];
  let wake: (() => void) | null = null;
  const stop = await bus.subscribe(channel, (message) => {
    received.push(message);
    wake?.();
  });
  return {
    received,
    stop,
    async until(match, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching message on ${channel}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    },
  };
}

/** Whether a bus message is a balance update carrying this fin_account. */
export function balanceUpdate(fin: { balance: number; deposit_balance: number; bonus_balance: number }) {
  return (message: BusMessage): boolean =>
    message.event === 'unit_updated' &&
    isDeepStrictEqual(message.payload, { action: 'balance_updated', unit: { fin_account: fin } });
}

/** The deposit balance of the unit a token names (the token must name one). */
export async function depositOf(db: Database, token: string): Promise<number> {
  const units = createUnitsService({ db });
  const identity = await units.identify(token);
  assert.ok(identity, 'the token names a unit');
  return (await units.view(identity.unitId)).fin_account.deposit_balance;
}

/**
 * What `work` makes the app send `db` (the app's own handle, watched in place): statements outside a transaction,
 * transactions, and the statements inside them. The round trips a money call costs.
 */
export async function countSent<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number; transactions: number; inTransactions: number }> {
  const { query, transaction } = db;
  const seen = { statements: 0, transactions: 0, inTransactions: 0 };
  db.query = ((sql: string, params?: readonly unknown[]) => {
    seen.statements++;
    return query.call(db, sql, params);
  }) as Database['query'];
  db.transaction = ((run: (tx: Queryable) => Promise<unknown>) => {
    seen.transactions++;
    return transaction.call(db, (tx) =>
      run({
        query: ((sql: string, params?: readonly unknown[]) => {
          seen.inTransactions++;
          return tx.query(sql, params);
        }) as Queryable['query'],
      }),
    );
  }) as Database['transaction'];
  try {
    return { result: await work(), ...seen };
  } finally {
    Object.assign(db, { query, transaction });
  }
}

/** Waits (on PostgreSQL) until `count` of this database's backends wait for a lock another holds. */
export async function lockWaiters(db: Queryable, count: number): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${count} backends came to wait for a lock`);
}
