/** Messages between the server-test runner (index.ts) and its workers (worker.ts), over Node's IPC channel. */

/** A worker asks for a file when it starts and after each file; `done` says how long a file took. */
export type FromWorker = { kind: 'ready' } | { kind: 'done'; file: string; ms: number };

/** The next file to run, or null: no more, exit. */
export interface ToWorker {
  file: string | null;
}
