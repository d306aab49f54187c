import { act, screen, waitFor, within } from '@testing-library/react';
import type { GameCategory } from '../../../contract/content';
import { setOfferedGames } from '../../lib/offered-games';
import { BonusCampaignPaths } from '../../../contract/campaigns';
import { DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { HomePage } from './home-page';
import type { LobbyData } from './home-page';

jest.setTimeout(20_000);

const game = (slug: string, provider: string, categories: GameCategory[]) => ({
  slug,
  name: slug.replace(/-/g, ' '),
  provider,
  categories,
  thumbnail: `/art/${slug}.svg`,
});
const data: LobbyData = {
  allContentGame: {
    nodes: [
      game('frost-fang', 'kestrel-reels', ['slots', 'jackpot']),
      game('gold-rush', 'kestrel-reels', ['slots']),
      game('fafi-dream-wheel', 'fafi', ['op']),
    ],
  },
  allContentProvider: {
    nodes: [
      { slug: 'kestrel-reels', name: 'Kestrel Reels', gamesCount: 2, logo: '/art/k.svg' },
      { slug: 'fafi', name: 'Fafi', gamesCount: 1, logo: '/art/f.svg' },
    ],
  },
};
const tiles = (rail: string) =>
  within(screen.getByRole('list', { name: rail }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => setOfferedGames(null));

it('the lobby leaves out the games turned off for the site, and a studio left with none', () => {
  renderWithProviders(<HomePage data={data} />);
  expect(tiles('Slots')).toEqual(['/game/frost-fang/', '/game/gold-rush/']);
  expect(screen.getByRole('link', { name: 'Fafi Dream Wheel' })).toBeInTheDocument();

  act(() => setOfferedGames(new Map([['gold-rush', 'kestrel-reels']])));
  expect(tiles('Slots')).toEqual(['/game/gold-rush/']);
  expect(screen.queryByRole('heading', { name: 'Jackpot Games' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Quick Games' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Fafi Dream Wheel' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Kestrel Reels' })).toBeInTheDocument();
});

describe("the offers' strip", () => {
  const visitor = { auth: { status: 'failed' as const, user: null, tokens: null, error: null } };

  it('shows a visitor the running bonuses, a Sign up and the way to every offer and its terms', async () => {
    mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN] } }),
    });
    renderWithProviders(<HomePage data={data} />, { preloadedState: visitor });
    const strip = await screen.findByRole('region', { name: 'Welcome offers' });
    expect(strip).toHaveTextContent('100% deposit bonus up to R500.00');
    expect(strip).toHaveTextContent('R25.00 free');
    expect(within(strip).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/?mode=signUp');
    expect(within(strip).getByRole('link', { name: 'See all 2 offers and terms' })).toHaveAttribute(
      'href',
      '/casino-bonuses/',
    );
  });

  it('is not there when the site runs no bonus', async () => {
    const { calls } = mockFetch({ [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [] } }) });
    renderWithProviders(<HomePage data={data} />, { preloadedState: visitor });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(BonusCampaignPaths.offers));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('region', { name: 'Welcome offers' })).not.toBeInTheDocument();
  });
});
