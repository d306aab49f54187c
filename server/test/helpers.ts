/**
 * Test fixtures: each test file gets its own real database — PGlite on a copy of a migrated data directory (in memory,
 * under /dev/shm), or, when DATABASE_URL is set,
 * a fresh database copied on that PostgreSQL server from a migrated template and dropped afterwards — and its own app:
 * `const t = testApp({ clock })` in the file or a `describe`, `await testAppFor(t)` in a test that needs one to itself.
 */

import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, type TestContext } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps, type LogStream } from '../src/app';
import { createBus } from '../src/bus';
import type { Bus } from '../src/bus/bus';
import { loadConfig, type Config } from '../src/config';
import type { Clock } from '../src/context';
import type { Database } from '../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { openPglite, wrapPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { RateLimits } from '../src/ratelimit/limiter';
import { createMemoryStore, createRedisStore, type RateLimitStore } from '../src/ratelimit/store';
import { seedDemo } from '../src/seed';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
/** What the test apps' payment provider signs its callbacks with. */
export const TEST_PAYMENTS_SECRET = 'test-payments-secret-test-payments-secret-42';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/** A hash of the migrations (and `extra`): what a kept copy of a migrated, empty database is named by. */
function migrationsHash(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Where test databases keep their data directories: in memory where the system has a memory file system (Linux's
 * /dev/shm), so that no test waits on a disk, else the system's temporary folder.
 */
const SCRATCH = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const TEMPLATE_PREFIX = 'casino-test-pglite-';
const DATABASE_PREFIX = 'casino-test-db-';

/**
 * An empty, migrated PGlite data directory, made once and kept in SCRATCH under a hash of the migrations and PGlite's
 * version: each test database starts as a copy of it. A new PGlite runs initdb (4–6 s on a busy 2-core machine); a
 * copy of the directory opens in about 1.2 s, and that is a second less than loading the same database from a dump of
 * it (`loadDataDir`), which copies its 44 MB through JavaScript into PGlite's memory file system. Every test file opens
 * at least one.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const pgliteDir = dirname(createRequire(resolve('package.json')).resolve('@electric-sql/pglite'));
  const version = readFileSync(join(pgliteDir, '..', 'package.json'), 'utf8');
  const template = join(SCRATCH, `${TEMPLATE_PREFIX}${migrationsHash(version)}`);
  if (!existsSync(template)) {
    // Test files start together: each makes its own and renames it into place, so none copies a half-made one; a
    // file that finds the place taken drops its own.
    const partial = `${template}.${process.pid}`;
    const pg = new PGlite(partial);
    await migrate(wrapPglite(pg));
    await pg.close();
    try {
      renameSync(partial, template);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return template;
}

let swept = false;

/**
 * Removes the test databases that processes no longer running left behind (a test file killed before its `after`
 * hooks), and templates of other migrations not used for a day: each is some 40 MB, in memory.
 */
function sweepScratch(): void {
  if (swept) return;
  swept = true;
  const dayAgo = Date.now() - 86_400_000;
  for (const name of readdirSync(SCRATCH)) {
    const path = join(SCRATCH, name);
    if (name.startsWith(DATABASE_PREFIX)) {
      const pid = Number(name.slice(DATABASE_PREFIX.length).split('-')[0]);
      if (!processRuns(pid)) rmSync(path, { recursive: true, force: true });
    } else if (name.startsWith(TEMPLATE_PREFIX) && (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) < dayAgo) {
      // A template another file has just renamed into place is gone under its old name: no stat, nothing to remove.
      if (existsSync(path)) rmSync(path, { recursive: true, force: true });
    }
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Any number: the advisory lock test files take to make the PostgreSQL template one at a time. */
const TEMPLATE_LOCK = 7_262_001;

/**
 * The name of an empty, migrated database on the PostgreSQL server at `url`, kept there as a template under a hash of
 * the migrations: a copy of it is ready in a fraction of the second that migrating a new database takes. The first
 * test file to need it makes it (under an advisory lock, so the others wait for it, and renamed into place once
 * migrated), and drops the templates of older migrations.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const template = `test_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'test\\_template\\_%'",
    );
    if (rows.some((row) => row.datname === template)) return template;
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    const partial = `${template}_partial`;
    await admin.query(`CREATE DATABASE ${partial}`);
    const target = new URL(url);
    target.pathname = `/${partial}`;
    const db = await openPostgres(target.toString());
    await migrate(db);
    await db.close();
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await admin.end();
  }
}

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    sweepScratch();
    const template = await migratedPgliteTemplate();
    utimesSync(template, new Date(), new Date());
    const dir = join(SCRATCH, `${DATABASE_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`);
    cpSync(template, dir, { recursive: true });
    const db = await openPglite(dir);
    await migrate(db);
    return {
      ...db,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const fresh = await freshPostgresDatabase(url);
  const db = await openPostgres(fresh.url);
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/**
 * A new, migrated database of its own on the PostgreSQL server at `url` (a copy of the template): its address, and
 * how to drop it. For tests whose servers run as processes of their own (several nodes on one database).
 */
export async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await migratedPostgresTemplate(url);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  bus: Bus;
  config: Config;
}

/** A test app that whoever made it closes. */
export interface ClosableTestApp extends TestApp {
  close(): Promise<void>;
}

/**
 * Rate-limit counters of one test app: Redis when REDIS_URL is set, under a prefix of their own (test files and
 * runs share one Redis and one client address), else memory.
 */
export function testRateLimitStore(redisUrl: string | null | undefined = process.env.REDIS_URL): RateLimitStore {
  return redisUrl ? createRedisStore(redisUrl, `test:${randomBytes(6).toString('hex')}:rl:`) : createMemoryStore();
}

export interface TestAppOptions {
  clock?: Clock;
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  rateLimitStore?: RateLimitStore;
  /** Receives the app's log lines (info and up); without it the app logs nothing. */
  logStream?: LogStream;
  /** Further app dependencies a test sets itself (route observers, HTTP limits). */
  deps?: Partial<Pick<AppDeps, 'onRoute' | 'http' | 'happyHourScheduler'>>;
  /** Adds routes of the test's own to the app before it is ready. */
  routes?: (app: FastifyInstance) => void;
}

/** The real app on a fresh database with demo sites seeded; the bus is Redis when REDIS_URL is set. */
export async function createTestApp(options: TestAppOptions = {}): Promise<ClosableTestApp> {
  const config = loadConfig({
    DATA_DIR: ':memory:',
    JWT_SECRET: TEST_JWT_SECRET,
    PAYMENTS_WEBHOOK_SECRET: TEST_PAYMENTS_SECRET,
    SANDBOX: 'on',
    REDIS_URL: process.env.REDIS_URL,
    ...options.env,
  });
  const db = await openTestDatabase();
  await seedDemo(db, { sandbox: config.sandbox });
  // Test files share one Redis but each has its own database, whose unit ids start at 1 like every other's: a
  // channel prefix per app keeps one file's events (a unit's revocation, its balance) from reaching another's sockets.
  const bus = createBus(config.redisUrl ?? undefined, { channelPrefix: `test:${randomBytes(6).toString('hex')}:` });
  const app = await buildApp({
    config,
    db,
    bus,
    clock: options.clock,
    logger: options.logStream ? { level: 'info', stream: options.logStream } : false,
    rateLimitStore: options.rateLimitStore ?? testRateLimitStore(config.redisUrl),
    rateLimits: options.rateLimits,
    // Tests drive happy hours by their own scheduler's tick, on their own clock.
    happyHourScheduler: false,
    ...options.deps,
  });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db,
    bus,
    config,
    async close() {
      await app.close();
      await bus.close();
      await db.close();
    },
  };
}

export interface TestAppSetUp extends TestAppOptions {
  /** Runs once the app is ready, before the first test: seeding, services on its database, a listening port. */
  setUp?: (t: TestApp) => unknown;
  /** Runs after the last test, before the app closes: closes what `setUp` opened on the app. */
  tearDown?: (t: TestApp) => unknown;
}

/**
 * The app of a test file, or of the `describe` block this is called in: made in a `before` hook and closed in an
 * `after` hook that this registers, so a file needs neither. The answer reads that app when a test or hook uses it,
 * and so can be handed to helpers from the start. `options` may be a function, called in the hook, for what must be
 * made first (a directory, a server to point the app at); at a file's top level, where node:test runs each `before`
 * as soon as it is registered, that is the only way to make something before the app.
 */
export function testApp(options: TestAppSetUp | (() => TestAppSetUp | Promise<TestAppSetUp>) = {}): TestApp {
  let made: ClosableTestApp | undefined;
  const current = (): TestApp => {
    if (!made) throw new Error('the test app is made in a before hook: use it in tests and hooks');
    return made;
  };
  let tearDown: TestAppSetUp['tearDown'];
  before(async () => {
    const { setUp, tearDown: down, ...rest } = typeof options === 'function' ? await options() : options;
    tearDown = down;
    made = await createTestApp(rest);
    await setUp?.(made);
  });
  after(async () => {
    if (!made) return;
    await tearDown?.(made);
    await made.close();
  });
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get bus() {
      return current().bus;
    },
    get config() {
      return current().config;
    },
  };
}

/** An app for one test only (`t` is its context), closed when that test ends. */
export async function testAppFor(t: TestContext, options?: TestAppOptions): Promise<TestApp> {
  const made = await createTestApp(options);
  t.after(() => made.close());
  return made;
}
