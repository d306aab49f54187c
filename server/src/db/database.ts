/**
 * One small interface over the embedded PGlite and a PostgreSQL server, so the same SQL runs on both.
 * Repositories take a `Queryable`: the database itself or an open transaction.
 */

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * In a transaction, statements issued one after another without awaiting run in the order issued, each once the one
 * before has finished and with a snapshot of its own: the PostgreSQL client pipelines them (one round trip for all),
 * PGlite queues them. `inOrder` awaits two such statements.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/**
 * The answers of two calls whose statements were issued in order on one transaction without awaiting (Queryable), so
 * each call must send its statement before it first awaits anything. The first's failure is the one thrown, and the
 * second's (a statement after a failed one fails too) is not left unhandled.
 */
export async function inOrder<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  second.catch(() => undefined);
  const a = await first;
  return [a, await second];
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres error codes worth knowing by name. */
export const PgCodes = {
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The constraint a Postgres error names, if any. */
export function pgConstraint(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'constraint' in error) {
    const name = (error as { constraint: unknown }).constraint;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}
