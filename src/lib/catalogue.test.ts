import { GAME_CATEGORIES, GAME_TEMPLATES } from '../../contract/content';
import type { ContentGame } from '../../contract/content';
import gameFile from '../../content/games.json';
import providerFile from '../../content/providers.json';
import {
  catalogueTags,
  gameHref,
  gamesShownIn,
  providersWithPages,
  searchGames,
  summarizeProviders,
  validateCatalogue,
} from './catalogue';

const game = (slug: string, provider: string, tags: string[] = [], name = slug): ContentGame => ({
  slug,
  name,
  provider,
  categories: ['slots'],
  tags,
  engine: 'slot',
  template: 'default',
  theme: { palette: ['#000000', '#333333', '#ffcc00'], motif: 'seven' },
});

describe('catalogue', () => {
  it('counts each provider’s games, keeping providers without games at 0', () => {
    const providers = [
      { slug: 'fafi', name: 'Fafi' },
      { slug: 'netent', name: 'NetEnt' },
      { slug: 'empty', name: 'Empty' },
    ];
    const games = [game('a', 'netent'), game('b', 'fafi'), game('c', 'netent')];
    expect(summarizeProviders(providers, games)).toEqual([
      { slug: 'fafi', name: 'Fafi', gamesCount: 1 },
      { slug: 'netent', name: 'NetEnt', gamesCount: 2 },
      { slug: 'empty', name: 'Empty', gamesCount: 0 },
    ]);
  });

  it('lists every tag once, sorted', () => {
    expect(catalogueTags([game('a', 'x', ['fruit', 'classic']), game('b', 'x', ['classic'])])).toEqual([
      'classic',
      'fruit',
    ]);
  });

  it('searches names ignoring case and accents; an empty query finds nothing', () => {
    const games = [
      game('a', 'x', [], "Anchor's Quest"),
      game('b', 'x', [], 'Café Royale'),
      game('c', 'x', [], 'Neon Sevens'),
    ];
    expect(searchGames(games, 'QUEST').map((g) => g.slug)).toEqual(['a']);
    expect(searchGames(games, 'cafe').map((g) => g.slug)).toEqual(['b']);
    expect(searchGames(games, '  ')).toEqual([]);
  });

  it('rejects a game of an unknown provider and a bad slug', () => {
    const providers = [{ slug: 'netent', name: 'NetEnt' }];
    expect(() => validateCatalogue(providers, [game('a', 'nobody')])).toThrow(/unknown provider "nobody"/);
    expect(() => validateCatalogue(providers, [game('Bad Slug', 'netent')])).toThrow(/games.json\[0\]/);
    expect(validateCatalogue(providers, [game('a', 'netent')]).games).toHaveLength(1);
  });

  it('rejects a game no sandbox engine plays, an unknown template, list or motif, a bad colour, a slug used twice', () => {
    const providers = [{ slug: 'netent', name: 'NetEnt' }];
    const bad = (change: object) => validateCatalogue(providers, [{ ...game('a', 'netent'), ...change }]);
    expect(() => bad({ engine: 'blackjack' })).toThrow(/engine must be one of slot, crash/);
    expect(() => bad({ template: 'fancy' })).toThrow(/template must be one of default, fafi/);
    expect(() => bad({ categories: ['slots', 'live'] })).toThrow(/categories must be among/);
    expect(() => bad({ theme: { palette: ['#000', '#111111', '#222222'], motif: 'seven' } })).toThrow(/theme/);
    expect(() => bad({ theme: { palette: ['#000000', '#111111', '#222222'], motif: 'logo' } })).toThrow(/theme/);
    expect(() => validateCatalogue(providers, [game('a', 'netent'), game('a', 'netent')])).toThrow(/used twice/);
    expect(() => validateCatalogue([{ slug: 'x', name: 'X', palette: ['red', 'blue'] }], [])).toThrow(/palette/);
    expect(() => bad({ countries: ['UK'] })).toThrow(/countries must be a list of ZA, IN/);
    expect(() => bad({ countries: [] })).toThrow(/countries/);
  });

  it("shows a brand's site the games of its country and those of every country", () => {
    const games = [
      { ...game('fafi', 'f'), countries: ['ZA' as const] },
      { ...game('lotus', 'l'), countries: ['IN' as const] },
      game('everywhere', 'e'),
    ];
    expect(gamesShownIn(games, 'ZA').map((g) => g.slug)).toEqual(['fafi', 'everywhere']);
    expect(gamesShownIn(games, 'IN').map((g) => g.slug)).toEqual(['lotus', 'everywhere']);
    expect(gamesShownIn(games, undefined)).toHaveLength(3);
    const shown = (country: 'ZA' | 'IN') => gamesShownIn(gameFile as ContentGame[], country).map((g) => g.slug);
    expect(shown('ZA')).toEqual(expect.arrayContaining(['fafi-dream-wheel', 'kalahari-gems']));
    expect(shown('ZA')).not.toContain('peacock-palace');
    expect(shown('IN')).toEqual(expect.arrayContaining(['peacock-palace']));
    expect(shown('IN')).not.toEqual(expect.arrayContaining(['fafi-dream-wheel']));
  });
});

describe('provider pages and game addresses', () => {
  const provider = (slug: string, gamesCount: number) => ({ slug, name: slug, gamesCount });

  it('gives a page to each provider with games, but for those with a game route of their own', () => {
    const providers = [provider('netent', 3), provider('empty', 0), provider('fafi', 1), provider('aviator', 1)];
    expect(providersWithPages(providers).map((p) => p.slug)).toEqual(['netent']);
  });

  it('stops the build when a provider would take the address of a game list', () => {
    expect(() => providersWithPages([provider('slots', 2)])).toThrow(/"slots" is taken by the \/games\/slots\/ list/);
  });

  it("opens a game on its provider's dedicated route, else on its own", () => {
    expect(gameHref({ slug: 'fafi-wheel', provider: 'fafi' })).toBe('/game/fafi/');
    expect(gameHref({ slug: 'aviator', provider: 'aviator' })).toBe('/game/spaviator/');
    expect(gameHref({ slug: 'neon-sevens', provider: 'netent' })).toBe('/game/neon-sevens/');
  });
});

describe('the repository catalogue (content/)', () => {
  it('is valid and has the providers with dedicated routes', () => {
    const { providers, games } = validateCatalogue(providerFile, gameFile);
    const counted = summarizeProviders(providers, games);
    // Every game of a provider with a dedicated route opens on that route: one game each.
    expect(counted.find((provider) => provider.slug === 'fafi')?.gamesCount).toBe(1);
    expect(counted.find((provider) => provider.slug === 'aviator')?.gamesCount).toBe(1);
    expect(games.find((game) => game.provider === 'aviator')?.slug).toBe('spaviator');
    expect(games.find((game) => game.provider === 'fafi')).toMatchObject({ engine: 'fafi', template: 'fafi' });
    expect(providersWithPages(counted).length).toBeGreaterThanOrEqual(4);
  });

  it('is our own: about 30 games over 6 to 8 studios, filling every game list and using every page template', () => {
    const { providers, games } = validateCatalogue(providerFile, gameFile);
    expect(providers.length).toBeGreaterThanOrEqual(6);
    expect(providers.length).toBeLessThanOrEqual(8);
    expect(games.length).toBeGreaterThanOrEqual(28);
    for (const category of GAME_CATEGORIES)
      expect(games.filter((game) => game.categories.includes(category)).length).toBeGreaterThanOrEqual(2);
    for (const template of GAME_TEMPLATES) expect(games.some((game) => game.template === template)).toBe(true);
    expect(games.filter((game) => game.categories.includes('aviator')).every((game) => game.engine === 'crash')).toBe(
      true,
    );
    expect(
      games.filter((game) => game.categories.includes('oln')).every((game) => game.engine === 'lucky-numbers'),
    ).toBe(true);
  });

  it('gives every game a look of its own: no two share a motif or a palette', () => {
    const { games } = validateCatalogue(providerFile, gameFile);
    expect(new Set(games.map((game) => game.theme.motif)).size).toBe(games.length);
    expect(new Set(games.map((game) => game.theme.palette.join())).size).toBe(games.length);
  });
});
