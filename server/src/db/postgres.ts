import { createHash } from 'node:crypto';
import pg from 'pg';
import { PgCodes, pgErrorCode, type Database, type QueryResult } from './database';

// bigint (int8) columns come back as numbers: every amount we keep fits well inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

const RETRIES = 5;

const statementNames = new Map<string, string>();
// Only data statements are kept prepared (an advisory lock's SELECT too); DDL and commands (migrations, BEGIN,
// COMMIT) run as they come.
const DML = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i;

/**
 * Every statement runs as a named prepared statement (the name is a hash of its text): each connection parses
 * and plans a statement once instead of on every call, which is most of the server's cost of a short statement.
 */
function prepared(text: string, params: readonly unknown[]): pg.QueryConfig {
  if (!DML.test(text)) return { text, values: params as unknown[] };
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return { name, text, values: params as unknown[] };
}

function retryable(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PgCodes.serializationFailure || code === PgCodes.deadlockDetected;
}

/** A PostgreSQL server through a pool; transactions that lose a serialization race are retried. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, pipeline: true });
  // An idle client that loses its connection (server restart, DROP DATABASE … WITH (FORCE)) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool drops that client and connects afresh when asked.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');

  return {
    kind: 'postgres',
    // A statement is a transaction of its own (ledger/inline.ts moves money in one): one that loses a deadlock
    // or serialization race did nothing, and is run again like a transaction.
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await pool.query(prepared(sql, params));
          return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
        } catch (error) {
          if (!retryable(error) || attempt >= RETRIES) throw error;
        }
      }
    },
    async transaction(work) {
      for (let attempt = 1; ; attempt++) {
        const client = await pool.connect();
        try {
          // BEGIN is not awaited alone: the client pipelines it with the work's first statement, so the two cost
          // one round trip. BEGIN fails with its connection, and then so does the statement behind it. Only a cancel
          // landing in the microseconds BEGIN runs (pg_cancel_backend) would leave that statement to run on its own;
          // the work then fails on BEGIN's error. The money calls first lock what they change, which writes nothing;
          // a transaction whose first statement writes would keep that write in that case.
          const begun = client.query('BEGIN');
          begun.catch(() => undefined);
          let begunAwaited = false;
          const result = await work({
            async query<T>(sql: string, params: readonly unknown[] = []) {
              const pending = client.query(prepared(sql, params));
              if (!begunAwaited) {
                begunAwaited = true;
                await Promise.all([begun, pending]);
              }
              const answer = await pending;
              return { rows: answer.rows as T[], rowCount: answer.rowCount ?? 0 };
            },
          });
          if (!begunAwaited) await begun;
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          if (!retryable(error) || attempt >= RETRIES) throw error;
        } finally {
          client.release();
        }
      }
    },
    close: () => pool.end(),
  };
}
