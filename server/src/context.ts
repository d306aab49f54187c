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
  log: FastifyBaseLogger;
  limits: RateLimiter;
  /** The third parties, one implementation per kind, as configured (providers/index.ts). */
  providers: Providers;
}

/** Options of every module plugin. */
export interface ModuleOptions {
  ctx: AppContext;
}
