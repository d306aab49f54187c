import { act, screen, waitFor, within } from '@testing-library/react';
import type { GameCategory } from '../../../contract/content';
import { setOfferedGames } from '../../lib/offered-games';
import { ongoingPromotionStatesReceived } from '../../features/promotions/happy-hour';
import { jackpotLifecycleUpdated, jackpotsJoined, promotionsJoined } from '../../features/promotions/slice';
import { initialUnitState } from '../../features/unit/slice';
import { HAPPY_HOUR_TERMS, makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
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

describe('the banners', () => {
  const visitor = { auth: { status: 'failed' as const, user: null, tokens: null, error: null } };
  const player = {
    auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
    unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
  };
  /** A banner's link, named by its title and then all it says (its text is its name, as axe asks of a link). */
  const banner = (title: string) =>
    within(screen.getByRole('list', { name: 'Featured' })).getByRole('link', { name: new RegExp(`^${title} `) });
  const pot = (slug: string, balance: number) => ({
    slug,
    action: 'init' as const,
    games: ['frost-fang'],
    win_lifecycle: { slug, balance },
  });
  const HAPPY_HOUR = {
    id: 1,
    type: 'happy_hour' as const,
    schedule: '0 18 * * *',
    duration: 3600,
    config: HAPPY_HOUR_TERMS,
  };

  beforeEach(() => mockFetch({ [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [] } }) }));

  it('show a visitor the jackpots (to /jackpot/) and the happy hour (to its page), with no amounts', () => {
    renderWithProviders(<HomePage data={data} />, { preloadedState: visitor });
    const featured = screen.getByRole('list', { name: 'Featured' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Aviator', 'Jackpots', 'Happy Hour']);
    expect(banner('Aviator')).toHaveAttribute('href', '/game/spaviator/');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Aviator' })).toHaveAttribute('href', '/game/spaviator/');
    expect(within(menu).getByRole('link', { name: 'My Bets' })).toHaveAttribute('href', '/my-bets/');
    expect(banner('Jackpots')).toHaveAttribute('href', '/jackpot/');
    expect(banner('Jackpots')).toHaveTextContent('Grand · Major · Minor');
    expect(banner('Happy Hour')).toHaveAttribute('href', '/promo/happy-hour/');
  });

  it("show a player the pots' total as they grow, and the happy hour that is on", () => {
    const { store } = renderWithProviders(<HomePage data={data} />, { preloadedState: player });
    act(() => {
      store.dispatch(jackpotsJoined({ enabled: true, jackpots: [pot('grand', 1_000_000_00), pot('minor', 500_00)] }));
      store.dispatch(
        promotionsJoined({
          available_bonus_campaigns_count: 0,
          has_just_started_campaign_bonus: false,
          promotions: [HAPPY_HOUR],
          now: Date.now() / 1000,
        }),
      );
    });
    expect(banner('Jackpots')).toHaveTextContent('In the pots now');
    expect(banner('Jackpots')).toHaveTextContent('R1,000,500.00');
    expect(banner('Happy Hour')).toHaveTextContent('See the happy hour');

    act(() => {
      store.dispatch(
        jackpotLifecycleUpdated({ slug: 'minor', action: 'update', win_lifecycle: { slug: 'minor', balance: 600_00 } }),
      );
      const now = Date.now() / 1000;
      store.dispatch(
        ongoingPromotionStatesReceived([
          { id: 3, status: 'ongoing', start: now - 60, end: now + 600, promotion: HAPPY_HOUR },
        ]),
      );
    });
    expect(banner('Jackpots')).toHaveTextContent('R1,000,600.00');
    expect(banner('Happy Hour')).toHaveTextContent('Happy hour is on!');
  });

  it("leave out a player's jackpots and happy hour when the site runs neither", () => {
    const { store } = renderWithProviders(<HomePage data={data} />, { preloadedState: player });
    act(() => {
      store.dispatch(jackpotsJoined({ enabled: false, jackpots: [] }));
      store.dispatch(
        promotionsJoined({
          available_bonus_campaigns_count: 0,
          has_just_started_campaign_bonus: false,
          promotions: [],
          now: Date.now() / 1000,
        }),
      );
    });
    expect(screen.queryByRole('link', { name: /^Jackpots / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Happy Hour / })).not.toBeInTheDocument();
  });
});

describe('the banners where the site plays for fun', () => {
  it('show no jackpots or happy hour, even while the channels say they run', () => {
    const funUnit = makeUnit({ config: { ...makeUnit().config, real_money_enabled: false } });
    const { store } = renderWithProviders(<HomePage data={data} />, {
      preloadedState: {
        auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
        unit: { ...initialUnitState, token: UNIT_TOKEN, unit: funUnit, status: 'success' as const },
      },
    });
    act(() => {
      store.dispatch(jackpotsJoined({ enabled: true, jackpots: [] }));
    });
    const featured = screen.getByRole('list', { name: 'Featured' });
    expect(within(featured).getByRole('link', { name: /^Aviator / })).toBeInTheDocument();
    expect(within(featured).queryByRole('link', { name: /^Jackpots / })).not.toBeInTheDocument();
    expect(within(featured).queryByRole('link', { name: /^Happy Hour / })).not.toBeInTheDocument();
  });
});

describe("a player's rails", () => {
  const player = {
    auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
    unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
  };
  const stat = (slug: string) => ({ slug, name: slug, provider: 'kestrel-reels', played_at: '2030-01-01T00:00:00Z' });

  it('come first: the games the player played, the last first, then the most played, each to its page', async () => {
    mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [] } }),
      '/v1/hp/units/recent_games': () => ({ body: { games: [stat('gold-rush'), stat('frost-fang')] } }),
      '/v1/games/most_popular': () => ({ body: { games: [{ ...stat('fafi-dream-wheel'), rounds: 9 }] } }),
    });
    renderWithProviders(<HomePage data={data} />, { preloadedState: player });
    expect(await screen.findByRole('list', { name: 'Recent Games' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Most Popular' });
    const rails = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((name) => !['Aviator', 'Jackpots', 'Happy Hour'].includes(name ?? ''));
    expect(rails.slice(0, 3)).toEqual(['Recent Games', 'Most Popular', 'Slots']);
    expect(tiles('Recent Games')).toEqual(['/game/gold-rush/', '/game/frost-fang/']);
    expect(tiles('Most Popular')).toEqual(['/game/fafi/']);
    expect(screen.getByRole('link', { name: 'See all Recent Games' })).toHaveAttribute('href', '/games/recent/');
    expect(screen.getByRole('link', { name: 'See all Most Popular' })).toHaveAttribute('href', '/games/most-popular/');
  });

  it('are not there for a visitor, nor for a player who has played nothing yet', async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [] } }),
      '/v1/hp/units/recent_games': () => ({ body: { games: [] } }),
      '/v1/games/most_popular': () => ({ body: { games: [] } }),
    });
    const visitor = renderWithProviders(<HomePage data={data} />, {
      preloadedState: { auth: { status: 'failed' as const, user: null, tokens: null, error: null } },
    });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(BonusCampaignPaths.offers));
    expect(calls.map((c) => c.path)).not.toContain('/v1/games/most_popular');
    visitor.unmount();

    renderWithProviders(<HomePage data={data} />, { preloadedState: player });
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/v1/hp/units/recent_games'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('list', { name: 'Recent Games' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Most Popular' })).not.toBeInTheDocument();
  });
});
