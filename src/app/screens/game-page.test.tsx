import { act, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import userEvent from '@testing-library/user-event';
import { initialUnitState } from '../../features/unit/slice';
import { setOfferedGames } from '../../lib/offered-games';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { rgRealityCheckDue, rgSessionUpdated, rgUpdated } from '../../features/rg/events';
import { mockFetch, renderLazyPage, renderWithProviders } from '../../test-utils/render';
import { jackpotLifecycleUpdated, jackpotWonByThisPlayer } from '../../features/promotions/slice';
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
beforeEach(() => jest.mocked(navigate).mockClear());

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
    // (A player's page also reads their responsible-gambling state, for the session's figures.)
    const gameCalls = calls.map((call) => call.path).filter((path) => path !== '/v1/hp/users/rg');
    expect(gameCalls).toEqual(['/v1/hp/units/games/show', '/v1/games']);
  });
});

describe('a game’s page: responsible gambling', () => {
  const signedInState = () => ({
    auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
    unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
  });
  const launch = () =>
    mockFetch({
      '/v1/hp/units/games/show': () => ({ body: { url: 'http://localhost/sandbox/games/frost-fang/play?session=s1' } }),
    });

  it('shows the session’s time played and net position in the open game’s bar, as the server pushes them', async () => {
    launch();
    const { store } = await renderLazyPage(<GamePage data={data} />, { preloadedState: signedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const game = await screen.findByRole('region', { name: 'Frost Fang' });
    const figures = await within(game).findByRole('group', { name: 'This session' });
    expect(figures).toHaveTextContent('Time played 0:00:00');
    expect(figures).toHaveTextContent('Net position R0.00');
    act(() => {
      store.dispatch(rgSessionUpdated({ elapsed_ms: 725_000, net_position: -2_550 }));
    });
    expect(figures).toHaveTextContent('Time played 0:12:05');
    expect(figures).toHaveTextContent('Net position −R25.50');
  });

  it('shows the figures of a session already open when the page opens (GET rg), before Play', async () => {
    mockFetch({
      '/v1/hp/users/rg': () => ({
        body: {
          rg: {
            limits: [],
            session_limit_minutes: null,
            reality_check_minutes: 60,
            session_pending: null,
            restriction: null,
            real_money: true,
            session: {
              started_at: new Date(Date.now() - 3_000_000).toISOString(),
              elapsed_ms: 3_000_000,
              wagered: 20_000,
              won: 32_500,
              net_position: 12_500,
            },
          },
        },
      }),
    });
    await renderLazyPage(<GamePage data={data} />, { preloadedState: signedInState() });
    const figures = await screen.findByRole('group', { name: 'This session' });
    expect(figures).toHaveTextContent('Time played 0:50:0');
    expect(figures).toHaveTextContent('Net position +R125.00');
  });

  it('asks the reality check when due: Continue goes on, Stop leaves the game', async () => {
    launch();
    const { store } = await renderLazyPage(<GamePage data={data} />, { preloadedState: signedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    act(() => {
      store.dispatch(rgRealityCheckDue({ elapsed_ms: 3_600_000, net_position: 4_000 }));
    });
    let check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 1 h.');
    expect(check).toHaveTextContent('Your net position this session+R40.00');
    expect(within(check).getByRole('link', { name: 'See my activity' })).toHaveAttribute(
      'href',
      '/my-account/activity/',
    );
    expect(within(check).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();

    act(() => {
      store.dispatch(rgRealityCheckDue({ elapsed_ms: 7_500_000, net_position: -1_000 }));
    });
    check = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(check).toHaveTextContent('You have been playing for 2 h 5 min.');
    await userEvent.click(within(check).getByRole('button', { name: 'Stop playing' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('closes the game when a self-exclusion starts on any device, and says why', async () => {
    launch();
    const { store } = await renderLazyPage(<GamePage data={data} />, { preloadedState: signedInState() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    act(() => {
      store.dispatch(
        rgUpdated({
          limits: [],
          session_limit_minutes: null,
          reality_check_minutes: 60,
          session_pending: null,
          session: null,
          restriction: { kind: 'self_exclusion', until: '2027-05-29T10:00:00.000Z' },
          real_money: true,
        }),
      );
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.getState().ui.errorModal?.message).toBe(
      'You have excluded yourself. Games and deposits stay closed until your self-exclusion ends.',
    );
  });
});

describe('a game’s page: a jackpot this player wins', () => {
  const signedInState = () => ({
    auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
    unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
  });
  const won = (slug: string, balance: number) => ({
    slug,
    action: 'won' as const,
    win_lifecycle: { slug, balance, is_won: true, winner_name: 'Thandi M.' },
  });

  it('celebrates the pot over the game when the unit channel says this player won it; Collect closes it', async () => {
    const { store } = await renderLazyPage(<GamePage data={data} />, { preloadedState: signedInState() });
    // The jackpots channel's broadcast of a win alone is someone else's.
    act(() => {
      store.dispatch(jackpotLifecycleUpdated(won('grand', 1_000_000)));
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(jackpotWonByThisPlayer(won('grand', 1_000_000)));
    });
    const celebration = await screen.findByRole('alertdialog', { name: 'You won the Grand Jackpot!' });
    expect(await within(celebration).findByText('R10,000.00', undefined, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.click(within(celebration).getByRole('button', { name: 'Collect' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().promotions.myJackpotWin).toBeNull();
  });
});
