import { DEFAULT_UNIT_CONFIG } from '../../../contract/unit-config';
import { cashInMethods, offersTicketCashIn } from './methods';
import { returnUrls, sandboxPageOf } from './return-address';

const upi = (qr: boolean, intent: boolean) => ({
  ...DEFAULT_UNIT_CONFIG,
  upi_qr_deposit: { enabled: qr, min_amount: 10_000, max_amount: 1_000_000 },
  upi_intent_deposit: { enabled: intent, min_amount: 10_000, max_amount: 1_000_000 },
});

describe('cash-in methods', () => {
  it('offers South Africa voucher, phone, instant EFT and card, and tickets on the hub', () => {
    expect(cashInMethods('ZA', DEFAULT_UNIT_CONFIG)).toEqual(['voucher', 'phone', 'instantEft', 'card']);
    expect(cashInMethods('ZA', upi(true, true))).not.toContain('upiQr');
    expect(offersTicketCashIn('ZA')).toBe(true);
  });

  it('offers India each UPI method only when the unit config enables it, and no tickets', () => {
    expect(cashInMethods('IN', upi(true, true))).toEqual(['upiQr', 'upiIntent']);
    expect(cashInMethods('IN', upi(false, true))).toEqual(['upiIntent']);
    expect(cashInMethods('IN', upi(true, false))).toEqual(['upiQr']);
    expect(cashInMethods('IN', DEFAULT_UNIT_CONFIG)).toEqual([]);
    expect(offersTicketCashIn('IN')).toBe(false);
  });
});

describe('payment return addresses', () => {
  it('come back to the home page in the player language, where toasts show', () => {
    expect(returnUrls('https://lucky.example', null)).toEqual({
      success_url: 'https://lucky.example/',
      cancel_url: 'https://lucky.example/',
      error_url: 'https://lucky.example/',
    });
    expect(returnUrls('https://lucky.example', 'zu').success_url).toBe('https://lucky.example/zu/');
  });

  it('names only the sandbox provider page as a test page', () => {
    expect(sandboxPageOf('http://localhost:8200/sandbox/pay/abc123')).toBe('http://localhost:8200/sandbox/pay/abc123');
    expect(sandboxPageOf('https://pay.provider.example/checkout/abc123')).toBeNull();
    expect(sandboxPageOf('https://pay.provider.example/x?next=/sandbox/pay/1')).toBeNull();
    expect(sandboxPageOf('')).toBeNull();
  });
});
