import { act, renderHook } from '@testing-library/react';
import {
  offeredGames,
  refreshOfferedGames,
  setOfferedGames,
  useGameOffered,
  useOfferedGames,
  useOfferedProviders,
} from './offered-games';

const catalogue = ['alpha', 'bravo', 'charlie'].map((slug) => ({
  slug,
  provider: slug === 'charlie' ? 'lotus' : 'kestrel',
}));
/** The server's answer: the catalogue's games of `slugs`. */
const answer = (...slugs: string[]) => ({
  games: catalogue
    .filter((game) => slugs.includes(game.slug))
    .map((game) => ({ ...game, name: game.slug, categories: ['slots'] })),
});
const offered = (...slugs: string[]) =>
  new Map(catalogue.filter((game) => slugs.includes(game.slug)).map((game) => [game.slug, game.provider]));

afterEach(() => setOfferedGames(null));

describe('reading the games the site offers', () => {
  it('asks for the brand’s site and keeps its answer', async () => {
    const urls: string[] = [];
    await refreshOfferedGames(async (url) => {
      urls.push(url);
      return answer('alpha', 'charlie');
    });
    expect(urls).toEqual(['/v1/games?site_id=1']);
    expect(offeredGames()).toEqual(offered('alpha', 'charlie'));
  });

  it('keeps the catalogue when the call fails or answers no list', async () => {
    await refreshOfferedGames(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(offeredGames()).toBeNull();
    for (const wrong of [null, 'down', {}, { games: {} }]) {
      await refreshOfferedGames(async () => wrong);
      expect(offeredGames()).toBeNull();
    }
  });

  it('keeps the last answer when a later call fails', async () => {
    await refreshOfferedGames(async () => answer('alpha'));
    await refreshOfferedGames(async () => Promise.reject(new TypeError('offline')));
    expect(offeredGames()).toEqual(offered('alpha'));
  });

  it('makes one call at a time', async () => {
    let calls = 0;
    const slow = async () => {
      calls += 1;
      return answer('alpha', 'bravo');
    };
    await Promise.all([refreshOfferedGames(slow), refreshOfferedGames(slow)]);
    expect(calls).toBe(1);
  });
});

describe('the lists', () => {
  it('stay the catalogue until the list is known, then leave out the games turned off', () => {
    const { result } = renderHook(() => useOfferedGames(catalogue));
    expect(result.current).toBe(catalogue);
    act(() => setOfferedGames(offered('alpha', 'charlie')));
    expect(result.current.map((game) => game.slug)).toEqual(['alpha', 'charlie']);
    act(() => setOfferedGames(offered('alpha', 'bravo', 'charlie')));
    expect(result.current).toBe(catalogue);
  });

  it('draw nothing again when the list turns off none of their games', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useOfferedGames(catalogue.slice(0, 2));
    });
    act(() => setOfferedGames(offered('alpha', 'bravo')));
    act(() => setOfferedGames(offered('alpha', 'bravo', 'charlie')));
    expect(renders).toBe(1);
  });

  it('say whether one game is offered: yes until the list says no', () => {
    const { result } = renderHook(() => useGameOffered('bravo'));
    expect(result.current).toBe(true);
    act(() => setOfferedGames(offered('alpha')));
    expect(result.current).toBe(false);
  });

  it('count each provider’s offered games, never more than the catalogue lists', () => {
    const providers = [
      { slug: 'kestrel', gamesCount: 2 },
      { slug: 'lotus', gamesCount: 1 },
      { slug: 'copperline', gamesCount: 3 },
    ];
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useOfferedProviders(providers.slice(0, 2));
    });
    act(() => setOfferedGames(offered('alpha', 'bravo', 'charlie')));
    expect(renders).toBe(1);
    act(() => setOfferedGames(offered('alpha')));
    expect(result.current).toEqual([
      { slug: 'kestrel', gamesCount: 1 },
      { slug: 'lotus', gamesCount: 0 },
    ]);
    const all = renderHook(() => useOfferedProviders(providers));
    act(() => setOfferedGames(new Map([...offered('alpha', 'bravo', 'charlie'), ['extra', 'kestrel']])));
    expect(all.result.current.map((provider) => provider.gamesCount)).toEqual([2, 1, 0]);
  });
});
