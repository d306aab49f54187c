/**
 * `GET sites` (the staff member's sites, by name) and `GET|PUT sites/<id>/config`: the site's unit config (SPEC §3)
 * with the operator's own settings. A change is checked key by key as `npm run admin -- config` checks it
 * (units/config.ts checkConfigPatch), merged as the CLI merges it (admin/sites.ts changeSite), and audited with the
 * changed keys before and after, in one transaction. Once it has committed, a change players can see (any but the
 * operator's own settings) reaches the site's open unit sockets: each gets its unit anew (units/service.ts
 * announceSiteConfig).
 */

import { isDeepStrictEqual } from 'node:util';
import type { SiteConfig } from '../../../../../contract/backoffice-promotions';
import type { UnitConfig } from '../../../../../contract/entities';
import { ErrorCodes } from '../../../../../contract/errors';
import { changeSite } from '../../../admin/sites';
import type { AppContext } from '../../../context';
import { fail } from '../../../errors';
import {
  adjustmentApprovalThreshold,
  jackpotMaxSeedAmount,
  playerUnitConfig,
  siteUnitConfig,
  type UnitConfigPatch,
} from '../../units/config';
import { announceSiteConfig } from '../../units/service';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { assertOwnSite } from './scope';

function operatorConfig(config: UnitConfig): SiteConfig {
  return {
    ...config,
    adjustment_approval_threshold: adjustmentApprovalThreshold(config),
    jackpot_max_seed_amount: jackpotMaxSeedAmount(config),
  };
}

/** The keys the patch names, each as it was and as it is. */
function changed(patch: UnitConfigPatch, before: SiteConfig, after: SiteConfig) {
  const keys = Object.keys(patch) as Array<keyof SiteConfig>;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export function createSiteConfigs(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>) {
  const { db, clock } = ctx;

  return {
    async read(staff: StaffRow, siteId: number): Promise<SiteConfig> {
      assertOwnSite(staff, siteId);
      const found = await db.query('SELECT 1 FROM sites WHERE id = $1', [siteId]);
      if (found.rows.length === 0) throw fail(ErrorCodes.notFound);
      return operatorConfig(await siteUnitConfig(db, siteId));
    },

    /** `patch` is already checked (checkConfigPatch); the rest of the config keeps its values. */
    async update(staff: StaffRow, siteId: number, patch: UnitConfigPatch): Promise<SiteConfig> {
      assertOwnSite(staff, siteId);
      const saved = await db.transaction(async (tx) => {
        const site = await changeSite(tx, siteId, { config: patch });
        if (!site) throw fail(ErrorCodes.notFound);
        const before = operatorConfig(site.before.config);
        const after = operatorConfig(site.after.config);
        await writeAudit(tx, {
          at: clock.now(),
          staffId: staff.id,
          action: 'site.config',
          target: `site:${siteId}`,
          siteId,
          ...changed(patch, before, after),
        });
        const players = [site.before.config, site.after.config].map(playerUnitConfig);
        return { after, seenByPlayers: !isDeepStrictEqual(players[0], players[1]) };
      });
      if (!saved.seenByPlayers) return saved.after;
      try {
        await announceSiteConfig(ctx.bus, siteId);
      } catch (err) {
        // Saved either way: a player who missed it reads the new config when their socket next joins.
        ctx.log.warn({ err, siteId }, 'backoffice: site config change not published');
      }
      return saved.after;
    },
  };
}
