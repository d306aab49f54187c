/**
 * `npm run bench:round`: a wallet round's database CPU beside that of two bare ledger transfers (issue 41 aims at 2×
 * at most), alone, so a change to the round's SQL can be weighed in minutes: 50 players at once play BENCH_LOADS
 * rounds (a signed bet, then its win, through HTTP; default 2000), then make as many pairs of bare transfers, and so
 * on BENCH_REPS times (default 3), each ratio printed and their median last. Also counts the statements each sends,
 * and what a round adds to the database's tables (bytes a round, by table, from the first run).
 * PostgreSQL only (DATABASE_URL, a throw-away database): on PGlite the database's CPU is this process's.
 */

import { randomBytes } from 'node:crypto';
import { freshPostgresDatabase } from '../../server/test/helpers';
import { openPostgres } from '../../server/src/db/postgres';
import type { Database, Queryable } from '../../server/src/db/database';
import { seedDemo } from '../../server/src/seed';
import { createProviders } from '../../server/src/providers';
import { systemClock } from '../../server/src/context';
import { cpuBetween, sampleCpu } from './cpu';
import { httpClient } from './http-client';
import { benchGame, fundPlayers, moneyDrivers, playerTokens, runForPlayers, type BenchPlayer } from './money';
import { signUpPlayers } from './players';
import { startBenchServer } from './server';

const PLAYERS = 50;

/** The database, counting the statements sent through it (BEGIN and COMMIT as one transaction each). */
function counted(db: Database) {
  const seen = { statements: 0, transactions: 0 };
  const wrapped: Database = {
    kind: db.kind,
    query: (sql, params) => {
      seen.statements++;
      return db.query(sql, params);
    },
    transaction: (work) => {
      seen.transactions++;
      return db.transaction((tx: Queryable) =>
        work({
          query: (sql, params) => {
            seen.statements++;
            return tx.query(sql, params);
          },
        }),
      );
    },
    close: () => db.close(),
  };
  return { db: wrapped, seen };
}

/** Bytes of each table of the database, its indexes and TOAST included. */
async function tableBytes(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; bytes: number }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.bytes)]));
}

/** What `rounds` rounds added to the database, per round: in all, and by table (the largest first). */
function growthPerRound(before: Map<string, number>, after: Map<string, number>, rounds: number): string {
  const grown = [...after]
    .map(([name, bytes]): [string, number] => [name, (bytes - (before.get(name) ?? 0)) / rounds])
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = grown.reduce((sum, [, bytes]) => sum + bytes, 0);
  return `${Math.round(total)} bytes (${grown.map(([name, bytes]) => `${name} ${Math.round(bytes)}`).join(', ')})`;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:round weighs PostgreSQL backends: set DATABASE_URL');
  const ops = Number(process.env.BENCH_LOADS ?? 2000);
  const reps = Number(process.env.BENCH_REPS ?? 3);
  const postgres = await freshPostgresDatabase(process.env.DATABASE_URL);
  const raw = await openPostgres(postgres.url);
  await seedDemo(raw);
  const { db, seen } = counted(raw);
  const { config, bus, app, port } = await startBenchServer(db);
  const client = httpClient(port, PLAYERS);
  const players = await signUpPlayers(
    client,
    PLAYERS,
    `+2781${String(randomBytes(2).readUInt16BE(0) % 100).padStart(2, '0')}`,
  );
  const game = await benchGame(db);
  await playerTokens(client, players, game);
  await fundPlayers({ db, bus }, players, 10_000);
  const providers = await createProviders({ config, db, clock: systemClock, log: app.log });
  const money = moneyDrivers(client, { db, bus, log: app.log, config, providers }, game);

  /** Database CPU (ms) and statements per operation over `total` operations by the 50 players at once. */
  const weigh = async (total: number, operation: (player: BenchPlayer) => Promise<void>) => {
    const [before, statements, transactions] = [await sampleCpu(raw), seen.statements, seen.transactions];
    await runForPlayers(players, PLAYERS, total, operation);
    const cpu = cpuBetween(before, await sampleCpu(raw), raw.kind);
    return {
      db: (cpu.db ?? NaN) / total,
      statements: (seen.statements - statements) / total,
      transactions: (seen.transactions - transactions) / total,
    };
  };

  // Warm-up (pool connections, prepared statements, plan caches), not counted.
  await weigh(200, money.httpRound);
  await weigh(200, money.bareTransfers);
  const ratios: number[] = [];
  console.log(`\nA wallet round's database CPU beside two bare ledger transfers (${ops} of each per run, 50 at once)`);
  let growth = '';
  for (let rep = 1; rep <= reps; rep++) {
    const sizes = rep === 1 ? await tableBytes(raw) : null;
    const round = await weigh(ops, money.httpRound);
    if (sizes) growth = growthPerRound(sizes, await tableBytes(raw), ops);
    const bare = await weigh(ops, money.bareTransfers);
    ratios.push(round.db / bare.db);
    console.log(
      `  run ${rep}: round ${round.db.toFixed(3)} ms (${round.statements.toFixed(1)} statements in ` +
        `${round.transactions.toFixed(1)} transactions), two bare transfers ${bare.db.toFixed(3)} ms ` +
        `(${bare.statements.toFixed(1)} in ${bare.transactions.toFixed(1)}): ${(round.db / bare.db).toFixed(2)}×`,
    );
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  console.log(`  median ${median.toFixed(2)}× (aim ≤ 2×)`);
  // Pages as written, dead row versions (a row updated in the round) included until vacuum reclaims them.
  console.log(`  the database grew by ${growth} a round (run 1, before vacuum)`);

  client.close();
  await app.close();
  await bus.close();
  await raw.close();
  await postgres.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
