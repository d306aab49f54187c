import { en } from '../../i18n/en';
import { errorDismissed, errorShown, initialUiState, toastClosed, toastShown, uiSlice } from './slice';
import { TOAST_AUTO_CLOSE_MS, closesIn, isCashInPath, isGamePath, toastText, visibleToasts } from './toasts';
import type { Toast } from './toasts';

const reduce = uiSlice.reducer;

describe('toast rules', () => {
  it.each(['/cashin/', '/cashin/acoin/voucher/', '/zu/cashin/', '/hi/cashin/upi/qr/', '/cashin'])(
    'suppresses toasts on the cash-in page %s',
    (path) => expect(isCashInPath(path)).toBe(true),
  );

  it.each(['/', '/cashout/', '/promo/', '/my-account/cashin/', '/abc/cashin/', '/cashins/'])(
    'shows toasts on %s',
    (path) => expect(isCashInPath(path)).toBe(false),
  );

  it.each([
    ['/game/frost-fang/', true],
    ['/zu/game/spaviator/', true],
    ['/game/fafi/', true],
    ['/games/all/', false],
    ['/', false],
    ['/my-bets/', false],
  ])('knows %s is a game page: %s', (path, game) => expect(isGamePath(path)).toBe(game));

  it('keeps each channel to itself and hides everything on cash-in pages', () => {
    const toasts: Toast[] = [
      { id: 1, channel: 'root-toast', shownAt: 0, kind: 'info', message: 'a' },
      { id: 2, channel: 'game-toast', shownAt: 0, kind: 'warn', message: 'b' },
    ];
    expect(visibleToasts(toasts, 'root-toast', '/').map((t) => t.id)).toEqual([1]);
    expect(visibleToasts(toasts, 'game-toast', '/game/fafi/').map((t) => t.id)).toEqual([2]);
    expect(visibleToasts(toasts, 'root-toast', '/cashin/acoin/card/')).toEqual([]);
  });

  it('closes a toast 10 000 ms after it was shown', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(10_000);
    expect(closesIn({ shownAt: 1_000 }, 1_000)).toBe(10_000);
    expect(closesIn({ shownAt: 1_000 }, 7_500)).toBe(3_500);
    expect(closesIn({ shownAt: 1_000 }, 60_000)).toBe(0);
  });

  it('words a jackpot win with the jackpot in capitals, the winner and the amount', () => {
    const text = toastText(
      { kind: 'jackpotWon', style: 'grand', slug: 'grand', winner: 'Thabo M.', amount: 'R 1 500.00' },
      en,
    );
    expect(text).toBe('GRAND Jackpot won by Thabo M. in amount of R 1 500.00');
  });

  it('words the campaign-bonus start and passes other messages through', () => {
    expect(toastText({ kind: 'hasJustStartedCampaignBonus' }, en)).toBe('You have just started the bonus. See details');
    expect(toastText({ kind: 'error', message: 'Something went wrong' }, en)).toBe('Something went wrong');
  });
});

describe('ui slice toasts and error modal', () => {
  it('adds toasts with increasing ids on the root channel by default and removes them by id', () => {
    let state = reduce(initialUiState, toastShown({ kind: 'success', message: 'Saved', shownAt: 5 }));
    state = reduce(state, toastShown({ kind: 'hasJustStartedCampaignBonus', channel: 'game-toast', shownAt: 6 }));
    expect(state.toasts).toEqual([
      { id: 1, channel: 'root-toast', shownAt: 5, kind: 'success', message: 'Saved' },
      { id: 2, channel: 'game-toast', shownAt: 6, kind: 'hasJustStartedCampaignBonus' },
    ]);
    state = reduce(state, toastClosed(1));
    expect(state.toasts.map((t) => t.id)).toEqual([2]);
  });

  it('stamps a toast with the time it was raised', () => {
    const before = Date.now();
    const action = toastShown({ kind: 'info', message: 'x' });
    expect(action.payload.shownAt).toBeGreaterThanOrEqual(before);
  });

  it('opens and dismisses the error modal', () => {
    const open = reduce(initialUiState, errorShown('Invalid Voucher'));
    expect(open.errorModal).toEqual({ message: 'Invalid Voucher', action: 'none' });
    expect(reduce(open, errorDismissed()).errorModal).toBeNull();
  });
});
