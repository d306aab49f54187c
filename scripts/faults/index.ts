/**
 * `npm run test:faults`: the bank workload through HAProxy and two server nodes with sockets joined, while a node is
 * killed with SIGKILL and started again and Redis is stopped for 10 s; then every money invariant, every call's
 * verdict, and every socket receiving pushes again. Prints each fault and when; exits 1 if any check fails.
 *
 *   npm run test:faults                                  2,000 sockets, 90 s of workload
 *   FAULTS_SOCKETS=300 FAULTS_SECONDS=40 npm run test:faults   the short run CI makes
 *
 * It needs PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres; a database of the run's own is
 * created there and dropped), redis-server (a Redis of its own on a free port: the machine's is never touched) and
 * HAProxy (installed as root where missing). FAULTS_OUTAGE_SECONDS sets how long Redis stays down (default 10).
 */

import { ensureDebianPackage } from '../debian-package';
import { HAPROXY } from '../cluster';
import { invariantLines, journalLines } from '../bank/run';
import { REDIS_SERVER } from './redis';
import { runFaults, type FaultResult } from './run';

function setting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, got ${raw}`);
  return value;
}

function format(result: FaultResult, sockets: number): string[] {
  const { journal } = result;
  const totals = journal.totals();
  const lines = [
    `fault test: ${totals.ok + totals.refused + totals.unknown} calls through the proxy with ${sockets} sockets: ` +
      `${totals.ok} ok, ${totals.refused} refused, ${totals.unknown} without a verdict`,
    '  faults (seconds from the start):',
    ...[...result.events]
      .sort((a, b) => a.at - b.at)
      .map((event) => `    ${event.at.toFixed(1).padStart(6)} s  ${event.what}`),
    '  sockets (time from the probe until the last socket heard a new balance of its unit):',
    ...result.probes.map((probe) => {
      const heard = probe.result.delays.filter((d): d is number => d !== null);
      const last = heard.length > 0 ? Math.max(...heard) / 1000 : 0;
      return (
        `    ${probe.name.padEnd(28)} ${heard.length}/${probe.result.delays.length} heard, the last after ` +
        `${last.toFixed(1)} s (bound ${probe.boundMs / 1000} s)`
      );
    }),
    slowLines(result),
    ...journalLines(journal, result.figures),
    ...invariantLines(result.results),
  ];
  if (result.error) lines.push(`  ERROR: ${result.error}`);
  lines.push(result.ok ? 'fault test: every check holds' : 'fault test: FAILED');
  return lines;
}

/** How many calls took a second or more, when they were sent, and the slowest. */
function slowLines(result: FaultResult): string {
  const { slow } = result.journal;
  const { window, begun } = result;
  const during = (from: number, to: number) => slow.filter((call) => call.sentAt >= from && call.sentAt <= to).length;
  const slowest = slow.reduce<(typeof slow)[number] | null>(
    (worst, call) => (!worst || call.endedAt - call.sentAt > worst.endedAt - worst.sentAt ? call : worst),
    null,
  );
  return (
    `  calls that took 1 s or more: ${slow.length} (${during(window.killAt, window.backAt)} sent while a node was ` +
    `down, ${during(window.downAt, window.upAt)} while Redis was)` +
    (slowest
      ? `; the slowest ${((slowest.endedAt - slowest.sentAt) / 1000).toFixed(1)} s (${slowest.operation}, sent at ` +
        `${((slowest.sentAt - begun) / 1000).toFixed(1)} s)`
      : '')
  );
}

async function main(): Promise<number> {
  ensureDebianPackage(HAPROXY, 'haproxy');
  ensureDebianPackage(REDIS_SERVER, 'redis-server');
  const sockets = setting('FAULTS_SOCKETS', 2_000);
  const result = await runFaults({
    durationMs: setting('FAULTS_SECONDS', 90) * 1000,
    sockets,
    outageMs: setting('FAULTS_OUTAGE_SECONDS', 10) * 1000,
    postgresUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    zaPlayers: 8,
    inPlayers: 4,
    anonymous: 4,
    log: (line) => console.log(line),
  });
  for (const line of format(result, sockets)) console.log(line);
  return result.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('fault test could not run:', error);
    process.exit(2);
  },
);
