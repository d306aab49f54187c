import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_UNIT_CONFIG } from '../../../../contract/unit-config';
import { stubIntersectionObserver } from '../../../test-utils/intersection-observer';
import { renderCashInHub } from '../../../test-utils/cashin-hub';
import { UNIT_TOKEN } from '../../../test-utils/fixtures';
import { mockFetch } from '../../../test-utils/render';

jest.setTimeout(20_000);

const IN_CONFIG = {
  ...DEFAULT_UNIT_CONFIG,
  upi_qr_deposit: { enabled: true, min_amount: 10_000, max_amount: 1_000_000 },
  upi_intent_deposit: { enabled: false, min_amount: 0, max_amount: 0 },
};

const methodLinks = () =>
  within(screen.getByRole('region', { name: 'Choose how to deposit' }))
    .queryAllByRole('link')
    .map((link) => link.getAttribute('href'));

// The ticket form is a chunk of its own, loaded and drawn once the player scrolls to it (ticket-slot.tsx).
let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => observer.restore());

async function scrollToTicketForm() {
  observer.scrollTo(screen.getByRole('region', { name: 'Cash in a ticket' }));
  await screen.findByLabelText('Ticket code');
}

describe('cash-in hub', () => {
  it('shows the live balance and South Africa methods, with the ticket form', () => {
    renderCashInHub();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Your balance' })).toHaveTextContent('R123.45');
    expect(methodLinks()).toEqual([
      '/cashin/acoin/voucher/',
      '/cashin/acoin/phone/',
      '/cashin/acoin/instant-eft/',
      '/cashin/acoin/card/',
    ]);
    expect(screen.getByRole('link', { name: /Card/ })).toHaveAccessibleName(/Pay with a debit or credit card/);
    expect(screen.getByRole('region', { name: 'Cash in a ticket' })).toBeInTheDocument();
  });

  it('shows India the UPI methods its unit config enables, and no ticket form', () => {
    const first = renderCashInHub({ country: 'IN', config: IN_CONFIG, currency: 'INR', balance: 50_000 });
    expect(methodLinks()).toEqual(['/cashin/upi/qr/']);
    expect(screen.getByRole('status', { name: 'Your balance' })).toHaveTextContent('₹500.00');
    expect(screen.queryByRole('region', { name: 'Cash in a ticket' })).not.toBeInTheDocument();
    first.unmount();

    renderCashInHub({
      country: 'IN',
      config: { ...IN_CONFIG, upi_intent_deposit: { enabled: true, min_amount: 0, max_amount: 0 } },
      currency: 'INR',
    });
    expect(methodLinks()).toEqual(['/cashin/upi/qr/', '/cashin/upi/intent/']);
    expect(screen.getByRole('link', { name: /^UPI app/ })).toHaveAttribute('href', '/cashin/upi/intent/');
  });

  it('says so when no method is enabled', () => {
    renderCashInHub({ country: 'IN', config: DEFAULT_UNIT_CONFIG, currency: 'INR' });
    expect(screen.getByText('No deposit method is available right now. Please contact support.')).toBeInTheDocument();
  });
});

describe('ticket cash-in on the hub', () => {
  const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
    const field = screen.getByLabelText('Ticket code');
    await user.clear(field);
    await user.type(field, code);
    await user.tab();
  };

  it('asks for all 12 digits, shows them grouped, and credits the ticket', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockFetch({
      '/v1/hp/units/ticket_cash_in': () => ({
        body: { unit: { fin_account: { balance: 1_000, deposit_balance: 5_000, bonus_balance: 0 } } },
      }),
    });
    const { onFinAccount } = renderCashInHub();
    await scrollToTicketForm();
    const submit = screen.getByRole('button', { name: 'Cash in' });

    await typeCode(user, '12345');
    expect(await screen.findByText('The ticket code has 12 digits')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await typeCode(user, '1234-5678 9012');
    expect(screen.getByLabelText('Ticket code')).toHaveValue('1234 5678 9012');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText('The ticket has been cashed in. Your balance: R60.00')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/hp/units/ticket_cash_in',
      body: { token: UNIT_TOKEN, code: '123456789012' },
    });
    expect(onFinAccount).toHaveBeenCalledWith({ balance: 1_000, deposit_balance: 5_000, bonus_balance: 0 });
    expect(screen.getByLabelText('Ticket code')).toHaveValue('');
  });

  it.each([
    [422, 'invalid_voucher', 'Invalid Voucher'],
    [422, 'game_server:ticket_not_active', 'Ticket is not active'],
    [
      403,
      'game_server:owner_mismatch',
      'This ticket was cashed out by another user and can be loaded only by the user who cashed it out.',
    ],
  ])('shows SPEC §8 message for %s %s', async (status, code, message) => {
    const user = userEvent.setup({ delay: null });
    mockFetch({ '/v1/hp/units/ticket_cash_in': () => ({ status, body: { error: { code, message: code } } }) });
    const { onFinAccount } = renderCashInHub();
    await scrollToTicketForm();
    await typeCode(user, '111122223333');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cash in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Cash in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onFinAccount).not.toHaveBeenCalled();
  });
});
