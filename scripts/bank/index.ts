/**
 * `npm run test:bank`: the Jepsen-style bank test. Many concurrent clients move money through the real server for a
 * fixed time; then the invariants are checked on the database. Exits 1 if any is broken.
 *
 *   npm run test:bank                         PGlite, 60 s
 *   npm run test:bank -- --pg                 PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres)
 *   npm run test:bank -- --kill               SIGKILL the server once mid-run and restart it on the same data
 *   npm run test:bank -- --seconds=20 --players=8 --india=4 --anonymous=4
 */

import { formatResult, runBank } from './run';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

function count(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
  return value;
}

async function main(): Promise<number> {
  const usePg = process.argv.includes('--pg') || Boolean(process.env.DATABASE_URL);
  const postgresUrl = usePg ? (process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : null;
  const verbose = process.argv.includes('--verbose');
  const result = await runBank({
    durationMs: count('seconds', 60) * 1000,
    postgresUrl,
    kill: process.argv.includes('--kill'),
    zaPlayers: Math.max(2, count('players', 8)),
    inPlayers: count('india', 4),
    anonymous: count('anonymous', 4),
    log: (line) => {
      if (verbose || !line.includes('] server: ')) console.log(line);
    },
  });
  for (const line of formatResult(result)) console.log(line);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bank test could not run:', error);
    process.exit(2);
  },
);
