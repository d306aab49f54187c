/**
 * Shared crash rounds on two server nodes over one database (on PostgreSQL, truly at once): both meet the same rounds
 * whichever makes them, a cash-out asked of both nodes at once pays once, and an auto cash-out that both nodes see
 * due at once is paid once.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CRASH_PAUSE_MS } from '../../contract/sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createCrashRounds } from '../src/sandbox/games/crash/rounds';
import { TestClock, testRateLimitStore, testApp } from './helpers';
import { CRASH_GAME, crashClient } from './support/crash';
import { seedTestGames } from './support/games';
import { assertLedgerBalanced } from './support/money';
import { phoneMaker } from './support/users';

const newPhone = phoneMaker(7_500_000);

describe('shared crash rounds on two nodes', () => {
  let other: FastifyInstance;
  const clock = new TestClock();
  const t = testApp({
    clock,
    setUp: async () => {
      await seedTestGames(t.db);
      // A second node: its own app on the same database and bus, with the same clock.
      other = await buildApp({
        config: t.config,
        db: t.db,
        bus: t.bus,
        clock,
        logger: false,
        rateLimitStore: testRateLimitStore(),
      });
      await other.ready();
    },
    tearDown: () => other.close(),
  });

  const { player, state, bet, cashOut, secret, moveTo, bettingRound, walletBalance } = crashClient(t, clock, newPhone);

  it('both nodes meet the same rounds, whichever makes them', async () => {
    const [a, b] = [await player(), await player()];
    for (let round = 0; round < 5; round += 1) {
      const [here, there] = await Promise.all([state(a.session), state(b.session, other)]);
      assert.deepEqual(there.round, here.round);
      moveTo((await secret(here.round.round_id)).crashAt + 3_000);
      const crashed = await Promise.all([state(a.session, other), state(b.session)]);
      assert.deepEqual(crashed[0].history[0], crashed[1].history[0]);
    }
  });

  it('many requests making the same new round at once all meet it, none fails', async () => {
    // On PostgreSQL each call takes its own connection, so the inserts of one round race (the old code failed about
    // once in 300 rounds here).
    const rounds = createCrashRounds(t.db);
    for (let round = 0; round < 300; round += 1) {
      const now = clock.now().getTime();
      const met = await Promise.all(Array.from({ length: 8 }, () => rounds.current(CRASH_GAME, now)));
      assert.equal(new Set(met.map((r) => r.round_id)).size, 1);
      moveTo(met[0]!.crash_at + CRASH_PAUSE_MS);
    }
  });

  it('a cash-out asked of both nodes at once pays once', async () => {
    const a = await player();
    const opened = await bettingRound(a.session, 150);
    assert.equal((await bet(a.session, 1_000, undefined, other)).status, 200);
    moveTo(opened.round.flight_at + 2_000);
    const answers = await Promise.all([
      cashOut(a.session, opened.round.round_id),
      cashOut(a.session, opened.round.round_id, other),
      cashOut(a.session, opened.round.round_id),
      cashOut(a.session, opened.round.round_id, other),
    ]);
    for (const answer of answers) assert.deepEqual(answer.body, answers[0]!.body);
    assert.equal(answers[0]!.status, 200, JSON.stringify(answers[0]!.body));
    assert.equal(await walletBalance(a.unitId), 99_000 + answers[0]!.body.win);
    await assertLedgerBalanced(t.db);
  });

  it('an auto cash-out both nodes see due at once is paid once', async () => {
    const [a, watcher] = [await player(), await player()];
    const opened = await bettingRound(a.session, 150);
    assert.equal((await bet(a.session, 1_000, 130)).status, 200);
    moveTo((await secret(opened.round.round_id)).crashAt);
    await Promise.all([
      state(watcher.session),
      state(watcher.session, other),
      state(a.session, other),
      state(a.session),
    ]);
    assert.equal(await walletBalance(a.unitId), 99_000 + 1_300);
    const wins = await t.db.query("SELECT 1 FROM wallet_transactions WHERE action = 'win' AND round_id = $1", [
      opened.round.round_id,
    ]);
    assert.equal(wins.rows.length, 1);
    await assertLedgerBalanced(t.db);
  });
});
