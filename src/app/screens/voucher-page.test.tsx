import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { LanguageProvider } from '../../i18n/language-provider';
import { VoucherPage } from './voucher-page';
import { ANALYTICS_EVENT, type AnalyticsEvent } from '../../lib/analytics';
import { storage, StorageKeys } from '../../lib/safe-storage';
import { makeTokens, makeUnit, makeUser, UNIT_TOKEN } from '../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../test-utils/render';
import { initialAuthState } from '../../features/auth/slice';
import { initialUnitState } from '../../features/unit/slice';
import { selectTotalBalance } from '../../features/unit/slice';

jest.setTimeout(20_000);

const signedInState = () => ({
  auth: { ...initialAuthState, status: 'success' as const, user: makeUser(), tokens: makeTokens() },
  unit: { ...initialUnitState, status: 'success' as const, token: UNIT_TOKEN, unit: makeUnit() },
});

const voucherRoutes = () =>
  mockFetch({
    '/v1/hp/acoin/start_loading': () => ({
      body: { acoin_batch_token: 'batch-1', acoin_batch: { total_amount: 5000 } },
    }),
    '/v1/hp/acoin/complete_loading': (body) => ({
      body: {
        unit: {
          fin_account: { balance: 0, deposit_balance: (body as { amount: number }).amount, bonus_balance: 0 },
        },
      },
    }),
    '/v1/hp/acoin/cancel_loading': () => ({ body: { success: true } }),
  });

describe('voucher deposit', () => {
  beforeEach(() => window.localStorage.clear());

  it('applies a voucher, confirms part of it and merges the new balance', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = voucherRoutes();
    const tracked: AnalyticsEvent[] = [];
    const track = (event: Event) => tracked.push((event as CustomEvent<AnalyticsEvent>).detail);
    window.addEventListener(ANALYTICS_EVENT, track);
    const { store } = renderWithProviders(<VoucherPage />, { preloadedState: signedInState() });

    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(screen.getByLabelText('Voucher code'), '12ab34 5678');
    expect(screen.getByLabelText('Voucher code')).toHaveValue('12345678');
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);

    expect(await screen.findByText('Voucher balance: R50.00')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/acoin/start_loading',
      body: { token: UNIT_TOKEN, code: '12345678' },
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(storage.getJSON(StorageKeys.pendingVoucher)).toMatchObject({ token: 'batch-1', totalAmount: 5000, id: 42 });

    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveValue('50.00'));
    await user.clear(amount);
    await user.type(amount, '60');
    expect(await screen.findByText('Must be less than or equal to voucher balance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '20,5');
    expect(amount).toHaveValue('20.5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your deposit of R20.50 was successful.')).toBeInTheDocument();
    // SPEC §7: the confirmed amount is a purchase, in rand (minor units / 100).
    expect(tracked).toEqual([{ event: 'purchase', value: 20.5, currency: 'ZAR', payment_method: 'voucher' }]);
    window.removeEventListener(ANALYTICS_EVENT, track);
    expect(calls[1]).toMatchObject({
      path: '/v1/hp/acoin/complete_loading',
      body: { token: UNIT_TOKEN, acoin_tx_token: 'batch-1', amount: 2050 },
    });
    expect(selectTotalBalance(store.getState())).toBe(2050);
    expect(storage.get(StorageKeys.pendingVoucher)).toBeNull();
    expect(screen.getByLabelText('Voucher code')).toBeInTheDocument();
  });

  it('shows why a voucher was refused and forgets the pending batch', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/acoin/start_loading': () => ({
        status: 422,
        body: { error: { code: 'voucher_redeemed', message: 'redeemed' } },
      }),
    });
    storage.setJSON(StorageKeys.pendingVoucher, { token: 'old', timestamp: 0, totalAmount: 1, id: 42 });
    renderWithProviders(<VoucherPage />, { preloadedState: signedInState() });

    await user.type(screen.getByLabelText('Voucher code'), '1111');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Voucher has already been used.');
    expect(storage.get(StorageKeys.pendingVoucher)).toBeNull();
  });

  it('resumes a valid pending batch at the amount step, and cancel clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = voucherRoutes();
    storage.setJSON(StorageKeys.pendingVoucher, {
      token: 'batch-9',
      timestamp: Date.now(),
      totalAmount: 12345,
      id: 42,
    });
    renderWithProviders(<VoucherPage />, { preloadedState: signedInState() });

    expect(await screen.findByText('Voucher balance: R123.45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByLabelText('Voucher code')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/acoin/cancel_loading',
      body: { token: UNIT_TOKEN, acoin_tx_token: 'batch-9' },
    });
    expect(storage.get(StorageKeys.pendingVoucher)).toBeNull();
  });

  it('a session gone when confirming: says so with Reload, and forgets the pending batch (SPEC §8)', async () => {
    const user = userEvent.setup({ delay: null });
    // Refused even after the session's refresh: the unit token, not the session, is what the provider refused.
    mockFetch({
      '/v1/hp/acoin/complete_loading': () => ({
        status: 401,
        body: { error: { code: 'auth:unauthenticated', message: 'unauthenticated' } },
      }),
      '/v1/hp/users/refresh_token': () => ({ body: makeTokens() }),
      '/v1/hp/users/units': () => ({ body: { unit_token: UNIT_TOKEN } }),
    });
    storage.setJSON(StorageKeys.pendingVoucher, { token: 'batch-9', timestamp: Date.now(), totalAmount: 5000, id: 42 });
    renderWithProviders(<VoucherPage />, { preloadedState: signedInState() });

    expect(await screen.findByText('Voucher balance: R50.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has expired. Please sign in again.');
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(storage.get(StorageKeys.pendingVoucher)).toBeNull();
  });

  it('over the deposit limit: says so in the page language with the way to the limits, and keeps the voucher', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/acoin/complete_loading': () => ({
        status: 422,
        body: { error: { code: 'users_ctx:rg:deposit_limit_reached', message: 'deposit limit reached' } },
      }),
    });
    storage.setJSON(StorageKeys.pendingVoucher, { token: 'batch-9', timestamp: Date.now(), totalAmount: 5000, id: 42 });
    renderWithProviders(
      <LanguageProvider language="zu">
        <VoucherPage />
      </LanguageProvider>,
      { preloadedState: signedInState() },
    );
    const confirm = await screen.findByRole('button', { name: 'Qinisekisa' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Le mali ofaka yona ingadlula umkhawulo wakho wokufaka imali, ngakho akukho okuthathiwe.',
    );
    expect(within(alert).getByRole('link', { name: 'Bona imikhawulo yami' })).toHaveAttribute(
      'href',
      '/zu/my-account/limits/',
    );
    // The voucher is not spent: a smaller amount can still be loaded from it.
    expect(storage.getJSON(StorageKeys.pendingVoucher)).toMatchObject({ token: 'batch-9' });
  });

  it('a time-out refuses the voucher at once, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/acoin/start_loading': () => ({
        status: 403,
        body: { error: { code: 'users_ctx:rg:timed_out', message: 'timed out' } },
      }),
    });
    renderWithProviders(<VoucherPage />, { preloadedState: signedInState() });
    await user.type(screen.getByLabelText('Voucher code'), '12345678');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are taking a time-out. Games and deposits stay closed until it ends.');
    expect(within(alert).getByRole('link', { name: 'See my limits' })).toHaveAttribute('href', '/my-account/limits/');
  });

  it('sends a signed-out player to the auth page', async () => {
    renderWithProviders(<VoucherPage />, {
      preloadedState: { auth: { ...initialAuthState, status: 'failed' } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auth/', { replace: true }));
    expect(screen.queryByLabelText('Voucher code')).not.toBeInTheDocument();
  });
});
