/**
 * The ledger: the only code that changes balances. `ledger.run` opens the transaction, hands the caller a
 * book to transfer with, and once the transaction has committed tells every unit it touched, on that unit's
 * bus channel, its fresh balances. A caller cannot move money without the units hearing of it.
 */

import type { FinAccount } from '../../../contract/entities';
import { SocketEvents, type UnitUpdatedPayload } from '../../../contract/socket';
import type { Bus, BusMessage } from '../bus/bus';
import type { Database, Queryable } from '../db/database';
import { ErrorCodes } from '../../../contract/errors';
import { fail } from '../errors';
import { readFinAccount, readUnitBalances, unitBalancesOf, type UnitBalances } from './accounts';
import type { InlineTransferColumns } from './inline';
import { asNoFunds, transferInTransaction, type TransferInput, type TransferOutcome } from './transfer';

/** The bus channel a unit's socket listens on. */
export function unitChannel(unitId: number): string {
  return `unit:${unitId}`;
}

export interface LedgerLog {
  warn(details: object, message: string): void;
}

export interface LedgerDeps {
  db: Database;
  bus: Bus;
  log?: LedgerLog;
}

/** Transfers within one `ledger.run` transaction. */
export interface Book {
  transfer(input: TransferInput): Promise<TransferOutcome>;
  /**
   * Runs a statement carrying an inline transfer (inline.ts) in this transaction, so that the caller's own writes and
   * the transfer cost one round trip. The balances it answers count as the unit's latest, told to its socket after
   * commit as a transfer's are. Answers the statement's row (its transfer id null if nothing moved); a player account
   * taken below zero is no_funds, as in a transfer.
   */
  statement<R extends InlineTransferColumns>(sql: string, params: readonly unknown[]): Promise<R>;
  /**
   * A unit's balances as this transaction leaves them (read in it, after its transfers). The unit's socket is
   * told these same figures after commit, so a call that answers them reads them once, not twice.
   */
  finAccount(unitId: number): Promise<FinAccount>;
  /** Every balance of the unit (bonus accounts too), as finAccount reads them. */
  unitBalances(unitId: number): Promise<UnitBalances>;
  /** Publishes on the bus once the transaction has committed (never if it rolls back), after the balances. */
  publish(channel: string, message: BusMessage): void;
}

export interface Ledger {
  /**
   * Runs `work` in one database transaction. Every balance change goes through `book.transfer`; domain rows
   * the work locks or changes go through `tx`. Lock domain rows before transferring (accounts come last); a
   * call named by a unit token resolves and locks that unit here first (units/tokens.ts `lockUnit`).
   * On PostgreSQL the work may be retried after a deadlock, so it must not have effects outside `tx`.
   */
  run<T>(work: (tx: Queryable, book: Book) => Promise<T>): Promise<T>;
  /**
   * Runs one statement carrying an inline transfer (inline.ts) as its own transaction, and when it moved money,
   * tells the unit the balances it answers. Answers the statement's row (its transfer id null if nothing moved)
   * and the unit's balances after the move.
   */
  runStatement<R extends InlineTransferColumns>(
    sql: string,
    params: readonly unknown[],
  ): Promise<{ row: R; moved: { unitId: number; finAccount: FinAccount } | null }>;
  finAccount(unitId: number, q?: Queryable): Promise<FinAccount>;
}

export function createLedger(deps: LedgerDeps): Ledger {
  const { db, bus, log } = deps;

  async function announce(unitId: number, known?: FinAccount): Promise<void> {
    try {
      const payload: UnitUpdatedPayload = {
        action: 'balance_updated',
        unit: { fin_account: known ?? (await readFinAccount(db, unitId)) },
      };
      await bus.publish(unitChannel(unitId), { event: SocketEvents.unitUpdated, payload });
    } catch (err) {
      // The money has moved; a lost event is healed when the socket next joins the unit.
      log?.warn({ err, unitId }, 'ledger: balance update not published');
    }
  }

  return {
    async run(work) {
      // Units whose balances the transaction changed, with their final figures once the work has read them.
      let touched = new Map<number, UnitBalances>();
      let news: Array<[string, BusMessage]> = [];
      const result = await db.transaction(async (tx) => {
        touched = new Map();
        news = [];
        let open = true;
        const book: Book = {
          async transfer(input) {
            if (!open) throw new Error('ledger: book used after its transaction ended');
            const outcome = await transferInTransaction(tx, input);
            // Balances change only through transfers, so the latest transfer's figures stand until the next.
            for (const [unitId, accounts] of outcome.balances) {
              touched.set(unitId, unitBalancesOf(accounts));
            }
            return outcome;
          },
          async statement<R extends InlineTransferColumns>(sql: string, params: readonly unknown[]) {
            if (!open) throw new Error('ledger: book used after its transaction ended');
            const row = (
              await tx.query<R>(sql, params).catch((error: unknown) => {
                throw asNoFunds(error);
              })
            ).rows[0];
            if (!row) throw new Error('ledger: an inline transfer statement answered no row');
            const moved = row.ledger_transfer_id === null ? null : row.ledger_balances;
            if (moved?.length) touched.set(Number(moved[0]!.unit_id), unitBalancesOf(moved));
            return row;
          },
          async finAccount(unitId) {
            if (!open) throw new Error('ledger: book used after its transaction ended');
            return touched.get(unitId)?.fin_account ?? (await readFinAccount(tx, unitId));
          },
          async unitBalances(unitId) {
            if (!open) throw new Error('ledger: book used after its transaction ended');
            const known = touched.get(unitId) ?? (await readUnitBalances(tx, unitId));
            if (!known) throw fail(ErrorCodes.unitNotFound);
            return known;
          },
          publish(channel, message) {
            if (!open) throw new Error('ledger: book used after its transaction ended');
            news.push([channel, message]);
          },
        };
        try {
          return await work(tx, book);
        } finally {
          open = false;
        }
      });
      await Promise.all([...touched].map(([unitId, known]) => announce(unitId, known.fin_account)));
      for (const [channel, message] of news) {
        // Committed either way; a lost event is healed when the socket next joins or asks.
        await bus
          .publish(channel, message)
          .catch((err: unknown) => log?.warn({ err, channel }, 'ledger: news not published'));
      }
      return result;
    },

    async runStatement<R extends InlineTransferColumns>(sql: string, params: readonly unknown[]) {
      const { rows } = await db.query<R>(sql, params);
      const row = rows[0];
      if (!row) throw new Error('ledger: an inline transfer statement answered no row');
      if (row.ledger_transfer_id === null || !row.ledger_balances?.length) return { row, moved: null };
      const unitId = Number(row.ledger_balances[0]!.unit_id);
      const finAccount = unitBalancesOf(row.ledger_balances).fin_account;
      await announce(unitId, finAccount);
      return { row, moved: { unitId, finAccount } };
    },

    finAccount(unitId, q = db) {
      return readFinAccount(q, unitId);
    },
  };
}
