import { screen } from '@testing-library/react';
import { useMostPopularGames } from '../features/bets/hooks';
import { initialUnitState } from '../features/unit/slice';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../test-utils/render';
import { usePlayerRecentGames } from './use-player-recent-games';

jest.setTimeout(20_000);

const game = (slug: string) => ({ slug, name: slug.toUpperCase(), provider: 'studio' });

function Recent() {
  const recent = usePlayerRecentGames();
  if (!recent.signedIn) return <p>visitor</p>;
  if (recent.isLoading) return <p>loading</p>;
  return <p>recent: {recent.games.map((g) => g.slug).join(',')}</p>;
}

function Popular() {
  const popular = useMostPopularGames();
  return <p>popular: {popular.games.map((g) => `${g.slug}=${g.rounds}`).join(',')}</p>;
}

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

describe('the lobby hooks', () => {
  it("answers the signed-in player's recent games in the server's order, asked with the unit token", async () => {
    const { calls } = mockFetch({
      '/v1/hp/units/recent_games': () => ({
        body: {
          games: [
            { ...game('b'), played_at: '' },
            { ...game('a'), played_at: '' },
          ],
        },
      }),
    });
    renderWithProviders(<Recent />, { preloadedState: signedIn });
    expect(await screen.findByText('recent: b,a')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/v1/hp/units/recent_games']);
  });

  it('asks nothing for a visitor, who has no recent games', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<Recent />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("answers the site's most played games with their rounds, for anyone", async () => {
    const { calls } = mockFetch({
      '/v1/games/most_popular': () => ({
        body: {
          games: [
            { ...game('c'), rounds: 9 },
            { ...game('a'), rounds: 4 },
          ],
        },
      }),
    });
    renderWithProviders(<Popular />);
    expect(await screen.findByText('popular: c=9,a=4')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/v1/games/most_popular']);
  });
});
