import { act, screen, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { jackpotLifecycleUpdated, jackpotsJoined, recentJackpotWinsReceived } from '../../features/promotions/slice';
import { initialUnitState } from '../../features/unit/slice';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import type { TileGame } from '../../components/game-tile';
import { JackpotScreen } from './jackpot-page';

jest.setTimeout(20_000);

const games: TileGame[] = [
  { slug: 'gold-rush', name: 'Gold Rush', provider: 'studio', categories: ['jackpot'], tags: [], thumbnail: '/g.svg' },
  { slug: 'mega-7s', name: 'Mega 7s', provider: 'studio', categories: ['jackpot'], tags: [], thumbnail: '/m.svg' },
];

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

const joinReply = {
  enabled: true,
  jackpots: [
    {
      slug: 'grand',
      action: 'init' as const,
      games: ['gold-rush'],
      win_lifecycle: { slug: 'grand', balance: 1_234_567_89 },
    },
    {
      slug: 'major',
      action: 'init' as const,
      games: ['gold-rush'],
      win_lifecycle: { slug: 'major', balance: 50_000_00 },
    },
    {
      slug: 'minor',
      action: 'init' as const,
      games: ['gold-rush'],
      win_lifecycle: { slug: 'minor', balance: 1_000_00 },
    },
  ],
};

const pot = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ allContentGame: { nodes: games } });
  mockFetch({});
});

describe('/jackpot/', () => {
  it('holds the three cards with skeletons until the jackpots channel joins, then shows each pot as money', () => {
    const { store } = renderWithProviders(<JackpotScreen games={games} />, { preloadedState: signedIn });
    expect(['Grand', 'Major', 'Minor'].map((name) => pot(name).textContent)).toEqual(['Grand', 'Major', 'Minor']);
    expect(screen.getAllByLabelText('Loading the pot')).toHaveLength(3);

    act(() => {
      store.dispatch(jackpotsJoined(joinReply));
    });
    expect(pot('Grand')).toHaveTextContent('R1,234,567.89');
    expect(pot('Grand')).toHaveTextContent('Live');
    expect(pot('Major')).toHaveTextContent('R50,000.00');
    expect(pot('Minor')).toHaveTextContent('R1,000.00');
    expect(screen.queryByLabelText('Loading the pot')).not.toBeInTheDocument();
  });

  it('moves a pot to its new figure when its lifecycle is updated, won and seeded again', () => {
    const { store } = renderWithProviders(<JackpotScreen games={games} />, { preloadedState: signedIn });
    act(() => {
      store.dispatch(jackpotsJoined(joinReply));
      store.dispatch(
        jackpotLifecycleUpdated({
          slug: 'minor',
          action: 'update',
          win_lifecycle: { slug: 'minor', balance: 1_250_50 },
        }),
      );
    });
    expect(pot('Minor')).toHaveTextContent('R1,250.50');
    act(() => {
      store.dispatch(
        jackpotLifecycleUpdated({
          slug: 'minor',
          action: 'won',
          win_lifecycle: { slug: 'minor', balance: 1_300_00, is_won: true, winner_name: 'Thandi M.' },
        }),
      );
      store.dispatch(
        jackpotLifecycleUpdated({ slug: 'minor', action: 'init', win_lifecycle: { slug: 'minor', balance: 1_000_00 } }),
      );
    });
    expect(pot('Minor')).toHaveTextContent('R1,000.00');
    expect(pot('Grand')).toHaveTextContent('R1,234,567.89');
  });

  it('lists the recent winners newest first, with tier, name, amount, game and when', () => {
    const { store } = renderWithProviders(<JackpotScreen games={games} />, { preloadedState: signedIn });
    act(() => {
      store.dispatch(jackpotsJoined(joinReply));
      store.dispatch(
        recentJackpotWinsReceived([
          {
            slug: 'minor',
            amount: 1_300_00,
            winner_name: 'Thandi M.',
            game_slug: 'gold-rush',
            won_at: new Date(Date.now() - 5 * 60_000).toISOString(),
          },
          {
            slug: 'grand',
            amount: 2_000_000_00,
            winner_name: 'Sipho K.',
            game_slug: 'gone-game',
            won_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          },
        ]),
      );
    });
    const rows = within(screen.getByRole('list', { name: 'Recent winners' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MinorThandi M.in Gold Rush · 5 min agoR1,300.00',
      'GrandSipho K.in gone-game · 2 days agoR2,000,000.00',
    ]);
  });

  it('says when no jackpot has been won yet', () => {
    const { store } = renderWithProviders(<JackpotScreen games={games} />, { preloadedState: signedIn });
    expect(screen.getByLabelText('Loading recent winners')).toBeInTheDocument();
    act(() => {
      store.dispatch(jackpotsJoined(joinReply));
      store.dispatch(recentJackpotWinsReceived([]));
    });
    expect(screen.getByText('No jackpot has been won yet. The next one could be yours.')).toBeInTheDocument();
  });

  it('says so when the site runs no jackpots', () => {
    const { store } = renderWithProviders(<JackpotScreen games={games} />, { preloadedState: signedIn });
    act(() => {
      store.dispatch(jackpotsJoined({ enabled: false, jackpots: [] }));
    });
    expect(screen.getByText('No jackpots are running right now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grand' })).not.toBeInTheDocument();
  });

  it('shows a visitor the pots as dashes, a sign-in that comes back here, and the jackpot games', () => {
    renderWithProviders(<JackpotScreen games={games} />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    expect(pot('Grand')).toHaveTextContent('—');
    expect(screen.getByText('Sign in to watch the pots grow live')).toBeInTheDocument();
    const signIn = screen.getAllByRole('link', { name: 'Sign In' }).map((link) => link.getAttribute('href'));
    expect(signIn).toContain('/auth/?next=%2Fjackpot%2F');
    expect(screen.getByRole('link', { name: 'Play jackpot games' })).toHaveAttribute('href', '/games/jackpot/');
    const tiles = within(screen.getByRole('list', { name: 'Jackpot games' })).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual(['/game/gold-rush/', '/game/mega-7s/']);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/games/jackpot/');
  });
});
