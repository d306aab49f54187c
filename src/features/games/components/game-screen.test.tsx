import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageContext } from '../../../i18n';
import { mockFetch, renderWithProviders } from '../../../test-utils/render';
import { GameScreen } from './game-screen';
import type { PageGame, Viewer } from './game-screen';

const TOKEN = 'u'.repeat(120);
const frost: PageGame = {
  slug: 'frost-fang',
  name: 'Frost Fang',
  engine: 'slot',
  template: 'default',
  thumbnail: '/static/art/games/frost.svg',
};
const fafi: PageGame = {
  slug: 'fafi-dream-wheel',
  name: 'Fafi Dream Wheel',
  engine: 'wheel',
  template: 'fafi',
  thumbnail: '/static/art/games/fafi.svg',
};
const studio = { name: 'Kestrel Reels', href: '/games/kestrel-reels/' };
const signedIn: Viewer = { status: 'signedIn', unitToken: TOKEN };

function renderGame(game: PageGame, viewer: Viewer, studioShown: { name: string; href?: string } = studio) {
  return renderWithProviders(
    <GameScreen
      game={game}
      studio={studioShown}
      viewer={viewer}
      signInHref="/auth/?next=%2Fgame%2Ffrost-fang%2F"
      lobbyUrl={() => 'http://localhost/'}
    />,
  );
}

const launchQuery = (calls: ReturnType<typeof mockFetch>['fetchMock']['mock']['calls']) =>
  new URL(String(calls[0]![0]), 'http://localhost');

describe('GameScreen', () => {
  beforeEach(() => jest.mocked(navigate).mockClear());

  it('shows a visitor the game’s art, name and studio, and asks them to sign in and come back', () => {
    renderGame(frost, { status: 'signedOut' });
    expect(screen.getByRole('heading', { level: 1, name: 'Frost Fang' })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/static/art/games/frost.svg');
    expect(screen.getByRole('link', { name: 'by Kestrel Reels' })).toHaveAttribute('href', '/games/kestrel-reels/');
    expect(screen.getByText('Sign in or sign up to play this game with your balance.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to play' })).toHaveAttribute(
      'href',
      '/auth/?next=%2Fgame%2Ffrost-fang%2F',
    );
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it("shows a player the game's return to player and that it is provably fair, under Play", () => {
    renderGame(frost, signedIn);
    const facts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual(['Return to player 96%', 'Provably fair']);
  });

  it('states a range where the player’s choices move the return (Lucky Numbers, by how many numbers are picked)', () => {
    renderGame({ ...frost, slug: 'lucky-five', name: 'Lucky Five', engine: 'lucky-numbers' }, signedIn);
    expect(screen.getByText('Return to player 94.44%–95.02%')).toBeInTheDocument();
  });

  it('shows the facts in the static page, where a visitor then gets the sign-in prompt in their place', () => {
    const { unmount } = renderGame({ ...frost, engine: 'roulette' }, { status: 'checking' });
    expect(screen.getByText('Return to player 97.3%')).toBeInTheDocument();
    unmount();
    renderGame({ ...frost, engine: 'roulette' }, { status: 'signedOut' });
    expect(screen.queryByText('Return to player 97.3%')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to play' })).toBeInTheDocument();
  });

  it('offers no Play before the session is known', () => {
    renderGame(frost, { status: 'checking' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Sign in to play' })).not.toBeInTheDocument();
  });

  it('plays: asks for the launch address with the unit token, slug and lobby, and opens it in a frame', async () => {
    const { fetchMock } = mockFetch({
      '/v1/hp/units/games/show': () => ({ body: { url: 'http://localhost/sandbox/games/frost-fang/play?session=s1' } }),
    });
    renderGame(frost, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));

    const frame = await screen.findByTitle('Frost Fang');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://localhost/sandbox/games/frost-fang/play?session=s1');
    const query = launchQuery(fetchMock.mock.calls).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      token: TOKEN,
      game_slug: 'frost-fang',
      lobby_url: 'http://localhost/',
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Close the game' }));
    expect(screen.queryByTitle('Frost Fang')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus());
  });

  it("puts the balance and the session's figures in the open game's bar, beside the one way back", async () => {
    mockFetch({ '/v1/hp/units/games/show': () => ({ body: { url: 'http://localhost/play' } }) });
    renderWithProviders(
      <GameScreen
        game={frost}
        studio={studio}
        viewer={signedIn}
        signInHref="/auth/"
        lobbyUrl={() => 'http://localhost/'}
        frameStatus={<span>0:01:00 +R5.00</span>}
        frameBalance={<output aria-label="Balance">R413.52</output>}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const open = await screen.findByRole('region', { name: 'Frost Fang' });
    expect(within(open).getByRole('status', { name: 'Balance' })).toHaveTextContent('R413.52');
    expect(within(open).getByText('0:01:00 +R5.00')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Back to the lobby' })).toHaveFocus();
  });

  it("opens the game in the page's language: a Hindi page's launch asks for hi, an isiZulu page's for zu", async () => {
    for (const language of ['hi', 'zu']) {
      const { fetchMock } = mockFetch({
        '/v1/hp/units/games/show': () => ({ body: { url: 'http://localhost/play' } }),
        '/v1/hp/units/games/fafi': () => ({ body: { url: 'http://localhost/fafi' } }),
      });
      const { unmount } = renderWithProviders(
        <LanguageContext.Provider value={language}>
          <GameScreen
            game={language === 'hi' ? frost : fafi}
            studio={studio}
            viewer={signedIn}
            signInHref="/auth/"
            lobbyUrl={() => 'http://localhost/'}
          />
        </LanguageContext.Provider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      expect(launchQuery(fetchMock.mock.calls).searchParams.get('lang')).toBe(language);
      unmount();
    }
  });

  it('closes the game with Escape', async () => {
    mockFetch({ '/v1/hp/units/games/show': () => ({ body: { url: 'http://localhost/play' } }) });
    renderGame(frost, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByTitle('Frost Fang');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTitle('Frost Fang')).not.toBeInTheDocument();
  });

  it('opens Fafi through its own call, with the unit token and the language only', async () => {
    const { fetchMock } = mockFetch({ '/v1/hp/units/games/fafi': () => ({ body: { url: 'http://localhost/fafi' } }) });
    renderGame(fafi, signedIn, { name: 'Fafi Dream Wheel' });
    expect(screen.getByText('by Fafi Dream Wheel')).not.toHaveAttribute('href');
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByTitle('Fafi Dream Wheel')).toHaveAttribute('src', 'http://localhost/fafi');
    const url = launchQuery(fetchMock.mock.calls);
    expect(url.pathname).toBe('/v1/hp/units/games/fafi');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: TOKEN, lang: 'en' });
  });

  it('says ‘Game not found.’ on the page when the server does not know the game (SPEC §8)', async () => {
    mockFetch({
      '/v1/hp/units/games/show': () => ({
        status: 404,
        body: { error: { code: 'units_ctx:games:not_found', message: 'no such game' } },
      }),
    });
    renderGame(frost, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Game not found.');
    // A launch that fails offers the way home (SPEC §8: the player token's failure), and stays on the page.
    expect(within(alert).getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    expect(screen.queryByTitle('Frost Fang')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a blocked player home with the game block’s message in the error modal (SPEC §8)', async () => {
    mockFetch({
      '/v1/hp/units/games/show': () => ({
        status: 403,
        body: { error: { code: 'units_ctx:units:game_block', message: 'blocked' } },
      }),
    });
    const { store } = renderGame(frost, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.getState().ui.errorModal?.message).toBe(
      'Your access to games is currently blocked. Please contact the Support Team for assistance.',
    );
    expect(screen.queryByTitle('Frost Fang')).not.toBeInTheDocument();
  });
});
