/**
 * The bank test, short (npm run test:bank is the long one): about 10 s of concurrent players, anonymous units and
 * the bank moving money through the real server (a child process on this run's database: PGlite, or a database
 * of its own on the DATABASE_URL server), then every money invariant checked on the data it left.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatResult, missingMovements, runBank } from '../../scripts/bank/run';

test(
  '10 s of concurrent deposits, withdrawals, tickets, callbacks, links and wallet rounds keep every money invariant',
  { timeout: 120_000 },
  async () => {
    const result = await runBank({
      durationMs: 10_000,
      postgresUrl: process.env.DATABASE_URL ?? null,
      kill: false,
      zaPlayers: 6,
      inPlayers: 3,
      anonymous: 3,
    });
    const report = formatResult(result).join('\n');
    assert.equal(result.error, null, report);
    for (const check of result.results) assert.deepEqual(check.violations, [], `${check.name}\n${report}`);
    assert.ok(result.ok, report);

    // The run did what it is there for: every kind of money movement succeeded at least once.
    assert.deepEqual(missingMovements(result.journal), [], `a kind of money movement never succeeded\n${report}`);
  },
);
