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
 * PGlite queues them. `inOrder` sends two that way.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/**
 * The answers of two calls that each send one statement on the transaction `tx`, in one round trip: `first`'s, then
 * `second`'s right behind it without awaiting (Queryable). So each call must send its one statement before it first
 * awaits anything, and nothing after: a call that does otherwise is refused with an error, and a second call whose
 * first did otherwise is not made. The first's failure is the one thrown, and the second's (a statement after a
 * failed one fails too) is not left unhandled.
 */
export async function inOrder<A, B>(
  tx: Queryable,
  first: (q: Queryable) => Promise<A>,
  second: (q: Queryable) => Promise<B>,
): Promise<[A, B]> {
  const one = sending(tx, 'first');
  const answer = first(one.q);
  answer.catch(() => undefined);
  one.sent();
  const two = sending(tx, 'second');
  const next = second(two.q);
  next.catch(() => undefined);
  two.sent();
  return [await answer, await next];
}

/** `tx` for one call of inOrder: it takes the call's one statement, sent before the call first awaits. */
function sending(tx: Queryable, which: string): { q: Queryable; sent(): void } {
  let statements = 0;
  let open = true;
  const refused = () => new Error(`inOrder: the ${which} call must send one statement, before it first awaits`);
  return {
    q: {
      query(sql, params) {
        if (!open || statements > 0) return Promise.reject(refused());
        statements++;
        return tx.query(sql, params);
      },
    },
    sent() {
      open = false;
      if (statements !== 1) throw refused();
    },
  };
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
