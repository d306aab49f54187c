/**
 * The wallet's record of every transaction a game server sent (wallet_transactions), by which each transaction id
 * moves money at most once: a call claims its id before any money moves, and a later delivery of the same call finds
 * the first one's answer here. Also the ledger transfer kinds the wallet writes.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { BET_DRAW_ORDER, WalletAnswer, WalletTransactionRequest } from '../../../../contract/games';
import type { Queryable } from '../../db/database';
import { sqlParams, type Param } from '../../db/params';
import { unitAccountsJsonSql, type AccountBalance } from '../../ledger/accounts';
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
 * Claims the transaction id for this bet or win of the unit; answers `earlier: null` when it is ours now, else the
 * transaction recorded under it before (by this call's earlier delivery, or a concurrent one we waited for). The
 * unit's balances come in the same round trip (read after its lock, so they are current), and so do the columns
 * `also` adds (its parameters through `param`): what else the call reads under its locks.
 */
export async function claimTransaction<Also extends object = object>(
  tx: Queryable,
  action: 'bet' | 'win',
  unitId: number,
  input: WalletTransactionRequest,
  now: Date,
  also?: (param: Param) => string,
): Promise<{ earlier: TransactionRow | null; balances: AccountBalance[]; also: Also }> {
  const { values, param } = sqlParams([
    input.transaction_id,
    action,
    unitId,
    input.game_slug,
    input.round_id,
    input.amount,
    now,
  ]);
  const columns = also ? `, ${also(param)}` : '';
  const claimed = await tx.query<{ claimed: string | null; accounts: AccountBalance[] | null } & Also>(
    `WITH claimed AS (
       INSERT INTO wallet_transactions
         (transaction_id, action, unit_id, game_slug, round_id, amount, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'done', $7, $7)
       ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id)
     SELECT (SELECT transaction_id FROM claimed) AS claimed,
       ${unitAccountsJsonSql('$3')} AS accounts${columns}`,
    values,
  );
  const row = claimed.rows[0]!;
  const balances = row.accounts ?? [];
  if (row.claimed) return { earlier: null, balances, also: row };
  const earlier = await findTransaction(tx, input.transaction_id);
  if (!earlier) throw new Error(`wallet: transaction ${input.transaction_id} conflicted but cannot be read`);
  return { earlier, balances, also: row };
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
