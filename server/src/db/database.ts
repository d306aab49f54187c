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
 * answers or throws, so none of their statements can follow the transaction's end. The error thrown is the first
 * call's, unless it only says that the transaction had already failed: then the second's, which failed it.
 */
export async function inOrder<A, B>(
  tx: Queryable,
  first: (q: Queryable) => Promise<A>,
  second: (q: Queryable) => Promise<B>,
): Promise<[A, B]> {
  const one = sending(tx, 'first', true);
  const answer = called(first, one.q);
  const firstRefused = one.close();
  if (firstRefused) {
    await answer.catch(() => undefined);
    throw firstRefused;
  }
  const two = sending(tx, 'second', false);
  const next = called(second, two.q);
  const secondRefused = two.close();
  const [a, b] = await Promise.allSettled([answer, next]);
  if (secondRefused) throw secondRefused;
  if (a.status === 'rejected') {
    const masked = pgErrorCode(a.reason) === PgCodes.inFailedTransaction && b.status === 'rejected';
    throw masked ? b.reason : a.reason;
  }
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

/** `call(q)`, a synchronous throw answered as a rejection. */
function called<T>(call: (q: Queryable) => Promise<T>, q: Queryable): Promise<T> {
  try {
    return call(q);
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * `tx` for one call of inOrder: it takes the call's first statement, sent before the call first awaits, and later ones
 * only if `more`. `close` ends the call's synchronous part and answers the refusal if it sent nothing in it.
 */
function sending(tx: Queryable, which: string, more: boolean): { q: Queryable; close(): Error | null } {
  let statements = 0;
  let synchronous = true;
  const refused = () =>
    new Error(`inOrder: the ${which} call must send a statement before it first awaits${more ? '' : ', and no other'}`);
  return {
    q: {
      query<T>(sql: string, params?: readonly unknown[]) {
        if (statements === 0 ? !synchronous : !more) return Promise.reject(refused());
        statements++;
        const answer = tx.query<T>(sql, params);
        // A call that drops its statement's answer (it threw first) leaves no unhandled rejection behind.
        answer.catch(() => undefined);
        return answer;
      },
    },
    close() {
      synchronous = false;
      return statements === 0 ? refused() : null;
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
  inFailedTransaction: '25P02',
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
