/** Pure rules over the content catalogue (contract/content.ts), shared by the build (gatsby/content.ts) and the site. */

import { GAME_CATEGORIES, GAME_ENGINES, GAME_MOTIFS, GAME_TEMPLATES } from '../../contract/content';
import type { ContentGame, ContentProvider, GameCategory, ProviderSummary } from '../../contract/content';
import { COUNTRY_CURRENCY, type CountryCode } from '../../contract/money';

/** Providers whose games open on a route of their own instead of a provider page (SPEC §2 routes). */
const DEDICATED_ROUTES: Readonly<Record<string, string>> = { fafi: '/game/fafi/', aviator: '/game/spaviator/' };

/** The game lists of SPEC §2 at /games/<slug>/: no provider page may take their address. */
export const GAME_LIST_SLUGS: readonly string[] = [
  'all',
  'recent',
  'most-popular',
  'bonus',
  'table-games',
  'oln',
  'op',
  'slots',
  'jackpot',
  'aviator',
];

/** The game lists pre-rendered from the catalogue: all games, then each category (recent and most popular come later). */
export type GameListSlug = 'all' | GameCategory;
export const CATALOGUE_LISTS: readonly GameListSlug[] = ['all', ...GAME_CATEGORIES];

/** A game list's page: /games/<list>/ */
export const gameListPath = (list: string): string => `/games/${list}/`;

/** The games of a list, keeping the catalogue's order ('all': every game). */
export function gamesInList<T extends Pick<ContentGame, 'categories'>>(games: readonly T[], list: GameListSlug): T[] {
  return list === 'all' ? [...games] : games.filter((game) => game.categories.includes(list));
}

/** The route a provider's games open on, when it has one of its own (fafi, aviator). */
export const dedicatedRoute = (providerSlug: string): string | undefined => DEDICATED_ROUTES[providerSlug];

/** A provider's games page (SPEC §2 /games/{slug}), or its dedicated game route. */
export const providerHref = (provider: Pick<ContentProvider, 'slug'>): string =>
  dedicatedRoute(provider.slug) ?? `/games/${provider.slug}/`;

/** Where a game opens: its provider's dedicated route, else /game/<slug>/. */
export const gameHref = (game: Pick<ContentGame, 'slug' | 'provider'>): string =>
  dedicatedRoute(game.provider) ?? `/game/${game.slug}/`;

/**
 * The providers that get a page of their own at build time: those with games and no dedicated route. A provider
 * slug that is one of the game lists' addresses would hide that list: the build stops and names it.
 */
export function providersWithPages<T extends ProviderSummary>(providers: readonly T[]): T[] {
  const paged = providers.filter((provider) => provider.gamesCount > 0 && !dedicatedRoute(provider.slug));
  const clash = paged.find((provider) => GAME_LIST_SLUGS.includes(provider.slug));
  if (clash)
    throw new Error(`content/providers.json: the slug "${clash.slug}" is taken by the /games/${clash.slug}/ list`);
  return paged;
}

/** Each provider with its game count, keeping the catalogue's order. */
export function summarizeProviders(
  providers: readonly ContentProvider[],
  games: readonly ContentGame[],
): ProviderSummary[] {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.provider, (counts.get(game.provider) ?? 0) + 1);
  return providers.map((provider) => ({ ...provider, gamesCount: counts.get(provider.slug) ?? 0 }));
}

/** Every tag used by a game, sorted, each once. */
export function catalogueTags(games: readonly ContentGame[]): string[] {
  return [...new Set(games.flatMap((game) => game.tags))].sort();
}

/** Games whose name contains the query (case- and accent-insensitive); an empty query matches nothing. */
export function searchGames<T extends Pick<ContentGame, 'name'>>(games: readonly T[], query: string): T[] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  return games.filter((game) => fold(game.name).includes(wanted));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR = /^#[0-9a-f]{6}$/i;

const isColours = (value: unknown, length: number): boolean =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((colour) => typeof colour === 'string' && COLOUR.test(colour));

const isOneOf = (allowed: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && allowed.includes(value);

/** Checks the catalogue files' shape at build time, naming the first bad entry. */
export function validateCatalogue(
  providers: unknown,
  games: unknown,
): { providers: ContentProvider[]; games: ContentGame[] } {
  if (!Array.isArray(providers)) throw new Error('content/providers.json must be an array');
  if (!Array.isArray(games)) throw new Error('content/games.json must be an array');
  const known = new Set<string>();
  providers.forEach((provider: Partial<ContentProvider>, index) => {
    const where = `content/providers.json[${index}]`;
    if (typeof provider?.slug !== 'string' || !SLUG.test(provider.slug) || typeof provider.name !== 'string')
      throw new Error(`${where} needs a slug (a-z, 0-9, -) and a name`);
    if (provider.palette !== undefined && !isColours(provider.palette, 2))
      throw new Error(`${where}.palette must be two colours (#rrggbb)`);
    known.add(provider.slug);
  });
  const slugs = new Set<string>();
  games.forEach((game: Partial<ContentGame>, index) => {
    const where = `content/games.json[${index}]`;
    if (typeof game?.slug !== 'string' || !SLUG.test(game.slug) || typeof game.name !== 'string')
      throw new Error(`${where} needs a slug (a-z, 0-9, -) and a name`);
    if (slugs.has(game.slug)) throw new Error(`${where}: the slug "${game.slug}" is used twice`);
    slugs.add(game.slug);
    if (typeof game.provider !== 'string' || !known.has(game.provider))
      throw new Error(`${where} names an unknown provider "${String(game.provider)}"`);
    if (!Array.isArray(game.tags) || !game.tags.every((tag) => typeof tag === 'string' && SLUG.test(tag)))
      throw new Error(`${where}.tags must be a list of slugs`);
    if (!Array.isArray(game.categories) || !game.categories.every((value) => isOneOf(GAME_CATEGORIES, value)))
      throw new Error(`${where}.categories must be among ${GAME_CATEGORIES.join(', ')}`);
    if (!isOneOf(GAME_ENGINES, game.engine))
      throw new Error(`${where}.engine must be one of ${GAME_ENGINES.join(', ')}`);
    if (
      game.countries !== undefined &&
      !(
        Array.isArray(game.countries) &&
        game.countries.length > 0 &&
        game.countries.every((country) => Object.hasOwn(COUNTRY_CURRENCY, country))
      )
    )
      throw new Error(`${where}.countries must be a list of ${Object.keys(COUNTRY_CURRENCY).join(', ')}`);
    if (!isOneOf(GAME_TEMPLATES, game.template))
      throw new Error(`${where}.template must be one of ${GAME_TEMPLATES.join(', ')}`);
    if (!isColours(game.theme?.palette, 3) || !isOneOf(GAME_MOTIFS, game.theme?.motif))
      throw new Error(
        `${where}.theme needs a palette of three colours (#rrggbb) and a motif of ${GAME_MOTIFS.join(', ')}`,
      );
  });
  return { providers: providers as ContentProvider[], games: games as ContentGame[] };
}

/**
 * The games a site in `country` shows: those whose content names no countries or names this one (an India-themed
 * game on the India brand, Fafi on the South African ones). Every game while the country is not known.
 */
export function gamesShownIn<T extends Pick<ContentGame, 'countries'>>(
  games: readonly T[],
  country: CountryCode | undefined,
): T[] {
  return games.filter((game) => !country || !game.countries || game.countries.includes(country));
}
