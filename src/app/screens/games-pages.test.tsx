import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import { initialUnitState } from '../../features/unit/slice';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { MostPopularGamesPage, RecentGamesPage } from './games-pages';

jest.setTimeout(20_000);

const catalogue = ['alpha', 'bravo', 'charlie'].map((slug) => ({
  slug,
  name: `${slug.charAt(0).toUpperCase()}${slug.slice(1)} Spins`,
  provider: 'studio',
  categories: ['slots'],
  tags: [],
  thumbnail: `/thumbs/${slug}.svg`,
}));

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

const names = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ allContentGame: { nodes: catalogue } });
});

describe('/games/recent/', () => {
  it("shows the player's games as tiles, the last played first, skipping one this build does not hold", async () => {
    mockFetch({
      '/v1/hp/units/recent_games': () => ({
        body: {
          games: ['charlie', 'gone', 'alpha'].map((slug) => ({ slug, name: slug, provider: 'studio', played_at: '' })),
        },
      }),
    });
    renderWithProviders(<RecentGamesPage />, { preloadedState: signedIn });
    expect(await screen.findByRole('link', { name: 'Charlie Spins' })).toHaveAttribute('href', '/game/charlie/');
    expect(names('Recent Games')).toEqual(['Charlie Spins', 'Alpha Spins']);
  });

  it('asks a visitor to sign in', async () => {
    mockFetch({});
    renderWithProviders(<RecentGamesPage />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    expect(await screen.findByText(/Sign in and the games you play/)).toBeInTheDocument();
    const signIn = screen.getAllByRole('link', { name: 'Sign In' }).map((link) => link.getAttribute('href'));
    expect(signIn.some((href) => href?.startsWith('/auth/') && href.includes('recent'))).toBe(true);
  });

  it('says when the player has played nothing yet', async () => {
    mockFetch({ '/v1/hp/units/recent_games': () => ({ body: { games: [] } }) });
    renderWithProviders(<RecentGamesPage />, { preloadedState: signedIn });
    expect(await screen.findByText(/No games played yet/)).toBeInTheDocument();
  });
});

describe('/games/most-popular/', () => {
  it('holds skeleton tiles while loading, and on a failure offers Retry, which shows the games', async () => {
    let fail = true;
    mockFetch({
      '/v1/games/most_popular': () =>
        fail
          ? { status: 500, body: { error: { code: 'internal', message: 'down' } } }
          : { body: { games: [{ slug: 'bravo', name: 'bravo', provider: 'studio', rounds: 3 }] } },
    });
    renderWithProviders(<MostPopularGamesPage />);
    expect(screen.getByRole('list', { name: 'Most Popular' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load these games.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Bravo Spins' })).toBeInTheDocument();
    expect(names('Most Popular')).toEqual(['Bravo Spins']);
  });

  it('says when nothing has been played on the site yet', async () => {
    mockFetch({ '/v1/games/most_popular': () => ({ body: { games: [] } }) });
    renderWithProviders(<MostPopularGamesPage />);
    expect(await screen.findByText(/will be listed here soon/)).toBeInTheDocument();
  });
});
