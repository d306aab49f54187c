/**
 * `jackpots` (contract/backoffice-promotions.ts): a site's pots and their terms, as jackpots/pots.ts stores them. Money
 * moves only through the ledger: a new jackpot's first pot is seeded by the same transfer the demo seed makes
 * (seedCycle, bonus_expense → jackpot_pool, once by its key), in the transaction that creates it. Changing terms moves
 * nothing: a new seed_amount seeds the next cycle, and the running pot keeps what seed and bets put in it. The row is
 * locked as a win locks it (FOR UPDATE), so a change and a win on the pot never interleave. A jackpot turned on
 * (created, or switched back on) or off reaches the site's open jackpots channels once the change has committed
 * (jackpots/lifecycle.ts jackpotSwitched); a change of terms alone shows players nothing, so it sends nothing.
 *
 * The operator's caps (docs/backoffice.md "Jackpot caps"): a seed at most the site's jackpot_max_seed_amount, a chance
 * at most JACKPOT_MAX_WIN_CHANCE_PPM. A term is held to them when it is set or changed, so a jackpot already past a
 * cap can still be turned off and on.
 */

import {
  JACKPOT_MAX_WIN_CHANCE_PPM,
  type BackofficeJackpot,
  type JackpotInput,
} from '../../../../../contract/backoffice-promotions';
import { ErrorCodes } from '../../../../../contract/errors';
import { formatMoney } from '../../../../../contract/money';
import type { BusMessage } from '../../../bus/bus';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { createLedger } from '../../../ledger/ledger';
import { jackpotsChannel, jackpotSwitched } from '../../jackpots/lifecycle';
import { potOf, seedCycle } from '../../jackpots/pots';
import { jackpotMaxSeedAmount, siteUnitConfig } from '../../units/config';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { readPage, type CrudService } from './crud';
import { assertOwnSite, lockSite } from './scope';

export const JACKPOT_SORTS = ['id', 'site_id', 'slug', 'seed_amount', 'active'] as const;

export interface JackpotFilter {
  site_id?: number;
  active?: boolean;
}

export type JackpotChange = Partial<
  Pick<JackpotInput, 'seed_amount' | 'contribution_bp' | 'win_chance_ppm' | 'active'>
>;

/** A jackpots row as COLUMNS read it: the answer without the pot, which the ledger says. */
type Row = Omit<BackofficeJackpot, 'pot'>;

const COLUMNS = `j.id, j.site_id, j.slug, s.currency_code AS currency, j.seed_amount, j.contribution_bp,
  j.win_chance_ppm, j.active, j.cycle`;
const FROM = 'jackpots j JOIN sites s ON s.id = j.site_id';

function toRow(row: Row): Row {
  return {
    ...row,
    id: Number(row.id),
    site_id: Number(row.site_id),
    seed_amount: Number(row.seed_amount),
    contribution_bp: Number(row.contribution_bp),
    win_chance_ppm: Number(row.win_chance_ppm),
    cycle: Number(row.cycle),
  };
}

/** The terms the operator sets, as the audit trail keeps them. */
const termsOf = ({ slug, seed_amount, contribution_bp, win_chance_ppm, active }: Row) => ({
  slug,
  seed_amount,
  contribution_bp,
  win_chance_ppm,
  active,
});

/** Refuses a new seed or chance past the operator's caps, as 422 naming the field; `site` is the jackpot's. */
async function checkCaps(
  q: Queryable,
  site: { site_id: number; currency: string },
  terms: Pick<JackpotChange, 'seed_amount' | 'win_chance_ppm'>,
): Promise<void> {
  if (terms.win_chance_ppm !== undefined && terms.win_chance_ppm > JACKPOT_MAX_WIN_CHANCE_PPM) {
    throw fail(
      ErrorCodes.validation,
      `win_chance_ppm must be at most ${JACKPOT_MAX_WIN_CHANCE_PPM}, one bet in ${(1_000_000 / JACKPOT_MAX_WIN_CHANCE_PPM).toLocaleString('en-US')}: a pot won more often is mostly its seed`,
    );
  }
  if (terms.seed_amount === undefined) return;
  const cap = jackpotMaxSeedAmount(await siteUnitConfig(q, site.site_id));
  if (terms.seed_amount > cap) {
    throw fail(
      ErrorCodes.validation,
      `seed_amount must be at most ${formatMoney(cap, site.currency)}, the site's jackpot_max_seed_amount (its owner sets it in the site config)`,
    );
  }
}

/** The terms `change` sets to a new value: only those are held to the caps. */
function changedTerms(before: Row, change: JackpotChange): Pick<JackpotChange, 'seed_amount' | 'win_chance_ppm'> {
  return {
    seed_amount: change.seed_amount !== before.seed_amount ? change.seed_amount : undefined,
    win_chance_ppm: change.win_chance_ppm !== before.win_chance_ppm ? change.win_chance_ppm : undefined,
  };
}

export function createJackpots(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>,
): CrudService<BackofficeJackpot, JackpotFilter, JackpotInput, JackpotChange> {
  const { db, bus, clock, log } = ctx;
  const ledger = createLedger(ctx);

  async function answer(q: Queryable, row: Row): Promise<BackofficeJackpot> {
    return { ...row, pot: await potOf(q, row) };
  }

  async function find(q: Queryable, staff: StaffRow, id: number, lock = false): Promise<Row> {
    const { rows } = await q.query<Row>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE j.id = $1 AND j.site_id = ANY($2::integer[])${lock ? ' FOR UPDATE OF j' : ''}`,
      [id, staff.site_ids],
    );
    if (!rows[0]) throw fail(ErrorCodes.notFound);
    return toRow(rows[0]);
  }

  async function save(staff: StaffRow, id: number, change: JackpotChange, action: string) {
    const saved = await db.transaction(async (tx) => {
      const before = await find(tx, staff, id, true);
      await checkCaps(tx, before, changedTerms(before, change));
      const next = { ...before, ...change };
      await tx.query(
        'UPDATE jackpots SET seed_amount = $2, contribution_bp = $3, win_chance_ppm = $4, active = $5 WHERE id = $1',
        [id, next.seed_amount, next.contribution_bp, next.win_chance_ppm, next.active],
      );
      const after = await find(tx, staff, id);
      await writeAudit(tx, {
        at: clock.now(),
        staffId: staff.id,
        action,
        target: `jackpot:${id}`,
        siteId: before.site_id,
        before: termsOf(before),
        after: termsOf(after),
      });
      const answered = await answer(tx, after);
      const news = before.active === after.active ? null : await jackpotSwitched(tx, answered, after.active);
      return { answered, news };
    });
    if (saved.news) await announce(saved.answered.site_id, saved.news);
    return saved.answered;
  }

  /** After the commit; a player who missed it sees the change when their jackpots channel next joins. */
  async function announce(siteId: number, news: BusMessage): Promise<void> {
    try {
      await bus.publish(jackpotsChannel(siteId), news);
    } catch (err) {
      log.warn({ err, siteId }, 'backoffice: jackpot change not published');
    }
  }

  return {
    async list(staff, filter, list) {
      const page = await readPage<Row>(db, staff, { alias: 'j', columns: COLUMNS, from: FROM, filter }, list);
      return { rows: await Promise.all(page.rows.map((row) => answer(db, toRow(row)))), total: page.total };
    },

    one: async (staff, id) => answer(db, await find(db, staff, id)),

    async create(staff, input) {
      assertOwnSite(staff, input.site_id);
      return ledger.run(async (tx, book) => {
        await lockSite(tx, input.site_id);
        const taken = await tx.query('SELECT 1 FROM jackpots WHERE site_id = $1 AND slug = $2', [
          input.site_id,
          input.slug,
        ]);
        if (taken.rows.length > 0) {
          throw fail(ErrorCodes.validation, `slug "${input.slug}" is already a jackpot of this site`);
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO jackpots (site_id, slug, seed_amount, contribution_bp, win_chance_ppm, active)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            input.site_id,
            input.slug,
            input.seed_amount,
            input.contribution_bp,
            input.win_chance_ppm,
            input.active ?? true,
          ],
        );
        const created = await find(tx, staff, Number(rows[0]?.id), true);
        await checkCaps(tx, created, created); // a refusal rolls the insert back
        // The first pot, from the operator's bonus expense: a ledger transfer like every later cycle's seed.
        await seedCycle(book, created, created.currency);
        await writeAudit(tx, {
          at: clock.now(),
          staffId: staff.id,
          action: 'jackpot.create',
          target: `jackpot:${created.id}`,
          siteId: input.site_id,
          after: termsOf(created),
        });
        const answered = await answer(tx, created);
        // the ledger publishes it once the transaction has committed
        if (created.active) book.publish(jackpotsChannel(input.site_id), await jackpotSwitched(tx, answered, true));
        return answered;
      });
    },

    update: (staff, id, change) => save(staff, id, change, 'jackpot.update'),

    // The pot's money stays in the ledger's pool: the jackpot is turned off, never removed.
    disable: (staff, id) => save(staff, id, { active: false }, 'jackpot.disable'),
  };
}
