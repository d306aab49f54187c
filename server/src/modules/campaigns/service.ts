/**
 * Bonus campaigns (contract/campaigns.ts): the lists a unit sees, accepting a campaign, and settling a unit's open
 * bonus — activating a deposit bonus once its qualifying deposit is in the ledger, expiring one past its time. A
 * unit is settled lazily whenever it reads or accepts, after each deposit (a follow-up once the deposit committed:
 * idempotent, and the qualifying deposit is read from the ledger, so a follow-up that never ran is made good by the
 * next read or the sweep), and by the periodic sweep (SWEEP_EVERY_MS) for units nobody is looking at.
 */

import type {
  AcceptBonusCampaignAnswer,
  BonusCampaign,
  BonusCampaignAnswer,
  BonusCampaignsAnswer,
} from '../../../../contract/campaigns';
import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { assertMayPlayOrDeposit } from '../rg/guard';
import { createLedger, type Book } from '../../ledger/ledger';
import { firstCreditAfter, lastCreditId } from '../../ledger/reads';
import { DEPOSIT_KINDS } from '../payments/service';
import { lockUnitById, unitOwner } from '../units/repository';
import { readUnitConfig } from '../units/config';
import { assertRealMoney, realMoneyEnabled } from '../units/real-money';
import { lockUnit, plausibleUnitToken } from '../units/tokens';
import { createUnitsService } from '../units/service';
import { activate, campaignNews, expire } from './bonus';
import {
  availableCount,
  bonusCampaignOf,
  CAMPAIGN_COLUMNS,
  CAMPAIGN_FROM,
  campaignRow,
  currentCampaigns,
  isOpen,
  OPEN_STATUSES,
  siteCampaigns,
  stateRow,
  STATE_COLUMNS,
  unitStates,
  type CampaignRow,
  type StateRow,
} from './states';

/** The ledger kinds of a deposit that qualifies for a deposit bonus: vouchers, card, EFT, phone and UPI. */
export const QUALIFYING_DEPOSIT_KINDS = ['acoin_load', ...Object.values(DEPOSIT_KINDS)];

/** How often the sweep settles units whose bonus is due (expired, or awaiting a deposit that came). */
export const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UnitRef {
  unitId: number;
  siteId: number;
}

export function createCampaignsService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>) {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);
  const units = createUnitsService(ctx);

  /** The unit a token names; it must be a player's, and the bearer's when one is sent (403 otherwise). */
  async function ownedUnit(token: string, principalUserId?: number): Promise<UnitRef> {
    const unit = await units.authenticate(token);
    const userId = await unitOwner(db, unit.unitId);
    if (userId === null || userId === undefined) throw fail(ErrorCodes.unitNotOwned);
    if (principalUserId !== undefined && userId !== principalUserId) throw fail(ErrorCodes.unitNotOwned);
    return unit;
  }

  /** The first deposit after the state's mark that meets the campaign's minimum, from the ledger. */
  async function qualifyingDeposit(tx: Queryable, state: StateRow, campaign: CampaignRow): Promise<number | null> {
    return firstCreditAfter(tx, {
      unitId: state.unit_id,
      kind: 'deposit',
      afterId: state.deposit_after_id,
      kinds: QUALIFYING_DEPOSIT_KINDS,
      minAmount: campaign.min_deposit ?? 1,
    });
  }

  async function campaignById(q: Queryable, id: number): Promise<CampaignRow | null> {
    const { rows } = await q.query<CampaignRow>(`SELECT ${CAMPAIGN_COLUMNS} FROM ${CAMPAIGN_FROM} WHERE c.id = $1`, [
      id,
    ]);
    return rows[0] ? campaignRow(rows[0]) : null;
  }

  /** Settles the unit's open state in `tx`, the unit locked by the caller: expires it, or activates it. */
  async function settleLocked(tx: Queryable, book: Book, unitId: number, now: Date): Promise<void> {
    const { rows } = await tx.query<StateRow>(
      `SELECT ${STATE_COLUMNS} FROM bonus_states WHERE unit_id = $1 AND status IN ${OPEN_STATUSES} FOR UPDATE`,
      [unitId],
    );
    if (!rows[0]) return;
    const state = stateRow(rows[0]);
    if (state.expires_at.getTime() <= now.getTime()) {
      await expire(tx, book, state, now);
      return;
    }
    if (state.status !== 'awaiting_deposit') return;
    const campaign = (await campaignById(tx, state.campaign_id))!;
    const deposit = await qualifyingDeposit(tx, state, campaign);
    if (deposit === null) return;
    const bonus = Math.min(campaign.max_bonus ?? 0, Math.floor((deposit * (campaign.bonus_percentage ?? 0)) / 100));
    if (bonus <= 0) return;
    await activate(tx, book, { state, campaign, bonus, now });
  }

  /** Settles a unit when its open state may be due; a read, and a transaction only when there is work. */
  async function settle(unitId: number): Promise<void> {
    const now = clock.now();
    const { rows } = await db.query<{ status: string; expires_at: Date }>(
      `SELECT status, expires_at FROM bonus_states WHERE unit_id = $1 AND status IN ${OPEN_STATUSES}`,
      [unitId],
    );
    const open = rows[0];
    if (!open) return;
    if (open.status === 'active' && new Date(open.expires_at).getTime() > now.getTime()) return;
    await ledger.run(async (tx, book) => {
      await lockUnitById(tx, unitId);
      await settleLocked(tx, book, unitId, now);
    });
  }

  /** For the follow-ups after a deposit: the deposit stands either way, and the sweep retries. */
  async function settleQuietly(unitId: number): Promise<void> {
    try {
      await settle(unitId);
    } catch (err) {
      ctx.log.warn({ err, unitId }, 'campaigns: deposit bonus not settled after the deposit');
    }
  }

  async function listsOf(unit: UnitRef) {
    await settle(unit.unitId);
    const [campaigns, states] = await Promise.all([siteCampaigns(db, unit.siteId), unitStates(db, unit.unitId)]);
    return { campaigns, states, now: clock.now() };
  }

  const withState = (campaigns: CampaignRow[], state: StateRow): BonusCampaign | null => {
    const campaign = campaigns.find((c) => c.id === state.campaign_id);
    return campaign ? bonusCampaignOf(campaign, state) : null;
  };

  return {
    ownedUnit,
    settle,

    async currents(unit: UnitRef): Promise<BonusCampaignsAnswer> {
      const { campaigns, states, now } = await listsOf(unit);
      return { bonus_campaigns: currentCampaigns(campaigns, states, now).map((c) => bonusCampaignOf(c)) };
    },

    async passed(unit: UnitRef): Promise<BonusCampaignsAnswer> {
      const { campaigns, states } = await listsOf(unit);
      const finished = states
        .filter((state) => state.status === 'completed' || state.status === 'expired')
        .sort((a, b) => (b.finished_at?.getTime() ?? 0) - (a.finished_at?.getTime() ?? 0) || b.id - a.id);
      return {
        bonus_campaigns: finished
          .map((state) => withState(campaigns, state))
          .filter((c): c is BonusCampaign => c !== null),
      };
    },

    async inBonus(unit: UnitRef): Promise<BonusCampaignsAnswer> {
      const { campaigns, states } = await listsOf(unit);
      const open = states.filter((state) => state.status === 'awaiting_deposit' || state.status === 'active');
      return {
        bonus_campaigns: open.map((state) => withState(campaigns, state)).filter((c): c is BonusCampaign => c !== null),
      };
    },

    /** What a site offers anyone now (its open campaigns), with no unit's part in them; none without real money. */
    async offers(siteId: number): Promise<BonusCampaignsAnswer> {
      const { rows } = await db.query<{ unit_config: unknown }>('SELECT unit_config FROM sites WHERE id = $1', [
        siteId,
      ]);
      if (!rows[0]) throw fail(ErrorCodes.siteNotFound);
      if (!realMoneyEnabled(readUnitConfig(rows[0].unit_config))) return { bonus_campaigns: [] };
      const now = clock.now();
      const open = (await siteCampaigns(db, siteId)).filter((campaign) => isOpen(campaign, now));
      return { bonus_campaigns: open.map((campaign) => bonusCampaignOf(campaign)) };
    },

    /** One campaign; with a unit, the unit's state in it, and only a campaign of the unit's site. */
    async one(id: number, unit?: UnitRef): Promise<BonusCampaignAnswer> {
      if (unit) await settle(unit.unitId);
      const campaign = await campaignById(db, id);
      if (!campaign || !campaign.active || (unit && campaign.site_id !== unit.siteId)) {
        throw fail(ErrorCodes.campaignNotFound);
      }
      const state = unit ? (await unitStates(db, unit.unitId)).find((s) => s.campaign_id === id) : undefined;
      return { bonus_campaign: bonusCampaignOf(campaign, state ?? null) };
    },

    async accept(id: number, token: string, principalUserId?: number): Promise<AcceptBonusCampaignAnswer> {
      if (!plausibleUnitToken(token)) throw fail(ErrorCodes.unauthenticated);
      return ledger.run(async (tx, book) => {
        const now = clock.now();
        const unit = await lockUnit(tx, token, now);
        if (unit.userId === null || (principalUserId !== undefined && principalUserId !== unit.userId)) {
          throw fail(ErrorCodes.unitNotOwned);
        }
        await assertRealMoney(tx, unit.siteId);
        // A bonus is an invitation to play: closed during a time-out or self-exclusion.
        await assertMayPlayOrDeposit(tx, ctx, unit.userId);
        await settleLocked(tx, book, unit.unitId, now);
        const campaign = await campaignById(tx, id);
        if (!campaign || campaign.site_id !== unit.siteId || !campaign.active) throw fail(ErrorCodes.campaignNotFound);
        if (!isOpen(campaign, now)) throw fail(ErrorCodes.campaignNotAvailable);
        const states = await unitStates(tx, unit.unitId);
        if (states.some((state) => state.campaign_id === id)) throw fail(ErrorCodes.campaignAlreadyAccepted);
        if (states.some((state) => state.status === 'awaiting_deposit' || state.status === 'active')) {
          throw fail(ErrorCodes.campaignBonusAlreadyActive);
        }
        // A deposit qualifies only if it comes after accepting: the unit's last deposit so far marks the point (the
        // unit is locked, so no deposit of it is in flight).
        const mark = await lastCreditId(tx, unit.unitId, 'deposit');
        const { rows } = await tx.query<StateRow>(
          `INSERT INTO bonus_states (campaign_id, unit_id, status, deposit_after_id, accepted_at, expires_at)
           VALUES ($1, $2, 'awaiting_deposit', $3, $4, $5) RETURNING ${STATE_COLUMNS}`,
          [id, unit.unitId, mark, now, new Date(now.getTime() + campaign.expiry_days * DAY_MS)],
        );
        let state = stateRow(rows[0]!);
        if (campaign.type === 'free_money') {
          state = await activate(tx, book, { state, campaign, bonus: campaign.amount ?? 0, now });
        }
        const count = await availableCount(tx, unit, now);
        campaignNews(book, unit.unitId).count(count);
        const answer = bonusCampaignOf(campaign, state);
        return { bonus_campaign: answer, bonus_state: answer.bonus_state! };
      });
    },

    /** After a voucher load committed: settles the unit if it awaits a deposit (one indexed read otherwise). */
    async afterVoucherLoad(unitId: number): Promise<void> {
      const { rows } = await db.query(`SELECT 1 FROM bonus_states WHERE unit_id = $1 AND status = 'awaiting_deposit'`, [
        unitId,
      ]);
      if (rows[0]) await settleQuietly(unitId);
    },

    /** After a payment callback committed: settles the payment's unit if it awaits a deposit. */
    async afterPayment(paymentId: string): Promise<void> {
      const { rows } = await db.query<{ unit_id: number }>(
        `SELECT s.unit_id FROM payments p JOIN bonus_states s ON s.unit_id = p.unit_id
         WHERE p.id = $1 AND p.status = 'paid' AND s.status = 'awaiting_deposit'`,
        [paymentId],
      );
      if (rows[0]) await settleQuietly(Number(rows[0].unit_id));
    },

    /** Settles the units whose open bonus is due: expired, or awaiting a deposit. Answers how many it looked at. */
    async sweep(): Promise<number> {
      const { rows } = await db.query<{ unit_id: number }>(
        `SELECT unit_id FROM bonus_states
         WHERE status IN ${OPEN_STATUSES} AND (expires_at <= $1 OR status = 'awaiting_deposit')
         ORDER BY expires_at LIMIT $2`,
        [clock.now(), SWEEP_BATCH],
      );
      for (const row of rows) {
        await settleQuietly(Number(row.unit_id));
      }
      return rows.length;
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
