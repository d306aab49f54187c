/**
 * The games catalogue on the server: seeded from the repository's content at start, refreshed when the content
 * changes (a new game launches, a dropped one stops), with the sandbox engine a game names kept.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ErrorCodes as E } from '../../contract/errors';
import type { ApiError } from '../src/errors';
import { findGame, readContentCatalogue, seedCatalogue, type Catalogue } from '../src/modules/games/catalogue';
import { testApp } from './helpers';

describe('games catalogue', () => {
  const t = testApp();

  it('holds every game of content/games.json with its provider and categories', async () => {
    const content = readContentCatalogue();
    const { rows } = await t.db.query<{ slug: string; provider: string; categories: string[] }>(
      'SELECT slug, provider, categories FROM games WHERE active ORDER BY slug',
    );
    assert.equal(rows.length, content.games.length);
    for (const game of content.games) {
      const found = await findGame(t.db, game.slug);
      assert.equal(found.provider, game.provider);
      assert.deepEqual(found.categories, game.categories);
    }
  });

  it('follows the content: new games and engines arrive, dropped games stop', async () => {
    const catalogue: Catalogue = {
      providers: [{ slug: 'test-studio', name: 'Test Studio' }],
      games: [
        { slug: 'test-slot', name: 'Test Slot', provider: 'test-studio', categories: ['slots'], engine: 'slot' },
        { slug: 'test-live', name: 'Test Live', provider: 'test-studio', categories: ['table-games'] },
      ],
    };
    await seedCatalogue(t.db, catalogue);
    assert.equal((await findGame(t.db, 'test-slot')).engine, 'slot');
    assert.equal((await findGame(t.db, 'test-live')).engine, null);

    await seedCatalogue(t.db, { ...catalogue, games: catalogue.games.slice(0, 1) });
    await assert.rejects(findGame(t.db, 'test-live'), (error: ApiError) => error.code === E.gameNotFound);
    await assert.rejects(findGame(t.db, 'no-such-game'), (error: ApiError) => error.code === E.gameNotFound);

    await seedCatalogue(t.db, readContentCatalogue());
    await assert.rejects(findGame(t.db, 'test-slot'), (error: ApiError) => error.code === E.gameNotFound);
  });

  it('reads only slug, name, provider, categories, engine and countries from the content files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      writeFileSync(join(dir, 'providers.json'), JSON.stringify([{ slug: 's', name: 'S', palette: ['#000'] }]));
      const games = [
        {
          slug: 'a',
          name: 'A',
          provider: 's',
          categories: ['op'],
          tags: ['x'],
          engine: 'fafi',
          template: 'fafi',
          countries: ['ZA'],
        },
        { slug: 'b', name: 'B', provider: 's', categories: [], tags: [] },
      ];
      writeFileSync(join(dir, 'games.json'), JSON.stringify(games));
      assert.deepEqual(readContentCatalogue(dir), {
        providers: [{ slug: 's', name: 'S' }],
        games: [
          { slug: 'a', name: 'A', provider: 's', categories: ['op'], engine: 'fafi', countries: ['ZA'] },
          { slug: 'b', name: 'B', provider: 's', categories: [] },
        ],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses content whose game names a provider it does not list', async () => {
    await assert.rejects(
      seedCatalogue(t.db, {
        providers: [],
        games: [{ slug: 'orphan', name: 'Orphan', provider: 'nobody', categories: [] }],
      }),
      /orphan names provider nobody/,
    );
  });
});
