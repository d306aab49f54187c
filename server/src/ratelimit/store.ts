/**
 * Rate-limit counters in fixed windows: one counter per key and window, the window being the `windowMs` slice of
 * the (injectable) clock that `now` falls in. In memory for one node; in Redis when REDIS_URL is set, so every
 * node counts against the same limits.
 */

import { Redis } from 'ioredis';
import type { Config } from '../config';

export interface RateLimitStore {
  /** Adds one to the counter of `key` in the window `now` falls in; answers the new count. */
  increment(key: string, windowMs: number, now: Date): Promise<number>;
  /**
   * Takes one off the counter of `key` in the window `now` falls in, never below zero and never creating it
   * (a window that has passed stays gone); atomic like increment.
   */
  decrement(key: string, windowMs: number, now: Date): Promise<void>;
  /** The counter of `key` in the window `now` falls in. */
  count(key: string, windowMs: number, now: Date): Promise<number>;
  /** Forgets the counter of `key` in the window `now` falls in. */
  reset(key: string, windowMs: number, now: Date): Promise<void>;
  close(): Promise<void>;
}

function windowKey(prefix: string, key: string, windowMs: number, now: Date): string {
  return `${prefix}${key}:${windowMs}:${Math.floor(now.getTime() / windowMs)}`;
}

/** Counters in this process; expired windows are swept as new ones open. */
export function createMemoryStore(prefix = ''): RateLimitStore {
  const counters = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  function sweep(now: number): void {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [key, counter] of counters) if (counter.endsAt <= now) counters.delete(key);
  }

  return {
    async increment(key, windowMs, now) {
      sweep(now.getTime());
      const full = windowKey(prefix, key, windowMs, now);
      const counter = counters.get(full) ?? { count: 0, endsAt: (Math.floor(now.getTime() / windowMs) + 1) * windowMs };
      counter.count += 1;
      counters.set(full, counter);
      return counter.count;
    },
    async decrement(key, windowMs, now) {
      const counter = counters.get(windowKey(prefix, key, windowMs, now));
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async count(key, windowMs, now) {
      return counters.get(windowKey(prefix, key, windowMs, now))?.count ?? 0;
    },
    async reset(key, windowMs, now) {
      counters.delete(windowKey(prefix, key, windowMs, now));
    },
    async close() {
      counters.clear();
    },
  };
}

// DECR only a counter that is there and above zero: a plain DECR of an expired key would start it at -1, no expiry.
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis (INCR, with the key expiring once its window has passed). */
export function createRedisStore(url: string, prefix = 'rl:'): RateLimitStore {
  // Auto-pipelining sends the commands of one event-loop turn (many requests' counters) in one write.
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  // Without a listener ioredis prints every reconnect attempt; commands fail (and the call answers 500) meanwhile.
  redis.on('error', () => {});

  return {
    async increment(key, windowMs, now) {
      const full = windowKey(prefix, key, windowMs, now);
      const reply = await redis
        .multi()
        .incr(full)
        .pexpire(full, windowMs * 2)
        .exec();
      const [error, count] = reply?.[0] ?? [new Error('redis: no reply to INCR')];
      if (error) throw error;
      return Number(count);
    },
    async decrement(key, windowMs, now) {
      await redis.eval(DECREMENT_SCRIPT, 1, windowKey(prefix, key, windowMs, now));
    },
    async count(key, windowMs, now) {
      return Number((await redis.get(windowKey(prefix, key, windowMs, now))) ?? 0);
    },
    async reset(key, windowMs, now) {
      await redis.del(windowKey(prefix, key, windowMs, now));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store a server node counts in: Redis (keys under REDIS_PREFIX) when REDIS_URL is set, else memory. */
export function rateLimitStoreFromConfig(config: Pick<Config, 'redisUrl' | 'redisPrefix'>): RateLimitStore {
  return config.redisUrl ? createRedisStore(config.redisUrl, `${config.redisPrefix}rl:`) : createMemoryStore();
}
