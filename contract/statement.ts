/** The unit's statement, GET transactions/unit (SPEC §7, §9): its filters, pages and rows. Path in api.ts. */

/**
 * What a statement row was. The first nine are the contract's; `adjustment` (a correction the operator's staff made
 * in the back office) and `other` (money no type names yet) are ours.
 */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'fee',
  'refund',
  'bet',
  'win',
  'bonus',
  'ticket',
  'jackpot',
  'adjustment',
  'other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** `completed` for money that has simply moved; a withdrawal is `pending` until the bank `paid` or `failed` it. */
export type TransactionStatus = 'completed' | 'pending' | 'paid' | 'failed';

/** Most rows a statement page holds; SPEC §9 pages by 10. */
export const STATEMENT_PAGE_SIZE_MAX = 50;
export const STATEMENT_PAGE_SIZE_DEFAULT = 10;

/**
 * GET transactions/unit, query string. `types[]` (or `types`) repeats, one type each; `from` (inclusive) and `to`
 * (exclusive) are ISO 8601 dates or date-times, UTC unless they name a zone; `cursor` is the last page's, as given.
 * Errors: unknown token 401 auth:unauthenticated; a bad page_size, type, date or cursor 422 naming the field.
 */
export interface StatementRequest {
  token: string;
  page_size?: number;
  'types[]'?: TransactionType[];
  from?: string;
  to?: string;
  cursor?: string;
}

/**
 * One ledger transfer that moved money into or out of one of the unit's accounts (balance, deposit, bonus …).
 * `amount` is signed from the player's side: money in positive, money out negative. A transfer between two of the
 * unit's own accounts (e.g. bonus money becoming cash) is listed once: positive when it becomes withdrawable money
 * (balance or deposit) or stays the same kind of money, negative when withdrawable money becomes bonus money.
 * `created_at` is ISO 8601 (UTC, milliseconds).
 */
export interface StatementTransaction {
  id: number;
  type: TransactionType;
  amount: number;
  currency: string;
  status: TransactionStatus;
  created_at: string;
  description: string;
}

/** Newest first. `cursor` fetches the next (older) page; null when this page is the last. */
export interface StatementAnswer {
  transactions: StatementTransaction[];
  cursor: string | null;
}
