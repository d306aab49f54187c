/**
 * The rate limits of the sign-in and OTP calls (ASVS V2.2.1: at most 100 failed sign-ins per hour per account,
 * plus a short lockout after a burst). A limited call answers 429 too_many_requests.
 */

import { ErrorCodes } from '../../../contract/errors';
import type { Clock } from '../context';
import { fail } from '../errors';
import type { RateLimitStore } from './store';

export interface Rule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS = {
  /** Failed sign-ins of one account (site and phone): 5 in a minute locks it for the rest of that minute. */
  loginFailuresBurst: { limit: 5, windowMs: MINUTE },
  loginFailuresPerAccount: { limit: 100, windowMs: HOUR },
  /** Failed sign-ins from one address, whatever the account (password spraying). */
  loginFailuresPerIp: { limit: 200, windowMs: HOUR },
  /** Codes sent to one phone (beyond the 30 s resend interval), and asked for from one address. */
  otpSendsPerPhone: { limit: 10, windowMs: HOUR },
  otpSendsPerIp: { limit: 60, windowMs: HOUR },
  /** Wrong codes tried for one phone, across every code sent to it (each code also burns after 5). */
  otpCheckFailuresPerPhone: { limit: 15, windowMs: HOUR },
} satisfies Record<string, Rule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Rule>;

export interface RateLimiter {
  /** 429 when `id` has used up `name` in this window. */
  check(name: RateLimitName, id: string): Promise<void>;
  /** Counts one event (a failure, a send) against `name` for `id`. */
  hit(name: RateLimitName, id: string): Promise<void>;
  /** Counts one event and answers 429 when that goes over the limit (for events counted before they happen). */
  consume(name: RateLimitName, id: string): Promise<void>;
  reset(name: RateLimitName, id: string): Promise<void>;
}

export function createRateLimiter(
  store: RateLimitStore,
  clock: Clock,
  overrides: Partial<RateLimits> = {},
): RateLimiter {
  const rules: RateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const key = (name: RateLimitName, id: string) => `${name}:${id}`;

  return {
    async check(name, id) {
      const rule = rules[name];
      if ((await store.count(key(name, id), rule.windowMs, clock.now())) >= rule.limit) {
        throw fail(ErrorCodes.tooManyRequests);
      }
    },
    async hit(name, id) {
      await store.increment(key(name, id), rules[name].windowMs, clock.now());
    },
    async consume(name, id) {
      const rule = rules[name];
      if ((await store.increment(key(name, id), rule.windowMs, clock.now())) > rule.limit) {
        throw fail(ErrorCodes.tooManyRequests);
      }
    },
    async reset(name, id) {
      await store.reset(key(name, id), rules[name].windowMs, clock.now());
    },
  };
}
