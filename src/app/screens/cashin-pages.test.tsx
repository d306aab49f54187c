import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialAuthState } from '../../features/auth/slice';
import { initialUnitState, selectTotalBalance } from '../../features/unit/slice';
import { Paths } from '../../lib/layout';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderLazyPage, renderWithProviders } from '../../test-utils/render';
import { CashInHubPage, UpiQrDepositPage } from './cashin-pages';

jest.setTimeout(20_000);

const signedInState = () => ({
  auth: { ...initialAuthState, status: 'success' as const, user: makeUser(), tokens: makeTokens() },
  unit: {
    ...initialUnitState,
    status: 'success' as const,
    token: UNIT_TOKEN,
    unit: makeUnit({ fin_account: { balance: 1_000, deposit_balance: 0, bonus_balance: 0 } }),
  },
});

describe('cash-in pages', () => {
  it('the Deposit buttons open the hub', async () => {
    expect(Paths.deposit).toBe('/cashin/');
  });

  it('the hub shows the store balance, and a cashed-in ticket raises it', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/units/ticket_cash_in': () => ({
        body: { unit: { fin_account: { balance: 1_000, deposit_balance: 7_500, bonus_balance: 0 } } },
      }),
    });
    const { store } = await renderLazyPage(<CashInHubPage />, { preloadedState: signedInState() });
    expect(screen.getByRole('status', { name: 'Your balance' })).toHaveTextContent('R10.00');
    await user.type(screen.getByLabelText('Ticket code'), '123456789012');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cash in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cash in' }));
    await waitFor(() => expect(selectTotalBalance(store.getState())).toBe(8_500));
    expect(screen.getByRole('status', { name: 'Your balance' })).toHaveTextContent('R85.00');
  });

  it('a method the brand does not offer says so and leads back to the hub', async () => {
    await renderLazyPage(<UpiQrDepositPage />, { preloadedState: signedInState() });
    expect(screen.getByText('This deposit method is not available on this site.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All deposit methods' })[0]).toHaveAttribute('href', '/cashin/');
  });
});

describe('the cash-in hub before the session is known', () => {
  it('shows the page with its title and the method cards at once, the balance still to come', () => {
    renderWithProviders(<CashInHubPage />);
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText('…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Voucher/ })).toHaveAttribute('href', '/cashin/acoin/voucher/');
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
  });
});
