/**
 * The sandbox game server as a player meets it: open a game, play rounds of each engine, see the balance move by
 * the bet and the win through the wallet (the statement and the rounds say so), check each round's revealed seed
 * against the commitment shown before it and replay the outcome; a bet above the balance moves nothing.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { StatementAnswer } from '../../contract/statement';
import { ErrorCodes as E } from '../../contract/errors';
import type { GameLaunchAnswer } from '../../contract/games';
import type { SandboxRoundAnswer, SandboxRoundRequest } from '../../contract/sandbox';
import { fairRandom, verify, type Random } from '../src/modules/games/fair';
import * as holdAndWin from '../src/modules/games/math/hold-and-win';
import * as tumble from '../src/modules/games/math/tumble';
import * as ways from '../src/modules/games/math/ways';
import { engineOf } from '../src/sandbox/games/engines';
import { testApp } from './helpers';
import { seedTestGames, TEST_GAMES } from './support/games';
import { assertError, assertLedgerBalanced, ledgerTotals, post, type Answer } from './support/money';
import { phoneMaker } from './support/users';
import { fundedPlayer, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_800_000);

describe('sandbox game server', () => {
  const t = testApp({
    setUp: ({ db }) => seedTestGames(db),
  });

  async function open(p: Player, game: string): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: ApiPaths.gameShow,
      query: { token: p.token, game_slug: game, lobby_url: '/' },
    });
    assert.equal(response.statusCode, 200, response.body);
    return new URL((response.json() as GameLaunchAnswer).url).searchParams.get('session')!;
  }

  const play = (game: string, body: Omit<SandboxRoundRequest, 'bet'> & { bet: unknown }) =>
    post<SandboxRoundAnswer>(t.app, `/sandbox/games/${game}/rounds`, body);

  async function commitmentOf(game: string, session: string): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: `/sandbox/games/${game}/fair`, query: { session } });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { commitment: string }).commitment;
  }

  const cases: [Exclude<keyof typeof TEST_GAMES, 'live'>, Partial<SandboxRoundRequest>][] = [
    ['slot', {}],
    ['classic', {}],
    ['ways', {}],
    ['tumble', {}],
    ['holdAndWin', {}],
    ['wheel', {}],
    ['luckyNumbers', { picks: [3, 7, 12, 19, 33] }],
    ['roulette', { bet_on: { type: 'dozen', which: 2 } }],
    ['crash', { target: 150 }],
    ['fafi', { number: 13 }],
  ];

  for (const [name, options] of cases) {
    it(`${name}: rounds move the balance by bet and win and replay from the seeds committed before them`, async () => {
      const game = TEST_GAMES[name];
      const p = await fundedPlayer(t, newPhone(), { deposit: 100_000 });
      const session = await open(p, game.slug);
      let committed = await commitmentOf(game.slug, session);
      let balance = 100_000;
      for (let round = 0; round < 5; round += 1) {
        const answer: Answer<SandboxRoundAnswer> = await play(game.slug, {
          session,
          bet: 1_000,
          client_seed: `seed-${round}`,
          ...options,
        });
        assert.equal(answer.status, 200, JSON.stringify(answer.body));
        const r = answer.body;
        balance += r.win - 1_000;
        assert.equal(r.balance, balance);
        assert.equal(r.engine, game.engine);
        assert.equal(r.fair.commitment, committed, 'the seed revealed is the one committed to before the round');
        assert.equal(r.fair.client_seed, `seed-${round}`);
        const replay = (random: Random) => engineOf(game.engine)(1_000, { session, bet: 1_000, ...options }, random);
        assert.ok(
          verify({ ...r.fair, serverSeed: r.fair.server_seed, clientSeed: r.fair.client_seed }, replay, {
            win: r.win,
            outcome: r.outcome,
          }),
        );
        committed = r.next_commitment;
      }
      const { rows } = await t.db.query<{ bet: string; win: string }>(
        'SELECT sum(bet)::text AS bet, sum(win)::text AS win FROM game_rounds WHERE unit_id = $1 AND game_slug = $2',
        [p.unitId, game.slug],
      );
      assert.equal(Number(rows[0]!.bet), 5_000);
      assert.equal(100_000 - 5_000 + Number(rows[0]!.win), balance);
      await assertLedgerBalanced(t.db);
    });
  }

  it('a 243-ways round that starts free spins is one bet and one win that holds them all', async () => {
    const game = TEST_GAMES.ways.slug;
    const p = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    const session = await open(p, game);
    // The session's committed seed, and a client seed of the player's that starts free spins with it.
    const serverSeed = 'a'.repeat(64);
    await commitmentOf(game, session);
    await t.db.query('UPDATE sandbox_game_seeds SET server_seed = $1 WHERE game_slug = $2', [serverSeed, game]);
    let clientSeed = '';
    for (let i = 0; clientSeed === ''; i += 1) {
      const round = ways.play(500, {}, fairRandom({ serverSeed, clientSeed: `free-${i}`, nonce: 0 }));
      if (round.free_spins.length > 0) clientSeed = `free-${i}`;
    }
    const answer = await play(game, { session, bet: 500, client_seed: clientSeed });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const outcome = answer.body.outcome as unknown as ways.WaysOutcome;
    assert.equal(outcome.free_spins.length, ways.FREE_SPINS);
    const units = outcome.free_spins.reduce((sum, spin) => sum + spin.pays, outcome.pays);
    assert.equal(answer.body.win, (500 * units) / ways.UNITS);
    assert.equal(answer.body.balance, 10_000 - 500 + answer.body.win);
    const response = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: p.token } });
    const types = (response.json() as StatementAnswer).transactions.map((row) => [row.type, row.amount]);
    assert.deepEqual(types.slice(0, 3), [
      ['win', answer.body.win],
      ['bet', -500],
      ['deposit', 10_000],
    ]);
    await assertLedgerBalanced(t.db);
  });

  /**
   * Plays, on a fresh session with a known seed, the first client seed whose round `wanted` picks, and checks the
   * statement: one bet and one win, the win the round's outcome adds up to.
   */
  async function oneBetOneWin(game: string, wanted: (random: Random) => boolean): Promise<SandboxRoundAnswer> {
    const p = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    const session = await open(p, game);
    const serverSeed = 'b'.repeat(64);
    await commitmentOf(game, session);
    await t.db.query('UPDATE sandbox_game_seeds SET server_seed = $1 WHERE game_slug = $2', [serverSeed, game]);
    let clientSeed = '';
    for (let i = 0; clientSeed === ''; i += 1)
      if (wanted(fairRandom({ serverSeed, clientSeed: `pick-${i}`, nonce: 0 }))) clientSeed = `pick-${i}`;
    const answer = await play(game, { session, bet: 500, client_seed: clientSeed });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.balance, 10_000 - 500 + answer.body.win);
    const response = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: p.token } });
    const types = (response.json() as StatementAnswer).transactions.map((row) => [row.type, row.amount]);
    assert.deepEqual(types, [
      ['win', answer.body.win],
      ['bet', -500],
      ['deposit', 10_000],
    ]);
    await assertLedgerBalanced(t.db);
    return answer.body;
  }

  it('a tumble round of three or more drops is one bet and one win that holds every tumble', async () => {
    const round = await oneBetOneWin(
      TEST_GAMES.tumble.slug,
      (random) => tumble.play(500, {}, random).drops.length >= 3,
    );
    const outcome = round.outcome as unknown as tumble.TumbleOutcome;
    assert.ok(outcome.drops.length >= 3);
    assert.equal(outcome.drops[1]!.multiplier, 2);
    assert.equal(round.win, (500 * outcome.drops.reduce((sum, drop) => sum + drop.pays, 0)) / tumble.UNITS);
  });

  it('a hold-and-win round with respins is one bet and one win that holds the lines and every coin', async () => {
    const round = await oneBetOneWin(
      TEST_GAMES.holdAndWin.slug,
      (random) => holdAndWin.play(500, {}, random).feature !== null,
    );
    const outcome = round.outcome as unknown as holdAndWin.HoldOutcome;
    const coins = outcome.feature!.coins.reduce((sum, coin) => sum + coin.value, 0);
    const lines = outcome.lines.reduce((sum, line) => sum + line.pays, 0);
    assert.ok(coins > 0);
    assert.equal(
      round.win,
      (500 * (lines + coins + (outcome.feature!.grand ? holdAndWin.GRAND : 0))) / holdAndWin.LINES,
    );
  });

  it('a bet above the balance is no_funds and moves nothing; a blocked player cannot play; the statement lists rounds', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 500 });
    const game = TEST_GAMES.wheel.slug;
    const session = await open(p, game);
    const totals = await ledgerTotals(t.db);
    const committed = await commitmentOf(game, session);
    assertError(await play(game, { session, bet: 501 }), 422, E.noFunds);
    assert.deepEqual(await ledgerTotals(t.db), totals);
    assert.equal(await commitmentOf(game, session), committed, 'the refused round revealed and used up nothing');
    const rounds = await t.db.query('SELECT 1 FROM game_rounds WHERE unit_id = $1', [p.unitId]);
    assert.equal(rounds.rows.length, 0);

    const played = await play(game, { session, bet: 500 });
    assert.equal(played.status, 200, JSON.stringify(played.body));
    assert.equal(played.body.fair.commitment, committed);
    const response = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: p.token } });
    const types = (response.json() as StatementAnswer).transactions.map((row) => [row.type, row.amount]);
    assert.deepEqual(types.slice(0, played.body.win > 0 ? 2 : 1), [
      ...(played.body.win > 0 ? [['win', played.body.win]] : []),
      ['bet', -500],
    ]);

    await t.db.query('UPDATE units SET game_blocked = true WHERE id = $1', [p.unitId]);
    assertError(await play(game, { session, bet: 10 }), 403, E.gameBlock);
  });

  it('rounds played at once on one session each take their own seed and never overdraw', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 3_000 });
    const game = TEST_GAMES.slot.slug;
    const session = await open(p, game);
    const answers = await Promise.all(Array.from({ length: 12 }, () => play(game, { session, bet: 1_000 })));
    const played = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
    for (const answer of answers.filter((a) => a.status !== 200)) assertError(answer, 422, E.noFunds);
    assert.ok(played.length >= 3, 'at least what the deposit covers');
    assert.equal(new Set(played.map((r) => r.fair.server_seed)).size, played.length, 'no seed used twice');
    const wins = played.reduce((sum, r) => sum + r.win, 0);
    const { rows } = await t.db.query<{ total: string }>(
      "SELECT sum(balance)::text AS total FROM ledger_accounts WHERE unit_id = $1 AND kind IN ('cash', 'deposit')",
      [p.unitId],
    );
    assert.equal(Number(rows[0]!.total), 3_000 - 1_000 * played.length + wins);
    await assertLedgerBalanced(t.db);
  });

  it('refuses games it has no engine for, options the game does not take (a Fafi draw without a number of 1–36) and a session that is not one', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const live = await open(p, TEST_GAMES.live.slug);
    assertError(await play(TEST_GAMES.live.slug, { session: live, bet: 100 }), 404, E.gameNotFound);
    const lucky = await open(p, TEST_GAMES.luckyNumbers.slug);
    assertError(
      await play(TEST_GAMES.luckyNumbers.slug, { session: lucky, bet: 100, picks: [1, 99] }),
      422,
      E.validation,
    );
    const fafi = await open(p, TEST_GAMES.fafi.slug);
    assertError(await play(TEST_GAMES.fafi.slug, { session: fafi, bet: 100 }), 422, E.validation);
    assertError(await play(TEST_GAMES.fafi.slug, { session: fafi, bet: 100, number: 37 }), 422, E.validation);
    const wheel = await open(p, TEST_GAMES.roulette.slug);
    const split = { type: 'split', numbers: [1, 36] };
    assertError(await play(TEST_GAMES.roulette.slug, { session: wheel, bet: 100, bet_on: split }), 422, E.validation);
    assertError(await play(TEST_GAMES.roulette.slug, { session: wheel, bet: '100' }), 422, E.validation);
    assertError(await play(TEST_GAMES.slot.slug, { session: 'forged', bet: 100 }), 401, E.unauthenticated);
    assertError(await play(TEST_GAMES.slot.slug, { session: wheel, bet: 100 }), 403, E.walletWrongGame);
    await assertLedgerBalanced(t.db);
  });
});
