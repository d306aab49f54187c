/**
 * Tickets as money taken out, for the verification thresholds (contract/withdrawals.ts): a ticket cashed out is a
 * withdrawal unless its player loaded it back into a unit of their own.
 */

/** SQL for the minor units the player (`user`, a parameter) took out on tickets since `from` (a parameter). */
export function playerTicketsOutSql(user: string, from: string): string {
  return `(SELECT COALESCE(sum(t.amount), 0) FROM tickets t
    WHERE t.owner_user_id = ${user} AND t.created_at >= ${from}
      AND NOT EXISTS (SELECT 1 FROM units back WHERE back.id = t.used_by_unit_id AND back.user_id = ${user}))`;
}

/** SQL for the minor units an anonymous unit (`unit`, a parameter) put on tickets since `from` (a parameter). */
export function anonymousTicketsOutSql(unit: string, from: string): string {
  return `(SELECT COALESCE(sum(t.amount), 0) FROM tickets t
    WHERE t.created_by_unit_id = ${unit} AND t.owner_user_id IS NULL AND t.created_at >= ${from})`;
}
