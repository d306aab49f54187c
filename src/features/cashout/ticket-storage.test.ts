import { createSafeStorage } from '../../lib/safe-storage';
import { readTicket, saveTicket } from './ticket-storage';

describe('the ticket just made', () => {
  it('is read back for its own unit only', () => {
    const store = createSafeStorage(() => undefined);
    expect(readTicket(store, 42)).toBeNull();
    saveTicket(store, { code: '123456789012', amount: 7500, currency: 'ZAR', unitId: 42 });
    expect(readTicket(store, 42)).toEqual({ code: '123456789012', amount: 7500, currency: 'ZAR', unitId: 42 });
    expect(readTicket(store, 43)).toBeNull();
  });
});
