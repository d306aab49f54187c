import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialUnitState } from '../../features/unit/slice';
import { setOfferedGames } from '../../lib/offered-games';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { GamePage } from './game-page';
import type { GamePageData } from './game-page';

jest.setTimeout(20_000);

const tile = (slug: string, name: string) => ({ slug, name, provider: 'kestrel-reels', thumbnail: `/art/${slug}.svg` });
const data: GamePageData = {
  contentGame: {
    slug: 'frost-fang',
    name: 'Frost Fang',
    provider: 'kestrel-reels',
    engine: 'slot',
    template: 'default',
    thumbnail: '/art/frost-fang.svg',
  },
  contentProvider: { slug: 'kestrel-reels', name: 'Kestrel Reels' },
  allContentGame: { nodes: [tile('gold-rush', 'Gold Rush'), tile('night-owl', 'Night Owl')] },
};
const offered = (...slugs: string[]) => new Map(slugs.map((slug) => [slug, 'kestrel-reels']));

afterEach(() => setOfferedGames(null));

describe('a game’s page', () => {
  it('offers the game while the site’s list is not known (the static page, a failed call)', () => {
    renderWithProviders(<GamePage data={data} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frost Fang' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('says a game turned off for the site is not available, leads back to the lobby, and offers no Play', async () => {
    renderWithProviders(<GamePage data={data} />);
    act(() => setOfferedGames(offered('gold-rush')));
    expect(await screen.findByRole('heading', { level: 1, name: 'This game is not available' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Frost Fang is not offered on Lucky Star at the moment. There are plenty of other games in the lobby.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse all games' })).toHaveAttribute('href', '/games/all/');
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    // The studio's other games stay as a way on, less those turned off too.
    const more = within(screen.getByRole('list', { name: 'More from Kestrel Reels' }));
    expect(more.getAllByRole('link').map((link) => link.textContent)).toEqual(['Gold Rush']);
  });

  it('comes back when the game is turned on again', async () => {
    renderWithProviders(<GamePage data={data} />);
    act(() => setOfferedGames(offered('gold-rush')));
    expect(await screen.findByRole('heading', { name: 'This game is not available' })).toBeInTheDocument();
    act(() => setOfferedGames(offered('frost-fang', 'gold-rush')));
    expect(screen.getByRole('heading', { level: 1, name: 'Frost Fang' })).toBeInTheDocument();
  });

  it('says so too when Play finds the game turned off since the page read the list', async () => {
    const { calls } = mockFetch({
      '/v1/hp/units/games/show': () => ({
        status: 404,
        body: { error: { code: 'units_ctx:games:not_found', message: 'no such game' } },
      }),
      '/v1/games': () => ({
        body: { games: [{ slug: 'gold-rush', name: 'Gold Rush', provider: 'kestrel-reels', categories: [] }] },
      }),
    });
    renderWithProviders(<GamePage data={data} />, {
      preloadedState: {
        auth: { status: 'success', user: makeUser(), tokens: makeTokens(), error: null },
        unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This game is not available' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/v1/hp/units/games/show', '/v1/games']);
  });
});
