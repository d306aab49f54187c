/**
 * `bonus_campaigns` (contract/backoffice-promotions.ts): a site's campaigns as the players' calls read them
 * (campaigns/states.ts). A campaign players accepted keeps their bonus states, so DELETE turns it off; a change of
 * terms applies to acceptances from then on (a bonus already credited keeps its amount and requirement).
 */

import type { BackofficeBonusCampaign, BonusCampaignInput } from '../../../../../contract/backoffice-promotions';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import {
  bonusCampaignOf,
  CAMPAIGN_COLUMNS,
  CAMPAIGN_FROM,
  campaignRow,
  type CampaignRow,
  translationsOf,
} from '../../campaigns/states';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { readPage, type CrudService } from './crud';
import { assertOwnSite, lockSite } from './scope';

export const CAMPAIGN_SORTS = ['id', 'site_id', 'title', 'starts_at', 'active'] as const;

export interface CampaignFilter {
  site_id?: number;
  active?: boolean;
  type?: string;
}

export type CampaignChange = Partial<Omit<BonusCampaignInput, 'site_id'>>;

/** The fields the operator sets, as the audit trail keeps them. */
type Terms = Omit<BonusCampaignInput, 'site_id'> & { active: boolean };

function answer(row: CampaignRow): BackofficeBonusCampaign {
  const { bonus_state: _none, ...campaign } = bonusCampaignOf(row);
  return { ...campaign, site_id: row.site_id, active: row.active };
}

function termsOf(row: CampaignRow): Terms {
  const { id: _id, currency: _currency, site_id: _site, ...terms } = answer(row);
  return terms;
}

/** What the table's terms constraint needs of each type, refused by name before it is reached. */
function checkTerms(terms: Terms): void {
  const needs =
    terms.type === 'deposit_bonus'
      ? (['bonus_percentage', 'max_bonus', 'min_deposit'] as const)
      : (['amount'] as const);
  for (const field of needs) {
    if (terms[field] === null || terms[field] === undefined) {
      throw fail(ErrorCodes.validation, `${field} is needed by a ${terms.type.replace('_', ' ')} campaign`);
    }
  }
  if (terms.ends_at && Date.parse(terms.ends_at) <= Date.parse(terms.starts_at)) {
    throw fail(ErrorCodes.validation, 'ends_at must be after starts_at');
  }
}

const INSERT_COLUMNS = [
  'type',
  'title',
  'description',
  'translations',
  'bonus_percentage',
  'max_bonus',
  'min_deposit',
  'amount',
  'wager_multiple',
  'expiry_days',
  'starts_at',
  'ends_at',
  'active',
] as const;

const valuesOf = (terms: Terms) =>
  INSERT_COLUMNS.map((column) =>
    column === 'description'
      ? (terms.description ?? '')
      : column === 'translations'
        ? JSON.stringify(translationsOf(terms.translations))
        : (terms[column] ?? null),
  );

export function createCampaigns(
  ctx: Pick<AppContext, 'db' | 'clock'>,
): CrudService<BackofficeBonusCampaign, CampaignFilter, BonusCampaignInput, CampaignChange> {
  const { db, clock } = ctx;

  async function find(q: Queryable, staff: StaffRow, id: number, lock = false): Promise<CampaignRow> {
    const { rows } = await q.query<CampaignRow>(
      `SELECT ${CAMPAIGN_COLUMNS} FROM ${CAMPAIGN_FROM} WHERE c.id = $1 AND c.site_id = ANY($2::integer[])
       ${lock ? 'FOR UPDATE OF c' : ''}`,
      [id, staff.site_ids],
    );
    if (!rows[0]) throw fail(ErrorCodes.notFound);
    return campaignRow(rows[0]);
  }

  async function assertTitleFree(q: Queryable, siteId: number, title: string, id = 0): Promise<void> {
    const { rows } = await q.query('SELECT 1 FROM bonus_campaigns WHERE site_id = $1 AND title = $2 AND id <> $3', [
      siteId,
      title,
      id,
    ]);
    if (rows.length > 0) throw fail(ErrorCodes.validation, `title "${title}" is already a campaign of this site`);
  }

  async function save(staff: StaffRow, id: number, change: CampaignChange, action: string) {
    return db.transaction(async (tx) => {
      const current = await find(tx, staff, id, true);
      const before = termsOf(current);
      const next: Terms = { ...before, ...change };
      checkTerms(next);
      if (next.title !== before.title) {
        await lockSite(tx, current.site_id);
        await assertTitleFree(tx, current.site_id, next.title, id);
      }
      const sets = INSERT_COLUMNS.map((column, at) => `${column} = $${at + 2}`).join(', ');
      await tx.query(`UPDATE bonus_campaigns SET ${sets} WHERE id = $1`, [id, ...valuesOf(next)]);
      const after = await find(tx, staff, id);
      await writeAudit(tx, {
        at: clock.now(),
        staffId: staff.id,
        action,
        target: `bonus_campaign:${id}`,
        siteId: current.site_id,
        before,
        after: termsOf(after),
      });
      return answer(after);
    });
  }

  return {
    async list(staff, filter, list) {
      const more = (params: unknown[]) => (filter.type === undefined ? [] : [`c.type = $${params.push(filter.type)}`]);
      const query = { alias: 'c', columns: CAMPAIGN_COLUMNS, from: CAMPAIGN_FROM, filter, more };
      const page = await readPage<CampaignRow>(db, staff, query, list);
      return { rows: page.rows.map((row) => answer(campaignRow(row))), total: page.total };
    },

    one: async (staff, id) => answer(await find(db, staff, id)),

    async create(staff, input) {
      assertOwnSite(staff, input.site_id);
      const { site_id: siteId, ...rest } = input;
      const terms: Terms = { ...rest, active: input.active ?? true };
      checkTerms(terms);
      return db.transaction(async (tx) => {
        await lockSite(tx, siteId);
        await assertTitleFree(tx, siteId, terms.title);
        const placeholders = INSERT_COLUMNS.map((_, at) => `$${at + 2}`).join(', ');
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO bonus_campaigns (site_id, ${INSERT_COLUMNS.join(', ')}) VALUES ($1, ${placeholders})
           RETURNING id`,
          [siteId, ...valuesOf(terms)],
        );
        const created = await find(tx, staff, Number(rows[0]?.id));
        await writeAudit(tx, {
          at: clock.now(),
          staffId: staff.id,
          action: 'bonus_campaign.create',
          target: `bonus_campaign:${created.id}`,
          siteId,
          after: termsOf(created),
        });
        return answer(created);
      });
    },

    update: (staff, id, change) => save(staff, id, change, 'bonus_campaign.update'),

    // Players who accepted it keep their bonus states: the campaign is turned off, never removed.
    disable: (staff, id) => save(staff, id, { active: false }, 'bonus_campaign.disable'),
  };
}
