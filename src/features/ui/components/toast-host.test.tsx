import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test-utils/render';
import { toastShown } from '../slice';
import { ToastHost } from './toast-host';

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('ToastHost', () => {
  it('shows each kind of toast to the player', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'info', message: 'The deposit has been successful' }));
      store.dispatch(toastShown({ kind: 'warn', message: 'Operation canceled' }));
      store.dispatch(toastShown({ kind: 'error', message: 'Something went wrong' }));
      store.dispatch(toastShown({ kind: 'success', message: 'Your phone number has been successfully updated' }));
    });
    expect(screen.getByText('The deposit has been successful')).toBeVisible();
    expect(screen.getByText('Operation canceled')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Your phone number has been successfully updated')).toBeVisible();
  });

  it("draws news in the brand's colour with its text colour on it (lucky-star's gold)", () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'info', message: 'The deposit has been successful' }));
      store.dispatch(toastShown({ kind: 'hasJustStartedCampaignBonus' }));
    });
    const colours = (kind: string) => {
      const style = getComputedStyle(document.querySelector(`[data-kind="${kind}"]`)!);
      return [style.backgroundColor, style.color];
    };
    // The brand's gold with its dark text on it, not MUI's default blue.
    expect(colours('info')).toEqual(['rgb(245, 183, 0)', 'rgb(26, 26, 26)']);
    expect(colours('hasJustStartedCampaignBonus')).toEqual(['rgb(245, 183, 0)', 'rgb(26, 26, 26)']);
  });

  it.each([
    ['grand', 'GRAND Jackpot won by Lerato in amount of R 2 000.00'],
    ['major', 'MAJOR Jackpot won by Lerato in amount of R 2 000.00'],
    ['minor', 'MINOR Jackpot won by Lerato in amount of R 2 000.00'],
  ] as const)('shows a %s jackpot win in its own style', (style, text) => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'jackpotWon', style, slug: style, winner: 'Lerato', amount: 'R 2 000.00' }));
    });
    const toast = screen.getByText(text).closest('[data-kind="jackpotWon"]');
    expect(toast).toHaveAttribute('data-style', style);
  });

  it('links the campaign-bonus toast to the promotions page', () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'hasJustStartedCampaignBonus' }));
    });
    expect(screen.getByRole('link', { name: 'You have just started the bonus. See details' })).toHaveAttribute(
      'href',
      '/promo/',
    );
  });

  it('closes a toast by itself after 10 seconds', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'info', message: 'Hello' }));
    });
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByText('Hello')).toBeVisible();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('closes a toast on its close button', async () => {
    const { store } = renderWithProviders(<ToastHost />);
    act(() => {
      store.dispatch(toastShown({ kind: 'info', message: 'Bye' }));
    });
    const status = screen.getByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });

  it('shows nothing on cash-in pages, with or without a language prefix', () => {
    for (const path of ['/cashin/acoin/voucher/', '/zu/cashin/']) {
      window.history.replaceState(null, '', path);
      const { store, unmount } = renderWithProviders(<ToastHost />);
      act(() => {
        store.dispatch(toastShown({ kind: 'info', message: 'Hidden' }));
      });
      expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('keeps game toasts apart from page toasts', () => {
    const { store } = renderWithProviders(
      <>
        <ToastHost channel="root-toast" />
        <ToastHost channel="game-toast" />
      </>,
    );
    act(() => {
      store.dispatch(toastShown({ kind: 'info', message: 'In game', channel: 'game-toast' }));
    });
    expect(screen.getByText('In game').closest('[data-channel]')).toHaveAttribute('data-channel', 'game-toast');
  });

  it("puts a game page's toasts at the top, clear of the game's Spin at the bottom; elsewhere at the bottom", () => {
    const where = (path: string) => {
      window.history.replaceState(null, '', path);
      const { store, unmount } = renderWithProviders(<ToastHost />);
      act(() => {
        store.dispatch(toastShown({ kind: 'info', message: `On ${path}` }));
      });
      const box = getComputedStyle(screen.getByText(`On ${path}`).closest('[data-channel]')!);
      const { bottom } = box;
      unmount();
      return bottom;
    };
    // jsdom applies no media query: the top (under the game's bar) is e2e/games.spec.ts's to check.
    expect(where('/game/frost-fang/')).toBe('auto');
    expect(where('/hi/game/spaviator/')).toBe('auto');
    expect(where('/games/all/')).toBe('16px');
  });
});
