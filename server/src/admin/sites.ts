/**
 * Operator site settings (scripts/admin.ts, sandbox /sandbox/sites, the back office's sites/<id>/config): open or
 * close a site, set its funds mode and its unit config.
 */

import type { UnitConfig } from '../../../contract/entities';
import type { Database, Queryable } from '../db/database';
import { mergeUnitConfig, readUnitConfig, type UnitConfigPatch } from '../modules/units/config';

export interface SiteState {
  siteId: number;
  name: string;
  active: boolean;
  fundsMode: string;
  config: UnitConfig;
}

export interface SiteChange {
  active?: boolean;
  fundsMode?: string;
  /** Fields of the unit config to set (groups field by field); the rest stay as they are. */
  config?: UnitConfigPatch;
}

interface SiteRow {
  id: number;
  name: string;
  active: boolean;
  unit_config: unknown;
}

/**
 * Applies `change` (nothing when empty) and answers the site as it now is; null when there is no such site. The
 * row is locked while the config is merged, so two edits of different fields at once both stick.
 */
export async function updateSite(db: Database, siteId: number, change: SiteChange = {}): Promise<SiteState | null> {
  return db.transaction(async (tx) => (await changeSite(tx, siteId, change))?.after ?? null);
}

/**
 * updateSite in the caller's transaction, answering the site before and after the change (the back office writes
 * its audit row beside it); null when there is no such site.
 */
export async function changeSite(
  tx: Queryable,
  siteId: number,
  change: SiteChange,
): Promise<{ before: SiteState; after: SiteState } | null> {
  const found = await tx.query<SiteRow>('SELECT id, name, active, unit_config FROM sites WHERE id = $1 FOR UPDATE', [
    siteId,
  ]);
  const row = found.rows[0];
  if (!row) return null;
  const current = readUnitConfig(row.unit_config);
  let config = mergeUnitConfig(current, change.config ?? {});
  if (change.fundsMode !== undefined) config = { ...config, funds_mode: change.fundsMode };
  const active = change.active ?? row.active;
  await tx.query('UPDATE sites SET active = $2, unit_config = $3 WHERE id = $1', [
    siteId,
    active,
    JSON.stringify(config),
  ]);
  const state = (at: boolean, unitConfig: typeof config): SiteState => ({
    siteId: row.id,
    name: row.name,
    active: at,
    fundsMode: unitConfig.funds_mode,
    config: unitConfig,
  });
  return { before: state(row.active, current), after: state(active, config) };
}
