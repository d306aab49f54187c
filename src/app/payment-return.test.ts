import { en } from '../i18n/en';
import type { PendingPayment } from '../lib/pending-payment';
import { readPaymentReturn } from './payment-return';

const pending: PendingPayment = { amount: 12_500, currency: 'ZAR', method: 'card', startedAt: 0 };
const place = (search: string, hash = '') => ({ pathname: '/my-account/', search, hash });

describe('return from payment', () => {
  it('does nothing without a status', () => {
    const take = jest.fn(() => pending);
    expect(readPaymentReturn(place('?utm_source=x'), en, take)).toBeNull();
    expect(take).not.toHaveBeenCalled();
  });

  it('complete: an info toast and a purchase from the stored pending payment; status leaves the address', () => {
    expect(readPaymentReturn(place('?status=complete&tab=2', '#top'), en, () => pending)).toEqual({
      toast: { kind: 'info', message: 'The deposit has been successful' },
      purchase: { event: 'purchase', value: 125, currency: 'ZAR', payment_method: 'card' },
      url: '/my-account/?tab=2#top',
    });
  });

  it('complete: the purchase may come from the return address instead', () => {
    const back = readPaymentReturn(place('?status=complete&amount=5000&currency=INR&method=upi_qr'), en, () => null);
    expect(back?.purchase).toEqual({ event: 'purchase', value: 50, currency: 'INR', payment_method: 'upi_qr' });
    expect(back?.url).toBe('/my-account/?amount=5000&currency=INR&method=upi_qr');
  });

  it('complete without a known amount: the toast but no purchase', () => {
    const back = readPaymentReturn(place('?status=complete'), en, () => null);
    expect(back?.toast).toEqual({ kind: 'info', message: 'The deposit has been successful' });
    expect(back?.purchase).toBeNull();
    expect(back?.url).toBe('/my-account/');
  });

  it('canceled: a warning toast', () => {
    expect(readPaymentReturn(place('?status=canceled'), en, () => pending)).toEqual({
      toast: { kind: 'warn', message: 'Operation canceled' },
      purchase: null,
      url: '/my-account/',
    });
  });

  it.each(['failed', 'error', ''])('any other status (%p): an error toast', (status) => {
    expect(readPaymentReturn(place(`?status=${status}`), en, () => pending)?.toast).toEqual({
      kind: 'error',
      message: 'Something went wrong',
    });
  });
});
