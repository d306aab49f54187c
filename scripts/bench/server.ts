/**
 * The server the benches drive: the real app on an ephemeral port of 127.0.0.1, with the sandbox on, a throw-away
 * database given by the caller, and Redis keys and channels (when REDIS_URL is set) under a prefix of its own, so
 * its sign-ups never count against another server's rate limits on the same Redis.
 */

import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/src/app';
import { busFromConfig } from '../../server/src/bus';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/database';
import { DEFAULT_RATE_LIMITS } from '../../server/src/ratelimit/limiter';

export async function startBenchServer(db: Database) {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: ':memory:',
    SANDBOX: 'on',
    PORT: '0',
    REDIS_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
  });
  const bus = busFromConfig(config);
  const app = await buildApp({
    config,
    db,
    bus,
    logger: false,
    // The bench signs up its players from one address.
    rateLimits: { otpSendsPerIp: { ...DEFAULT_RATE_LIMITS.otpSendsPerIp, limit: 10_000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { config, bus, app, port };
}
