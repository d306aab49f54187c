/**
 * `npm run test:server`: the server's test files (server/test/*.test.ts), or those named, run by a few long-lived
 * worker processes (worker.ts) instead of one process per file.
 *
 *   npm run test:server                                  every file, one worker per core (at most 4)
 *   npm run test:server -- server/test/acoin.test.ts     the files named
 *   SERVER_TEST_WORKERS=1 npm run test:server            one worker: files strictly one after another
 *
 * Why: a file's own tests take a few seconds, but starting a process for it took about as long again (Node and tsx,
 * some 1,200 modules, PGlite's WebAssembly, and code not yet optimised), once per file. Measured on the 92 files,
 * 2 cores: 340 s and 640 s of CPU with a process per file (`node --test`), 185 s and 318 s with two workers.
 * Node 22's `--test-isolation=none` does this; Node 20, which this machine runs, has no such option.
 *
 * Each file still gets its own database and app (server/test/helpers.ts) and runs alone in its worker, inside a
 * `describe` named after it. Files go to whichever worker is free, the longest first (their times on the last run
 * here, kept in node_modules/.cache; on a fresh clone, expected-times.json). A worker's report is printed when it
 * ends; while the run goes on, a line per file finished. Exits 1 when any test failed or a worker died.
 *
 * One file without the runner, as before: `node --import tsx --test server/test/acoin.test.ts`.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import type { FromWorker, ToWorker } from './protocol';

const ROOT = resolve(__dirname, '../..');
const TEST_DIR = join(ROOT, 'server/test');
const WORKER = join(__dirname, 'worker.ts');
/** Each file's time on the last run here (ms), written at the end of every run. */
const DURATIONS = join(ROOT, 'node_modules/.cache/server-tests/durations.json');
/**
 * What a fresh clone goes by: the files' times on one run (2026-11-30), only to start the long ones first. Refresh it
 * from the file above when files are added or become slow; a file it lacks is guessed from its size.
 */
const EXPECTED = join(__dirname, 'expected-times.json');
/** A guess of a file's time from its size: about 1 ms per 4 bytes of test source. */
const MS_PER_BYTE = 0.25;

function testFiles(named: string[]): string[] {
  if (named.length > 0) return named.map((file) => relative(ROOT, resolve(file)));
  return readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => relative(ROOT, join(TEST_DIR, name)));
}

function readTimes(path: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

function workerCount(files: number): number {
  const raw = process.env.SERVER_TEST_WORKERS;
  const wanted = raw ? Number(raw) : Math.min(availableParallelism(), 4);
  if (!Number.isSafeInteger(wanted) || wanted < 1) throw new Error(`SERVER_TEST_WORKERS must be 1 or more, got ${raw}`);
  return Math.max(1, Math.min(wanted, files));
}

/** Workers started in place of ones that died, at most. */
const MAX_REPLACEMENTS = 4;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Worker {
  id: number;
  child: ChildProcess;
  output: Buffer[];
  /** The file it is running, if any. */
  running: string | null;
}

async function main(): Promise<void> {
  const last = { ...readTimes(EXPECTED), ...readTimes(DURATIONS) };
  const expected = (file: string) => last[file] ?? statSync(join(ROOT, file)).size * MS_PER_BYTE;
  const queue = testFiles(process.argv.slice(2));
  for (const file of queue) if (!existsSync(join(ROOT, file))) throw new Error(`no such test file: ${file}`);
  queue.sort((a, b) => expected(b) - expected(a));
  const total = queue.length;
  const durations: Record<string, number> = { ...last };
  const finished: Worker[] = [];
  const lost: string[] = [];
  let failed = false;
  let stopping = false;
  let done = 0;
  let replacements = 0;
  let nextId = 1;
  const started = performance.now();
  const live = new Set<Worker>();

  const allDone = new Promise<void>((allEnded) => {
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', WORKER], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      const worker: Worker = { id: nextId++, child, output: [], running: null };
      live.add(worker);
      child.stdout?.on('data', (chunk: Buffer) => worker.output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => worker.output.push(chunk));
      child.on('message', (message: FromWorker) => {
        if (message.kind === 'done') {
          durations[message.file] = message.ms;
          done += 1;
          console.log(`[worker ${worker.id}] ${message.file}: ${seconds(message.ms)} (${done} of ${total})`);
          worker.running = null;
          return;
        }
        const file = queue.shift() ?? null;
        worker.running = file;
        child.send({ file } satisfies ToWorker);
      });
      // A failed spawn, or an answer to a worker whose channel has just closed.
      child.on('error', (error) => {
        failed = true;
        worker.output.push(Buffer.from(`\nworker ${worker.id}: ${error.message}\n`));
      });
      // 'close', not 'exit': by then its output has been read to the end.
      child.on('close', (code, signal) => {
        live.delete(worker);
        finished.push(worker);
        if (code !== 0) failed = true;
        // It died in the middle of a file: that file failed.
        if (worker.running) lost.push(`${worker.running} (worker ${worker.id} ended: ${signal ?? `exit ${code}`})`);
        // Files still queued go to a new worker, whatever became of this one (a few times: a worker that cannot
        // start at all would otherwise be replaced for ever).
        if (queue.length > 0 && !stopping && replacements < MAX_REPLACEMENTS) {
          replacements += 1;
          start();
        }
        if (live.size === 0) allEnded();
      });
    };
    for (let i = 0; i < workerCount(queue.length); i++) start();
  });

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of live) {
      if (worker.running) console.log(`[worker ${worker.id}] stopped while running ${worker.running}`);
      worker.child.kill(signal);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await allDone;
  for (const worker of finished.sort((a, b) => a.id - b.id)) {
    console.log(`\n==== worker ${worker.id} (exit ${worker.child.exitCode ?? worker.child.signalCode}) ====`);
    process.stdout.write(Buffer.concat(worker.output));
  }
  mkdirSync(dirname(DURATIONS), { recursive: true });
  writeFileSync(DURATIONS, JSON.stringify(durations, null, 2));
  console.log(`\n${total} test files in ${finished.length} workers: ${seconds(performance.now() - started)}`);
  for (const file of lost) console.log(`failed: ${file}`);
  for (const file of queue) console.log(`not run: ${file}`);
  if (failed || lost.length > 0 || queue.length > 0) {
    console.log('some tests failed: each worker’s report above ends with its failing tests');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
