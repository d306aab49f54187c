import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, QueryResult } from './database';

/**
 * The embedded database. PGlite is a single connection, so every statement and transaction goes through one
 * queue: a transaction never interleaves with another caller's statements. `loadDataDir` starts it from a dump of
 * another's data directory (PGlite `dumpDataDir`) instead of an empty one.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const pg = dataDir === ':memory:' ? new PGlite(options) : new PGlite(dataDir, options);
  await pg.waitReady;
  return wrapPglite(pg);
}

/** A started PGlite behind the Database interface. */
export function wrapPglite(pg: PGlite): Database {
  let tail: Promise<unknown> = Promise.resolve();

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = tail.then(job, job);
    tail = run.catch(() => undefined);
    return run;
  }

  const direct: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await pg.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  };

  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    transaction: (work) =>
      enqueue(async () => {
        await pg.exec('BEGIN');
        try {
          const result = await work(direct);
          await pg.exec('COMMIT');
          return result;
        } catch (error) {
          await pg.exec('ROLLBACK');
          throw error;
        }
      }),
    close: () => enqueue(() => pg.close()),
  };
}
