/**
 * The rate limits of the sign-in, OTP and anonymous-unit calls (ASVS V2.2.1: at most 100 failed sign-ins per hour
 * per account, plus a short lockout after a burst). A limited call answers 429 too_many_requests.
 *
 * Every limit is taken before the work it limits: one atomic increment per counter that answers the new count,
 * so parallel requests cannot all pass a check made before any of them is counted. A caller that then learns
 * the event is not one the rule counts (a right password, a code not sent) gives its count back. A refusal says
 * when to try again (`Retry-After`): when the last of the windows it went over closes.
 */

import type { Clock } from '../context';
import { tooManyRequests } from '../errors';
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
  /** ASVS's ceiling: slow guessing gets at most 100 passwords an hour, however it is spread over minutes. */
  loginFailuresPerAccount: { limit: 100, windowMs: HOUR },
  /** Failed sign-ins from one address, whatever the account (password spraying); room for a shared NAT. */
  loginFailuresPerIp: { limit: 200, windowMs: HOUR },
  /**
   * Codes issued to one phone: bounds the texts (and guesses) one number gets. Re-sends refused inside the 30 s
   * resend interval are not codes sent and are given back, so asking impatiently never locks its owner out.
   */
  otpSendsPerPhone: { limit: 10, windowMs: HOUR },
  /**
   * Code requests from one address, sent or refused (SMS pumping spreads over many phones; counting refused
   * requests too only slows the one address that makes them).
   */
  otpSendsPerIp: { limit: 60, windowMs: HOUR },
  /** Wrong codes tried for one phone, across every code sent to it (each code also burns after 5). */
  otpCheckFailuresPerPhone: { limit: 15, windowMs: HOUR },
  /**
   * Anonymous units opened from one address. A browser opens one and keeps it, so this is many visitors behind
   * one address (a carrier's NAT, an office, the end-to-end tests); it bounds the rows a script can create.
   */
  anonymousUnitsPerIp: { limit: 100, windowMs: HOUR },
  /**
   * Voucher and ticket codes tried from one address that name nothing: a ticket code is money to whoever types it,
   * so guessing must stay hopeless (a few dozen tries an hour against 10^12 codes). Room for typing slips behind a
   * shared address; a code that works is given back.
   */
  unknownCodesPerIp: { limit: 50, windowMs: HOUR },
} satisfies Record<string, Rule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, Rule>;

/** What one consume counted. */
export interface Taken {
  /** Takes the counts back off, in the windows they were counted in: the event did not happen, or does not count. */
  giveBack(): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one event against each `[rule, id]` and answers 429, giving every count back, when any of them goes
   * over its limit (a refused attempt is no attempt: it must not lengthen a lockout or fill an hourly quota).
   */
  consume(...counters: Array<[RateLimitName, string]>): Promise<Taken>;
  /** Forgets the counter of `name` for `id` in the current window. */
  reset(name: RateLimitName, id: string): Promise<void>;
}

/** The time left in the fixed window of `windowMs` that `now` falls in (the store's windows: ./store.ts). */
function windowLeftMs(windowMs: number, now: Date): number {
  return windowMs - (now.getTime() % windowMs);
}

export function createRateLimiter(
  store: RateLimitStore,
  clock: Clock,
  overrides: Partial<RateLimits> = {},
): RateLimiter {
  const rules: RateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const key = (name: RateLimitName, id: string) => `${name}:${id}`;

  return {
    async consume(...counters) {
      const now = clock.now();
      const giveBack = (which: Array<[RateLimitName, string]>) =>
        Promise.all(which.map(([name, id]) => store.decrement(key(name, id), rules[name].windowMs, now)));
      const counts = await Promise.allSettled(
        counters.map(([name, id]) => store.increment(key(name, id), rules[name].windowMs, now)),
      );
      const failed = counts.find((count) => count.status === 'rejected');
      if (failed) {
        // The store failed (the call answers 500): the counts it did take are not left behind.
        await giveBack(counters.filter((_, i) => counts[i]!.status === 'fulfilled'));
        throw failed.reason;
      }
      const over = counters.filter(([name], i) => {
        const count = counts[i]!;
        return count.status === 'fulfilled' && count.value > rules[name].limit;
      });
      if (over.length > 0) {
        await giveBack(counters);
        // Fixed windows: the call may pass once the last of the full windows has closed.
        const wait = Math.max(...over.map(([name]) => windowLeftMs(rules[name].windowMs, now)));
        throw tooManyRequests(wait);
      }
      let given = false;
      return {
        async giveBack() {
          if (given) return;
          given = true;
          await giveBack(counters);
        },
      };
    },
    async reset(name, id) {
      await store.reset(key(name, id), rules[name].windowMs, clock.now());
    },
  };
}

/**
 * Runs `work` counted against `counter` beforehand (so parallel guesses cannot pass together), and gives the count
 * back unless it failed in a way `counts` says is counted: only failures use up the limit.
 */
export async function limitFailures<T>(
  limits: RateLimiter,
  counter: [RateLimitName, string],
  counts: (error: unknown) => boolean,
  work: () => Promise<T>,
): Promise<T> {
  const taken = await limits.consume(counter);
  try {
    const result = await work();
    await taken.giveBack();
    return result;
  } catch (error) {
    if (!counts(error)) await taken.giveBack();
    throw error;
  }
}
