/**
 * Opening a game (hp/units/games/show and /fafi): a launch address on the sandbox game server whose session is a
 * player token bound to the unit and that game; refused for an unknown game, a game block, an anonymous or another
 * player's unit, a lobby address off the site, and on a server without a game server.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E } from '../../contract/errors';
import type { GameLaunchAnswer } from '../../contract/games';
import { buildApp } from '../src/app';
import { testRateLimitStore, type TestApp, testApp } from './helpers';
import { seedTestGames, TEST_GAMES, walletCall } from './support/games';
import { anonymousUnit, assertError, type Answer } from './support/money';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

const newPhone = phoneMaker(7_700_000);
const SLOT = TEST_GAMES.slot.slug;

async function launch(
  t: TestApp,
  url: string,
  query: Record<string, string>,
  session?: SessionAnswer,
): Promise<Answer<GameLaunchAnswer>> {
  const headers: Record<string, string> = session ? { authorization: `Bearer ${session.access.token}` } : {};
  const response = await t.app.inject({ method: 'GET', url, query, headers });
  return { status: response.statusCode, body: response.json() as GameLaunchAnswer };
}

describe('game launch', () => {
  const t = testApp({
    setUp: ({ db }) => seedTestGames(db),
  });

  it("answers the sandbox game's address with a session for that game only and the lobby to go back to", async () => {
    const p = await fundedPlayer(t, newPhone(), { deposit: 500 });
    const lobby = 'http://localhost/games/all/';
    const answer = await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: SLOT, lobby_url: lobby }, p.session);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const url = new URL(answer.body.url);
    assert.equal(url.origin, 'http://localhost');
    assert.equal(url.pathname, `/sandbox/games/${SLOT}/play`);
    assert.equal(url.searchParams.get('lobby'), lobby);
    const session = url.searchParams.get('session');
    assert.ok(session);

    const here = await walletCall(t.app, ApiPaths.walletBalance, { player_token: session, game_slug: SLOT });
    assert.equal(here.status, 200, JSON.stringify(here.body));
    assert.equal(here.body.balance, 500);
    const elsewhere = { player_token: session, game_slug: TEST_GAMES.wheel.slug };
    assertError(await walletCall(t.app, ApiPaths.walletBalance, elsewhere), 403, E.walletWrongGame);

    const relative = await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: SLOT, lobby_url: '/' });
    assert.equal(relative.status, 200, 'a path on the site is a lobby too, and the bearer is optional');
    assert.equal(new URL(relative.body.url).searchParams.get('lobby'), '/');
  });

  it("opens the Fafi provider's wheel for hp/units/games/fafi", async () => {
    const p = await fundedPlayer(t, newPhone());
    const answer = await launch(t, ApiPaths.gameFafi, { token: p.token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { rows } = await t.db.query<{ slug: string }>(
      "SELECT slug FROM games WHERE provider = 'fafi' AND active ORDER BY slug LIMIT 1",
    );
    assert.equal(new URL(answer.body.url).pathname, `/sandbox/games/${rows[0]!.slug}/play`);
  });

  it('refuses an unknown game, a game block, an anonymous or another player’s unit and a lobby off the site', async () => {
    const p = await fundedPlayer(t, newPhone());
    const other = await fundedPlayer(t, newPhone());
    assertError(await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: 'no-such-game' }), 404, E.gameNotFound);
    assertError(
      await launch(t, ApiPaths.gameShow, { token: 'x'.repeat(128), game_slug: SLOT }),
      401,
      E.unauthenticated,
    );
    assertError(
      await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: SLOT }, other.session),
      403,
      E.unitNotOwned,
    );
    assertError(
      await launch(t, ApiPaths.gameShow, { token: await anonymousUnit(t.app), game_slug: SLOT }),
      403,
      E.unitNotOwned,
    );
    for (const lobby of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      assertError(
        await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: SLOT, lobby_url: lobby }),
        422,
        E.returnUrlNotAllowed,
      );
    }
    await t.db.query('UPDATE units SET game_blocked = true WHERE id = $1', [p.unitId]);
    assertError(await launch(t, ApiPaths.gameShow, { token: p.token, game_slug: SLOT }), 403, E.gameBlock);
    assertError(await launch(t, ApiPaths.gameFafi, { token: p.token }), 403, E.gameBlock);
  });

  it('says games are unavailable on a server without a game server to launch on', async () => {
    // The same database and players, served by a second app with the sandbox off.
    const config = { ...t.config, sandbox: false };
    const off = await buildApp({
      config,
      db: t.db,
      bus: t.bus,
      logger: false,
      rateLimitStore: testRateLimitStore(null),
    });
    try {
      const p = await fundedPlayer(t, newPhone());
      const answer = await launch({ ...t, app: off }, ApiPaths.gameShow, { token: p.token, game_slug: SLOT });
      assertError(answer, 422, E.gameLaunchUnavailable);
    } finally {
      await off.close();
    }
  });
});
