/**
 * My bets and the game stats as a player and the lobby read them, from rounds played on the sandbox game server
 * through the wallet: the unit's rounds newest first, paged by a cursor that neither repeats nor skips a round while
 * more are played; only the unit's player may read them; recent games once each, the last played first; a site's
 * most played games counted from the rounds of the last 30 days, answered from memory for a minute.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import type {
  GameLaunchAnswer,
  GameRound,
  MostPopularGamesAnswer,
  RecentGamesAnswer,
  UnitRoundsAnswer,
} from '../../contract/games';
import type { SandboxRoundAnswer } from '../../contract/sandbox';
import { TestClock, testApp } from './helpers';
import { playerToken, seedTestGames, TEST_GAMES, walletCall } from './support/games';
import { assertError, post, type Answer } from './support/money';
import { phoneMaker } from './support/users';
import { fundedPlayer, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_900_000);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('my bets and game stats', () => {
  const clock = new TestClock();
  const t = testApp({
    clock,
    setUp: ({ db }) => seedTestGames(db),
  });

  /** A GET, as the unit's player (`p`'s bearer) when `p` is given. */
  async function get<T>(
    url: string,
    query: Record<string, string | number>,
    p?: Player,
  ): Promise<Answer<T> & { cacheControl: unknown }> {
    const headers: Record<string, string> = p ? { authorization: `Bearer ${p.session.access.token}` } : {};
    const response = await t.app.inject({ method: 'GET', url, query: stringify(query), headers });
    return { status: response.statusCode, body: response.json() as T, cacheControl: response.headers['cache-control'] };
  }
  const stringify = (query: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

  const sessions = new Map<string, string>();
  /** Plays one round of `game` as `p` (a game session opened once per player and game); answers the round. */
  async function play(p: Player, game: string, bet = 100): Promise<SandboxRoundAnswer> {
    const key = `${p.unitId}:${game}`;
    if (!sessions.has(key)) {
      const launch = await get<GameLaunchAnswer>(ApiPaths.gameShow, { token: p.token, game_slug: game });
      assert.equal(launch.status, 200, JSON.stringify(launch.body));
      sessions.set(key, new URL(launch.body.url).searchParams.get('session')!);
    }
    const answer = await post<SandboxRoundAnswer>(t.app, `/sandbox/games/${game}/rounds`, {
      session: sessions.get(key),
      bet,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  }

  async function rounds(p: Player, query: Record<string, string | number> = {}): Promise<UnitRoundsAnswer> {
    const answer = await get<UnitRoundsAnswer>(ApiPaths.unitRounds, { token: p.token, ...query }, p);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  }

  const seen = (round: GameRound) => [round.game_slug, round.bet, round.win];

  it('pages 25 rounds by 10, newest first, none twice and none missed while more are played', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 1_000_000 });
    const played: Array<[string, number, number]> = [];
    for (let i = 1; i <= 25; i++) {
      const game = i % 3 === 0 ? TEST_GAMES.wheel.slug : TEST_GAMES.slot.slug;
      const round = await play(p, game, 100 * i);
      played.push([game, round.bet, round.win]);
      // Rounds 14–17 share one instant: the first page ends among them and only the id orders them.
      if (i < 14 || i >= 17) clock.advance(1);
    }
    const newestFirst = [...played].reverse();

    const first = await rounds(p, { page_size: 10 });
    assert.equal(first.rounds.length, 10);
    assert.deepEqual(first.rounds.map(seen), newestFirst.slice(0, 10));
    assert.equal(first.rounds[0]!.game_name, 'Test Slot');
    assert.equal(first.rounds[1]!.game_name, 'Test Wheel', 'round 24');
    assert.equal(first.rounds[0]!.currency, 'ZAR');
    for (const round of first.rounds) {
      assert.equal(round.status, round.win > 0 ? 'won' : 'lost');
      assert.match(round.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    assert.ok(first.cursor);

    // Rounds played while the player reads: on the first page when read again, never on the next ones.
    for (let i = 0; i < 3; i++) await play(p, TEST_GAMES.slot.slug, 50);
    const second = await rounds(p, { page_size: 10, cursor: first.cursor });
    assert.deepEqual(second.rounds.map(seen), newestFirst.slice(10, 20));
    const third = await rounds(p, { page_size: 10, cursor: second.cursor! });
    assert.deepEqual(third.rounds.map(seen), newestFirst.slice(20, 25));
    assert.equal(third.cursor, null);

    const all = await rounds(p, { page_size: 50 });
    assert.equal(all.rounds.length, 28);
    assert.deepEqual(
      all.rounds.slice(0, 3).map((round) => round.bet),
      [50, 50, 50],
    );
    assert.equal(new Set(all.rounds.map((round) => round.id)).size, 28);
    clock.advance(1);
  });

  it('answers only the unit’s player: another player’s bearer 403, an unknown token 401, a made-up cursor 422', async () => {
    const owner = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    const other = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    await play(owner, TEST_GAMES.roulette.slug);
    clock.advance(1);

    assertError(await get(ApiPaths.unitRounds, { token: owner.token }, other), 403, E.unitNotOwned);
    assertError(await get(ApiPaths.recentGames, { token: owner.token }, other), 403, E.unitNotOwned);
    const mine = await get<UnitRoundsAnswer>(ApiPaths.unitRounds, { token: owner.token });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.rounds.map((round) => round.game_slug),
      [TEST_GAMES.roulette.slug],
    );
    assert.deepEqual((await rounds(other)).rounds, [], 'the other player played nothing');
    assertError(await get(ApiPaths.unitRounds, { token: 'no-such-token' }), 401, E.unauthenticated);
    const forged = Buffer.from('2024-01-01T00:00:00Z|1').toString('base64url');
    assertError(await get(ApiPaths.unitRounds, { token: owner.token, cursor: forged }), 422, E.validation);
    assertError(await get(ApiPaths.unitRounds, { token: owner.token, page_size: 51 }), 422, E.validation);
  });

  it('a round whose every bet was rolled back is refunded', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 10_000 });
    const game = TEST_GAMES.live.slug;
    const player = await playerToken(t.app, p.session, p.token, game);
    const bet = { player_token: player, transaction_id: `bet-${p.unitId}`, round_id: 'r-1', game_slug: game };
    assert.equal((await walletCall(t.app, ApiPaths.walletBet, { ...bet, amount: 700 })).status, 200);
    assert.equal((await walletCall(t.app, ApiPaths.walletRollback, bet)).status, 200);
    const [round] = (await rounds(p)).rounds;
    assert.deepEqual([round!.bet, round!.win, round!.status], [0, 0, 'refunded']);
  });

  it('recent games: each game once, the last played first', async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 100_000 });
    assert.deepEqual((await get<RecentGamesAnswer>(ApiPaths.recentGames, { token: p.token })).body, { games: [] });
    for (const game of [TEST_GAMES.slot, TEST_GAMES.wheel, TEST_GAMES.slot, TEST_GAMES.crash, TEST_GAMES.wheel]) {
      await play(p, game.slug);
      clock.advance(1_000);
    }
    const recent = await get<RecentGamesAnswer>(ApiPaths.recentGames, { token: p.token }, p);
    assert.equal(recent.status, 200, JSON.stringify(recent.body));
    assert.deepEqual(
      recent.body.games.map((game) => [game.slug, game.name, game.provider]),
      [
        [TEST_GAMES.wheel.slug, 'Test Wheel', 'test-studio'],
        [TEST_GAMES.crash.slug, 'Test Crash', 'test-studio'],
        [TEST_GAMES.slot.slug, 'Test Slot', 'test-studio'],
      ],
    );
    const times = recent.body.games.map((game) => Date.parse(game.played_at));
    assert.deepEqual(
      times.slice(1).map((time, i) => times[i]! - time),
      [1_000, 1_000],
      'each game at its last round',
    );
  });

  it('most popular: a site’s games by rounds of the last 30 days, kept a minute, other sites not counted', async () => {
    const site = 2;
    const popular = () => get<MostPopularGamesAnswer>(ApiPaths.mostPopularGames, { site_id: site });
    assert.deepEqual((await popular()).body, { games: [] });

    const a = await fundedPlayer(t, newPhone(), { deposit: 100_000, siteId: site });
    const b = await fundedPlayer(t, newPhone(), { deposit: 100_000, siteId: site });
    const india = await fundedPlayer(t, newPhone(), { deposit: 100_000, siteId: 3 });
    for (let i = 0; i < 3; i++) await play(a, TEST_GAMES.roulette.slug);
    for (let i = 0; i < 2; i++) await play(b, TEST_GAMES.roulette.slug);
    await play(b, TEST_GAMES.crash.slug);
    for (let i = 0; i < 4; i++) await play(a, TEST_GAMES.wheel.slug);
    for (let i = 0; i < 9; i++) await play(india, TEST_GAMES.slot.slug);

    const cached = await popular();
    assert.equal(cached.status, 200);
    assert.deepEqual(cached.body, { games: [] }, 'the first answer is kept a minute');
    assert.equal(cached.cacheControl, 'public, max-age=60');

    clock.advance(61_000);
    const counted = await popular();
    assert.deepEqual(
      counted.body.games.map((game) => [game.slug, game.rounds]),
      [
        [TEST_GAMES.roulette.slug, 5],
        [TEST_GAMES.wheel.slug, 4],
        [TEST_GAMES.crash.slug, 1],
      ],
    );
    assert.equal(counted.body.games[0]!.name, 'Test Roulette');
    const indian = await get<MostPopularGamesAnswer>(ApiPaths.mostPopularGames, { site_id: 3 });
    assert.deepEqual(
      indian.body.games.map((game) => [game.slug, game.rounds]),
      [[TEST_GAMES.slot.slug, 9]],
    );

    clock.advance(29 * DAY_MS);
    sessions.clear(); // game sessions last 30 minutes
    for (let i = 0; i < 5; i++) await play(b, TEST_GAMES.crash.slug);
    clock.advance(1 * DAY_MS + 61_000);
    assert.deepEqual(
      (await popular()).body.games.map((game) => [game.slug, game.rounds]),
      [[TEST_GAMES.crash.slug, 5]],
      'rounds older than 30 days no longer count',
    );
    assertError(await get(ApiPaths.mostPopularGames, { site_id: 999 }), 404, E.siteNotFound);
    assertError(await get(ApiPaths.mostPopularGames, { site_id: 'x' }), 422, E.validation);
  });
});
