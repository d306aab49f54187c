/**
 * One worker of `npm run test:server` (index.ts): runs the test files the runner hands it, one after another, in this
 * process. Each file runs inside a `describe` named after it, so its top-level hooks (`testApp()`'s before and after)
 * belong to that block: its app is made when the block starts and closed when it ends, before the next file's.
 * Started as `node --import tsx --test-reporter=spec worker.ts` with an IPC channel; asks for a file, runs it, says
 * so, asks again, and ends when the runner answers with none.
 */

import { describe } from 'node:test';
import { relative, resolve } from 'node:path';
import type { FromWorker, ToWorker } from './protocol';

function send(message: FromWorker): void {
  process.send?.(message);
}

function nextFile(): Promise<string | null> {
  return new Promise((answer) => {
    process.once('message', (message: ToWorker) => answer(message.file));
    send({ kind: 'ready' });
  });
}

/**
 * Runs `file`'s tests. On Node 20 the promise `describe` answers settles once the block is over, its `after` hooks
 * (which close its app) included, even when a test or a hook failed: the next file starts after that. (Later Node
 * versions settle it at once; there, `node --test --test-isolation=none` is the way to share a process.)
 */
async function run(file: string): Promise<void> {
  await describe(relative(process.cwd(), file), () => {
    // Loaded synchronously inside the block: that is what puts the file's tests and hooks in it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(resolve(file));
  });
}

void (async () => {
  for (let file = await nextFile(); file !== null; file = await nextFile()) {
    const started = performance.now();
    await run(file);
    send({ kind: 'done', file, ms: Math.round(performance.now() - started) });
  }
  // Without the channel nothing holds the process: it exits once the reporter has written the summary.
  process.disconnect();
})();
