import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import type { Unit, User } from '../../../contract/entities';
import { DEFAULT_UNIT_CONFIG } from '../../../contract/unit-config';
import { initialAuthState, userLoaded } from '../../features/auth/slice';
import { initialUnitState, selectTotalBalance, selectUnitStatus } from '../../features/unit/slice';
import { sessionStore, StorageKeys } from '../../lib/safe-storage';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderLazyPage, renderWithProviders } from '../../test-utils/render';
import { AtmPage, CashOutHubPage, EftPage, TicketPreloadPage, TicketResultPage } from './cashout-pages';

jest.setTimeout(20_000);

const config = {
  ...DEFAULT_UNIT_CONFIG,
  real_money_enabled: true,
  im_withdrawal_enabled: true,
  im_withdrawal_fee: 1000,
  im_withdrawal_min_amount: 5000,
  eft_withdrawal_enabled: true,
  eft_withdrawal_fee: 500,
  eft_withdrawal_min_amount: 2000,
  free_bank_withdrawal_count: 2,
};

const state = ({ unit = {}, user = {} }: { unit?: Partial<Unit>; user?: Partial<User> } = {}) => ({
  auth: { ...initialAuthState, status: 'success' as const, user: makeUser(user), tokens: makeTokens() },
  unit: {
    ...initialUnitState,
    status: 'loading' as const,
    token: UNIT_TOKEN,
    unit: makeUnit({ fin_account: { balance: 15000, deposit_balance: 5000, bonus_balance: 3000 }, config, ...unit }),
  },
});

const refusal = (status: number, code: string) => () => ({ status, body: { error: { code, message: code } } });

describe('the cash-out hub', () => {
  it('before the session is known, shows its title and a card per method of the country, the amounts to come', () => {
    renderWithProviders(<CashOutHubPage />);
    expect(screen.getByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.getByText('Available to withdraw')).toBeInTheDocument();
    expect(screen.getByText('ATM cash send')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/R\d/)).not.toBeInTheDocument();
  });

  it('shows the withdrawable balance without bonus, and a card per enabled method with fee and minimum', async () => {
    await renderLazyPage(<CashOutHubPage />, { preloadedState: state() });
    expect(screen.getByLabelText('Available to withdraw')).toHaveTextContent('R200.00');
    expect(screen.getByText(/Bonus R30\.00 stays in your account.*never withdrawable/)).toBeInTheDocument();
    // The card is named by all it shows (a screen reader hears the hint and terms too), the dots between terms aside.
    const atm = screen.getByRole('link', {
      name: /^ATM cash send\s*Collect cash at an ATM with a PIN we send by SMS\.\s*Fee R10\.00\s*Minimum R50\.00$/,
    });
    expect(atm).toHaveAttribute('href', '/cashout/atm/');
    expect(atm).toHaveTextContent('Fee R10.00 · Minimum R50.00');
    expect(screen.getByRole('link', { name: /^Bank transfer \(EFT\)/ })).toHaveTextContent(
      'Fee R5.00 · Minimum R20.00 · 2 free withdrawals per month',
    );
    expect(screen.queryByRole('link', { name: /ticket/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /UPI/ })).not.toBeInTheDocument();
  });

  it('offers the ticket when the config turns it on, and says so when no method is on', async () => {
    const { unmount } = await renderLazyPage(<CashOutHubPage />, {
      preloadedState: state({ unit: { config: { ...config, ticket_cashout_enabled: true } } }),
    });
    expect(screen.getByRole('link', { name: /^Cash-out ticket/ })).toHaveAttribute('href', '/cashout/ticket/preload/');
    unmount();
    await renderLazyPage(<CashOutHubPage />, {
      preloadedState: state({ unit: { config: { ...DEFAULT_UNIT_CONFIG, real_money_enabled: true } } }),
    });
    expect(screen.getByText('No cash-out method is available on this site right now.')).toBeInTheDocument();
  });

  it('says where real money is off that play money cannot be cashed out; money held from before still can be', async () => {
    const playing = {
      config: { ...config, real_money_enabled: false },
      play_balance: 250_000,
      fin_account: { balance: 0, deposit_balance: 0, bonus_balance: 0 },
    };
    const { unmount } = await renderLazyPage(<CashOutHubPage />, { preloadedState: state({ unit: playing }) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Real-money play is not offered in this country' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Play balance' })).toHaveTextContent(
      'R2,500.00',
    );
    expect(screen.queryByRole('link', { name: /^ATM/ })).not.toBeInTheDocument();
    unmount();

    const held = { ...playing, fin_account: { balance: 10_000, deposit_balance: 0, bonus_balance: 0 } };
    await renderLazyPage(<CashOutHubPage />, { preloadedState: state({ unit: held }) });
    expect(screen.getByText(/You still hold R100.00 of real money from before/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^ATM/ })).toBeInTheDocument();
  });

  it('sends a signed-out player to the auth page', async () => {
    await renderLazyPage(<CashOutHubPage />, { preloadedState: { auth: { ...initialAuthState, status: 'failed' } } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/', { replace: true }));
  });
});

describe('an ATM withdrawal', () => {
  it('checks the amount by SPEC §5: required, minimum, divisor', async () => {
    const user = userEvent.setup({ delay: null });
    await renderLazyPage(<AtmPage />, {
      preloadedState: state({ unit: { config: { ...config, im_withdrawal_divisor: 1000 } } }),
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi');
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '20');
    expect(await screen.findByText('Minimum withdrawal amount: R50.00!')).toBeInTheDocument();
    await user.clear(amount);
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    await user.type(amount, '55');
    expect(await screen.findByText('Divide error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '60');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it("fills the names from the player's profile, follows it while they are untouched, keeps what the player typed", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = await renderLazyPage(<AtmPage />, { preloadedState: state() });
    expect(screen.getByLabelText('First name')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Nkosi');
    expect(screen.getByText('As on your profile: the cash is paid out to you by name')).toBeInTheDocument();
    // The profile changes (another device, the socket): the form follows it.
    act(() => {
      store.dispatch(userLoaded(makeUser({ first_name: 'Thandiwe', last_name: 'Mokoena' })));
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Thandiwe'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Mokoena');
    // What the player typed themselves stays.
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Dube');
    act(() => {
      store.dispatch(userLoaded(makeUser({ first_name: 'Thandi', last_name: 'Nkosi' })));
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Thandi'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Dube');
  });

  it('offers one-tap amounts that the balance covers, fee included', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AtmPage />, { preloadedState: state() });
    expect(screen.getByText('You can withdraw up to R200.00, fee included.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'R50' })).toBeInTheDocument();
    // R200 and its R10 fee are more than the R200 there is
    expect(screen.queryByRole('button', { name: 'R200' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'R100' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100.00');
    expect(screen.getByRole('button', { name: 'R100' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it('pre-checks, shows fee and total, creates, shows it pending and takes the money off the balance', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/im_withdrawals/pre_check': () => ({ body: { amount: 10000, fee: 1000 } }),
      '/v1/hp/im_withdrawals/create': () => ({
        body: {
          withdrawal: {
            id: 9,
            method: 'im',
            amount: 10000,
            fee: 1000,
            status: 'pending',
            reference: 'W4319274620',
            created_at: '',
          },
          unit: { fin_account: { balance: 9000, deposit_balance: 0, bonus_balance: 3000 } },
        },
      }),
    });
    const { store } = await renderLazyPage(<AtmPage />, { preloadedState: state() });
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('region', { name: 'Check your withdrawal' });
    expect(summary).toHaveTextContent('ToThandi Nkosi');
    expect(summary).toHaveTextContent('You receiveR100.00');
    expect(summary).toHaveTextContent('FeeR10.00');
    expect(summary).toHaveTextContent('MinimumR50.00');
    expect(summary).toHaveTextContent('Leaves your balanceR110.00');
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/im_withdrawals/pre_check',
      body: { token: UNIT_TOKEN, amount: 10000, first_name: 'Thandi', last_name: 'Nkosi' },
    });
    // SPEC §4: a cash-out pre-check marks the unit load status success.
    expect(selectUnitStatus(store.getState())).toBe('success');

    await user.click(within(summary).getByRole('button', { name: 'Confirm withdrawal' }));
    const pending = await screen.findByRole('status', { name: 'Withdrawal pending' });
    expect(pending).toHaveTextContent('Withdrawal pending');
    expect(pending).toHaveTextContent('Your withdrawal of R100.00 is on its way.');
    expect(pending).toHaveTextContent('cash-send PIN and reference by SMS');
    // The reference the SMS carries, never our row id.
    expect(pending).toHaveTextContent('Reference: W4319274620');
    expect(pending).not.toHaveTextContent('Reference: 9');
    expect(calls[1]?.path).toBe('/v1/hp/im_withdrawals/create');
    expect(selectTotalBalance(store.getState())).toBe(9000);
  });

  it('shows the required verification level with a Start link carrying it', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/im_withdrawals/pre_check': refusal(
        403,
        'users_ctx:kyc:single_withdrawal_threshold_reached:required_level:2',
      ),
    });
    const { store } = await renderLazyPage(<AtmPage />, { preloadedState: state() });
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verification level 2 needed');
    expect(within(alert).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/my-account/verification/?level=2',
    );
    expect(selectUnitStatus(store.getState())).toBe('success');
    // The refusal was for R600: changing the amount takes it away.
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '400');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'units_ctx:units:withdrawal_block',
      403,
      'Withdrawals are currently blocked on your account. Please contact the Support Team for further details.',
    ],
    ['fin_ctx:fin_ops:no_funds', 422, 'No funds available to cash out.'],
    ['fin_ctx:fin_ops:below_minimum', 422, 'Minimum withdrawal amount: R50.00!'],
    ['fin_ctx:fin_ops:method_disabled', 422, 'This method is not available right now.'],
  ])('says why the server refused it (%s)', async (code, status, message) => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ '/v1/hp/im_withdrawals/pre_check': refusal(status, code) });
    await renderLazyPage(<AtmPage />, { preloadedState: state() });
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('region', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
  });
});

describe('a method the site turns off', () => {
  it('is not offered, even at its address', async () => {
    await renderLazyPage(<AtmPage />, {
      preloadedState: state({ unit: { config: { ...config, im_withdrawal_enabled: false } } }),
    });
    expect(screen.getByText('This method is not available right now.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });
});

describe('an EFT withdrawal', () => {
  it('goes to the saved bank account the player picks, with its details', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/eft_withdrawals/pre_check': () => ({ body: { amount: 3000, fee: 0 } }),
    });
    await renderLazyPage(<EftPage />, {
      preloadedState: state({
        user: {
          player_bank_accounts: [
            { id: 1, bank_name: 'Capitec', number: '1234567890', holder_name: 'T Nkosi' },
            { id: 2, bank_name: 'FNB', number: '5555666677', holder_name: 'Thandi Nkosi' },
          ],
        },
      }),
    });
    // Each account with its bank's universal branch code.
    await user.click(screen.getByRole('radio', { name: /FNB \*{6}6677\s*Thandi Nkosi · 250655/ }));
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'Check your withdrawal' });
    expect(summary).toHaveTextContent('ToFNB ******6677');
    expect(summary).toHaveTextContent('FeeNo fee');
    expect(summary).toHaveTextContent('This withdrawal is free. 2 free withdrawals per month');
    expect(calls[0]?.body).toMatchObject({
      token: UNIT_TOKEN,
      amount: 3000,
      first_name: 'Thandi',
      last_name: 'Nkosi',
      bank_name: 'FNB',
      bank_account_number: '5555666677',
      bank_account_holder_name: 'Thandi Nkosi',
      bank_branch_code: '250655',
    });
  });

  it('offers to add a bank account when the player has none', async () => {
    await renderLazyPage(<EftPage />, { preloadedState: state() });
    expect(screen.getByText('Add a bank account to withdraw to.')).toBeInTheDocument();
    // One level under the page's title (the account page's section puts it a level lower).
    expect(screen.getByRole('heading', { name: 'Add bank account', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('');
    // the amount comes once there is an account to send it to
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
  });
});

describe('a ticket cash-out', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('moves the whole withdrawable balance onto a ticket kept for this visit, then shows it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/units/ticket_cash_out': () => ({
        body: { fin_operation: { gs_ticket: '123456789012', status: 'active' } },
      }),
    });
    const { store } = await renderLazyPage(<TicketPreloadPage />, { preloadedState: state() });
    expect(screen.getByLabelText('Amount on the ticket')).toHaveTextContent('R200.00');
    await user.click(screen.getByRole('button', { name: 'Create ticket' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cashout/ticket/'));
    expect(calls[0]).toMatchObject({ path: '/v1/hp/units/ticket_cash_out', body: { token: UNIT_TOKEN } });
    expect(sessionStore.getJSON(StorageKeys.cashOutTicket)).toMatchObject({ code: '123456789012', amount: 20000 });
    expect(selectTotalBalance(store.getState())).toBe(0);
    expect(selectUnitStatus(store.getState())).toBe('success');
  });

  it('shows the code grouped 4-4-4, a QR code and Copy with feedback', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    sessionStore.setJSON(StorageKeys.cashOutTicket, {
      code: '123456789012',
      amount: 7500,
      currency: 'ZAR',
      unitId: 42,
    });
    await renderLazyPage(<TicketResultPage />, { preloadedState: state() });
    expect(await screen.findByText('1234 5678 9012')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount on the ticket')).toHaveTextContent('R75.00');
    expect(screen.getByRole('img', { name: 'QR code for ticket 1234 5678 9012' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('123456789012');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('without a ticket in this visit, offers to make one', async () => {
    await renderLazyPage(<TicketResultPage />, { preloadedState: state() });
    expect(await screen.findByText('There is no ticket in this visit yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cash out to a ticket' })).toHaveAttribute(
      'href',
      '/cashout/ticket/preload/',
    );
  });

  it('cannot be made with nothing to move (bonus money stays)', async () => {
    await renderLazyPage(<TicketPreloadPage />, {
      preloadedState: state({ unit: { fin_account: { balance: 0, deposit_balance: 0, bonus_balance: 100 } } }),
    });
    expect(screen.getByRole('button', { name: 'Create ticket' })).toBeDisabled();
    expect(screen.getByText('No funds available to cash out.')).toBeInTheDocument();
  });
});
