import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HhBonusState, PromotionState } from '../../../contract/happy-hours';
import {
  hhBonusStateUpdated,
  ongoingPromotionStatesReceived,
  serverClockReceived,
} from '../../features/promotions/happy-hour';
import { promotionsJoined } from '../../features/promotions/slice';
import { initialUnitState } from '../../features/unit/slice';
import {
  HAPPY_HOUR_TERMS,
  makeHhBonusState,
  makeTokens,
  makeUnit,
  makeUser,
  UNIT_TOKEN,
} from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { HappyHourScreen } from './happy-hour-page';

jest.setTimeout(20_000);

const TERMS = HAPPY_HOUR_TERMS;
const CONFIG = { id: 1, type: 'happy_hour' as const, schedule: '0 18 * * *', duration: 3600, config: TERMS };
const NOW = Date.parse('2030-01-01T17:30:00Z');

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

const bonus = (status: HhBonusState['status'], balance: number) =>
  makeHhBonusState({ status, balance, end: NOW / 1000 + 600 });
const window: PromotionState = {
  id: 3,
  status: 'ongoing',
  start: NOW / 1000 - 60,
  end: NOW / 1000 + 600,
  promotion: CONFIG,
};

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  mockFetch({});
});
afterEach(() => jest.useRealTimers());

function joined(store: ReturnType<typeof renderWithProviders>['store']) {
  act(() => {
    store.dispatch(
      promotionsJoined({
        available_bonus_campaigns_count: 0,
        has_just_started_campaign_bonus: false,
        promotions: [CONFIG],
        now: NOW / 1000,
      }),
    );
    store.dispatch(serverClockReceived(NOW / 1000));
  });
}

describe('/promo/happy-hour/', () => {
  it('holds the card until the promotions channel joins, then counts down to the next happy hour with its terms', () => {
    const { store } = renderWithProviders(<HappyHourScreen />, { preloadedState: signedIn });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/No happy hour is scheduled/)).not.toBeInTheDocument();
    joined(store);
    expect(screen.getByRole('heading', { name: 'Next happy hour' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('30m 00s');
    expect(screen.getByText(/Deposit R50.00 or more and get 50% of it as a bonus, up to R500.00/)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('29m 55s');
  });

  it('shows a happy hour that is on, the progress to the bonus, then the congratulations and Acquire', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderWithProviders(<HappyHourScreen />, { preloadedState: signedIn });
    joined(store);
    act(() => {
      store.dispatch(ongoingPromotionStatesReceived([window]));
      store.dispatch(hhBonusStateUpdated(bonus('ongoing', 1_250)));
    });
    expect(screen.getByRole('heading', { name: 'Happy hour is on!' })).toBeInTheDocument();
    expect(screen.getByText('Wager R37.50 more to get your R50.00 bonus')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    act(() => {
      store.dispatch(hhBonusStateUpdated(bonus('complete', 5_000)));
    });
    expect(screen.getByText('Congratulations!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Get my bonus/ }));
    // No socket in this test: the push cannot go, and the player is told.
    expect(screen.getByText('Networking issue. Still waiting...')).toBeInTheDocument();
    act(() => {
      store.dispatch(hhBonusStateUpdated(bonus('paid', 5_000)));
    });
    expect(screen.queryByRole('button', { name: /Get my bonus/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    // Paid: the card confirms it and stays on the window the player is in until it ends, not the next one.
    expect(screen.getByRole('heading', { name: 'Happy hour is on!' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Happy hour is on!' })).getByRole('status')).toHaveTextContent(
      'Your R50.00 happy-hour bonus has been paid into your balance.',
    );
    expect(screen.getByRole('timer')).toHaveTextContent('10m 00s');
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(601_000);
    });
    expect(screen.getByRole('heading', { name: 'Next happy hour' })).toBeInTheDocument();
    expect(screen.queryByText(/has been paid/)).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('19m 59s');
  });

  it('counts a bonus down to 00s once its time is up, and asks a visitor to sign in', () => {
    const { store, unmount } = renderWithProviders(<HappyHourScreen />, { preloadedState: signedIn });
    joined(store);
    act(() => {
      store.dispatch(hhBonusStateUpdated({ ...bonus('ongoing', 0), end: NOW / 1000 + 1 }));
    });
    expect(screen.getByText(/Ends in 01s/)).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(3_000);
    });
    expect(screen.getByText(/Ends in 00s/)).toBeInTheDocument();
    unmount();

    renderWithProviders(<HappyHourScreen />, {
      preloadedState: { auth: { status: 'failed' as const, user: null, tokens: null, error: null } },
    });
    expect(screen.getByRole('heading', { name: 'Sign in to join the happy hour' })).toBeInTheDocument();
  });
});
