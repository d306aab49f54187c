import { errorMessage } from './errors';

const apiError = (status: number, code: string | null, message: string | null = null) => ({
  status,
  code,
  message,
});

describe('errorMessage', () => {
  it.each([
    ['auth:wrong_password', 'Wrong password'],
    ['users_ctx:users:validation:phone:not_unique', 'This phone number is already in use'],
    ['users_ctx:users:login_block', 'Your account is blocked. Please contact Support Team for further details.'],
    ['invalid_voucher', 'Invalid Voucher'],
    ['voucher_redeemed', 'Voucher has already been used.'],
    [
      'api_client:acoin:invalid_merchant_token',
      'This voucher cannot be used on this site. Contact support for assistance.',
    ],
    ['api_client:acoin:server', 'Something wrong. Contact support for assistance.'],
  ])('maps %s', (code, text) => {
    expect(errorMessage(apiError(422, code, 'server text'))).toBe(text);
  });

  it('treats a 401 on login as a wrong password', () => {
    expect(errorMessage(apiError(401, 'auth:unauthenticated', 'x'), 'login')).toBe('Wrong password');
    expect(errorMessage(apiError(401, 'auth:unauthenticated', 'Not signed in'))).toBe('Not signed in');
  });

  it('treats a 422 on applying a voucher as an invalid voucher', () => {
    expect(errorMessage(apiError(422, 'validation_error', 'code: bad'), 'applyVoucher')).toBe('Invalid Voucher');
  });

  it("falls back to the server's message, then to the unknown text", () => {
    expect(errorMessage(apiError(409, 'something:new', 'Server says no'))).toBe('Server says no');
    expect(errorMessage(apiError(500, null, null))).toBe('An unknown error occurred.');
    expect(errorMessage(new Error('boom'))).toBe('An unknown error occurred.');
  });
});
