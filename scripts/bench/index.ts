/**
 * `npm run bench`: server figures on this machine, through real HTTP and real sockets on an ephemeral port —
 * sign-in latency (argon2id), voucher loads and ATM withdrawals per second (one player, then 20 and 50 players
 * at once) each beside its floor (money.ts), socket push latency (complete_loading → unit_updated on a real
 * phoenix client) and memory. Runs on PGlite, or on PostgreSQL / Redis when DATABASE_URL / REDIS_URL are set
 * (a throw-away database, as the server tests use). Prints figures; asserts nothing.
 *
 * BENCH_LOADS sets the operations per concurrent run (default 1000; one player alone does a fifth of it). Last come
 * the sockets (sockets.ts): BENCH_SOCKETS held by a server node of its own (default 5,000) beside a bare `ws` server's
 * figures for the same work.
 */

import { randomBytes } from 'node:crypto';
import { Socket } from 'phoenix';
import WebSocket from 'ws';
import { ApiPaths } from '../../contract/api';
import { SOCKET_PATH } from '../../contract/socket';
import { seedDemo } from '../../server/src/seed';
import { freshPostgresDatabase, openTestDatabase } from '../../server/test/helpers';
import { openPostgres } from '../../server/src/db/postgres';
import type { Database } from '../../server/src/db/database';
import { cpuBetween, sampleCpu, type CpuUse } from './cpu';
import { startBenchServer } from './server';
import { httpClient } from './http-client';
import { BENCH_PASSWORD, signUpPlayers } from './players';
import {
  fundPlayers,
  liftWithdrawalThresholds,
  mintVouchers,
  benchGame,
  moneyDrivers,
  playerTokens,
  runLoads,
  runForPlayers,
  WITHDRAWAL_AMOUNT,
} from './money';
import { benchThroughProxy, formatProxiedTable, proxiedBenchMissing, WARM_UP_PER_NODE } from './proxied';
import { benchReports } from './reports';
import { benchSockets } from './sockets';
import { describe, drive, timed, type Throughput } from './stats';
import { createProviders } from '../../server/src/providers';
import { systemClock } from '../../server/src/context';

const PLAYERS = 50;
const CALLERS = [1, 20, 50];
const VOUCHER_AMOUNT = 100;

interface Measured {
  throughput: Throughput;
  cpu: CpuUse;
}

interface MoneyRow {
  operation: string;
  callers: number;
  http: Measured;
  floor: Measured;
}

/** One run, with the CPU it cost (this process, and the database's backends when they are on this machine). */
async function measured(db: Database, run: () => Promise<Throughput>): Promise<Measured> {
  const before = await sampleCpu(db);
  const throughput = await run();
  return { throughput, cpu: cpuBetween(before, await sampleCpu(db), db.kind) };
}

/** Milliseconds of CPU per operation, 'node+database', or the node figure alone on PGlite (it runs in node). */
function cpuPerOp(m: Measured): string {
  const per = (ms: number) => (ms / m.throughput.ops).toFixed(2);
  return m.cpu.db === null ? per(m.cpu.app) : `${per(m.cpu.app)}+${per(m.cpu.db)}`;
}

function formatMoneyTable(rows: MoneyRow[]): string[] {
  const cell = (t: Throughput) =>
    `${t.perSecond.toFixed(0).padStart(5)}/s p50 ${t.p50.toFixed(1).padStart(5)} p99 ${t.p99.toFixed(1).padStart(6)} ms`;
  const lines = [
    `  ${'operation'.padEnd(15)} ${'callers'.padStart(7)}  ${'HTTP'.padEnd(33)}  ${'floor (same SQL, no HTTP)'.padEnd(33)}  HTTP/floor  CPU ms/op HTTP  floor`,
  ];
  for (const row of rows) {
    lines.push(
      `  ${row.operation.padEnd(15)} ${String(row.callers).padStart(7)}  ${cell(row.http.throughput)}  ${cell(
        row.floor.throughput,
      )}  ${(row.http.throughput.perSecond / row.floor.throughput.perSecond).toFixed(2).padStart(10)}  ${cpuPerOp(
        row.http,
      ).padStart(14)}  ${cpuPerOp(row.floor)}`,
    );
  }
  return lines;
}

async function main(): Promise<void> {
  const concurrentOps = Number(process.env.BENCH_LOADS ?? 1000);
  const serialOps = Math.max(20, Math.round(concurrentOps / 5));
  const opsFor = (callers: number) => (callers === 1 ? serialOps : concurrentOps);

  // A throw-away database: in memory, or created on (and dropped from) the PostgreSQL server, where the proxied
  // runs' nodes open it too.
  const postgres = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const db = postgres ? await openPostgres(postgres.url) : await openTestDatabase();
  await seedDemo(db);
  const { config, bus, app, port } = await startBenchServer(db);
  const client = httpClient(port, Math.max(...CALLERS));
  const rows: Array<[string, string]> = [
    ['database / bus', `${db.kind} / ${config.redisUrl ? 'redis' : 'in-process'}`],
  ];

  const prefix = `+2782${String(randomBytes(2).readUInt16BE(0) % 100).padStart(2, '0')}`;
  const players = await signUpPlayers(client, PLAYERS, prefix);

  const logins: number[] = [];
  for (let i = 0; i < 10; i++) {
    logins.push(
      await timed(() =>
        client.post(ApiPaths.login, {
          login: `${prefix}00000`,
          password: BENCH_PASSWORD,
          provider: 'identity',
          site_id: 1,
        }),
      ),
    );
  }
  rows.push(['sign-in (argon2id verify + tokens)', describe(logins)]);

  // Everything the timed part spends is made first: vouchers, funds, the lifted withdrawal thresholds.
  const game = await benchGame(db);
  await playerTokens(client, players, game);
  const providers = await createProviders({ config, db, clock: systemClock, log: app.log });
  const money = moneyDrivers(client, { db, bus, log: app.log, config, providers }, game);
  const loadRuns = CALLERS.reduce((sum, callers) => sum + opsFor(callers), 0);
  const proxiedMissing = proxiedBenchMissing(process.env);
  const proxiedLoads = proxiedMissing ? 0 : 2 * concurrentOps + 3 * WARM_UP_PER_NODE; // 1 node, then 2
  const codes = await mintVouchers(db, 2 * loadRuns + 2 * 50 + 30 + proxiedLoads, VOUCHER_AMOUNT);
  let nextCode = 0;
  const take = (n: number) => codes.slice(nextCode, (nextCode += n));
  await liftWithdrawalThresholds(db);
  const withdrawalRuns = CALLERS.reduce((sum, callers) => sum + opsFor(callers), 0) * 2 + 100;
  await fundPlayers({ db, bus }, players, withdrawalRuns * (WITHDRAWAL_AMOUNT + 1000));

  // Warm-up (JIT, pool connections, plan caches), not counted.
  await runLoads(players, 50, take(50), money.httpLoad);
  await runLoads(players, 50, take(50), money.floorLoad);
  await runForPlayers(players, 50, 50, money.httpWithdrawal);
  await runForPlayers(players, 50, 50, money.floorWithdrawal);
  await runForPlayers(players, 50, 50, money.httpRound);
  await runForPlayers(players, 50, 50, money.floorRound);

  const moneyRows: MoneyRow[] = [];
  for (const callers of CALLERS) {
    const http = await measured(db, () => runLoads(players, callers, take(opsFor(callers)), money.httpLoad));
    const floor = await measured(db, () => runLoads(players, callers, take(opsFor(callers)), money.floorLoad));
    moneyRows.push({ operation: 'voucher loads', callers, http, floor });
  }
  for (const callers of CALLERS) {
    const http = await measured(db, () => runForPlayers(players, callers, opsFor(callers), money.httpWithdrawal));
    const floor = await measured(db, () => runForPlayers(players, callers, opsFor(callers), money.floorWithdrawal));
    moneyRows.push({ operation: 'ATM withdrawals', callers, http, floor });
  }
  for (const callers of CALLERS) {
    const http = await measured(db, () => runForPlayers(players, callers, opsFor(callers), money.httpRound));
    const floor = await measured(db, () => runForPlayers(players, callers, opsFor(callers), money.floorRound));
    moneyRows.push({ operation: 'game rounds', callers, http, floor });
  }
  await runForPlayers(players, 50, 50, money.bareTransfers);
  const bare = await measured(db, () => runForPlayers(players, 50, concurrentOps, money.bareTransfers));

  const proxiedRows = proxiedMissing
    ? []
    : await benchThroughProxy({
        db,
        databaseUrl: postgres!.url,
        redisUrl: process.env.REDIS_URL!,
        config,
        players,
        drivers: (proxyClient) => moneyDrivers(proxyClient, { db, bus, log: app.log, config, providers }, game),
        take,
        ops: concurrentOps,
      });

  // Socket push latency: from the start of complete_loading to unit_updated on a joined phoenix client.
  const player = players[0]!;
  const socket = new Socket(`ws://127.0.0.1:${port}${SOCKET_PATH}`, {
    transport: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token: player.unitToken },
  });
  socket.connect();
  const channel = socket.channel('unit', {});
  await new Promise<void>((resolve, reject) =>
    channel
      .join()
      .receive('ok', () => resolve())
      .receive('error', reject),
  );
  let arrived: (() => void) | null = null;
  channel.on('unit_updated', () => arrived?.());
  const pushes: number[] = [];
  await drive(1, 30, async (_worker, index) => {
    const code = codes[nextCode + index]!;
    const started = await client.post<{ acoin_batch_token: string }>(ApiPaths.startLoading, {
      token: player.unitToken,
      code,
    });
    const event = new Promise<void>((resolve) => (arrived = resolve));
    pushes.push(
      await timed(async () => {
        await client.post(ApiPaths.completeLoading, {
          token: player.unitToken,
          acoin_tx_token: started.acoin_batch_token,
          amount: VOUCHER_AMOUNT,
        });
        await event;
      }),
    );
  });
  rows.push(['balance change to socket push', describe(pushes)]);
  channel.leave();
  socket.disconnect();

  // The reports last: their day of transfers would slow the money runs' statements.
  rows.push(...(await benchReports(db, client)));

  const memory = process.memoryUsage();
  rows.push([
    'memory after the run',
    `rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  ]);

  client.close();
  await app.close();
  await bus.close();
  await db.close();
  await postgres?.drop();

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('\nServer benchmark');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log(`\nMoney per second (${concurrentOps} operations per run; one caller does ${serialOps})`);
  console.log(
    "  CPU ms/op: this process (server, and the bench's own HTTP client) + the database's backends (PostgreSQL);",
  );
  console.log('  it holds on a busy machine where the rates do not: 2 cores / CPU per op bounds the rate.');
  for (const line of formatMoneyTable(moneyRows)) console.log(line);
  const dbPerOp = (m: Measured) => (m.cpu.db === null ? null : m.cpu.db / m.throughput.ops);
  const roundRow = moneyRows.find((row) => row.operation === 'game rounds' && row.callers === 50)!;
  const [roundDb, bareDb] = [dbPerOp(roundRow.http), dbPerOp(bare)];
  console.log(
    roundDb === null || bareDb === null
      ? '  (a round against two bare ledger transfers is weighed in database CPU: PostgreSQL only)'
      : `  a game round's database CPU, ${roundDb.toFixed(2)} ms, is ${(roundDb / bareDb).toFixed(2)}× that of two bare ` +
          `ledger transfers (${bareDb.toFixed(2)} ms; aim ≤ 2×)`,
  );

  console.log('\nMoney per second through HAProxy, 50 players at once, beside the floor above (same run)');
  if (proxiedMissing) console.log(`  skipped: ${proxiedMissing}`);
  else {
    const floors = new Map(
      moneyRows.filter((row) => row.callers === 50).map((row) => [row.operation, row.floor.throughput]),
    );
    for (const line of formatProxiedTable(proxiedRows, floors)) console.log(line);
  }

  // Last, with this process's server closed: it starts servers of its own to weigh them (sockets.ts).
  console.log('');
  for (const line of await benchSockets()) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
