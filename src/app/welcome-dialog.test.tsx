import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BonusCampaignPaths } from '../../contract/campaigns';
import { selectWelcomeDue, signedIn } from '../features/auth/slice';
import { initialUnitState, joined } from '../features/unit/slice';
import {
  DEPOSIT_BONUS_CAMPAIGN,
  FREE_MONEY_CAMPAIGN,
  makeTokens,
  makeUnit,
  makeUser,
  UNIT_TOKEN,
} from '../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../test-utils/render';
import { makeStore } from './store';
import { LazyWelcome } from './lazy-feedback';

jest.setTimeout(20_000);

const session = { user: makeUser({ first_name: 'Thandi' }), ...makeTokens() };

function signedUpStore(config: Partial<ReturnType<typeof makeUnit>['config']> = {}) {
  const store = makeStore({
    preloadedState: {
      unit: {
        ...initialUnitState,
        token: UNIT_TOKEN,
        unit: makeUnit({ config: { ...makeUnit().config, real_money_enabled: true, ...config } }),
        status: 'success',
      },
    },
  });
  store.dispatch(signedIn(session, 'sign-up'));
  return store;
}

describe('the welcome after sign-up', () => {
  it('offers the first-deposit bonus, the deposit methods and deposit limits; closing it is for good', async () => {
    const user = userEvent.setup();
    mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [FREE_MONEY_CAMPAIGN, DEPOSIT_BONUS_CAMPAIGN] } }),
    });
    const store = signedUpStore();
    renderWithProviders(<LazyWelcome />, { store });

    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Thandi!' }, { timeout: 10_000 });
    const bonus = await within(dialog).findByRole('region', { name: 'Your first-deposit bonus' });
    expect(bonus).toHaveTextContent('100% deposit bonus up to R500.00');
    expect(bonus).toHaveTextContent('deposit R50.00 or more. We add 100% of that deposit, up to R500.00');
    expect(within(bonus).getByRole('link', { name: 'Take the bonus' })).toHaveAttribute('href', '/promo/bonus/?id=1');
    const methods = within(dialog).getByRole('region', { name: 'Deposit with' });
    expect(
      within(methods)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Voucher', '/cashin/acoin/voucher/'],
      ['Phone', '/cashin/acoin/phone/'],
      ['Instant EFT', '/cashin/acoin/instant-eft/'],
      ['Card', '/cashin/acoin/card/'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Set deposit limits' })).toHaveAttribute(
      'href',
      '/my-account/limits/',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectWelcomeDue(store.getState())).toBe(false);
  });

  it('where real money is off: the welcome and the limits, no bonus and no deposit', async () => {
    mockFetch({ [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN] } }) });
    renderWithProviders(<LazyWelcome />, { store: signedUpStore({ real_money_enabled: false }) });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Thandi!' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('link', { name: 'Set deposit limits' })).toBeInTheDocument();
    // Its greeting asks for no deposit either.
    expect(dialog).toHaveTextContent('Every game here plays for fun on your play balance.');
    expect(dialog).not.toHaveTextContent(/deposit to start/);
    expect(within(dialog).queryByRole('region', { name: 'Deposit with' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Take the bonus' })).not.toBeInTheDocument();
  });

  it("opens once the unit and the offers are known, so nothing moves under the player's finger", async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN] } }),
    });
    const store = makeStore({ preloadedState: { unit: { ...initialUnitState, token: UNIT_TOKEN } } });
    store.dispatch(signedIn(session, 'sign-up'));
    renderWithProviders(<LazyWelcome />, { store });

    // The offers have answered, the unit has not: where real money is off, a bonus shown now would vanish later.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(BonusCampaignPaths.offers), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(joined(makeUnit({ config: { ...makeUnit().config, real_money_enabled: false } })));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Thandi!' });
    expect(within(dialog).queryByRole('link', { name: 'Take the bonus' })).not.toBeInTheDocument();
  });

  it('is not shown to a player who signs in', () => {
    mockFetch({});
    const store = makeStore();
    store.dispatch(signedIn(session, 'sign-in'));
    renderWithProviders(<LazyWelcome />, { store });
    expect(selectWelcomeDue(store.getState())).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
