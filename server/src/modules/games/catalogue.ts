/**
 * The games catalogue in the database: seeded from the content (content/providers.json and content/games.json by
 * default) at every start, so a deploy's content changes reach the server; read to launch a game, to check the game
 * a wallet call names and to choose the sandbox engine that plays it. Only slug, name, provider, categories, engine,
 * theme and countries are read from the content; its other fields are the site's.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentGame, ContentProvider, GameTheme } from '../../../../contract/content';
import type { CountryCode } from '../../../../contract/money';
import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { repositoryPath } from '../../paths';

/**
 * A content game as the server reads it: `engine` names the sandbox game that plays it and `theme` its look there,
 * when content says.
 */
export interface CatalogueGame extends Pick<ContentGame, 'slug' | 'name' | 'provider' | 'categories'> {
  engine?: string;
  theme?: GameTheme;
  /** The countries whose sites show it; every site's when absent. */
  countries?: CountryCode[];
}

export interface Catalogue {
  providers: ContentProvider[];
  games: CatalogueGame[];
}

export interface Game {
  slug: string;
  name: string;
  provider: string;
  categories: string[];
  engine: string | null;
  theme: GameTheme | null;
  /** The countries whose sites show it; null: every site's. */
  countries: CountryCode[] | null;
  /** False once the content no longer lists it. */
  active: boolean;
}

const CONTENT_DIR = repositoryPath('content');

/** The repository's content files: providers and games, with only the fields the server uses. */
export function readContentCatalogue(dir = CONTENT_DIR): Catalogue {
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const providers = read('providers.json') as ContentProvider[];
  const games = read('games.json') as (CatalogueGame & Record<string, unknown>)[];
  return {
    providers: providers.map(({ slug, name }) => ({ slug, name })),
    games: games.map(({ slug, name, provider, categories, engine, theme, countries }) => ({
      slug,
      name,
      provider,
      categories,
      ...(typeof engine === 'string' ? { engine } : {}),
      ...(theme ? { theme } : {}),
      ...(Array.isArray(countries) ? { countries } : {}),
    })),
  };
}

/**
 * Makes the catalogue tables say what `catalogue` says: providers and games added or updated, games no longer
 * listed made inactive (their rounds still name them). A game of an unlisted provider is a content error.
 */
export async function seedCatalogue(db: Queryable, catalogue: Catalogue): Promise<void> {
  const providers = new Set(catalogue.providers.map((provider) => provider.slug));
  const stray = catalogue.games.find((game) => !providers.has(game.provider));
  if (stray) throw new Error(`content: game ${stray.slug} names provider ${stray.provider}, which is not listed`);
  await db.query(
    `INSERT INTO game_providers (slug, name)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name`,
    [catalogue.providers.map((p) => p.slug), catalogue.providers.map((p) => p.name)],
  );
  await db.query(
    `INSERT INTO games (slug, name, provider, categories, engine, theme, countries, active)
     SELECT slug, name, provider, categories, engine, theme, countries, true
     FROM jsonb_to_recordset($1::jsonb)
       AS g (slug text, name text, provider text, categories text[], engine text, theme jsonb, countries text[])
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, provider = EXCLUDED.provider,
       categories = EXCLUDED.categories, engine = EXCLUDED.engine, theme = EXCLUDED.theme,
       countries = EXCLUDED.countries, active = true`,
    [
      JSON.stringify(
        catalogue.games.map((game) => ({
          ...game,
          engine: game.engine ?? null,
          theme: game.theme ?? null,
          countries: game.countries ?? null,
        })),
      ),
    ],
  );
  await db.query('UPDATE games SET active = false WHERE active AND NOT (slug = ANY($1::text[]))', [
    catalogue.games.map((game) => game.slug),
  ]);
}

/** A games row as GAME_COLUMNS read it: a Game, its categories as the driver gives them. */
export type GameRow = Game;

export const GAME_COLUMNS = 'slug, name, provider, categories, engine, theme, countries, active';

export function toGame(row: GameRow): Game {
  return { ...row, categories: [...row.categories], countries: row.countries ? [...row.countries] : null };
}

/**
 * An active game by slug (`evenInactive`: or one dropped from the content); anything else (unknown, not a slug at
 * all) is 404 units_ctx:games:not_found.
 */
export async function findGame(q: Queryable, slug: unknown, options: { evenInactive?: boolean } = {}): Promise<Game> {
  const found =
    typeof slug === 'string' && slug.length <= 100
      ? await q.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM games WHERE slug = $1 AND (active OR $2)`, [
          slug,
          options.evenInactive === true,
        ])
      : { rows: [] };
  const row = found.rows[0];
  if (!row) throw fail(ErrorCodes.gameNotFound);
  return toGame(row);
}

/** The game `hp/units/games/fafi` opens: the Fafi provider's game (SPEC's /game/fafi/ page). */
export const FAFI_PROVIDER = 'fafi';

export async function findProviderGame(q: Queryable, provider: string): Promise<Game> {
  const found = await q.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games WHERE provider = $1 AND active ORDER BY slug LIMIT 1`,
    [provider],
  );
  const row = found.rows[0];
  if (!row) throw fail(ErrorCodes.gameNotFound);
  return toGame(row);
}

/** The SQL condition that a game (`g`) is shown in the country of the site whose id is `param` (migration 047). */
export const shownInCountrySql = (param: string) =>
  `(g.countries IS NULL OR (SELECT shown_site.country FROM sites shown_site WHERE shown_site.id = ${param}) = ANY (g.countries))`;

/** The SQL condition that the operator has not turned the game (`g`) off for the site (migration 037). */
export const switchedOnSql = (param: string) =>
  `NOT EXISTS (SELECT 1 FROM site_disabled_games d WHERE d.site_id = ${param} AND d.game_slug = g.slug)`;

/**
 * The SQL condition that a game (`g`) is offered on the site whose id is `param`: shown in the site's country
 * (content `countries`) and not turned off for the site by the operator (back office: games per site).
 */
export const offeredOnSiteSql = (param: string) => `(${shownInCountrySql(param)} AND ${switchedOnSql(param)})`;

/** Whether the site does not offer the game: not shown in its country, or turned off for it by the operator. */
export async function gameOffOnSite(q: Queryable, siteId: number, slug: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM games g WHERE g.slug = $2 AND ${offeredOnSiteSql('$1::int')}`, [
    siteId,
    slug,
  ]);
  return rows.length === 0;
}

/** The active games a site offers, by name (GET games?site_id). */
export async function siteGames(q: Queryable, siteId: number): Promise<Game[]> {
  const { rows } = await q.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM games g WHERE g.active AND ${offeredOnSiteSql('$1')} ORDER BY g.name, g.slug`,
    [siteId],
  );
  return rows.map(toGame);
}
