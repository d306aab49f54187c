/**
 * Where the site plays for fun (contract/play-money.ts) the server refuses bonuses, happy hours and money in: the
 * pages that offer them, opened by their address, say why instead and offer no Deposit, no Take bonus and no form
 * to put money in (the Hindi texts are e2e/play-money.spec.ts's: the Jest brand has no Hindi). Until the unit says whether the site takes real money, none is offered.
 */

import { screen, within } from '@testing-library/react';
import { BonusCampaignPaths } from '../../../contract/campaigns';
import type { ContentPage } from '../../../contract/content';
import { initialUnitState } from '../../features/unit/slice';
import {
  DEPOSIT_BONUS_CAMPAIGN,
  FREE_MONEY_CAMPAIGN,
  makeTokens,
  makeUnit,
  makeUser,
  UNIT_TOKEN,
} from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { BonusCampaignScreen } from './bonus-campaign-page';
import { CasinoBonusesScreen } from './casino-bonuses-page';
import { HappyHourScreen } from './happy-hour-page';
import { PromoScreen } from './promo-page';
import { VoucherPage } from './voucher-page';

jest.setTimeout(20_000);

const auth = { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null };
const playUnit = makeUnit({ config: { ...makeUnit().config, real_money_enabled: false }, play_balance: 1_000_000 });
const playing = {
  auth,
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: playUnit, status: 'success' as const },
};
/** Signed in, the unit not answered yet. */
const unitUnknown = { auth, unit: { ...initialUnitState, token: UNIT_TOKEN } };

const WHY = /Bonuses and happy hours pay real money, which the law here does not allow/;

function campaignsAnswered() {
  return mockFetch({
    [BonusCampaignPaths.currents]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN, FREE_MONEY_CAMPAIGN] } }),
    [BonusCampaignPaths.inBonus]: () => ({ body: { bonus_campaigns: [] } }),
    [BonusCampaignPaths.passed]: () => ({ body: { bonus_campaigns: [] } }),
    [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [DEPOSIT_BONUS_CAMPAIGN] } }),
    [BonusCampaignPaths.one(1)]: () => ({ body: { bonus_campaign: DEPOSIT_BONUS_CAMPAIGN } }),
  });
}

function expectNoMoneyIn() {
  expect(screen.queryByRole('link', { name: /Deposit/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Take bonus|Acquire|Get my bonus/ })).not.toBeInTheDocument();
}

describe('promotions where the site plays for fun', () => {
  beforeEach(() => window.history.pushState({}, '', '/'));

  it('/promo/ says why there are no bonuses, with no Deposit or Take bonus, and asks the server for none', async () => {
    const { calls } = campaignsAnswered();
    renderWithProviders(<PromoScreen />, { preloadedState: playing });
    const notice = screen.getByRole('region', { name: 'Real-money play is not offered in this country' });
    expect(notice).toHaveTextContent(WHY);
    expect(within(notice).getByRole('link', { name: 'Play games' })).toHaveAttribute('href', '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectNoMoneyIn();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(BonusCampaignPaths.currents);
  });

  it('/promo/ waits for the unit before offering a player anything', async () => {
    const { calls } = campaignsAnswered();
    renderWithProviders(<PromoScreen />, { preloadedState: unitUnknown });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
    expectNoMoneyIn();
    expect(calls.map((call) => call.path)).not.toContain(BonusCampaignPaths.currents);
  });

  it('/promo/happy-hour/ says why there is no happy hour, with no Deposit; none before the unit is known either', () => {
    const { unmount } = renderWithProviders(<HappyHourScreen />, { preloadedState: playing });
    expect(screen.getByRole('region', { name: 'Real-money play is not offered in this country' })).toHaveTextContent(
      WHY,
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Deposit during a happy hour/)).not.toBeInTheDocument();
    expectNoMoneyIn();
    unmount();

    renderWithProviders(<HappyHourScreen />, { preloadedState: unitUnknown });
    expect(screen.queryByRole('link', { name: 'Deposit now' })).not.toBeInTheDocument();
  });

  it("a bonus's page says why instead of Take bonus", async () => {
    const { calls } = campaignsAnswered();
    window.history.pushState({}, '', '/promo/bonus/?id=1');
    renderWithProviders(<BonusCampaignScreen />, { preloadedState: playing });
    expect(
      await screen.findByRole('region', { name: 'Real-money play is not offered in this country' }),
    ).toHaveTextContent(WHY);
    expectNoMoneyIn();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(BonusCampaignPaths.one(1));
  });

  it('/casino-bonuses/ tells a player why, in place of the offers', async () => {
    campaignsAnswered();
    const page: ContentPage = {
      slug: 'casino-bonuses',
      title: 'Casino Bonuses',
      description: '',
      sections: [{ paragraphs: ['Our bonuses.'] }],
    };
    renderWithProviders(<CasinoBonusesScreen page={page} />, { preloadedState: playing });
    expect(screen.getByRole('region', { name: 'Real-money play is not offered in this country' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'See bonus' })).not.toBeInTheDocument();
  });

  it('the voucher form, opened by its address, says why there is nothing to deposit', () => {
    mockFetch({});
    renderWithProviders(<VoucherPage />, { preloadedState: playing });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Real-money play is not offered in this country' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Voucher code')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });
});
