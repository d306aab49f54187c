/**
 * Rate-limit counters in fixed windows: one counter per key and window, the window being the `windowMs` slice of
 * the (injectable) clock that `now` falls in. In memory for one node; in Redis when REDIS_URL is set, so every
 * node counts against the same limits (each node's memory while Redis is away).
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

/** Where a store says that it counts on this node alone, and when it counts in Redis again. */
export interface StoreLog {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
}

/**
 * Counters in Redis (INCR, with the key expiring once its window has passed), so every node counts against the same
 * limits. While Redis cannot be reached (down, restarting, unreachable) the counters are this node's own, in memory:
 * a limit then holds per node (at most nodes × the limit in all) rather than answering 500 for every limited call
 * (sign-up, sign-in, codes, anonymous units, vouchers and tickets) until Redis is back. Once it has been connected,
 * no command waits for Redis to return: while it is away the call counts in memory at once.
 */
export function createRedisStore(url: string, prefix = 'rl:', log?: StoreLog): RateLimitStore {
  // Auto-pipelining sends the commands of one event-loop turn (many requests' counters) in one write. A command in
  // flight when the connection drops fails after the first reconnect attempt, or after a second without an answer.
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    enableAutoPipelining: true,
    retryStrategy: (attempts) => Math.min(attempts * 50, 500),
  });
  const local = createMemoryStore(prefix);
  // Commands before the first connection wait for it (a node starting); once connected, none waits for a return.
  let connectedOnce = false;
  redis.once('ready', () => {
    connectedOnce = true;
  });
  let away = false;
  // Without a listener ioredis prints every reconnect attempt.
  redis.on('error', () => {});

  /**
   * In Redis when it is there, else in this node's memory. These commands are fixed and well formed: a failure is
   * Redis not answering (lost, refused, timed out) or unable to (out of memory, read-only), and counting here beats
   * answering 500.
   */
  async function either<T>(remote: () => Promise<T>, here: () => Promise<T>): Promise<T> {
    if (!connectedOnce || redis.status === 'ready') {
      try {
        const answer = await remote();
        if (away) log?.info({}, 'rate limits: Redis answers again, counting there');
        away = false;
        return answer;
      } catch (err) {
        if (!away) log?.warn({ err }, 'rate limits: Redis failed to answer, counting on this node alone');
        away = true;
        return here();
      }
    }
    if (!away) log?.warn({}, 'rate limits: Redis unreachable, counting on this node alone until it is back');
    away = true;
    return here();
  }

  return {
    increment(key, windowMs, now) {
      return either(
        async () => {
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
        () => local.increment(key, windowMs, now),
      );
    },
    decrement(key, windowMs, now) {
      return either(
        async () => {
          await redis.eval(DECREMENT_SCRIPT, 1, windowKey(prefix, key, windowMs, now));
        },
        () => local.decrement(key, windowMs, now),
      );
    },
    count(key, windowMs, now) {
      return either(
        async () => Number((await redis.get(windowKey(prefix, key, windowMs, now))) ?? 0),
        () => local.count(key, windowMs, now),
      );
    },
    reset(key, windowMs, now) {
      // Both: a count taken in memory while Redis was away is forgotten too.
      return either(
        async () => {
          await redis.del(windowKey(prefix, key, windowMs, now));
          await local.reset(key, windowMs, now);
        },
        () => local.reset(key, windowMs, now),
      );
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The store a server node counts in: Redis (keys under REDIS_PREFIX) when REDIS_URL is set, else memory. */
export function rateLimitStoreFromConfig(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log?: StoreLog,
): RateLimitStore {
  return config.redisUrl ? createRedisStore(config.redisUrl, `${config.redisPrefix}rl:`, log) : createMemoryStore();
}
