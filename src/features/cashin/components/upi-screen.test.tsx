import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpiDeposit } from '../../../../contract/deposits';
import { ANALYTICS_EVENT } from '../../../lib/analytics';
import { UNIT_TOKEN } from '../../../test-utils/fixtures';
import { mockFetch, renderWithProviders } from '../../../test-utils/render';
import { leaveTo } from '../browser';
import { UpiScreen } from './upi-screen';
import type { UpiScreenProps } from './upi-screen';

jest.mock('../browser', () => ({ leaveTo: jest.fn(), isAndroid: () => false }));
jest.setTimeout(20_000);

const LIMITS = { enabled: true, min_amount: 10_000, max_amount: 1_000_000 };
const URI = 'upi://pay?pa=sandbox.payments%40upi&pn=Shubh%20Play&am=500.00&cu=INR&tr=d1';

const deposit = (status: UpiDeposit['status'], redirect = 'http://localhost/sandbox/pay/d1'): UpiDeposit => ({
  id: 'd1',
  method: 'qr',
  amount: 50_000,
  status,
  upi_uri: URI,
  redirect_url: redirect,
  created_at: '2026-01-01T00:00:00.000Z',
});

/** The deposit answers `statuses` one poll after another, the last one from then on. */
function upiRoutes(statuses: UpiDeposit['status'][], redirect?: string) {
  let polls = 0;
  return mockFetch({
    '/v1/hp/upi_deposits/create': () => ({ body: { deposit: deposit('pending', redirect) } }),
    '/v1/hp/upi_deposits/d1': () => {
      const status = statuses[Math.min(polls, statuses.length - 1)]!;
      polls += 1;
      return { body: { deposit: deposit(status, redirect) } };
    },
  });
}

const renderUpi = (props: Partial<UpiScreenProps> = {}) =>
  renderWithProviders(
    <UpiScreen
      method="qr"
      limits={LIMITS}
      unitToken={UNIT_TOKEN}
      currency="INR"
      android={false}
      pollMs={50}
      {...props}
    />,
  );

async function enterAmount(user: ReturnType<typeof userEvent.setup>, amount: string, button: string) {
  const field = screen.getByLabelText('Amount');
  await user.clear(field);
  await user.type(field, amount);
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: button }));
}

describe('UPI deposits', () => {
  beforeEach(() => jest.mocked(leaveTo).mockClear());

  it('keeps the amount within the unit config limits, which it shows', async () => {
    const user = userEvent.setup({ delay: null });
    renderUpi();
    expect(screen.getByText('From ₹100.00 to ₹10,000.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '99');
    expect(await screen.findByText('Minimum deposit amount: ₹100.00')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '10000.01');
    expect(await screen.findByText('Maximum deposit amount: ₹10,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1000.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show QR code' })).toBeEnabled());
  });

  it('QR: shows the code, follows the deposit until paid, then stops asking and reports the purchase', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = upiRoutes(['pending', 'pending', 'paid']);
    const purchases: unknown[] = [];
    const listener = (event: Event) => purchases.push((event as CustomEvent).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    renderUpi();

    await enterAmount(user, '500', 'Show QR code');
    expect(await screen.findByRole('img', { name: 'UPI QR code for ₹500.00' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for your payment…')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/upi_deposits/create',
      body: { token: UNIT_TOKEN, amount: 50_000, method: 'qr' },
    });
    expect(screen.getByRole('link', { name: 'Open the test payment page' })).toHaveAttribute(
      'href',
      'http://localhost/sandbox/pay/d1',
    );

    expect(
      await screen.findByText('Payment received: ₹500.00 has been added to your balance.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const polls = calls.filter((call) => call.path === '/v1/hp/upi_deposits/d1').length;
    expect(polls).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.path === '/v1/hp/upi_deposits/d1')).toHaveLength(polls);
    expect(purchases).toEqual([{ event: 'purchase', value: 500, currency: 'INR', payment_method: 'upi_qr' }]);
    window.removeEventListener(ANALYTICS_EVENT, listener);

    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();
  });

  it('shows a failed deposit, and no test link for a real provider', async () => {
    const user = userEvent.setup({ delay: null });
    upiRoutes(['failed'], 'https://pay.provider.example/checkout/d1');
    renderUpi();
    await enterAmount(user, '500', 'Show QR code');
    expect(await screen.findByRole('img', { name: 'UPI QR code for ₹500.00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the test payment page' })).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through.');
  });

  it('stops waiting for a request that expired unpaid, and offers a new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = upiRoutes(['pending', 'expired']);
    renderUpi();
    await enterAmount(user, '500', 'Show QR code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This payment request expired before it was paid. Start a new one.',
    );
    const polls = calls.filter((call) => call.path === '/v1/hp/upi_deposits/d1').length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((call) => call.path === '/v1/hp/upi_deposits/d1')).toHaveLength(polls);
    await user.click(screen.getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByLabelText('Amount')).toBeInTheDocument();
  });

  it('intent on Android: opens the UPI app with the deposit link', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = upiRoutes(['pending']);
    renderUpi({ method: 'intent', android: true });
    await enterAmount(user, '500', 'Pay in UPI app');
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(URI));
    expect(calls[0]?.body).toMatchObject({ method: 'intent' });
    expect(screen.getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', URI);
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
  });

  it('intent on a computer: shows the QR code to scan with a phone', async () => {
    const user = userEvent.setup({ delay: null });
    upiRoutes(['pending']);
    renderUpi({ method: 'intent', android: false });
    await enterAmount(user, '500', 'Pay in UPI app');
    expect(await screen.findByRole('img', { name: 'UPI QR code for ₹500.00' })).toBeInTheDocument();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('shows why a deposit was refused', async () => {
    const user = userEvent.setup({ delay: null });
    mockFetch({
      '/v1/hp/upi_deposits/create': () => ({
        status: 422,
        body: { error: { code: 'fin_ctx:fin_ops:method_disabled', message: 'disabled' } },
      }),
    });
    renderUpi();
    await enterAmount(user, '500', 'Show QR code');
    expect(await screen.findByRole('alert')).toHaveTextContent('This method is not available right now.');
  });
});
