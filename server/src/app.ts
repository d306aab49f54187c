/** buildApp(deps): the whole provider server as a Fastify instance. Only main.ts listens; tests use inject. */

import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createTokenSigner } from './auth/tokens';
import type { Bus } from './bus/bus';
import type { Config } from './config';
import { registerCors } from './cors';
import { offsetClock, systemClock, type AppContext, type Clock } from './context';
import type { Database } from './db/database';
import { registerErrorHandling } from './errors';
import { serializeRequest } from './logging';
import { clientAddressOf, proxyTrust } from './ratelimit/client-address';
import { registerBackoffice } from './http/backoffice';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { guardIdleConnections } from './http/idle';
import { DEFAULT_HTTP_LIMITS, httpServerOptions, type HttpLimits } from './http/limits';
import { registerSecurityHeaders, siteHeaders } from './http/site-headers';
import { buildLazySerializer } from './http/serialization';
import { createValidatorCompiler } from './http/validation';
import { createRateLimiter, type RateLimits } from './ratelimit/limiter';
import { rateLimitStoreFromConfig, type RateLimitStore } from './ratelimit/store';
import { registerRealtime } from './realtime/plugin';
import { acoinRoutes } from './modules/acoin/routes';
import { backofficeRoutes } from './modules/backoffice/routes';
import { betsRoutes } from './modules/bets/routes';
import { createHappyHourScheduler } from './modules/happy-hours/scheduler';
import { campaignsRoutes } from './modules/campaigns/routes';
import { gamesRoutes } from './modules/games/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { paymentCallbackRoutes } from './modules/payments/callback-routes';
import { paymentsRoutes } from './modules/payments/routes';
import { reportsRollUps } from './modules/reports/rollups';
import { rgRoutes } from './modules/rg/routes';
import { statementRoutes } from './modules/statement/routes';
import { createUnitsService, REVOKED_UNITS_CHANNEL } from './modules/units/service';
import { createTopics } from './topics';
import { unitsRoutes } from './modules/units/routes';
import { usersRoutes } from './modules/users/routes';
import { verificationRoutes } from './modules/verification/routes';
import { walletRoutes } from './modules/wallet/routes';
import { withdrawalsRoutes } from './modules/withdrawals/routes';
import { createProviders, describeProviders, providerRoutes, type Providers } from './providers';

/** Where log lines (pino's JSON, one a line) go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a deploy's drain: `/healthz` answers 503, no new socket is taken, and the open ones are closed with 1001
     * over `windowMs` (realtime/plugin.ts). HTTP keeps being served; `close()` then finishes what is in flight.
     */
    drain(windowMs: number): Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  bus: Bus;
  clock?: Clock;
  /** Rate-limit counters; by default Redis when REDIS_URL is set, else memory. The app closes it. */
  rateLimitStore?: RateLimitStore;
  rateLimits?: Partial<RateLimits>;
  /** Fastify logger options; tests pass false, or a stream to read what the server logs. */
  logger?: false | { level: string; stream?: LogStream };
  /** Sees every route as it is registered: the schema fuzz test reaches each route this way. */
  onRoute?: (route: RouteOptions) => void;
  /** Timeouts and body size; tests shorten them. */
  http?: Partial<HttpLimits>;
  /** Whether this node runs the happy-hour scheduler (default on); test apps tick one of their own. */
  happyHourScheduler?: boolean;
  /** The third parties; by default those the config names (providers/index.ts). */
  providers?: Providers;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_HTTP_LIMITS, ...deps.http };
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: deps.config.logLevel, ...deps.logger, serializers: { req: serializeRequest } },
    trustProxy: proxyTrust(deps.config.trustProxy),
    // Requests that arrive while closing still reach their routes: the long-poll transport answers them in
    // the Phoenix protocol, which its clients understand (a bare 503 leaves them stuck).
    return503OnClosing: false,
    ...httpServerOptions(limits),
    // Requests refused before any route still answer the contract's error body.
    clientErrorHandler,
    frameworkErrors,
    // Each route's answer writer is compiled on its first answer (http/serialization.ts).
    schemaController: { compilersFactory: { buildSerializer: buildLazySerializer } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies validated as sent, query strings coerced strictly, bad text refused everywhere, each route's validator
  // compiled on its first request (http/validation.ts).
  app.setValidatorCompiler(createValidatorCompiler());
  const stopIdleGuard = guardIdleConnections(app.server, limits.connectionTimeoutMs, limits.timeoutCheckIntervalMs);
  app.addHook('onClose', async () => stopIdleGuard());
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const clock = deps.clock ?? systemClock;
  const store = deps.rateLimitStore ?? rateLimitStoreFromConfig(deps.config, app.log);
  app.addHook('onClose', () => store.close());
  const providers =
    deps.providers ?? (await createProviders({ config: deps.config, db: deps.db, clock, log: app.log }));
  app.log.info({ providers: describeProviders(providers) }, `providers: ${describeProviders(providers)}`);
  const ctx: AppContext = {
    providers,
    config: deps.config,
    db: deps.db,
    bus: deps.bus,
    tokens: createTokenSigner(deps.config.jwtSecret),
    clock,
    rgClock: offsetClock(clock),
    log: app.log,
    limits: createRateLimiter(store, clock, deps.rateLimits),
  };

  const siteDir = deps.config.siteDir;
  const notFoundPage = siteDir && existsSync(join(siteDir, '404.html')) ? '404.html' : undefined;
  registerErrorHandling(app, { notFoundPage });
  registerSecurityHeaders(app);

  // A draining node fails its health check first, so that the proxy sends nobody new to it, and closes each
  // connection after its answer, so that the proxy keeps no idle connection to it that could be cut under a request.
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get('/healthz', async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining', node: deps.config.nodeId });
    await deps.db.query('SELECT 1');
    return { status: 'ok', node: deps.config.nodeId };
  });

  await registerCors(app, deps.config.corsOrigins);
  await app.register(usersRoutes, { prefix: '/v1', ctx });
  await app.register(unitsRoutes, { prefix: '/v1', ctx });
  await app.register(acoinRoutes, { prefix: '/v1', ctx });
  await app.register(withdrawalsRoutes, { prefix: '/v1', ctx });
  await app.register(ticketsRoutes, { prefix: '/v1', ctx });
  await app.register(paymentsRoutes, { prefix: '/v1', ctx });
  await app.register(paymentCallbackRoutes, { prefix: '/v1', ctx });
  await app.register(statementRoutes, { prefix: '/v1', ctx });
  await app.register(gamesRoutes, { prefix: '/v1', ctx });
  await app.register(walletRoutes, { prefix: '/v1', ctx });
  await app.register(betsRoutes, { prefix: '/v1', ctx });
  await app.register(campaignsRoutes, { prefix: '/v1', ctx });
  await app.register(rgRoutes, { prefix: '/v1', ctx });
  await app.register(reportsRollUps, { ctx });

  // Every node runs it; a window opens and closes once however many do (happy-hours/scheduler.ts).
  const happyHours = createHappyHourScheduler(ctx);
  if (deps.happyHourScheduler ?? true) {
    app.addHook('onReady', async () => happyHours.start());
    app.addHook('onClose', async () => happyHours.stop());
  }
  await app.register(verificationRoutes, { prefix: '/v1', ctx });
  await app.register(backofficeRoutes, { prefix: '/v1/backoffice', ctx });
  for (const routes of providerRoutes(providers)) await app.register(routes, { ctx });

  const units = createUnitsService(ctx);
  const realtime = registerRealtime(app, {
    bus: deps.bus,
    authenticate: (token) => units.identify(token),
    revokedUnitsChannel: REVOKED_UNITS_CHANNEL,
    clientAddress: clientAddressOf(deps.config.trustProxy),
    caps: deps.config.sockets,
    nodeId: deps.config.nodeId,
    topics: createTopics(ctx, units),
    log: app.log,
  });
  // The whole window, even when the sockets leave sooner: the proxy needs its failed checks (two, a second apart) to
  // take the node out, and until then it still sends requests, which the node must answer, not refuse.
  app.decorate('drain', async (windowMs: number) => {
    draining = true;
    await Promise.all([realtime.drain(windowMs), delay(windowMs)]);
  });

  if (deps.config.sandbox) {
    // Imported here, not above: a server without the sandbox never loads its code.
    const { registerSandbox } = await import('./sandbox/index');
    await registerSandbox(app, { ctx, happyHours });
  }

  // The built static site; unknown pages fall through to the site's own 404 page (see errors.ts).
  if (siteDir) {
    const security = siteHeaders(siteDir, app.log);
    // preCompressed: the build's .br / .gz copies (gatsby/precompress.ts) go to browsers that accept them.
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: true,
      redirect: true,
      preCompressed: true,
      setHeaders: (reply, file) => {
        cacheHeaders(reply, file);
        security(reply, file);
      },
    });
  }

  // The operator back office console (backoffice/, its own Vite build), after the site: it shares its sendFile.
  if (deps.config.backofficeDir) await registerBackoffice(app, deps.config.backofficeDir);

  return app;
}

/** Gatsby's caching rules: hashed assets forever; HTML, page data and the service worker always revalidated. */
function cacheHeaders(reply: FastifyReply, file: string): void {
  const path = file.replace(/\.(br|gz)$/, '');
  const hashed = /\/static\//.test(path) || /-[0-9a-f]{16,}\.(js|css)$/.test(path);
  const revalidate = /\.(html|json)$/.test(path) || /\/sw\.js$/.test(path);
  // The service worker is how a deploy reaches installed players: never kept by any cache.
  if (/\/sw\.js$/.test(path)) reply.header('cache-control', 'no-cache');
  else if (hashed && !revalidate) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=0, must-revalidate');
}
