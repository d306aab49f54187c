import { describeError, errorMessage, requiredVerificationLevel } from './error-catalogue';
import type { ApiError } from './error-catalogue';

const apiError = (status: number, code: string | null, message: string | null = 'server text'): ApiError => ({
  status,
  code,
  message,
});

describe('the SPEC §8 catalogue', () => {
  it.each([
    [
      'units_ctx:sites:not_found',
      'The site name you have entered is not found. Please check and re-enter.',
      'redirectHome',
      true,
    ],
    ['units_ctx:sites:not_active', 'This site is not active now.', 'redirectHome', false],
    ['site_not_active', 'This site is not active now.', 'redirectHome', false],
    [
      'api_client:acoin:invalid_merchant_token',
      'This voucher cannot be used on this site. Contact support for assistance.',
      'none',
      false,
    ],
    ['invalid_voucher', 'Invalid Voucher', 'none', false],
    ['voucher_redeemed', 'Voucher has already been used.', 'none', false],
    ['api_client:acoin:server', 'Something wrong. Contact support for assistance.', 'none', false],
    ['fin_ctx:fin_ops:no_funds', 'No funds available to cash out.', 'none', false],
    ['units_ctx:games:not_found', 'Game not found.', 'none', false],
    ['units_ctx:games:launch_unavailable', 'Games cannot be opened right now. Please try again later.', 'none', false],
    ['units_ctx:sites:real_money_disabled', 'Real money is not available on this site.', 'none', false],
    ['users_ctx:users:underage', 'You must be 18 or older to sign up', 'none', false],
    ['ticket_not_support', 'This site does not support load funds by Ticket', 'redirectHome', false],
    ['auth:wrong_password', 'Wrong password', 'none', false],
    ['users_ctx:users:validation:phone:not_unique', 'This phone number is already in use', 'none', false],
    [
      'users_ctx:kyc:max_attempts_reached',
      'You have exceeded the maximum number of verification attempts. Please contact support for assistance.',
      'none',
      false,
    ],
    ['users_ctx:kyc:verification_in_progress', 'Verification is in progress.', 'none', false],
    ['users_ctx:kyc:verification_history_empty', 'You have not started a verification yet.', 'none', false],
    ['users_ctx:kyc:level_already_reached', 'Your account is already verified at this level.', 'none', false],
    [
      'users_ctx:kyc:provider_unavailable',
      'Verification is not available right now. Please try again later.',
      'none',
      false,
    ],
    [
      'users_ctx:users:login_block',
      'Your account is blocked. Please contact Support Team for further details.',
      'none',
      false,
    ],
    [
      'units_ctx:units:deposit_block',
      'Deposits are currently blocked on your account. Please contact the Support Team for further details.',
      'none',
      false,
    ],
    [
      'units_ctx:units:withdrawal_block',
      'Withdrawals are currently blocked on your account. Please contact the Support Team for further details.',
      'none',
      false,
    ],
    [
      'units_ctx:units:game_block',
      'Your access to games is currently blocked. Please contact the Support Team for assistance.',
      'redirectHome',
      true,
    ],
    ['game_server:ticket_not_active', 'Ticket is not active', 'none', false],
    [
      'game_server:owner_mismatch',
      'This ticket was cashed out by another user and can be loaded only by the user who cashed it out.',
      'none',
      false,
    ],
  ])('%s → its message and action', (code, message, action, global) => {
    expect(describeError(apiError(422, code))).toEqual({ message, action, global });
  });

  it.each([
    ['users_ctx:otp:invalid', 'The code is not correct'],
    ['users_ctx:otp:expired', 'The code has expired. Please request a new one'],
    ['users_ctx:otp:attempts_exceeded', 'Too many wrong codes. Please request a new one'],
    ['users_ctx:users:invalid_phone_token', 'Phone confirmation is not valid. Please confirm your phone again'],
    ['users_ctx:users:invalid_password_token', 'Password reset is not valid. Please confirm your phone again'],
    ['users_ctx:users:not_found', 'No account uses this phone number'],
    ['users_ctx:player_bank_accounts:not_found', 'Bank account not found'],
    ['users_ctx:player_upi_accounts:not_found', 'UPI account not found'],
    ['units_ctx:units:not_owned', 'This unit belongs to another player'],
    ['units_ctx:units:other_site', 'This unit belongs to another site'],
    ['too_many_requests', 'Too many attempts. Please try again later'],
    ['api_client:acoin:amount_exceeds_voucher', 'Must be less than or equal to voucher balance'],
    ['api_client:acoin:batch_expired', 'The voucher loading has expired. Please apply the voucher again'],
  ])('our code %s → its message', (code, message) => {
    expect(errorMessage(apiError(422, code))).toBe(message);
  });

  it('a 401 on login is a wrong password; elsewhere it asks to sign in again', () => {
    expect(errorMessage(apiError(401, 'auth:unauthenticated'), 'login')).toBe('Wrong password');
    expect(errorMessage(apiError(401, null, null), 'login')).toBe('Wrong password');
    expect(errorMessage(apiError(401, 'auth:unauthenticated'))).toBe('Your session has expired. Please sign in again.');
  });

  it('a 422 on applying a voucher is an invalid voucher', () => {
    expect(errorMessage(apiError(422, 'validation_error', 'code: bad'), 'applyVoucher')).toBe('Invalid Voucher');
  });

  it('confirming a voucher without a session asks for a reload', () => {
    expect(describeError(apiError(401, 'auth:unauthenticated'), 'confirmVoucher').action).toBe('reload');
  });

  it('anonymous unit and unit channel failures reload; a player token failure goes to the homepage', () => {
    expect(describeError(apiError(500, 'internal_error'), 'anonymousUnit')).toMatchObject({ action: 'reload' });
    expect(describeError(new Error('boom'), 'unitChannel')).toMatchObject({ action: 'reload' });
    expect(describeError(apiError(500, null), 'playerToken')).toMatchObject({ action: 'homepage' });
    // A game block still sends the player home with the modal, whatever the context.
    expect(describeError(apiError(403, 'units_ctx:units:game_block'), 'playerToken')).toMatchObject({
      action: 'redirectHome',
      global: true,
    });
  });

  it('other game-server errors give their text without the prefix', () => {
    expect(errorMessage(apiError(422, 'game_server:ticket_expired', 'game_server: Ticket expired'))).toBe(
      'Ticket expired',
    );
    expect(errorMessage(apiError(422, 'game_server:x', 'gs:ticket: Ticket was voided'))).toBe('Ticket was voided');
  });

  it('legacy errorCode 101 is the site not found; other legacy errors keep their own message', () => {
    expect(describeError({ status: 400, code: null, message: 'whatever', legacyCode: 101 })).toEqual({
      message: 'The site name you have entered is not found. Please check and re-enter.',
      action: 'redirectHome',
      global: true,
    });
    expect(errorMessage({ status: 400, code: null, message: 'Card declined', legacyCode: 205 })).toBe('Card declined');
  });

  it('validation failures show the server text naming the field', () => {
    expect(errorMessage(apiError(422, 'validation_error', 'phone must match format'))).toBe('phone must match format');
  });

  it('anything else is an unknown error', () => {
    expect(describeError(apiError(409, 'something:new', 'Server says no'))).toEqual({
      message: 'An unknown error occurred.',
      action: 'none',
      global: false,
    });
    expect(errorMessage(apiError(500, null, null))).toBe('An unknown error occurred.');
    expect(errorMessage(new Error('boom'))).toBe('An unknown error occurred.');
    expect(errorMessage(undefined)).toBe('An unknown error occurred.');
  });

  it('a network failure says so', () => {
    expect(errorMessage(apiError(0, null, null))).toBe('Networking issue. Please check your connection and try again.');
  });
});

describe('cash-out refusals', () => {
  it('reads the required verification level from a threshold code (SPEC §5)', () => {
    expect(requiredVerificationLevel('users_ctx:kyc:single_withdrawal_threshold_reached:required_level:2')).toBe(2);
    expect(requiredVerificationLevel('users_ctx:kyc:monthly_withdrawals_threshold_reached:required_level:3')).toBe(3);
    expect(requiredVerificationLevel('users_ctx:kyc:verification_in_progress')).toBeNull();
    expect(requiredVerificationLevel(null)).toBeNull();
    expect(errorMessage(apiError(403, 'users_ctx:kyc:single_withdrawal_threshold_reached:required_level:2'))).toBe(
      'To withdraw this amount, verify your identity to level 2. Press Start to begin.',
    );
  });

  it.each([
    ['fin_ctx:fin_ops:divide_error', 'Divide error'],
    ['fin_ctx:fin_ops:method_disabled', 'This method is not available right now.'],
    [
      'units_ctx:units:withdrawal_block',
      'Withdrawals are currently blocked on your account. Please contact the Support Team for further details.',
    ],
  ])('%s reads "%s"', (code, message) => {
    expect(errorMessage(apiError(422, code))).toBe(message);
  });
});

describe('responsible gambling refusals (contract/rg.ts)', () => {
  it.each([
    [
      422,
      'users_ctx:rg:deposit_limit_reached',
      'This deposit would take you over your deposit limit, so nothing was taken.',
    ],
    [422, 'users_ctx:rg:loss_limit_reached', 'This bet would take you over your loss limit, so it was not placed.'],
    [422, 'users_ctx:rg:wager_limit_reached', 'This bet would take you over your wager limit, so it was not placed.'],
    [422, 'users_ctx:rg:cooling_off', 'A higher limit can be confirmed only 24 hours after you asked for it.'],
    [
      403,
      'users_ctx:rg:self_excluded',
      'You have excluded yourself. Games and deposits stay closed until your self-exclusion ends.',
    ],
    [403, 'users_ctx:rg:timed_out', 'You are taking a time-out. Games and deposits stay closed until it ends.'],
    [
      403,
      'users_ctx:rg:operator_excluded',
      'We have excluded you from play. Games and deposits stay closed until the exclusion ends.',
    ],
    [
      403,
      'users_ctx:rg:session_limit_reached',
      'You have reached your session time limit. Take a break before you play again.',
    ],
    [422, 'users_ctx:rg:nothing_pending', 'There is no change waiting to be confirmed.'],
    [403, 'users_ctx:rg:reality_check_due', 'Time for a reality check: answer it to play on.'],
    [403, 'users_ctx:rg:a_newer_rule', 'Your responsible gambling settings do not allow this right now.'],
  ])('%i %s reads "%s", stays where the player is and leads to the limits', (status, code, message) => {
    for (const context of [undefined, 'applyVoucher', 'confirmVoucher', 'playerToken'] as const) {
      const described = describeError(apiError(status, code), context);
      expect(described).toMatchObject({ message, action: 'none', global: false, rg: true });
      expect(described.key).toMatch(/^rg/);
    }
  });
});

describe('the national exclusion register at sign-up and sign-in', () => {
  it.each([
    [
      403,
      'users_ctx:rg:nationally_excluded',
      'You are on the national register of people excluded from gambling, so you cannot open an account or sign in.',
    ],
    [
      503,
      'users_ctx:rg:exclusion_register_unavailable',
      'We cannot check the national exclusion register right now, so no account can be opened. Please try again later.',
    ],
  ])(
    '%i %s reads "%s", translated, and leads nowhere a person without an account cannot use',
    (status, code, message) => {
      for (const context of [undefined, 'login'] as const) {
        const described = describeError(apiError(status, code), context);
        expect(described).toMatchObject({ message, action: 'none', global: false, rg: false });
        expect(described.key).toBeDefined();
      }
    },
  );
});
