import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  // The embedded database keeps its own subfolder of DATA_DIR, beside the generated JWT secret.
  const embedded = config.dataDir === ':memory:' ? ':memory:' : join(config.dataDir, 'pglite');
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(embedded);
  await migrate(db);
  return db;
}
