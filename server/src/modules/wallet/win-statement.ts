/**
 * A win in one statement. A statement outside BEGIN is a transaction of its own, so the common win (a real-money round
 * of a player with no loss or wager limit, paid once) costs the database one round trip instead of six: BEGIN, the
 * unit's lock, the transaction id's read, the transfer, the finishing statement and COMMIT. The win's rules are those of
 * the wallet's transaction (service.ts): the same locks in the same order (unit, RG row, round, accounts, the id's
 * key), the same rows written, the same answer recorded.
 *
 * Every other case falls back to that transaction: the statement's `gate` then has no row, nothing is written, and the
 * answer is null. The win's other writes hang on its transfer (`paid`), so a transfer that did not happen (its key
 * recorded, or the house account of the currency not opened yet) writes nothing else either, and falls back too.
 * That covers a replay (the id is known), a round not found, a play-money round, a player with a loss or wager limit
 * (the win pushes what the limits have left, from usage the transaction reads), a player without an RG row yet, and a
 * unit or game not found (the transaction answers the error).
 *
 * Read-committed rules, as in ledger/inline.ts: the statement's snapshot is taken before it waits for the unit's lock,
 * so every figure it writes from is read under a lock (the RG row, the round) or by an UPDATE (the balances). The two
 * reads that are not: the id's record, which the INSERT's key backs up (a record made meanwhile fails the statement,
 * and the caller falls back, which replays it), and the player's limits, which decide only whether the win pushes
 * them (a limit set at the very moment of the win is pushed by the player's next call instead).
 */

import type { WalletTransactionRequest } from '../../../../contract/games';
import { sqlParams } from '../../db/params';
import type { AccountBalance } from '../../ledger/accounts';
import { inlineTransferSql, type InlineTransferColumns } from '../../ledger/inline';
import type { PlayerTokenClaims } from '../games/player-token';
import { lockedRgRowCte, rgWinWritesSql } from '../rg/repository';
import { playerUnitCte } from '../units/repository';
import { GameKinds } from './transactions';

/** What the statement answers: the recorded answer (null when it fell back), the ledger's columns and the RG row. */
export interface WinStatementRow extends InlineTransferColumns {
  answer: Record<string, unknown> | null;
  /** The player's RG row after the win, when their session is open (the win counts in it and is pushed). */
  rg: Record<string, unknown> | null;
}

/**
 * SQL of the wallet's answer (service.ts answerOf over ledger/accounts.ts unitBalancesOf) from a relation of the
 * unit's balances (`kind`, `balance`) after the move: what a bet can draw, the bonuses beside it, the fin_account.
 */
export function answerJsonSql(balances: string, currencySql: string, transactionSql: string): string {
  const of = (kind: AccountBalance['kind']) => `COALESCE(SUM(balance) FILTER (WHERE kind = '${kind}'), 0)::bigint`;
  return `(SELECT jsonb_build_object('balance', b.deposit + b.cash + b.bonus, 'bonus', b.campaign_bonus + b.hh_bonus,
      'currency', ${currencySql},
      'fin_account', jsonb_build_object('balance', b.cash, 'deposit_balance', b.deposit, 'bonus_balance', b.bonus),
      'transaction_id', ${transactionSql})
    FROM (SELECT ${of('cash')} AS cash, ${of('deposit')} AS deposit, ${of('bonus')} AS bonus,
      ${of('campaign_bonus')} AS campaign_bonus, ${of('hh_bonus')} AS hh_bonus FROM ${balances}) b)`;
}

/** The statement paying `input` as a win, with its parameters: `now` on the server's clock, `rgAt` on RG's. */
export function winStatementSql(
  claims: PlayerTokenClaims,
  input: WalletTransactionRequest,
  now: Date,
  rgAt: Date,
): { sql: string; values: unknown[] } {
  const { values, param } = sqlParams();
  const [unitId, userId, siteId] = [param(claims.unitId), param(claims.userId), param(claims.siteId)];
  const [transactionId, slug, roundId] = [param(input.transaction_id), param(input.game_slug), param(input.round_id)];
  const amount = `${param(input.amount)}::bigint`;
  const at = `${param(now)}::timestamptz`;
  const transfer = inlineTransferSql(
    {
      gate: 'gate',
      debit: { system: 'game_house', currencySql: 'g.currency_code' },
      credit: { unit: 'cash' },
      key: `'wallet:win:' || ${transactionId}`,
      amount,
      kind: GameKinds.win,
      // as service.ts `metadata` writes it
      metadata: `jsonb_build_object('transaction_id', ${transactionId}::text, 'round_id', ${roundId}::text,
        'game_slug', ${slug}::text, 'game_name', g.game_name)`,
    },
    param,
  );
  const rg = rgWinWritesSql({ userSql: userId, amountSql: amount, atSql: `${param(rgAt)}::timestamptz`, gate: 'paid' });
  const sql = `WITH ${playerUnitCte('unit', { unitId, userId, siteId, lock: true })},
    ${lockedRgRowCte('rg', userId, 'unit')},
    round AS MATERIALIZED (SELECT id, bet, play FROM game_rounds
      WHERE unit_id = ${unitId} AND game_slug = ${slug} AND round_id = ${roundId} AND EXISTS (SELECT FROM rg)
      FOR UPDATE),
    gate AS MATERIALIZED (
      SELECT unit.id AS unit_id, unit.currency_code, games.name AS game_name, round.id AS round_row
      FROM unit, round, games
      WHERE games.slug = ${slug} AND round.bet > 0 AND NOT round.play
        AND NOT EXISTS (SELECT FROM wallet_transactions WHERE transaction_id = ${transactionId})
        AND NOT EXISTS (SELECT FROM rg_limits
          WHERE user_id = ${userId} AND kind IN ('loss', 'wager') AND amount IS NOT NULL)),
    ${transfer.ctes},
    paid AS (SELECT gate.* FROM gate, ledger_inserted),
    wallet_balances AS (SELECT kind, balance FROM ledger_moved UNION ALL SELECT kind, balance FROM ledger_others),
    round_won AS (UPDATE game_rounds r SET win = r.win + ${amount}, updated_at = ${at}
      FROM paid WHERE r.id = paid.round_row),
    ${rg.ctes},
    recorded AS (
      INSERT INTO wallet_transactions (transaction_id, action, unit_id, game_slug, round_id, amount, status, parts,
        answer, effects, play, created_at, updated_at)
      SELECT ${transactionId}, 'win', paid.unit_id, ${slug}, ${roundId}, ${amount}, 'done', '{}',
        ${answerJsonSql('wallet_balances', 'paid.currency_code', `${transactionId}::text`)}, '{}', false, ${at}, ${at}
      FROM paid
      RETURNING answer)
    SELECT (SELECT answer FROM recorded) AS answer, ${transfer.columns}, ${rg.column} AS rg`;
  return { sql, values };
}
