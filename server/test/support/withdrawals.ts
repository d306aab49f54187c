/** Helpers for the withdrawal tests: funded players, the calls through app.inject, config and state reads. */

import assert from 'node:assert/strict';
import { ApiPaths } from '../../../contract/api';
import type { SessionAnswer } from '../../../contract/users';
import type { FinAccount } from '../../../contract/entities';
import type { Withdrawal, WithdrawalMethod } from '../../../contract/withdrawals';
import { systemAccount, unitAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import type { TestApp } from '../helpers';
import { voucher, type Answer } from './money';
import { register } from './users';

export interface Player {
  session: SessionAnswer;
  token: string;
  unitId: number;
  userId: number;
  phone: string;
}

export async function call<T = Record<string, unknown>>(
  t: TestApp,
  url: string,
  payload: object,
  session?: SessionAnswer,
): Promise<Answer<T>> {
  const headers: Record<string, string> = session ? { authorization: `Bearer ${session.access.token}` } : {};
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json() as T };
}

/** Loads a voucher of `amount` (minted through the sandbox) into the unit of `token`, as the site does. */
export async function loadVoucher(t: TestApp, token: string, amount: number, siteId = 1): Promise<void> {
  const started = await call<{ acoin_batch_token: string }>(t, ApiPaths.startLoading, {
    token,
    code: await voucher(t.app, amount, siteId),
  });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  const done = await call(t, ApiPaths.completeLoading, {
    token,
    acoin_tx_token: started.body.acoin_batch_token,
    amount,
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

/** A signed-in player with a unit holding `deposit` (loaded by voucher), `cash` (won, say) and `bonus`. */
export async function fundedPlayer(
  t: TestApp,
  phone: string,
  funds: { deposit?: number; cash?: number; bonus?: number; siteId?: number } = {},
): Promise<Player> {
  const siteId = funds.siteId ?? 1;
  const session = await register(t.app, phone, siteId);
  const unit = await call<{ unit_token: string }>(t, ApiPaths.createUserUnit, {}, session);
  assert.equal(unit.status, 200, JSON.stringify(unit.body));
  const token = unit.body.unit_token;
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM units WHERE user_id = $1', [session.user.id]);
  const unitId = Number(rows[0]!.id);
  if (funds.deposit) await loadVoucher(t, token, funds.deposit, siteId);
  const currency = siteId === 3 ? 'INR' : 'ZAR';
  for (const [kind, amount, source] of [
    ['cash', funds.cash, 'game_house'],
    ['bonus', funds.bonus, 'bonus_expense'],
  ] as const) {
    if (!amount) continue;
    await createLedger(t).run((_tx, book) =>
      book.transfer({
        idempotencyKey: `test:${kind}:${unitId}`,
        from: systemAccount(source, currency),
        to: unitAccount(unitId, kind),
        amount,
        kind: `test_${kind}`,
      }),
    );
  }
  return { session, token, unitId, userId: session.user.id, phone: session.user.phone };
}

const PATHS: Record<WithdrawalMethod, { preCheck: string; create: string }> = {
  im: { preCheck: ApiPaths.imWithdrawalPreCheck, create: ApiPaths.imWithdrawalCreate },
  eft: { preCheck: ApiPaths.eftWithdrawalPreCheck, create: ApiPaths.eftWithdrawalCreate },
  upi: { preCheck: ApiPaths.upiWithdrawalPreCheck, create: ApiPaths.upiWithdrawalCreate },
};

/** A complete body for the method; `extra` overrides or adds fields. */
export function bodyFor(method: WithdrawalMethod, token: string, amount: number, extra: object = {}): object {
  const base = { token, amount, fp_request_id: 'fp-1' };
  if (method === 'im') return { ...base, first_name: 'Thandi', last_name: 'Mokoena', ...extra };
  if (method === 'eft') {
    return {
      ...base,
      first_name: 'Thandi',
      last_name: 'Mokoena',
      bank_name: 'FNB',
      bank_account_number: '62000000001',
      bank_account_holder_name: 'T Mokoena',
      ...extra,
    };
  }
  return { ...base, ...extra };
}

export function preCheck(t: TestApp, method: WithdrawalMethod, body: object, session?: SessionAnswer) {
  return call<{ amount: number; fee: number }>(t, PATHS[method].preCheck, body, session);
}

export interface CreateAnswerBody {
  withdrawal: Withdrawal;
  unit: { fin_account: FinAccount };
}

export function create(t: TestApp, method: WithdrawalMethod, body: object, session?: SessionAnswer) {
  return call<CreateAnswerBody>(t, PATHS[method].create, body, session);
}

export function settle(t: TestApp, id: number, outcome: 'paid' | 'failed') {
  return call<{ withdrawal: CreateAnswerBody['withdrawal'] }>(t, `/sandbox/withdrawals/${id}`, { outcome });
}

/** Merges `patch` into a site's unit_config (top level; pass whole nested objects). */
export async function patchConfig(t: TestApp, siteId: number, patch: Record<string, unknown>): Promise<void> {
  await t.db.query('UPDATE sites SET unit_config = unit_config || $2::jsonb WHERE id = $1', [
    siteId,
    JSON.stringify(patch),
  ]);
}

export async function finAccount(t: TestApp, unitId: number): Promise<FinAccount> {
  return createLedger(t).finAccount(unitId);
}

/** Everything a refused or checked call must leave as it was. */
export async function moneyState(t: TestApp): Promise<unknown> {
  const balances = await t.db.query('SELECT id, balance::text AS b FROM ledger_accounts ORDER BY id');
  const counts = await t.db.query(
    `SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers, (SELECT count(*) FROM withdrawals)::text AS w,
            (SELECT count(*) FROM sms_outbox)::text AS sms`,
  );
  return { balances: balances.rows, counts: counts.rows[0] };
}

export async function systemBalance(t: TestApp, kind: string, currency = 'ZAR'): Promise<number> {
  const { rows } = await t.db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_balances WHERE unit_id IS NULL AND kind = $1 AND currency = $2',
    [kind, currency],
  );
  return Number(rows[0]?.balance ?? 0);
}
