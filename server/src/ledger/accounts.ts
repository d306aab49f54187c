/**
 * Ledger accounts: five per unit (the player's balances) and one of each system kind per currency
 * (the counterparties, which may go negative). A unit's FinAccount is read from its accounts.
 */

import type { FinAccount } from '../../../contract/entities';
import { ErrorCodes } from '../../../contract/errors';
import type { Queryable } from '../db/database';
import { fail } from '../errors';

/** A unit's accounts: cash is fin_account.balance, deposit is deposit_balance, bonus is bonus_balance. */
export const UNIT_ACCOUNT_KINDS = ['cash', 'deposit', 'bonus', 'campaign_bonus', 'hh_bonus'] as const;
export type UnitAccountKind = (typeof UNIT_ACCOUNT_KINDS)[number];

export const SYSTEM_ACCOUNT_KINDS = [
  'voucher_clearing',
  'bank_clearing',
  'game_house',
  'fees',
  'bonus_expense',
  'payout_clearing',
  'ticket_clearing',
  'payment_clearing',
  'jackpot_pool',
  'operator_adjustments',
] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** Names an account without knowing its id. */
export type AccountRef = { unitId: number; kind: UnitAccountKind } | { system: SystemAccountKind; currency: string };

export function unitAccount(unitId: number, kind: UnitAccountKind): AccountRef {
  return { unitId, kind };
}

export function systemAccount(kind: SystemAccountKind, currency: string): AccountRef {
  return { system: kind, currency };
}

export interface AccountRow {
  id: number;
  kind: string;
  unit_id: number | null;
  currency: string;
  balance: number;
}

/** Opens the accounts of a new unit, in its site's currency. Call in the transaction that creates the unit. */
export async function openUnitAccounts(tx: Queryable, unitId: number, currency: string): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (kind, unit_id, currency)
     SELECT kind, $1, $2 FROM unnest($3::text[]) AS k (kind)
     ON CONFLICT (unit_id, kind) WHERE unit_id IS NOT NULL DO NOTHING`,
    [unitId, currency, [...UNIT_ACCOUNT_KINDS]],
  );
}

/** The id of the account a ref names; system accounts of a new currency are opened on first use. */
export async function resolveAccount(q: Queryable, ref: AccountRef): Promise<number> {
  if ('unitId' in ref) {
    const found = await q.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE unit_id = $1 AND kind = $2', [
      ref.unitId,
      ref.kind,
    ]);
    const row = found.rows[0];
    if (!row) throw fail(ErrorCodes.unitNotFound);
    return Number(row.id);
  }
  const select = 'SELECT id FROM ledger_accounts WHERE unit_id IS NULL AND kind = $1 AND currency = $2';
  let row = (await q.query<{ id: number }>(select, [ref.system, ref.currency])).rows[0];
  if (!row) {
    await q.query(
      `INSERT INTO ledger_accounts (kind, currency) VALUES ($1, $2)
       ON CONFLICT (kind, currency) WHERE unit_id IS NULL DO NOTHING`,
      [ref.system, ref.currency],
    );
    row = (await q.query<{ id: number }>(select, [ref.system, ref.currency])).rows[0];
  }
  if (!row) throw new Error(`system account ${ref.system} ${ref.currency} could not be opened`);
  return Number(row.id);
}

/** Locks one account row until the transaction ends. */
export async function lockAccount(tx: Queryable, id: number): Promise<AccountRow> {
  const found = await tx.query<AccountRow>(
    'SELECT id, kind, unit_id, currency, balance FROM ledger_accounts WHERE id = $1 FOR UPDATE',
    [id],
  );
  const row = found.rows[0];
  if (!row) throw new Error(`ledger account ${id} does not exist`);
  return { ...row, id: Number(row.id), unit_id: row.unit_id === null ? null : Number(row.unit_id) };
}

export interface UnitBalances {
  fin_account: FinAccount;
  active_campaign_bonus_balance: number;
  hh_bonus_balance: number;
}

/** Every balance of a unit, or null if it has no accounts. */
export async function readUnitBalances(q: Queryable, unitId: number): Promise<UnitBalances | null> {
  const found = await q.query<AccountBalance>('SELECT kind, balance FROM ledger_accounts WHERE unit_id = $1', [unitId]);
  return found.rows.length === 0 ? null : unitBalancesOf(found.rows);
}

export interface AccountBalance {
  kind: UnitAccountKind;
  balance: number;
}

/** A unit's balances from its account rows. */
export function unitBalancesOf(rows: readonly AccountBalance[]): UnitBalances {
  const of = (kind: UnitAccountKind) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return {
    fin_account: { balance: of('cash'), deposit_balance: of('deposit'), bonus_balance: of('bonus') },
    active_campaign_bonus_balance: of('campaign_bonus'),
    hh_bonus_balance: of('hh_bonus'),
  };
}

/**
 * SQL answering, as JSON `[{kind, balance}]`, the accounts of the unit `unitSql` names (a parameter or a column):
 * for a caller that reads the balances in the same round trip as its own rows. Read it with unitBalancesOf.
 */
export function unitAccountsJsonSql(unitSql: string): string {
  return `(SELECT json_agg(json_build_object('kind', kind, 'balance', balance)) FROM ledger_accounts
    WHERE unit_id = ${unitSql})`;
}

/** The unit's accounts of `kinds` and their balances, row-locked for the rest of `tx` (in id order). */
export async function lockUnitAccounts(
  tx: Queryable,
  unitId: number,
  kinds: readonly UnitAccountKind[],
): Promise<Map<UnitAccountKind, number>> {
  const { rows } = await tx.query<{ kind: UnitAccountKind; balance: number | string }>(
    'SELECT kind, balance FROM ledger_accounts WHERE unit_id = $1 AND kind = ANY($2::text[]) ORDER BY id FOR UPDATE',
    [unitId, [...kinds]],
  );
  return new Map(rows.map((row) => [row.kind, Number(row.balance)]));
}

/** The unit's accounts that hold money, with their balances, by kind. */
export async function fundedUnitAccounts(
  q: Queryable,
  unitId: number,
): Promise<{ kind: UnitAccountKind; balance: number }[]> {
  const { rows } = await q.query<{ kind: UnitAccountKind; balance: number | string }>(
    'SELECT kind, balance FROM ledger_accounts WHERE unit_id = $1 AND balance > 0 ORDER BY kind',
    [unitId],
  );
  return rows.map((row) => ({ kind: row.kind, balance: Number(row.balance) }));
}

/** A unit's FinAccount; a unit without accounts is not found. */
export async function readFinAccount(q: Queryable, unitId: number): Promise<FinAccount> {
  const balances = await readUnitBalances(q, unitId);
  if (!balances) throw fail(ErrorCodes.unitNotFound);
  return balances.fin_account;
}
