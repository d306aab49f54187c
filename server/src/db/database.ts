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
 * The answers of two calls on the transaction `tx` whose first statements go out in one round trip: `first`'s, then
 * `second`'s right behind it without awaiting (Queryable). So each call must send a statement before it first awaits
 * anything; `first` may send more once its first has answered, `second` sends that one only. A call that does otherwise
 * is refused with an error, and a second call whose first did otherwise is not made. Both calls have settled when this
 * answers or throws, so none of their statements can follow the transaction's end; the first's failure is the one
 * thrown (a statement after a failed one fails too).
 */
export async function inOrder<A, B>(
  tx: Queryable,
  first: (q: Queryable) => Promise<A>,
  second: (q: Queryable) => Promise<B>,
): Promise<[A, B]> {
  const one = sending(tx, 'first', true);
  const answer = first(one.q);
  answer.catch(() => undefined);
  one.sent();
  const two = sending(tx, 'second', false);
  const next = second(two.q);
  next.catch(() => undefined);
  two.sent();
  const [a, b] = await Promise.allSettled([answer, next]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/**
 * `tx` for one call of inOrder: it takes the call's first statement, sent before the call first awaits, and later ones
 * only if `more`.
 */
function sending(tx: Queryable, which: string, more: boolean): { q: Queryable; sent(): void } {
  let statements = 0;
  let synchronous = true;
  const refused = () =>
    new Error(`inOrder: the ${which} call must send a statement before it first awaits${more ? '' : ', and no other'}`);
  return {
    q: {
      query(sql, params) {
        if (statements === 0 ? !synchronous : !more) return Promise.reject(refused());
        statements++;
        return tx.query(sql, params);
      },
    },
    sent() {
      synchronous = false;
      if (statements === 0) throw refused();
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
