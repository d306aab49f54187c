import { act, fireEvent, screen, within } from '@testing-library/react';
import { BonusCampaignPaths } from '../../../contract/campaigns';
import { campaignBonusStateUpdated } from '../../features/promotions/campaign-bonus';
import { initialUnitState } from '../../features/unit/slice';
import { StorageKeys } from '../../lib/safe-storage';
import { loggedOut } from '../../lib/session';
import {
  DEPOSIT_BONUS_CAMPAIGN,
  FREE_MONEY_CAMPAIGN,
  makeBonusState,
  makeTokens,
  makeUnit,
  makeUser,
  UNIT_TOKEN,
} from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { BonusCampaignScreen } from './bonus-campaign-page';
import { PromoScreen } from './promo-page';

jest.setTimeout(20_000);

const signedIn = {
  auth: { status: 'success' as const, user: makeUser(), tokens: makeTokens(), error: null },
  unit: { ...initialUnitState, token: UNIT_TOKEN, unit: makeUnit(), status: 'success' as const },
};

const freeMoney = FREE_MONEY_CAMPAIGN;
const depositBonus = DEPOSIT_BONUS_CAMPAIGN;
const started = makeBonusState();

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('/promo/', () => {
  it('lists the bonuses to take; taking one shows it with left to wager, which then moves live', async () => {
    let accepted = false;
    const { calls } = mockFetch({
      [BonusCampaignPaths.currents]: () => ({
        body: { bonus_campaigns: accepted ? [depositBonus] : [depositBonus, freeMoney] },
      }),
      [BonusCampaignPaths.inBonus]: () => ({
        body: { bonus_campaigns: accepted ? [{ ...freeMoney, bonus_state: started }] : [] },
      }),
      [BonusCampaignPaths.passed]: () => ({ body: { bonus_campaigns: [] } }),
      [BonusCampaignPaths.accept(2)]: () => {
        accepted = true;
        return { body: { bonus_campaign: { ...freeMoney, bonus_state: started }, bonus_state: started } };
      },
    });
    const { store } = renderWithProviders(<PromoScreen />, { preloadedState: signedIn });
    const card = await screen.findByRole('article', { name: 'Free play' });
    expect(card).toHaveTextContent('R25.00 free');
    expect(screen.getByRole('article', { name: 'Double your deposit' })).toHaveTextContent(
      '100% deposit bonus up to R500.00',
    );
    // A player's happy-hour card is the live one: its place held until the promotions channel joins.
    expect(screen.getByLabelText('Next happy hour')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See happy hour' })).not.toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Take bonus' }));
    await screen.findByRole('heading', { name: 'Your bonus' });
    expect(calls.find((call) => call.path === BonusCampaignPaths.accept(2))?.body).toEqual({ token: UNIT_TOKEN });
    const yours = screen.getByRole('region', { name: 'Your bonus' });
    expect(yours).toHaveTextContent('R100.00 left to wager');
    expect(within(yours).getByRole('progressbar', { name: 'Bonus wagering' })).toHaveAttribute('aria-valuenow', '0');

    act(() => {
      store.dispatch(campaignBonusStateUpdated({ ...started, wagered: 4_000, left_to_wager: 6_000 }));
    });
    expect(yours).toHaveTextContent('R60.00 left to wager');
    expect(yours).toHaveTextContent('R40.00 of R100.00 wagered');
    expect(within(yours).getByRole('progressbar', { name: 'Bonus wagering' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('says why a bonus could not be taken', async () => {
    mockFetch({
      [BonusCampaignPaths.currents]: () => ({ body: { bonus_campaigns: [freeMoney] } }),
      [BonusCampaignPaths.inBonus]: () => ({ body: { bonus_campaigns: [] } }),
      [BonusCampaignPaths.passed]: () => ({ body: { bonus_campaigns: [] } }),
      [BonusCampaignPaths.accept(2)]: () => ({
        status: 422,
        body: { error: { code: 'promotions:bonus_campaigns:bonus_already_active', message: 'x' } },
      }),
    });
    renderWithProviders(<PromoScreen />, { preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Take bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a bonus running');
    await settle();
  });

  it('shows a visitor every running offer with its terms and Sign up, and invites them to sign in', async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [depositBonus, freeMoney] } }),
    });
    renderWithProviders(<PromoScreen />, {
      preloadedState: { auth: { status: 'failed', user: null, tokens: null, error: null } },
    });
    const deposit = await screen.findByRole('article', { name: 'Double your deposit' });
    expect(deposit).toHaveTextContent('100% deposit bonus up to R500.00');
    expect(within(deposit).getByRole('list', { name: 'Terms' })).toHaveTextContent(
      'Take the bonus, then deposit R50.00 or more. We add 100% of that deposit, up to R500.00.',
    );
    expect(within(deposit).getByRole('link', { name: 'Sign up for Double your deposit' })).toHaveAttribute(
      'href',
      '/auth/?mode=signUp&next=%2Fpromo%2Fbonus%2F%3Fid%3D1',
    );
    const free = screen.getByRole('article', { name: 'Free play' });
    expect(free).toHaveTextContent('R25.00 free');
    expect(within(free).getByRole('list', { name: 'Terms' })).toHaveTextContent('No deposit needed.');
    // Read without a session: the site's offers, nobody's state in them.
    expect(calls.map((c) => [c.path, c.headers.authorization])).toEqual([[BonusCampaignPaths.offers, undefined]]);
    expect(screen.getByRole('heading', { name: 'Sign in to take a bonus' })).toBeInTheDocument();
    // A visitor's page has no promotions channel: the happy hour is a link to its page.
    expect(screen.getByRole('link', { name: 'See happy hour' })).toHaveAttribute('href', '/promo/happy-hour/');
  });

  it("asks for a visitor's offers as the page starts, before the session check has ended, and only once", async () => {
    const { calls } = mockFetch({
      [BonusCampaignPaths.offers]: () => ({ body: { bonus_campaigns: [depositBonus] } }),
    });
    const { store } = renderWithProviders(<PromoScreen />, {
      preloadedState: { auth: { status: 'loading', user: null, tokens: null, error: null } },
    });
    await settle();
    // The offers are on their way while the page still waits for the session: they are its largest content.
    expect(calls.map((c) => c.path)).toEqual([BonusCampaignPaths.offers]);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByRole('article', { name: 'Double your deposit' })).toBeInTheDocument();
    // (the session's end also makes the visitor's anonymous unit)
    expect(calls.filter((c) => c.path === BonusCampaignPaths.offers)).toHaveLength(1);
  });

  it("asks for no offers at the start when a session is stored: the page is most likely a player's", async () => {
    window.localStorage.setItem(StorageKeys.refreshToken, JSON.stringify(makeTokens().refresh));
    const { calls } = mockFetch({});
    renderWithProviders(<PromoScreen />, {
      preloadedState: { auth: { status: 'loading', user: null, tokens: null, error: null } },
    });
    await settle();
    window.localStorage.removeItem(StorageKeys.refreshToken);
    expect(calls).toEqual([]);
  });
});

describe('/promo/bonus/?id=', () => {
  it('shows the campaign named in the address with its terms in plain words', async () => {
    window.history.pushState({}, '', '/promo/bonus/?id=1');
    mockFetch({ [BonusCampaignPaths.one(1)]: () => ({ body: { bonus_campaign: depositBonus } }) });
    renderWithProviders(<BonusCampaignScreen />, { preloadedState: signedIn });
    const card = await screen.findByRole('article', { name: 'Double your deposit' });
    expect(card).toHaveTextContent('100% deposit bonus up to R500.00');
    const terms = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(terms.map((item) => item.textContent)).toEqual([
      'Take the bonus, then deposit R50.00 or more. We add 100% of that deposit, up to R500.00.',
      'Bet 10 times the bonus on games to unlock it. Then it is cash you can withdraw.',
      'Slots count in full. Quick games and lucky numbers count half. Table games count one tenth.',
      'You have 7 days to do it. After that the bonus is removed.',
      'The bonus waits beside your balance: your bets use your own money, and what you win is yours.',
      'One bonus at a time, and each bonus once.',
    ]);
    expect(within(card).getByRole('button', { name: 'Take bonus' })).toBeEnabled();
    expect(within(card).queryByRole('link', { name: 'Terms' })).not.toBeInTheDocument();
  });

  it('says so when the address names no campaign', async () => {
    window.history.pushState({}, '', '/promo/bonus/');
    mockFetch({});
    renderWithProviders(<BonusCampaignScreen />, { preloadedState: signedIn });
    expect(await screen.findByText('This bonus is not available.')).toBeInTheDocument();
  });
});
