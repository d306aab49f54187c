/**
 * The shared crash rounds of the sandbox game server, on a clock the test moves: every player meets the same round
 * and crash point, revealed only after the crash and recomputed from the seed committed to before it; bets are taken
 * only while betting is open; a cash-out pays bet × the multiplier of the server's clock once, however often it is
 * asked; auto cash-outs are paid once; rounds made by parallel requests are one; and the ledger stays balanced.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ErrorCodes as E } from '../../contract/errors';
import { CRASH_PAUSE_MS } from '../../contract/sandbox';
import { commitment } from '../src/modules/games/fair';
import { multiplierAt } from '../src/modules/games/math/crash';
import { crashPointOf } from '../src/sandbox/games/crash/rounds';
import { TestClock, testApp } from './helpers';
import { CRASH_GAME as GAME, crashClient } from './support/crash';
import { seedTestGames, TEST_GAMES } from './support/games';
import { assertError, assertLedgerBalanced, ledgerTotals } from './support/money';
import { phoneMaker } from './support/users';

const newPhone = phoneMaker(7_600_000);

describe('shared crash rounds', () => {
  const clock = new TestClock();
  const t = testApp({
    clock,
    setUp: ({ db }) => seedTestGames(db),
  });

  const { player, state, bet, cashOut, secret, moveTo, bettingRound, walletBalance } = crashClient(t, clock, newPhone);

  it('every player meets the same round; its crash point and seed show only after the crash, as committed', async () => {
    const [a, b] = [await player(), await player()];
    const opened = await bettingRound(a.session);
    const seen = await state(b.session);
    assert.deepEqual(seen.round, opened.round, 'the same round for both');
    assert.equal(opened.round.crash_point, null);
    assert.equal(opened.round.server_seed, null);
    assert.match(opened.round.commitment, /^[0-9a-f]{64}$/);
    assert.equal(opened.server_time, clock.now().getTime());

    moveTo(opened.round.flight_at + 50);
    const flying = await state(a.session);
    assert.equal(flying.round.phase, 'flying');
    assert.equal(flying.round.server_seed, null, 'never the seed before the crash');
    assert.equal(flying.round.crash_point, null);
    assert.equal(flying.round.crash_at, null);

    moveTo((await secret(opened.round.round_id)).crashAt);
    const [crashedA, crashedB] = [await state(a.session), await state(b.session)];
    assert.equal(crashedA.round.phase, 'crashed');
    assert.deepEqual(crashedA.round, crashedB.round);
    const { server_seed: seed, crash_point: point, round_id: id } = crashedA.round;
    assert.equal(commitment(seed!), opened.round.commitment, 'the seed revealed is the one committed to');
    assert.equal(crashPointOf(seed!, id), point, 'the crash point recomputes from the seed and the round id');
    assert.equal(crashedA.history[0]?.round_id, id);
    assert.equal(crashedA.history[0]?.crash_point, point);
    assert.equal(crashedA.round.next_round_at, crashedA.round.crash_at! + CRASH_PAUSE_MS);
  });

  it("lists the round's other bets and cash-outs, biggest first, names masked, never the asker's own", async () => {
    const [a, b, c] = [await player(), await player(), await player()];
    const opened = await bettingRound(a.session, 200);
    const id = opened.round.round_id;
    assert.deepEqual((await state(a.session)).others, []);
    assert.equal((await bet(a.session, 500)).status, 200);
    assert.equal((await bet(b.session, 2_000)).status, 200);
    assert.equal((await bet(c.session, 1_000)).status, 200);

    const seenByA = (await state(a.session)).others;
    assert.deepEqual(
      seenByA.map((other) => [other.bet, other.status, other.cashed_out_at, other.win]),
      [
        [2_000, 'open', null, 0],
        [1_000, 'open', null, 0],
      ],
    );
    for (const other of seenByA) assert.match(other.player, /^[0-9a-f]\*\*\*[0-9a-f]$/, 'a masked name');
    assert.ok(!JSON.stringify(seenByA).includes(b.session), 'never a session');

    moveTo(opened.round.flight_at + 7_000);
    const cashed = await cashOut(b.session, id);
    assert.equal(cashed.status, 200);
    const [big] = (await state(a.session)).others;
    assert.deepEqual(
      [big?.status, big?.cashed_out_at, big?.win],
      ['cashed_out', cashed.body.cashed_out_at, cashed.body.win],
    );
    // b sees a and c, not itself
    assert.deepEqual(
      (await state(b.session)).others.map((other) => other.bet),
      [1_000, 500],
    );

    moveTo((await secret(id)).crashAt);
    const after = (await state(a.session)).others;
    assert.deepEqual(
      after.map((other) => other.status),
      ['cashed_out', 'lost'],
    );
  });

  it('bets are taken while betting is open, once per player per round, and no_funds moves nothing', async () => {
    const a = await player(1_000);
    const opened = await bettingRound(a.session);
    const totals = await ledgerTotals(t.db);
    assertError(await bet(a.session, 1_001), 422, E.noFunds);
    assert.deepEqual(await ledgerTotals(t.db), totals);
    assertError(await bet(a.session, 100, 100), 422, E.validation);

    const placed = await bet(a.session, 400, 250);
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    assert.equal(placed.body.status, 'open');
    assert.equal(placed.body.balance, 600);
    assertError(await bet(a.session, 100), 409, E.crashAlreadyBet);
    assert.equal((await state(a.session)).bet?.bet, 400);

    moveTo(opened.round.flight_at);
    const b = await player();
    assertError(await bet(b.session, 100), 422, E.crashBettingClosed);
    assert.equal(await walletBalance(b.unitId), 100_000);
    await assertLedgerBalanced(t.db);
  });

  it('a cash-out in flight pays bet × the multiplier of the server clock, once; after the crash it is refused', async () => {
    const [a, b] = [await player(), await player()];
    const opened = await bettingRound(a.session, 200);
    const id = opened.round.round_id;
    assert.equal((await bet(a.session, 1_000)).status, 200);
    assert.equal((await bet(b.session, 1_000)).status, 200);
    assertError(await cashOut(a.session, id), 422, E.crashNotFlying);

    moveTo(opened.round.flight_at + 7_000);
    const multiplier = multiplierAt(7_000);
    assert.ok(multiplier > 150 && multiplier < 200);
    const first = await cashOut(a.session, id);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.status, 'cashed_out');
    assert.equal(first.body.cashed_out_at, multiplier);
    assert.equal(first.body.win, Math.floor((1_000 * multiplier) / 100));
    assert.equal(first.body.balance, 100_000 - 1_000 + first.body.win);
    assert.equal(await walletBalance(a.unitId), first.body.balance);

    clock.advance(500);
    const again = await Promise.all([cashOut(a.session, id), cashOut(a.session, id)]);
    for (const answer of again) assert.deepEqual(answer.body, first.body, 'a repeated cash-out answers the first');
    assert.equal(await walletBalance(a.unitId), first.body.balance, 'and pays nothing more');

    moveTo((await secret(id)).crashAt);
    assertError(await cashOut(b.session, id), 422, E.crashCrashed);
    const lost = await state(b.session);
    assert.equal(lost.bet?.status, 'lost');
    assert.equal(await walletBalance(b.unitId), 99_000);

    const { rows } = await t.db.query<{ bet: string; win: string }>(
      'SELECT bet::text, win::text FROM game_rounds WHERE unit_id = $1 AND round_id = $2',
      [a.unitId, id],
    );
    assert.deepEqual(rows, [{ bet: '1000', win: String(first.body.win) }], 'My bets records the round');
    await assertLedgerBalanced(t.db);
  });

  it('parallel cash-outs of one bet pay once', async () => {
    const a = await player();
    const opened = await bettingRound(a.session, 150);
    assert.equal((await bet(a.session, 500)).status, 200);
    moveTo(opened.round.flight_at + 3_000);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashOut(a.session, opened.round.round_id)));
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(new Set(answers.map((answer) => JSON.stringify(answer.body))).size, 1);
    assert.equal(await walletBalance(a.unitId), 100_000 - 500 + answers[0]!.body.win);
    const wins = await t.db.query("SELECT 1 FROM wallet_transactions WHERE action = 'win' AND round_id = $1", [
      opened.round.round_id,
    ]);
    assert.equal(wins.rows.length, 1);
    await assertLedgerBalanced(t.db);
  });

  it('an auto cash-out is paid at its target once, whoever asks; one above the crash point loses', async () => {
    const [a, b, watcher] = [await player(), await player(), await player()];
    const opened = await bettingRound(a.session, 150);
    const id = opened.round.round_id;
    const { crashPoint, crashAt } = await secret(id);
    assert.equal((await bet(a.session, 1_000, 120)).status, 200);
    assert.equal((await bet(b.session, 1_000, crashPoint + 1)).status, 200);

    moveTo(opened.round.flight_at + 4_000);
    assert.ok(multiplierAt(4_000) >= 120);
    await Promise.all([state(watcher.session), state(watcher.session)]);
    const paid = 100_000 - 1_000 + 1_200;
    assert.equal(await walletBalance(a.unitId), paid, 'paid by another player’s state call');
    const mine = await state(a.session);
    assert.equal(mine.bet?.status, 'cashed_out');
    assert.equal(mine.bet?.cashed_out_at, 120);
    assert.equal(mine.bet?.balance, paid);
    const late = await cashOut(a.session, id);
    assert.equal(late.body.cashed_out_at, 120, 'a cash-out after the target answers the auto cash-out');

    moveTo(crashAt + 10);
    await state(watcher.session);
    await state(a.session);
    assert.equal(await walletBalance(a.unitId), paid, 'once');
    assert.equal((await state(b.session)).bet?.status, 'lost');
    assert.equal(await walletBalance(b.unitId), 99_000);
    await assertLedgerBalanced(t.db);
  });

  it('a bet whose request never finished is given back through the wallet once its round is over', async () => {
    const a = await player();
    const opened = await bettingRound(a.session);
    const id = opened.round.round_id;
    // What a node that stopped between the wallet's bet and opening the bet leaves behind.
    const placed = await bet(a.session, 700);
    assert.equal(placed.status, 200);
    await t.db.query("UPDATE sandbox_crash_bets SET status = 'placing' WHERE round_id = $1", [id]);
    assert.equal(await walletBalance(a.unitId), 99_300);
    assertError(await cashOut(a.session, id), 404, E.crashNoBet);

    moveTo((await secret(id)).crashAt + CRASH_PAUSE_MS);
    await state(a.session);
    assert.equal(await walletBalance(a.unitId), 100_000, 'refunded');
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM sandbox_crash_bets WHERE round_id = $1', [
      id,
    ]);
    assert.deepEqual(rows, [{ status: 'refunded' }]);
    await state(a.session);
    assert.equal(await walletBalance(a.unitId), 100_000, 'once');
    await assertLedgerBalanced(t.db);
  });

  it('parallel requests for a round not yet made make one round', async () => {
    const sessions = await Promise.all([player(), player(), player()]);
    const last = await state(sessions[0]!.session);
    moveTo((await secret(last.round.round_id)).crashAt + CRASH_PAUSE_MS + 1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => state(sessions[i % sessions.length]!.session)),
    );
    assert.equal(new Set(answers.map((answer) => JSON.stringify(answer.round))).size, 1);
    assert.equal(answers[0]!.round.number, last.round.number + 1);
    const { rows } = await t.db.query('SELECT 1 FROM sandbox_crash_rounds WHERE game_slug = $1 AND number = $2', [
      GAME,
      answers[0]!.round.number,
    ]);
    assert.equal(rows.length, 1);
  });

  it('only crash games have shared rounds', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/sandbox/games/${TEST_GAMES.slot.slug}/crash`,
      query: { session: 'x' },
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().error.code, E.gameNotFound);
  });
});
