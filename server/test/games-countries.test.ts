/**
 * A game is shown by the sites of its countries (content/games.json `countries`, issue 40): Fafi and the South
 * African games on the South African sites, the India-themed ones on the India site, the rest on every site. The
 * site's game list, a launch and the back office's games per site all follow it.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import type { SiteGamesAnswer } from '../../contract/games';
import { readContentCatalogue } from '../src/modules/games/catalogue';
import { testApp, TestClock } from './helpers';
import { assertBoError, bo, listQuery, staffMember } from './support/backoffice';
import { seedTestGames } from './support/games';
import { assertError, type Answer } from './support/money';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

const newPhone = phoneMaker(7_870_000);
const FAFI = 'fafi-dream-wheel';
const SOUTH_AFRICAN = 'kalahari-gems';
const INDIAN = 'peacock-palace';
const EVERYWHERE = 'solar-scarab';

describe('games by country', () => {
  const clock = new TestClock();
  const t = testApp({ clock, setUp: ({ db }) => seedTestGames(db) });

  async function siteGames(siteId: number): Promise<string[]> {
    const answer = await t.app.inject({ method: 'GET', url: ApiPaths.siteGames, query: { site_id: String(siteId) } });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as SiteGamesAnswer).games.map((game) => game.slug);
  }

  async function launch(url: string, query: Record<string, string>): Promise<Answer<unknown>> {
    const response = await t.app.inject({ method: 'GET', url, query });
    return { status: response.statusCode, body: response.json() };
  }

  it('reads the countries from the content: Fafi is South African, the lotus-lantern games Indian', () => {
    const content = readContentCatalogue();
    const countries = (slug: string) => content.games.find((game) => game.slug === slug)?.countries;
    assert.deepEqual(countries(FAFI), ['ZA']);
    assert.deepEqual(countries(SOUTH_AFRICAN), ['ZA']);
    assert.deepEqual(countries(INDIAN), ['IN']);
    assert.equal(countries(EVERYWHERE), undefined);
  });

  it("lists on each site only its country's games and those of every country", async () => {
    for (const siteId of [1, 2]) {
      const games = await siteGames(siteId);
      assert.ok(games.includes(FAFI) && games.includes(SOUTH_AFRICAN) && games.includes(EVERYWHERE), `${siteId}`);
      assert.ok(!games.includes(INDIAN), `site ${siteId} lists ${INDIAN}`);
    }
    const india = await siteGames(3);
    assert.ok(india.includes(INDIAN) && india.includes(EVERYWHERE));
    assert.ok(!india.includes(FAFI) && !india.includes(SOUTH_AFRICAN));
  });

  it("opens a game only on its countries' sites: elsewhere it is not found, as a game turned off is", async () => {
    const za = await fundedPlayer(t, newPhone(), { deposit: 1_000 });
    const india = await fundedPlayer(t, newPhone(), { siteId: 3 });
    assert.equal((await launch(ApiPaths.gameFafi, { token: za.token })).status, 200);
    assertError(await launch(ApiPaths.gameFafi, { token: india.token }), 404, E.gameNotFound);
    assertError(await launch(ApiPaths.gameShow, { token: za.token, game_slug: INDIAN }), 404, E.gameNotFound);
    assert.equal((await launch(ApiPaths.gameShow, { token: india.token, game_slug: INDIAN })).status, 200);
    assert.equal((await launch(ApiPaths.gameShow, { token: india.token, game_slug: EVERYWHERE })).status, 200);
  });

  it("leaves out of a site's games in the back office those not shown in its country: nothing there to switch", async () => {
    const marketing = await staffMember(t, clock, 'marketing', [1, 3]);
    const listed = async (siteId: number, q: string) => {
      const answer = await bo(t, marketing, 'GET', `games?${listQuery({ filter: { site_id: siteId, q } })}`);
      assert.equal(answer.statusCode, 200, answer.body);
      return (answer.json() as { slug: string; enabled: boolean }[]).map((game) => [game.slug, game.enabled]);
    };
    assert.deepEqual(await listed(1, 'Fafi Dream'), [[FAFI, true]]);
    assert.deepEqual(await listed(3, 'Fafi Dream'), []);
    assertBoError(await bo(t, marketing, 'PUT', `games/${FAFI}`, { site_id: 3, enabled: true }), 404, E.gameNotFound);
    assert.deepEqual(await listed(3, 'Peacock'), [[INDIAN, true]]);
  });
});
