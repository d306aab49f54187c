/**
 * `games`: the catalogue with `enabled` for one of the staff member's sites, and `PUT games/<slug>` turning a game on
 * or off there (a row of site_disabled_games, migration 037). Players' calls read the same rows (games/catalogue.ts):
 * a game turned off leaves the site's game list and cannot be launched there.
 */

import type { BackofficeGame, GameToggleInput } from '../../../../../contract/backoffice-promotions';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { shownInCountrySql, switchedOnSql } from '../../games/catalogue';
import { writeAudit } from '../audit/repository';
import type { ListQuery } from '../lists';
import type { StaffRow } from '../staff/repository';
import { assertOwnSite, lockSite } from './scope';

/** `id` is the slug. */
export const GAME_SORTS = ['id', 'name', 'provider'] as const;

export interface GameFilter {
  site_id?: number;
  q?: string;
  enabled?: boolean;
}

interface Row {
  slug: string;
  name: string;
  provider: string;
  categories: string[];
  enabled: boolean;
}

// A game not shown in the site's country (content `countries`) is not the site's to switch: it is not listed.
const COLUMNS = (site: string) => `g.slug, g.name, g.provider, g.categories, ${switchedOnSql(site)} AS enabled`;

const answer = (row: Row, siteId: number): BackofficeGame => ({
  id: row.slug,
  slug: row.slug,
  name: row.name,
  provider: row.provider,
  categories: [...row.categories],
  site_id: siteId,
  enabled: row.enabled,
});

export function createGames(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /** The site asked for, or the staff member's first; another site is 404. */
  function siteOf(staff: StaffRow, siteId: number | undefined): number {
    const site = siteId ?? staff.site_ids[0];
    if (site === undefined) throw fail(ErrorCodes.notFound);
    assertOwnSite(staff, site);
    return site;
  }

  async function find(q: Queryable, siteId: number, slug: string): Promise<Row> {
    const { rows } = await q.query<Row>(
      `SELECT ${COLUMNS('$2')} FROM games g WHERE g.slug = $1 AND g.active AND ${shownInCountrySql('$2')}`,
      [slug, siteId],
    );
    if (!rows[0]) throw fail(ErrorCodes.gameNotFound);
    return rows[0];
  }

  return {
    async list(staff: StaffRow, filter: GameFilter, list: ListQuery) {
      const siteId = siteOf(staff, filter.site_id);
      const params: unknown[] = [siteId];
      // `s` is the site asked about, so that every query names it whichever filters apply.
      const from = 'games g CROSS JOIN (SELECT $1::integer AS id) s';
      const where = ['g.active', shownInCountrySql('s.id')];
      if (filter.q !== undefined) {
        const pattern = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
        where.push(`(g.name ILIKE $${params.push(pattern)} OR g.slug = $${params.push(filter.q)})`);
      }
      if (filter.enabled !== undefined) where.push(`${switchedOnSql('s.id')} = $${params.push(filter.enabled)}`);
      const whereSql = where.join(' AND ');
      const total = await db.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM ${from} WHERE ${whereSql}`,
        params,
      );
      const column = list.sort === 'id' ? 'slug' : list.sort;
      const { rows } = await db.query<Row>(
        `SELECT ${COLUMNS('s.id')} FROM ${from} WHERE ${whereSql} ORDER BY g.${column} ${list.order}, g.slug
         LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
        params,
      );
      return { rows: rows.map((row) => answer(row, siteId)), total: Number(total.rows[0]?.total ?? 0) };
    },

    async one(staff: StaffRow, slug: string, siteId: number | undefined): Promise<BackofficeGame> {
      const site = siteOf(staff, siteId);
      return answer(await find(db, site, slug), site);
    },

    /** On or off for one site; the same switch again changes nothing and writes no audit row. */
    async toggle(staff: StaffRow, slug: string, input: GameToggleInput): Promise<BackofficeGame> {
      const siteId = siteOf(staff, input.site_id);
      return db.transaction(async (tx) => {
        // The site's row orders two switches of its games; the game must be in the catalogue.
        await lockSite(tx, siteId);
        const before = await find(tx, siteId, slug);
        if (before.enabled === input.enabled) return answer(before, siteId);
        if (input.enabled) {
          await tx.query('DELETE FROM site_disabled_games WHERE site_id = $1 AND game_slug = $2', [siteId, slug]);
        } else {
          await tx.query('INSERT INTO site_disabled_games (site_id, game_slug) VALUES ($1, $2)', [siteId, slug]);
        }
        await writeAudit(tx, {
          at: clock.now(),
          staffId: staff.id,
          action: input.enabled ? 'game.enable' : 'game.disable',
          target: `game:${slug}`,
          siteId,
          before: { enabled: before.enabled },
          after: { enabled: input.enabled },
        });
        return answer({ ...before, enabled: input.enabled }, siteId);
      });
    },
  };
}
