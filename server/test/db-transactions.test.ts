/**
 * A database transaction, on PGlite or on PostgreSQL (DATABASE_URL), where the client sends BEGIN together with the
 * work's first statement (db/postgres.ts): that statement runs inside the transaction, a failure anywhere undoes all
 * of it, work with no statement still commits, and the connections serve the next transactions. Two statements sent
 * one behind the other (inOrder) run in that order, and a call that would break that order is refused.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { inOrder, type Database, type Queryable } from '../src/db/database';
import { openTestDatabase } from './helpers';

describe('database transactions', () => {
  let db: Database;

  before(async () => {
    db = await openTestDatabase();
    await db.query('CREATE TABLE tx_probe (id serial PRIMARY KEY, note text NOT NULL UNIQUE)');
  });

  after(() => db.close());

  const notes = async () =>
    (await db.query<{ note: string }>('SELECT note FROM tx_probe ORDER BY id')).rows.map((row) => row.note);

  it('undoes its first statement when a later one fails', async () => {
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (note) VALUES ($1)', ['first of a failed transaction']);
        await tx.query('SELECT 1 / (SELECT count(*) - count(*) FROM tx_probe)');
      }),
      /division by zero/,
    );
    assert.deepEqual(await notes(), []);
  });

  it('answers the error of a failing first statement, and its connection serves the next transactions', async () => {
    await db.query('INSERT INTO tx_probe (note) VALUES ($1)', ['taken']);
    // More transactions at once than the pool has connections, so the one that failed is used again.
    for (let attempt = 0; attempt < 3; attempt++) {
      await assert.rejects(
        db.transaction((tx) => tx.query('INSERT INTO tx_probe (note) VALUES ($1)', ['taken'])),
        /duplicate key|unique/i,
      );
    }
    const written = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: number }>('INSERT INTO tx_probe (note) VALUES ($1) RETURNING id', [
            `after ${i}`,
          ]);
          await tx.query('UPDATE tx_probe SET note = note || $2 WHERE id = $1', [rows[0]!.id, ' (kept)']);
          return rows[0]!.id;
        }),
      ),
    );
    assert.equal(new Set(written).size, 24);
    const kept = await notes();
    assert.equal(kept.length, 25);
    assert.ok(kept.slice(1).every((note) => note.endsWith(' (kept)')));
  });

  it('commits work that sends no statement, and answers its value', async () => {
    assert.equal(await db.transaction(async () => 'nothing sent'), 'nothing sent');
    assert.equal((await db.transaction((tx) => tx.query('SELECT 1 AS one'))).rows.length, 1);
  });

  it('sees its own first write in its next statement, and another connection does not until it commits', async () => {
    let seenOutside: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (note) VALUES ($1)', ['uncommitted']);
      const inside = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_probe WHERE note = $1', [
        'uncommitted',
      ]);
      assert.equal(inside.rows[0]!.n, 1);
      // PGlite has one connection, which the transaction holds.
      if (db.kind === 'postgres') seenOutside = await notes();
    });
    assert.ok(!seenOutside.includes('uncommitted'));
    assert.ok((await notes()).includes('uncommitted'));
  });

  it('runs two statements sent one behind the other in that order, and refuses calls that would break it', async () => {
    const insert = (note: string) => (q: Queryable) =>
      q.query<{ id: number }>('INSERT INTO tx_probe (note) VALUES ($1) RETURNING id', [note]);
    const [a, b] = await db.transaction((tx) => inOrder(tx, insert('in order 1'), insert('in order 2')));
    assert.ok(b.rows[0]!.id > a.rows[0]!.id);

    const late = async (q: Queryable) => {
      await Promise.resolve();
      return q.query('INSERT INTO tx_probe (note) VALUES ($1)', ['sent late']);
    };
    const twice = async (q: Queryable) => {
      await q.query('SELECT 1');
      return q.query('INSERT INTO tx_probe (note) VALUES ($1)', ['sent second']);
    };
    await assert.rejects(
      db.transaction((tx) => inOrder(tx, late, insert('behind a late one'))),
      /the first call must send a statement before it first awaits/,
    );
    await assert.rejects(
      db.transaction((tx) => inOrder(tx, insert('before a late one'), late)),
      /the second call must send a statement before it first awaits/,
    );
    await assert.rejects(
      db.transaction((tx) => inOrder(tx, insert('before two'), twice)),
      /the second call must send a statement before it first awaits, and no other/,
    );
    const notesNow = await notes();
    for (const note of ['sent late', 'behind a late one', 'before a late one', 'before two', 'sent second']) {
      assert.ok(!notesNow.includes(note), note);
    }
    // A refused second call still lets the first finish inside the transaction, whose rollback then undoes it.
    const goesOn = async (q: Queryable) => {
      await q.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return q.query('INSERT INTO tx_probe (note) VALUES ($1)', ['first went on']);
    };
    await assert.rejects(
      db.transaction((tx) => inOrder(tx, goesOn, late)),
      /the second call must send a statement before it first awaits/,
    );
    assert.ok(!(await notes()).includes('first went on'));
    // The error thrown is the one that failed the transaction, not the first call's next statement's 'aborted'.
    const twoReads = async (q: Queryable) => {
      await q.query('SELECT 1');
      return q.query('SELECT 2');
    };
    await assert.rejects(
      db.transaction((tx) =>
        inOrder(tx, twoReads, (q) => q.query('SELECT 1 / (SELECT count(*) - count(*) FROM tx_probe)')),
      ),
      /division by zero/,
    );
    // The first call may go on once its first statement has answered: its next ones run behind the second's.
    await db.transaction((tx) => inOrder(tx, twice, insert('behind the first of two')));
    const last = (await notes()).slice(-2);
    assert.deepEqual(last, ['behind the first of two', 'sent second']);
  });
});
