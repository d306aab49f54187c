import { act, fireEvent, screen, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { initialAuthState } from '../features/auth/slice';
import { initialPromotionsState } from '../features/promotions/slice';
import { initialUiState } from '../features/ui/slice';
import { initialUnitState, playBalanceUpdated } from '../features/unit/slice';
import { SIDEBAR_SCROLL_RESET_MS } from '../lib/layout';
import { supportChatRequested } from '../lib/support-chat';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render';
import { AppLayout } from './app-layout';
import { PageShell } from './page-shell';
import { makeStore } from './store';
import type { RootState } from './store';

const thresholds = { ...makeUnit().config, second_level_verification_threshold: 500000 };

const signedIn = (overrides: { firstName?: string; lastName?: string; campaigns?: number } = {}) =>
  ({
    auth: {
      ...initialAuthState,
      status: 'success',
      tokens: makeTokens(),
      user: makeUser({ first_name: overrides.firstName ?? 'Thandi', last_name: overrides.lastName ?? 'Nkosi' }),
    },
    unit: {
      ...initialUnitState,
      token: UNIT_TOKEN,
      status: 'success',
      unit: makeUnit({ config: thresholds, fin_account: { balance: 1250, deposit_balance: 0, bonus_balance: 0 } }),
    },
    promotions: {
      ...initialPromotionsState,
      availableBonusCampaignsCount: overrides.campaigns ?? 0,
      promotions: [{ type: 'happy_hour' }],
    },
  }) as Partial<RootState>;

const visitor = { auth: { ...initialAuthState, status: 'failed' } } as Partial<RootState>;

/** Opens the sliding sidebar with the burger, as a phone player does, and returns it. */
function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return within(screen.getByRole('complementary', { name: 'Menu' }));
}

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(navigate).mockClear();
});

describe('AppLayout', () => {
  it('shows a player the profile, balance and Sign Out; Sign Out clears the session and goes home', () => {
    const { store } = renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: signedIn() });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    const menu = openMenu();
    expect(menu.getByRole('link', { name: /Thandi Nkosi/ })).toHaveAttribute('href', '/my-account/');
    expect(menu.getByRole('link', { name: /Thandi Nkosi/ })).toHaveTextContent('+27821234567');
    expect(screen.getByLabelText('Balance')).toHaveTextContent('R12.50');
    expect(menu.getByRole('link', { name: 'Verification' })).toHaveAttribute('href', '/my-account/verification/');
    expect(menu.getByRole('link', { name: 'Promo' })).toHaveAttribute('href', '/promo/');

    fireEvent.click(menu.getByRole('button', { name: 'Sign Out' }));
    expect(store.getState().auth.tokens).toBeNull();
    expect(store.getState().unit.token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.getState().ui.sidebarOpen).toBe(false);
  });

  it('with a bonus beside the cash, the header total opens its two parts (a tap elsewhere closes them), and the menu shows them', () => {
    const state = signedIn();
    state.unit!.unit = makeUnit({
      config: thresholds,
      fin_account: { balance: 36_352, deposit_balance: 5_000, bonus_balance: 0 },
      active_campaign_bonus_balance: 2_500,
    });
    renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: state });
    const total = screen.getByRole('button', { name: 'Balance R438.52' });
    expect(total).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(total);
    expect(total).toHaveAttribute('aria-expanded', 'true');
    const parts = document.getElementById(total.getAttribute('aria-controls')!)!;
    expect(parts).toBeVisible();
    expect(parts).toHaveTextContent('CashR413.52BonusR25.00');
    fireEvent.keyDown(total, { key: 'Escape' });
    expect(parts).not.toBeVisible();
    fireEvent.click(total);
    fireEvent.click(parts);
    expect(parts).toBeVisible();
    fireEvent.click(screen.getByText('page'));
    expect(parts).not.toBeVisible();

    const menu = openMenu();
    expect(menu.getByText('R438.52')).toBeInTheDocument();
    expect(menu.getByText('Cash').nextSibling).toHaveTextContent('R413.52');
    expect(menu.getByText('Bonus').nextSibling).toHaveTextContent('R25.00');
  });

  it('where real money is off, shows the play balance as play money, live, no Deposit anywhere and no offers', () => {
    const state = signedIn({ campaigns: 2 });
    state.unit!.unit = makeUnit({
      site: { id: 3, active: true, currency_code: 'INR' },
      config: { ...thresholds, real_money_enabled: false },
      fin_account: { balance: 1250, deposit_balance: 0, bonus_balance: 0 },
      play_balance: 1_000_000,
    });
    const { store } = renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: state });
    expect(screen.getByRole('status', { name: 'Play balance' })).toHaveTextContent('₹10,000.00');
    expect(screen.queryByLabelText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    const menu = openMenu();
    expect(menu.getByText('Play balance')).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    // Bonuses and happy hours are refused there: Promo counts none and leads nowhere.
    const promo = menu.getByRole('link', { name: 'Promo' });
    expect(promo).toHaveAttribute('aria-disabled', 'true');
    expect(promo).not.toHaveTextContent('2');

    act(() => {
      store.dispatch(playBalanceUpdated(970_000));
    });
    expect(screen.getByRole('status', { name: 'Play balance' })).toHaveTextContent('₹9,700.00');
  });

  it('offers no Deposit until the unit says whether the site takes money', () => {
    const state = signedIn();
    state.unit!.unit = null;
    renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: state });
    expect(screen.getByLabelText('Balance')).toHaveTextContent('…');
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(openMenu().queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('starts a new page with the sliding sidebar closed, and dispatches nothing when it already is', () => {
    const open = makeStore({ preloadedState: { ...signedIn(), ui: { ...initialUiState, sidebarOpen: true } } });
    renderWithProviders(<AppLayout>page</AppLayout>, { store: open });
    expect(open.getState().ui.sidebarOpen).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    const closed = makeStore({ preloadedState: signedIn() });
    const dispatched = jest.fn();
    closed.subscribe(dispatched);
    renderWithProviders(<AppLayout>other page</AppLayout>, { store: closed });
    expect(dispatched).not.toHaveBeenCalled();
  });

  it("says 'Set Your Name' when the player has no name", () => {
    renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: signedIn({ firstName: '', lastName: '' }) });
    expect(openMenu().getByRole('link', { name: /Set Your Name/ })).toBeInTheDocument();
  });

  it('badges Promo with the bonus campaigns, 9+ from 10', () => {
    renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: signedIn({ campaigns: 12 }) });
    expect(openMenu().getByRole('link', { name: 'Promo 9+' })).toBeInTheDocument();
  });

  it("marks the current page's entry in the navigation, whatever the language prefix", () => {
    renderWithProviders(
      <PageShell pathname="/zu/games/slots/">
        <AppLayout>page</AppLayout>
      </PageShell>,
      { preloadedState: visitor },
    );
    const menu = openMenu();
    expect(menu.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Table Games' })).not.toHaveAttribute('aria-current');
  });

  it('gives a visitor Sign In / Sign Up, a disabled Promo without happy hours, and no Sign Out', () => {
    renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: visitor });
    const menu = openMenu();
    expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/');
    expect(menu.getByRole('link', { name: 'Promo' })).toHaveAttribute('aria-disabled', 'true');
    expect(menu.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(menu.queryByRole('link', { name: 'Verification' })).toBeNull();
    expect(screen.queryByLabelText('Balance')).toBeNull();
  });

  it('asks for live chat from Customer Support, and hides it when support chat is unavailable', () => {
    const { store, unmount } = renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: signedIn() });
    const dispatch = jest.spyOn(store, 'dispatch');
    fireEvent.click(openMenu().getByRole('button', { name: 'Customer Support' }));
    expect(dispatch).toHaveBeenCalledWith(supportChatRequested());
    unmount();

    const state = signedIn();
    renderWithProviders(<AppLayout>page</AppLayout>, {
      preloadedState: { ...state, unit: { ...state.unit!, isSupportChatActive: false } },
    });
    expect(openMenu().queryByRole('button', { name: 'Customer Support' })).toBeNull();
  });

  it('locks page scroll while the drawer is open; Escape and the overlay close it', () => {
    const { container } = renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: visitor });
    openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    openMenu();
    fireEvent.click(container.ownerDocument.querySelector('[data-sidebar-overlay]')!);
    expect(document.body.style.overflow).toBe('');
    expect(container.ownerDocument.querySelector('[data-sidebar-overlay]')).toBeNull();
  });

  it(`scrolls the drawer back to the top ${SIDEBAR_SCROLL_RESET_MS} ms after it closes`, () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<AppLayout>page</AppLayout>, { preloadedState: visitor });
      openMenu();
      const panel = document.getElementById('left-sidebar')!;
      panel.scrollTop = 120;
      fireEvent.keyDown(document, { key: 'Escape' });
      act(() => jest.advanceTimersByTime(SIDEBAR_SCROLL_RESET_MS - 1));
      expect(panel.scrollTop).toBe(120);
      act(() => jest.advanceTimersByTime(1));
      expect(panel.scrollTop).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
