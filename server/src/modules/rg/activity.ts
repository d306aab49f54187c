/**
 * A player's activity (GET hp/users/rg/activity) read from the ledger, as the statement reads it: every transfer in or
 * out of the player's units between `from` (inclusive) and `to` (exclusive), summed by what it was. Money moved
 * between two of the player's own accounts (a bonus released to cash) is neither in nor out.
 */

import type { RgActivityAnswer } from '../../../../contract/rg';
import type { Queryable } from '../../db/database';
import { DEPOSIT_KINDS } from '../payments/service';
import { JackpotKinds } from '../jackpots/pots';
import { GameKinds } from '../wallet/transactions';
import { WithdrawalKinds } from '../withdrawals/transfers';

const DEPOSITS = ['acoin_load', 'unit_link', 'ticket_cash_in', ...Object.values(DEPOSIT_KINDS)];
const WITHDRAWALS = [WithdrawalKinds.amount, WithdrawalKinds.refund, 'ticket_cash_out'];
const WAGERS = [GameKinds.bet, GameKinds.rollback];
const WINS = [GameKinds.win, JackpotKinds.win];

export async function readActivity(
  q: Queryable,
  userId: number,
  range: { from?: Date; to?: Date },
): Promise<RgActivityAnswer> {
  const { rows } = await q.query<{ kind: string; total: string | number }>(
    `WITH own AS (SELECT a.id FROM ledger_accounts a JOIN units u ON u.id = a.unit_id WHERE u.user_id = $1),
     moved AS (
       SELECT t.kind, t.amount FROM own JOIN ledger_transfers t ON t.credit_account_id = own.id
       WHERE t.debit_account_id NOT IN (SELECT id FROM own)
         AND ($2::timestamptz IS NULL OR t.created_at >= $2) AND ($3::timestamptz IS NULL OR t.created_at < $3)
       UNION ALL
       SELECT t.kind, -t.amount FROM own JOIN ledger_transfers t ON t.debit_account_id = own.id
       WHERE t.credit_account_id NOT IN (SELECT id FROM own)
         AND ($2::timestamptz IS NULL OR t.created_at >= $2) AND ($3::timestamptz IS NULL OR t.created_at < $3))
     SELECT kind, SUM(amount) AS total FROM moved GROUP BY kind`,
    [userId, range.from ?? null, range.to ?? null],
  );
  const sum = (kinds: readonly string[]) =>
    rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + Number(row.total), 0);
  // Signed from the player's side: bets are negative, withdrawals too.
  const wagered = -sum(WAGERS);
  const won = sum(WINS);
  return { deposits: sum(DEPOSITS), withdrawals: -sum(WITHDRAWALS), wagered, won, net_position: won - wagered };
}
