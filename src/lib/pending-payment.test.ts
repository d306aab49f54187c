import { PENDING_PAYMENT_TTL_MS, rememberPendingPayment, takePendingPayment } from './pending-payment';
import { createSafeStorage } from './safe-storage';

describe('pending payment', () => {
  it('is read once', () => {
    const storage = createSafeStorage(() => undefined);
    rememberPendingPayment({ amount: 5000, currency: 'ZAR', method: 'instant_eft' }, storage, 1000);
    expect(takePendingPayment(storage, 2000)).toEqual({
      amount: 5000,
      currency: 'ZAR',
      method: 'instant_eft',
      startedAt: 1000,
    });
    expect(takePendingPayment(storage, 2000)).toBeNull();
  });

  it('is ignored once expired', () => {
    const storage = createSafeStorage(() => undefined);
    rememberPendingPayment({ amount: 5000, currency: 'ZAR', method: 'card' }, storage, 0);
    expect(takePendingPayment(storage, PENDING_PAYMENT_TTL_MS + 1)).toBeNull();
  });
});
