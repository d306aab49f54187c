import type { ContentGame } from '../../contract/content';
import gameFile from '../../content/games.json';
import providerFile from '../../content/providers.json';
import {
  catalogueTags,
  gameHref,
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
      game('a', 'x', [], "Gonzo's Quest"),
      game('b', 'x', [], 'Café Royale'),
      game('c', 'x', [], 'Starburst'),
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
    expect(gameHref({ slug: 'starburst', provider: 'netent' })).toBe('/game/starburst/');
  });
});

describe('the repository catalogue (content/)', () => {
  it('is valid and has the providers with dedicated routes', () => {
    const { providers, games } = validateCatalogue(providerFile, gameFile);
    const counted = summarizeProviders(providers, games);
    for (const slug of ['fafi', 'aviator'])
      expect(counted.find((provider) => provider.slug === slug)?.gamesCount).toBeGreaterThan(0);
    expect(new Set(games.map((game) => game.slug)).size).toBe(games.length);
  });
});
