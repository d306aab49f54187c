/**
 * Errors are named once: every code the API answers maps here to its HTTP status and message, and one handler
 * turns any thrown error into the contract's `{"error":{"code","message"}}` body, hiding internals on 5xx.
 */

import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCodes, type ErrorBody } from '../../contract/errors';

export class ApiError extends Error {
  /** For a 429: whole seconds until the call may succeed, answered as `Retry-After` (RFC 9110 §10.2.3). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const E = ErrorCodes;

/** Status and default message for each code; `fail(code)` and the handler use it. */
const CATALOGUE: Record<string, [status: number, message: string]> = {
  [E.siteNotFound]: [404, 'The site name you have entered is not found. Please check and re-enter.'],
  [E.siteNotActive]: [422, 'This site is not active now.'],
  [E.siteNotActiveShort]: [422, 'This site is not active now.'],
  [E.ticketNotSupport]: [422, 'This site does not support load funds by Ticket'],
  [E.invalidMerchantToken]: [422, 'This voucher cannot be used on this site. Contact support for assistance.'],
  [E.invalidVoucher]: [422, 'Invalid Voucher'],
  [E.voucherRedeemed]: [422, 'Voucher has already been used.'],
  [E.acoinServer]: [502, 'Something wrong. Contact support for assistance.'],
  [E.noFunds]: [422, 'No funds available to cash out.'],
  [E.belowMinimum]: [422, 'The amount is below the minimum'],
  [E.aboveMaximum]: [422, 'The amount is above the maximum'],
  [E.divideError]: [422, 'Divide error'],
  [E.methodDisabled]: [422, 'This payment method is not available.'],
  [E.singleThresholdLevel2]: [403, 'Verify your identity (level 2) to withdraw this much at once'],
  [E.singleThresholdLevel3]: [403, 'Verify your identity (level 3) to withdraw this much at once'],
  [E.monthlyThresholdLevel2]: [403, 'Verify your identity (level 2) to withdraw more this month'],
  [E.monthlyThresholdLevel3]: [403, 'Verify your identity (level 3) to withdraw more this month'],
  [E.withdrawalNotFound]: [404, 'Withdrawal not found'],
  [E.withdrawalSettled]: [409, 'This withdrawal is already settled'],
  [E.withdrawalProviderPays]: [409, 'The payout provider is paying this withdrawal: its answer settles it'],
  [E.kycMaxAttempts]: [
    422,
    'You have exceeded the maximum number of verification attempts. Please contact support for assistance.',
  ],
  [E.kycInProgress]: [409, 'Verification is in progress.'],
  [E.kycHistoryEmpty]: [404, 'You have not started a verification yet'],
  [E.kycNotFound]: [404, 'Verification not found'],
  [E.kycLevelReached]: [422, 'Your account is already verified at this level'],
  [E.kycSettled]: [409, 'This verification is already finished'],
  [E.kycUnavailable]: [422, 'Verification is not available right now. Please try again later.'],
  [E.kycAlreadyDecided]: [409, 'This verification is already approved, rejected or expired'],
  [E.kycDocumentNotFound]: [404, 'The player has not uploaded a document for this verification'],
  [E.gameServerTicketNotActive]: [422, 'Ticket is not active'],
  [E.gameServerOwnerMismatch]: [403, 'This ticket was cashed out by another user and can be loaded only by that user.'],
  [E.crashBettingClosed]: [422, 'Bets are closed for this round. Bet on the next one.'],
  [E.crashAlreadyBet]: [409, 'You already have a bet in this round.'],
  [E.crashNotFlying]: [422, 'The round has not taken off yet.'],
  [E.crashCrashed]: [422, 'The plane has already flown away.'],
  [E.crashNoBet]: [404, 'You have no bet in this round.'],
  [E.gameNotFound]: [404, 'Game not found.'],
  [E.gameLaunchUnavailable]: [422, 'Games are not available on this server.'],
  [E.walletWrongGame]: [403, 'This player token is for another game'],
  [E.walletTransactionRolledBack]: [409, 'This transaction was rolled back'],
  [E.walletBetNotFound]: [422, 'This round has no bet to pay'],
  [E.walletNotABet]: [422, 'Only a bet can be rolled back'],
  [E.walletBetSettled]: [422, 'This bet has paid out (a win, a jackpot or a bonus) and can no longer be rolled back'],
  [E.wrongPassword]: [401, 'Wrong password'],
  [E.phoneNotUnique]: [409, 'This phone number is already in use'],
  [E.loginBlock]: [403, 'Your account is blocked. Please contact Support Team for further details.'],
  [E.unauthenticated]: [401, 'Authentication required'],
  [E.tokenExpired]: [401, 'Token expired'],
  [E.unitNotFound]: [404, 'Unit not found'],
  [E.realMoneyDisabled]: [403, 'Real money is not available on this site.'],
  [E.playNotOffered]: [422, 'This site plays with real money: there is no play balance.'],
  [E.playRefillNotNeeded]: [422, 'Your play balance can be topped up once it is below 1,000.'],
  [E.depositBlock]: [
    403,
    'Deposits are currently blocked on your account. Please contact the Support Team for further details.',
  ],
  [E.withdrawalBlock]: [
    403,
    'Withdrawals are currently blocked on your account. Please contact the Support Team for further details.',
  ],
  [E.gameBlock]: [403, 'Your access to games is currently blocked. Please contact the Support Team for assistance.'],
  [E.unitNotOwned]: [403, 'This unit belongs to another player'],
  [E.campaignNotFound]: [404, 'Bonus campaign not found'],
  [E.campaignNotAvailable]: [422, 'This bonus campaign is not available now'],
  [E.campaignBonusAlreadyActive]: [422, 'You already have an active bonus. Finish it before taking another'],
  [E.campaignAlreadyAccepted]: [422, 'You have already taken part in this bonus campaign'],
  [E.unitOtherSite]: [422, 'This unit belongs to another site'],
  [E.invalidPasswordToken]: [422, 'Password reset is not valid. Please confirm your phone again'],
  [E.underage]: [422, 'You must be 18 or older to sign up'],
  [E.wrongCurrentPassword]: [422, 'Your current password is not right'],
  [E.bankAccountNotFound]: [404, 'Bank account not found'],
  [E.upiAccountNotFound]: [404, 'UPI account not found'],
  [E.paymentNotFound]: [404, 'Payment not found'],
  [E.paymentExpired]: [422, 'This payment has expired; start a new one'],
  [E.returnUrlNotAllowed]: [
    422,
    'Return addresses must be http(s) addresses on the site itself or on one of the allowed site origins',
  ],
  [E.paymentAmountMismatch]: [422, 'The amount paid differs from the amount of the payment'],
  [E.invalidSignature]: [401, 'The callback signature is missing or wrong'],
  [E.validation]: [422, 'Invalid request'],
  [E.invalidOtp]: [422, 'The code is not correct'],
  [E.otpExpired]: [422, 'The code has expired. Please request a new one'],
  [E.otpAttemptsExceeded]: [422, 'Too many wrong codes. Please request a new one'],
  [E.invalidPhoneToken]: [422, 'Phone confirmation is not valid. Please confirm your phone again'],
  [E.userNotFound]: [404, 'User not found'],
  [E.batchNotFound]: [404, 'Voucher loading not found'],
  [E.amountExceedsVoucher]: [422, 'Must be less than or equal to voucher balance'],
  [E.batchExpired]: [422, 'The voucher loading has expired. Please apply the voucher again'],
  [E.idempotencyConflict]: [409, 'This operation was already recorded with different details'],
  [E.tooManyRequests]: [429, 'Too many attempts. Please try again later'],
  [E.notFound]: [404, 'Not found'],
  [E.hhBonusNotFound]: [404, 'Happy-hour bonus not found'],
  [E.hhBonusNotComplete]: [422, 'Wager the happy-hour bonus through before you acquire it'],
  [E.chatAccountNotFound]: [404, 'Chat account not found'],
  [E.chatConversationNotFound]: [404, 'Conversation not found'],
  [E.chatAuthRequired]: [401, 'Please sign in to chat with us'],
  [E.chatEmailRequired]: [422, 'Please leave your email address before your first message'],
  [E.badRequest]: [400, 'The request could not be read'],
  [E.requestTimeout]: [408, 'The request took too long to arrive'],
  [E.payloadTooLarge]: [413, 'The request body is too large'],
  [E.uriTooLong]: [414, 'The address is too long'],
  [E.unsupportedMediaType]: [415, 'The request body is of a type this call does not take'],
  [E.headersTooLarge]: [431, 'The request headers are too large'],
  [E.serviceUnavailable]: [503, 'The server is restarting. Please try again in a moment'],
  [E.internal]: [500, 'Internal server error'],
  [E.backofficeUnauthenticated]: [401, 'Wrong email, password or code, or the session has ended'],
  [E.backofficeForbidden]: [403, 'Your role does not allow this'],
  [E.backofficeCsrf]: [403, 'Changes made with the session cookie need the x-backoffice-request header'],
  [E.backofficeEnrolmentRequired]: [403, 'Finish enrolment: set up your authenticator app and a new password'],
  [E.backofficeSelfApproval]: [403, 'A second staff member must approve your own adjustment'],
  [E.backofficeStaffExists]: [409, 'A staff member with this email already exists'],
  [E.backofficeStaffNotFound]: [404, 'Staff member not found'],
  [E.backofficeAdjustmentNotFound]: [404, 'Adjustment not found'],
  [E.backofficeAdjustmentSettled]: [409, 'This adjustment is already approved or rejected'],
  [E.rgCoolingOff]: [422, 'This change can be confirmed only after its 24-hour cooling-off period'],
  [E.rgNothingPending]: [422, 'There is no change of this limit waiting to be confirmed'],
  [E.rgDepositLimitReached]: [422, 'This deposit would take you over your deposit limit'],
  [E.rgLossLimitReached]: [422, 'This bet would take you over your loss limit'],
  [E.rgWagerLimitReached]: [422, 'This bet would take you over your wager limit'],
  [E.rgTimedOut]: [403, 'You are taking a time-out: games and deposits are closed until it ends'],
  [E.rgSelfExcluded]: [403, 'You have excluded yourself: games and deposits are closed until the exclusion ends'],
  [E.rgOperatorExcluded]: [
    403,
    'The operator has excluded you: games and deposits are closed until the exclusion ends',
  ],
  [E.rgSessionLimitReached]: [403, 'You have reached your session time limit. Take a break before you play again'],
  [E.rgRealityCheckDue]: [403, 'Time for a reality check: see how long you have played, then continue or stop'],
  [E.rgNationallyExcluded]: [
    403,
    'You are on the national register of people excluded from gambling, so we cannot open or sign in to an account',
  ],
  [E.rgRegisterUnavailable]: [
    503,
    'We cannot check the national exclusion register right now, so no account can be opened. Please try again later',
  ],
};

/** An ApiError for a catalogued code; `message` overrides the default text. */
export function fail(code: string, message?: string): ApiError {
  const entry = CATALOGUE[code];
  if (!entry) throw new Error(`uncatalogued error code ${code}`);
  return new ApiError(entry[0], code, message ?? entry[1]);
}

/** 429 too_many_requests that says when to try again: in `ms` (rounded up to whole seconds, at least 1). */
export function tooManyRequests(ms: number): ApiError {
  const error = fail(E.tooManyRequests);
  error.retryAfterSeconds = Math.max(1, Math.ceil(ms / 1000));
  return error;
}

/** A voucher or ticket code that names nothing: what a guesser gets, counted against unknownCodesPerIp. */
export function isUnknownCode(error: unknown): boolean {
  return error instanceof ApiError && error.code === E.invalidVoucher;
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Fastify's schema errors name the field: "body/phone must be string" → "phone must be string". */
function validationMessage(error: FastifyError): string {
  return (error.message || 'Invalid request').replace(/^(body|querystring|params|headers)\/?/, '').trim();
}

/** Fastify's own refusals (body parser, router), by status: each has a code of its own. */
const CODE_BY_STATUS: Record<number, string> = {
  400: E.badRequest,
  404: E.notFound,
  408: E.requestTimeout,
  413: E.payloadTooLarge,
  414: E.uriTooLong,
  415: E.unsupportedMediaType,
  429: E.tooManyRequests,
  431: E.headersTooLarge,
};

const API_PATH = /^\/(v1|v2|sandbox|chat\/api|chat\/socket|healthz)(\/|\?|$)/;

/** `notFoundPage`: a page of the served site (e.g. 404.html) answered to unknown page addresses. */
export function registerErrorHandling(app: FastifyInstance, options: { notFoundPage?: string } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(errorBody(error.code, error.message));
    }
    if (error.validation) {
      return reply.status(422).send(errorBody(E.validation, validationMessage(error)));
    }
    // An empty or malformed JSON body is bad input like any other: 422 in the contract's shape.
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(422).send(errorBody(E.validation, 'body must be valid JSON'));
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(422).send(errorBody(E.validation, 'body must be valid JSON'));
    }
    const status = error.statusCode ?? 500;
    const code = CODE_BY_STATUS[status];
    if (code) {
      const known = fail(code);
      return reply.status(known.status).send(errorBody(known.code, known.message));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(E.validation, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(E.internal, 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.notFoundPage && request.method === 'GET' && !API_PATH.test(request.url)) {
      return reply.status(404).type('text/html').sendFile(options.notFoundPage);
    }
    return reply.status(404).send(errorBody(E.notFound, `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
