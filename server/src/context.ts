import type { FastifyBaseLogger } from 'fastify';
import type { TokenSigner } from './auth/tokens';
import type { Bus } from './bus/bus';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Providers } from './providers';
import type { RateLimiter } from './ratelimit/limiter';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What every module's routes and services are built from. */
export interface AppContext {
  config: Config;
  db: Database;
  bus: Bus;
  tokens: TokenSigner;
  clock: Clock;
  /**
   * The clock responsible gambling reads (rolling periods, cooling-off, restrictions, sessions): the server's clock,
   * which the sandbox may move forward; without one, `clock`.
   */
  rgClock?: AdjustableClock;
  log: FastifyBaseLogger;
  limits: RateLimiter;
  /** The third parties, one implementation per kind, as configured (providers/index.ts). */
  providers: Providers;
}

/** Options of every module plugin. */
export interface ModuleOptions {
  ctx: AppContext;
}

/** A clock that can be moved forward: the server's clock for responsible gambling (the sandbox's /sandbox/clock). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
  /** Back to the base clock: every move undone. */
  reset(): void;
}

/** `base` moved on by however much has been advanced: RG windows, cooling-off and expiries read it. */
export function offsetClock(base: Clock): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
