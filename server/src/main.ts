/** The provider server process: config, database, bus, app; the only place that opens a port. */

import { busFromConfig } from './bus';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { describeLimits, readNodeLimits } from './node-limits';
import { realMoneyWarnings } from './modules/units/real-money';
import { seedDemo } from './seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = await openDatabase(config);
  await seedDemo(db, { sandbox: config.sandbox });
  const bus = busFromConfig(config);
  const app = await buildApp({ config, db, bus });

  const stop = async (signal: string) => {
    app.log.info(`${signal}: draining for ${config.drainMs} ms, then shutting down`);
    // The health check fails at once and the sockets leave in batches; HTTP in flight is finished by close().
    await app.drain(config.drainMs);
    // Idle keep-alive connections would hold close() open for a minute: cut them after a grace period.
    const deadline = setTimeout(() => app.server.closeAllConnections(), 5000);
    deadline.unref();
    await app.close();
    await bus.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  for (const line of describeLimits(config, readNodeLimits())) {
    if (line.short) app.log.warn(line.text);
    else app.log.info(line.text);
  }
  for (const warning of await realMoneyWarnings(db)) app.log.warn(warning);
  const where = `http://localhost:${config.port}`;
  app.log.info(
    `provider server at ${where} (database: ${db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`}, ` +
      `bus: ${config.redisUrl ? 'redis' : 'in-process'}, sandbox: ${config.sandbox ? 'on' : 'off'}, ` +
      `node: ${config.nodeId})`,
  );
  if (config.sandbox) (await import('./sandbox/banner')).announceSandbox(app.log, config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
