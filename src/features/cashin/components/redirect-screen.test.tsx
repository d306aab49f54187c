import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PENDING_PAYMENT_KEY } from '../../../lib/pending-payment';
import { storage } from '../../../lib/safe-storage';
import { UNIT_TOKEN } from '../../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../../test-utils/render';
import { leaveTo } from '../browser';
import { RedirectScreen } from './redirect-screen';

jest.mock('../browser', () => ({ leaveTo: jest.fn(), isAndroid: () => false }));
jest.setTimeout(20_000);

const HOME = `${window.location.origin}/`;

describe('redirect deposits', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.mocked(leaveTo).mockClear();
  });

  it('card: takes the amount, starts the payment, remembers it and leaves for the provider page', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/acoin/start_direct_deposit': () => ({ body: { redirect_url: 'http://localhost/sandbox/pay/p1' } }),
    });
    renderWithProviders(<RedirectScreen method="card" unitToken={UNIT_TOKEN} currency="ZAR" country="ZA" />);

    expect(screen.getByRole('heading', { name: 'Deposit by card' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent(
      'You come back here, and your balance updates by itself.',
    );
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Amount'), 'abc');
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'R100' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('100.00');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/pay/p1'));
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/acoin/start_direct_deposit',
      body: {
        token: UNIT_TOKEN,
        payment_type: 'card',
        amount: 10_000,
        success_url: HOME,
        cancel_url: HOME,
        error_url: HOME,
      },
    });
    expect(storage.getJSON(PENDING_PAYMENT_KEY)).toMatchObject({ amount: 10_000, currency: 'ZAR', method: 'card' });
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to the payment page…');
  });

  it('instant EFT: a deposit block stays on the page with its message', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/acoin/start_direct_deposit': () => ({
        status: 403,
        body: { error: { code: 'units_ctx:units:deposit_block', message: 'blocked' } },
      }),
    });
    renderWithProviders(<RedirectScreen method="instantEft" unitToken={UNIT_TOKEN} currency="ZAR" country="ZA" />);
    await user.type(screen.getByLabelText('Amount'), '25,50');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deposits are currently blocked on your account. Please contact the Support Team for further details.',
    );
    expect(leaveTo).not.toHaveBeenCalled();
    expect(storage.getJSON(PENDING_PAYMENT_KEY)).toBeNull();
  });

  it("phone: offers the player's number, sends it and forgets an older pending payment", async () => {
    const user = userEvent.setup({ delay: null });
    storage.setJSON(PENDING_PAYMENT_KEY, { amount: 1, currency: 'ZAR', method: 'card', startedAt: Date.now() });
    const { calls } = mockFetch({
      '/v1/hp/acoin/start_phone_redemption': () => ({ body: { redirect_url: 'http://localhost/sandbox/pay/p2' } }),
    });
    renderWithProviders(
      <RedirectScreen method="phone" unitToken={UNIT_TOKEN} currency="ZAR" country="ZA" playerPhone="+27821234567" />,
    );
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveValue('+27821234567'));
    await user.clear(phone);
    await user.type(phone, '0821');
    await user.tab();
    expect(await screen.findByText('Please enter a correct phone number')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '082 765 4321');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost/sandbox/pay/p2'));
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/acoin/start_phone_redemption',
      body: { token: UNIT_TOKEN, phone: '0827654321', success_url: HOME },
    });
    expect(storage.getJSON(PENDING_PAYMENT_KEY)).toBeNull();
  });
});
