/**
 * The wallet's record of every transaction a game server sent (wallet_transactions), by which each transaction id
 * moves money at most once: a call reads its id under the unit's lock before any money moves and records it, with its
 * answer, when it finishes; a later delivery of the same call finds the first one's answer here. Also the ledger
 * transfer kinds the wallet writes.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { BET_DRAW_ORDER, WalletAnswer, WalletTransactionRequest } from '../../../../contract/games';
import { PgCodes, pgConstraint, pgErrorCode, type Queryable } from '../../db/database';
import { sqlParams, type Param } from '../../db/params';
import type { BetEffects } from './bet-effects';
import { fail } from '../../errors';

/** Ledger transfer kinds of the wallet (statement/kinds.ts names them to the player). */
export const GameKinds = {
  bet: 'game_bet',
  win: 'game_win',
  rollback: 'game_bet_rollback',
} as const;

export type DrawKind = (typeof BET_DRAW_ORDER)[number];

export interface TransactionRow {
  transaction_id: string;
  action: 'bet' | 'win';
  unit_id: number;
  game_slug: string;
  round_id: string;
  /** Null only for a rollback that came before its bet, without an amount. */
  amount: number | null;
  status: 'done' | 'rolled_back';
  /** A bet's minor units per balance it drew. */
  parts: Partial<Record<DrawKind, number>>;
  answer: WalletAnswer | null;
  rollback_answer: WalletAnswer | null;
  /** What a bet counted besides its transfers, for its rollback to take back. */
  effects: BetEffects;
  /** It moved the play balance, not money (contract/play-money.ts). */
  play: boolean;
}

const TRANSACTION_COLUMNS =
  'transaction_id, action, unit_id, game_slug, round_id, amount, status, parts, answer, rollback_answer, effects, play';

function toTransaction(row: TransactionRow): TransactionRow {
  return { ...row, unit_id: Number(row.unit_id), amount: row.amount === null ? null : Number(row.amount) };
}

/** The transaction recorded under an id, locked for the rest of `tx`, or null. */
export async function findTransaction(tx: Queryable, transactionId: string): Promise<TransactionRow | null> {
  const { rows } = await tx.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM wallet_transactions WHERE transaction_id = $1 FOR UPDATE`,
    [transactionId],
  );
  return rows[0] ? toTransaction(rows[0]) : null;
}

/**
 * What a bet or win reads under the unit's lock before any money moves: the transaction recorded under its id before
 * (`earlier`; null when the id is new) and the columns `also` adds (its parameters through `param`), in one round
 * trip. Nothing is written yet: the call records its id only when it finishes (recordTransactionSql), so each call
 * writes its row once. Every writer of a unit's transactions holds the unit's lock, so a delivery of the same call
 * waits for the first and then reads its answer here; the same id on another unit, recorded meanwhile, fails the
 * finishing INSERT instead (see `isTakenId`).
 */
export async function readTransaction<Also extends object = object>(
  tx: Queryable,
  transactionId: string,
  also?: (param: Param) => string,
): Promise<{ earlier: TransactionRow | null; also: Also }> {
  const { values, param } = sqlParams([transactionId]);
  const columns = also ? `, ${also(param)}` : '';
  const read = await tx.query<{ earlier: TransactionRow | null } & Also>(
    `SELECT (SELECT row_to_json(w) FROM (SELECT ${TRANSACTION_COLUMNS} FROM wallet_transactions
         WHERE transaction_id = $1) w) AS earlier${columns}`,
    values,
  );
  const row = read.rows[0]!;
  return { earlier: row.earlier ? toTransaction(row.earlier) : null, also: row };
}

/** A finished bet or win, as recorded under its transaction id. */
export interface FinishedCall {
  action: 'bet' | 'win';
  unitId: number;
  input: WalletTransactionRequest;
  at: Date;
  answer: WalletAnswer;
  /** A bet's minor units per balance it drew. */
  parts?: Partial<Record<DrawKind, number>>;
  effects?: BetEffects;
  play?: boolean;
}

/** The INSERT that records a finished call under its transaction id, its parameters through `param`. */
export function recordTransactionSql(call: FinishedCall, param: Param): string {
  const at = param(call.at);
  return `INSERT INTO wallet_transactions (transaction_id, action, unit_id, game_slug, round_id, amount, status, parts,
      answer, effects, play, created_at, updated_at)
    VALUES (${param(call.input.transaction_id)}, ${param(call.action)}, ${param(call.unitId)},
      ${param(call.input.game_slug)}, ${param(call.input.round_id)}, ${param(call.input.amount)}, 'done',
      ${param(JSON.stringify(call.parts ?? {}))}, ${param(JSON.stringify(call.answer))},
      ${param(JSON.stringify(call.effects ?? {}))}, ${param(call.play === true)}, ${at}, ${at})`;
}

/**
 * recordTransactionSql for a call whose answer the finishing statement computes itself (`answerSql`, e.g. from the
 * balances its inline transfer moved): an INSERT … SELECT over `from`, a CTE of at most one row, so that nothing is
 * recorded when it has none (the transfer did not happen).
 */
export function recordComputedSql(
  call: Omit<FinishedCall, 'answer'>,
  answerSql: string,
  from: string,
  param: Param,
): string {
  const at = `${param(call.at)}::timestamptz`;
  return `INSERT INTO wallet_transactions (transaction_id, action, unit_id, game_slug, round_id, amount, status, parts,
      answer, effects, play, created_at, updated_at)
    SELECT ${param(call.input.transaction_id)}::text, ${param(call.action)}::text, ${param(call.unitId)}::bigint,
      ${param(call.input.game_slug)}::text, ${param(call.input.round_id)}::text, ${param(call.input.amount)}::bigint,
      'done', ${param(JSON.stringify(call.parts ?? {}))}::jsonb, ${answerSql},
      ${param(JSON.stringify(call.effects ?? {}))}::jsonb, ${param(call.play === true)}::boolean, ${at}, ${at}
    FROM ${from}`;
}

/**
 * A finishing statement's inline transfer moved nothing: its key was taken meanwhile by a call on another unit (the key
 * names the transaction id, not the unit), or the house account of the unit's currency is not opened yet. The call's
 * transaction is undone; it runs again with its transfers on their own, which replay the taken key or open the account.
 */
export class MovedNothingInline extends Error {
  constructor(transactionId: string) {
    super(`wallet: transaction ${transactionId} moved nothing in its finishing statement`);
  }
}

/**
 * The call's id was recorded by a call on another unit while this one ran (its finishing INSERT lost the race for the
 * key, and the whole transaction is undone): run the call again, and it reads that record and answers as a replay.
 */
export function isTakenId(error: unknown): boolean {
  return pgErrorCode(error) === PgCodes.uniqueViolation && pgConstraint(error) === 'wallet_transactions_pkey';
}

/** The first answer to the same call; a rolled-back bet is refused, the same id with other details a conflict. */
export function replayOf(
  earlier: TransactionRow,
  action: 'bet' | 'win',
  unitId: number,
  input: WalletTransactionRequest,
): WalletAnswer {
  const same =
    earlier.action === action &&
    earlier.unit_id === unitId &&
    earlier.game_slug === input.game_slug &&
    earlier.round_id === input.round_id &&
    (earlier.amount === null || earlier.amount === input.amount);
  if (!same) throw fail(ErrorCodes.idempotencyConflict);
  if (earlier.status === 'rolled_back') throw fail(ErrorCodes.walletTransactionRolledBack);
  if (!earlier.answer) throw new Error(`wallet: transaction ${earlier.transaction_id} has no answer`);
  return earlier.answer;
}
