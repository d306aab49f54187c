/** Operator site settings (scripts/admin.ts, sandbox /sandbox/sites): open or close a site, set its funds mode. */

import type { Queryable } from '../db/database';

export interface SiteState {
  siteId: number;
  name: string;
  active: boolean;
  fundsMode: string;
}

export interface SiteChange {
  active?: boolean;
  fundsMode?: string;
}

interface SiteRow {
  id: number;
  name: string;
  active: boolean;
  funds_mode: string;
}

const toState = (row: SiteRow): SiteState => ({
  siteId: row.id,
  name: row.name,
  active: row.active,
  fundsMode: row.funds_mode,
});

/** Applies `change` (nothing when empty) and answers the site as it now is; null when there is no such site. */
export async function updateSite(db: Queryable, siteId: number, change: SiteChange = {}): Promise<SiteState | null> {
  const found = await db.query<SiteRow>(
    `UPDATE sites SET
       active = COALESCE($2, active),
       unit_config = CASE WHEN $3::text IS NULL THEN unit_config
                          ELSE jsonb_set(unit_config, '{funds_mode}', to_jsonb($3::text)) END
     WHERE id = $1
     RETURNING id, name, active, unit_config->>'funds_mode' AS funds_mode`,
    [siteId, change.active ?? null, change.fundsMode ?? null],
  );
  const row = found.rows[0];
  return row ? toState(row) : null;
}
