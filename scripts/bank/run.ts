/**
 * One bank run: a fresh database (PGlite in a temp folder, or a database of its own on a PostgreSQL server), the
 * real server as a child process, concurrent clients for a fixed time (with `kill`, one SIGKILL of the server at a
 * random moment and a restart on the same data), then the server stopped and the invariants checked on the data.
 */

import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/src/db';
import type { Database } from '../../server/src/db/database';
import { runChecks, type CheckResult } from './checks';
import { Client, must } from './http';
import { Journal } from './journal';
import { freePort } from '../free-port';
import { BankServer } from './server';
import {
  anonymousActor,
  bankActor,
  IN_SITE,
  newAddress,
  playerActor,
  registerPlayer,
  siteGames,
  ZA_SITE,
  type World,
} from './workload';

export interface BankOptions {
  durationMs: number;
  /** PostgreSQL server URL (a database of the run's own is created on it), or null for PGlite. */
  postgresUrl: string | null;
  kill: boolean;
  zaPlayers?: number;
  inPlayers?: number;
  anonymous?: number;
  /** Progress lines; silent when absent. */
  log?: (line: string) => void;
}

export interface KillReport {
  atMs: number;
  restartMs: number;
}

export interface BankResult {
  ok: boolean;
  database: 'pglite' | 'postgres';
  elapsedMs: number;
  journal: Journal;
  results: CheckResult[];
  figures: Record<string, Record<string, number>>;
  kill: KillReport | null;
  /** A failure outside the checks (server would not start or restart, data would not open). */
  error: string | null;
}

/** An empty database of the run's own on the PostgreSQL server (the first server to start migrates it). */
export async function createDatabase(
  baseUrl: string,
  prefix = 'bank',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Verification thresholds off, so withdrawals are limited by funds and the method rules only. */
export async function openUpSites(baseUrl: string): Promise<void> {
  const client = new Client(baseUrl, newAddress());
  for (const site_id of [ZA_SITE, IN_SITE]) {
    must(
      await client.post('/sandbox/sites', {
        site_id,
        config: {
          second_level_verification_threshold: 0,
          monthly_second_level_verification_threshold: 0,
          third_level_verification_threshold: 0,
          monthly_third_level_verification_threshold: 0,
        },
      }),
      `sandbox site ${site_id}`,
    );
  }
}

/** The sites opened up and the players registered (through `baseUrl`): the clients' world, its deadline not yet set. */
export async function prepareWorld(
  baseUrl: string,
  webhookSecret: string,
  journal: Journal,
  counts: Pick<BankOptions, 'zaPlayers' | 'inPlayers'>,
): Promise<World> {
  await openUpSites(baseUrl);
  const players = await Promise.all([
    ...Array.from({ length: counts.zaPlayers ?? 8 }, () => registerPlayer(baseUrl, ZA_SITE)),
    ...Array.from({ length: counts.inPlayers ?? 4 }, () => registerPlayer(baseUrl, IN_SITE)),
  ]);
  return {
    baseUrl,
    webhookSecret,
    journal,
    players,
    pendingWithdrawals: [],
    deadline: 0,
    games: await siteGames(baseUrl, [ZA_SITE, IN_SITE]),
  };
}

/** Every client's loop: each player, `anonymous` anonymous units, and the bank; they end at the world's deadline. */
export function startActors(world: World, anonymous: number): Promise<void>[] {
  return [
    ...world.players.map((player) => playerActor(world, player)),
    ...Array.from({ length: anonymous }, () => anonymousActor(world)),
    bankActor(world),
  ];
}

/** Every kind of money movement the workload makes: a run in which one never succeeded proves little about it. */
const MOVEMENTS = [
  'voucher complete',
  'sandbox payment paid',
  'upi deposit qr',
  'ticket cash-out',
  'ticket cash-in',
  'settle paid',
  'link unit',
  'wallet bet',
  'wallet win',
];

/** The kinds of money movement that never succeeded in the run ("withdrawal" for all three methods together). */
export function missingMovements(journal: Journal): string[] {
  const ok = (name: string) => journal.operations.get(name)?.ok ?? 0;
  const missing = MOVEMENTS.filter((name) => ok(name) === 0);
  if (ok('withdraw im') + ok('withdraw eft') + ok('withdraw upi') === 0) missing.push('withdrawal');
  return missing;
}

/** Opens the data the servers left (they are stopped) and checks every invariant against the journal. */
export async function checkData(
  where: { dataDir: string; databaseUrl: string | null },
  journal: Journal,
): Promise<{ results: CheckResult[]; figures: Record<string, Record<string, number>> }> {
  let db: Database;
  try {
    db = await openDatabase(where);
  } catch (error) {
    throw new Error(`the data would not open after the run: ${String(error)}`, { cause: error });
  }
  try {
    return await runChecks(db, journal);
  } finally {
    await db.close();
  }
}

export async function runBank(options: BankOptions): Promise<BankResult> {
  const begun = Date.now();
  const log = (line: string) => options.log?.(`[${((Date.now() - begun) / 1000).toFixed(1).padStart(5)} s] ${line}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bank-'));
  const database = options.postgresUrl ? await createDatabase(options.postgresUrl) : null;
  const journal = new Journal();
  const webhookSecret = randomBytes(32).toString('base64url');
  const server = new BankServer({
    port: await freePort(),
    dataDir,
    databaseUrl: database?.url ?? null,
    webhookSecret,
    log: (line) => log(`server: ${line}`),
  });
  const result: BankResult = {
    ok: false,
    database: database ? 'postgres' : 'pglite',
    elapsedMs: 0,
    journal,
    results: [],
    figures: {},
    kill: null,
    error: null,
  };
  try {
    await server.start();
    log(`server pid ${server.pid} answers at ${server.baseUrl} (${result.database})`);
    const world = await prepareWorld(server.baseUrl, webhookSecret, journal, options);
    log(`${options.zaPlayers ?? 8} ZA and ${options.inPlayers ?? 4} IN players registered; clients start`);

    const started = Date.now();
    world.deadline = started + options.durationMs;
    const actors = startActors(world, options.anonymous ?? 4);
    let killing: Promise<void> = Promise.resolve();
    if (options.kill) {
      const at = randomInt(Math.floor(options.durationMs * 0.2), Math.floor(options.durationMs * 0.6));
      killing = new Promise((resolve, reject) => {
        setTimeout(() => {
          const before = journal.totals().ok;
          log(`kill -9 server pid ${server.pid} at ${at} ms (${before} operations answered so far)`);
          const killedAt = Date.now();
          // The clients keep trying while the server is down, and go on after the restart (below).
          const planned = world.deadline;
          world.deadline = Number.POSITIVE_INFINITY;
          server
            .kill9()
            .then(() => server.start())
            .then(
              () => {
                result.kill = { atMs: at, restartMs: Date.now() - killedAt };
                // The clients go on against the restarted server for a good part of the run, however slow the restart.
                world.deadline = Math.max(planned, Date.now() + Math.floor(options.durationMs * 0.4));
                log(`server restarted on the same data in ${result.kill.restartMs} ms (pid ${server.pid})`);
                resolve();
              },
              (error: unknown) => {
                world.deadline = 0; // no server to come back to: the clients stop
                reject(error instanceof Error ? error : new Error(String(error)));
              },
            );
        }, at);
      });
    }
    const progress = setInterval(() => {
      const t = journal.totals();
      log(`${Math.round((Date.now() - started) / 1000)} s: ${t.ok} ok, ${t.refused} refused, ${t.unknown} unknown`);
    }, 10_000);
    try {
      await Promise.all([...actors, killing]);
    } finally {
      clearInterval(progress);
    }
    result.elapsedMs = Date.now() - started;
    if (server.crashed()) journal.violations.push(`the server died on its own:\n${server.tail()}`);
    await server.stop();
    log('clients done; server stopped (SIGTERM); checking the data');

    // The server is down: the data is read as it was left.
    const checked = await checkData({ dataDir, databaseUrl: database?.url ?? null }, journal);
    result.results = checked.results;
    result.figures = checked.figures;
    result.ok = result.results.every((r) => r.violations.length === 0);
  } catch (error) {
    result.error = `${error instanceof Error ? error.message : String(error)}\n${server.tail()}`;
  } finally {
    await server.kill9().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return result;
}

/** The run as the command prints it: operations, refusals, money figures, invariants. */
export function formatResult(result: BankResult): string[] {
  const { journal } = result;
  const totals = journal.totals();
  const all = totals.ok + totals.refused + totals.unknown;
  const lines = [
    `bank test on ${result.database}${result.kill ? ' with kill -9' : ''}: ${all} calls in ${(result.elapsedMs / 1000).toFixed(1)} s ` +
      `(${(all / Math.max(1, result.elapsedMs / 1000)).toFixed(0)}/s): ${totals.ok} ok, ${totals.refused} refused, ${totals.unknown} unknown outcome`,
  ];
  if (result.kill) {
    lines.push(
      `  killed (SIGKILL) at ${result.kill.atMs} ms, restarted on the same data in ${result.kill.restartMs} ms; ` +
        `${totals.unknown - journal.whileDown} calls in flight or cut, ${journal.whileDown} refused connection while down`,
    );
  }
  lines.push(...journalLines(journal, result.figures), ...invariantLines(result.results));
  if (result.error) lines.push(`  ERROR: ${result.error}`);
  lines.push(result.ok ? 'bank test: every invariant holds' : 'bank test: FAILED');
  return lines;
}

/** What the clients did and were told, and the money figures the data shows. */
export function journalLines(journal: Journal, figures: Record<string, Record<string, number>>): string[] {
  const lines = ['  operations (ok / refused / unknown):'];
  for (const [name, row] of [...journal.operations.entries()].sort()) {
    lines.push(
      `    ${name.padEnd(28)} ${String(row.ok).padStart(6)} ${String(row.refused).padStart(6)} ${String(row.unknown).padStart(6)}`,
    );
  }
  lines.push('  refusals:');
  for (const [what, count] of [...journal.refusals.entries()].sort((a, b) => b[1] - a[1])) {
    lines.push(`    ${String(count).padStart(6)}  ${what}`);
  }
  lines.push(
    `  tracked: ${journal.vouchers.size} vouchers, ${journal.batches.length} loadings, ${journal.payments.size} payments, ` +
      `${journal.withdrawals.size} withdrawals, ${journal.tickets.size} tickets, ${journal.links.length} links, ` +
      `${journal.wallet.size} wallet transactions`,
  );
  for (const [currency, f] of Object.entries(figures)) {
    lines.push(
      `  ${currency}: in ${f.in}, out ${f.out}, held for players ${f.held} (player accounts ${f.players}, ` +
        `unspent tickets ${f.tickets}, pending payouts ${f.pending}), lost at games ${f.lost}, jackpots won ` +
        `${f.jackpots} — minor units`,
    );
  }
  return lines;
}

/** Each check, ok or FAIL with its first violations. */
export function invariantLines(results: CheckResult[]): string[] {
  const lines = ['  invariants:'];
  for (const check of results) {
    lines.push(`    ${check.violations.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`);
    for (const violation of check.violations.slice(0, 20)) lines.push(`         ${violation}`);
    if (check.violations.length > 20) lines.push(`         … and ${check.violations.length - 20} more`);
  }
  return lines;
}
