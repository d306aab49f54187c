/**
 * `tsx scripts/bench/statements.ts`: the SQL one voucher load, one ATM withdrawal and one game round send — every statement with
 * its round trip time, transactions marked — to see where a money call's time goes. Same databases as the bench.
 */

import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../server/src/db/database';
import { seedDemo } from '../../server/src/seed';
import { openTestDatabase } from '../../server/test/helpers';
import { startBenchServer } from './server';
import { httpClient } from './http-client';
import { signUp } from './players';
import { benchGame, fundPlayers, liftWithdrawalThresholds, mintVouchers, moneyDrivers, playerTokens } from './money';
import { createProviders } from '../../server/src/providers';
import { systemClock } from '../../server/src/context';

interface Seen {
  sql: string;
  ms: number;
  inTransaction: boolean;
}

/** The database, recording every statement (and BEGIN/COMMIT as one line each) while `recording` is on. */
function recorded(db: Database) {
  const seen: Seen[] = [];
  let recording = false;
  const note = async <T>(sql: string, inTransaction: boolean, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      if (recording)
        seen.push({ sql: sql.replace(/\s+/g, ' ').slice(0, 110), ms: performance.now() - start, inTransaction });
    }
  };
  const wrapped: Database = {
    kind: db.kind,
    query: (sql, params) => note(sql, false, () => db.query(sql, params)),
    transaction: (work) =>
      note('-- transaction (total)', false, () =>
        db.transaction((tx: Queryable) =>
          work({ query: (sql, params) => note(sql, true, () => tx.query(sql, params)) }),
        ),
      ),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    start() {
      seen.length = 0;
      recording = true;
    },
    stop(): Seen[] {
      recording = false;
      return [...seen];
    },
  };
}

function print(title: string, seen: Seen[]): void {
  const statements = seen.filter((s) => !s.sql.startsWith('--'));
  console.log(`\n${title}: ${statements.length} statements, ${seen.length - statements.length} transactions`);
  for (const s of seen) console.log(`  ${s.ms.toFixed(2).padStart(6)} ms ${s.inTransaction ? '  ' : ''}${s.sql}`);
}

async function main(): Promise<void> {
  const raw = await openTestDatabase();
  await seedDemo(raw);
  const rec = recorded(raw);
  const db = rec.db;
  const { config, bus, app, port } = await startBenchServer(db);
  const client = httpClient(port, 4);
  const phone = `+2783${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`;
  const player = await signUp(client, phone);
  await liftWithdrawalThresholds(db);
  await fundPlayers({ db, bus }, [player], 1_000_000);
  const codes = await mintVouchers(db, 10, 100);
  const game = await benchGame(db);
  await playerTokens(client, [player], game);
  const providers = await createProviders({ config, db, clock: systemClock, log: app.log });
  const money = moneyDrivers(client, { db, bus, log: app.log, config, providers }, game);
  for (let i = 0; i < 5; i++) await money.httpLoad(player, codes[i]!);
  for (let i = 0; i < 5; i++) await money.httpWithdrawal(player);
  for (let i = 0; i < 5; i++) await money.httpRound(player);

  rec.start();
  await money.httpLoad(player, codes[9]!);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the announce after commit
  print('voucher load (start_loading + complete_loading)', rec.stop());
  rec.start();
  await money.httpWithdrawal(player);
  await new Promise((resolve) => setTimeout(resolve, 50));
  print('ATM withdrawal (im_withdrawals/create)', rec.stop());
  rec.start();
  await money.httpRound(player);
  await new Promise((resolve) => setTimeout(resolve, 50));
  print('game round (wallet/bet + wallet/win)', rec.stop());

  client.close();
  await app.close();
  await bus.close();
  await raw.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
