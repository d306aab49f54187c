import { createSafeStorage } from '../../lib/safe-storage';
import { groupTicketCode, readTicket, saveTicket } from './ticket-storage';

describe('the ticket just made', () => {
  it('is read back for its own unit only', () => {
    const store = createSafeStorage(() => undefined);
    expect(readTicket(store, 42)).toBeNull();
    saveTicket(store, { code: '123456789012', amount: 7500, currency: 'ZAR', unitId: 42 });
    expect(readTicket(store, 42)).toEqual({ code: '123456789012', amount: 7500, currency: 'ZAR', unitId: 42 });
    expect(readTicket(store, 43)).toBeNull();
  });

  it('groups its 12 digits 4-4-4', () => {
    expect(groupTicketCode('123456789012')).toBe('1234 5678 9012');
  });
});
