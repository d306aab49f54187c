/**
 * A campaign bonus's money, inside the caller's ledger transaction with the unit already locked (lock order: unit,
 * bonus state, ledger accounts). Each move is one transfer under a key naming the state, so it happens once:
 * crediting (bonus_expense → campaign_bonus), releasing on completion (campaign_bonus → cash) and forfeiting on
 * expiry (campaign_bonus → bonus_expense). The unit hears of each on its topics once the transaction commits.
 */

import type { BonusCampaign } from '../../../../contract/campaigns';
import { wagerContributionPercent } from '../../../../contract/campaigns';
import {
  SocketEvents,
  type CampaignBonusActivatedPayload,
  type CampaignBonusCompletedPayload,
  type UnitUpdatedPayload,
} from '../../../../contract/socket';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import { unitChannel, type Book } from '../../ledger/ledger';
import { unitPromotionsChannel } from '../units/promotion-channels';
import { bonusCampaignOf, bonusStateOf, stateRow, STATE_COLUMNS, type CampaignRow, type StateRow } from './states';

/** Ledger transfer kinds of campaign bonuses (statement/kinds.ts names them to the player). */
export const CampaignKinds = {
  credit: 'campaign_bonus_credit',
  release: 'campaign_bonus_release',
  forfeit: 'campaign_bonus_forfeit',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The unit's topics, told once the transaction has committed (a lost push heals on rejoin: the joins answer it). */
function news(book: Pick<Book, 'publish'>, unitId: number) {
  const promotions = (event: string, payload: unknown) =>
    book.publish(unitPromotionsChannel(unitId), { event, payload });
  return {
    state: (state: StateRow) =>
      promotions(SocketEvents.campaignBonusStateUpdated, { bonus_state: bonusStateOf(state) }),
    activated: (campaign: BonusCampaign) => {
      const payload: CampaignBonusActivatedPayload = {
        bonus_campaign: { ...campaign, bonus_state: campaign.bonus_state! },
      };
      promotions(SocketEvents.campaignBonusActivated, payload);
    },
    completed: (won: number) => {
      const payload: CampaignBonusCompletedPayload = { won_amount: won };
      promotions(SocketEvents.campaignBonusCompleted, payload);
    },
    count: (count: number) =>
      promotions(SocketEvents.campaignBonusAvailableCountChange, { available_bonus_campaigns_count: count }),
    balance: (amount: number) => {
      const payload: UnitUpdatedPayload = {
        action: 'active_campaign_bonus_balance_updated',
        unit: { active_campaign_bonus_balance: amount },
      };
      book.publish(unitChannel(unitId), { event: SocketEvents.unitUpdated, payload });
    },
  };
}

export type CampaignNews = ReturnType<typeof news>;
export { news as campaignNews };

async function updateState(tx: Queryable, id: number, set: string, params: unknown[]): Promise<StateRow> {
  const { rows } = await tx.query<StateRow>(`UPDATE bonus_states SET ${set} WHERE id = $1 RETURNING ${STATE_COLUMNS}`, [
    id,
    ...params,
  ]);
  return stateRow(rows[0]!);
}

/** Releases a wagered-through bonus to cash, once. */
async function complete(tx: Queryable, book: Book, state: StateRow, now: Date): Promise<StateRow> {
  if (state.start_amount > 0) {
    await book.transfer({
      idempotencyKey: `campaign:release:${state.id}`,
      from: unitAccount(state.unit_id, 'campaign_bonus'),
      to: unitAccount(state.unit_id, 'cash'),
      amount: state.start_amount,
      kind: CampaignKinds.release,
      metadata: { campaign_id: state.campaign_id, bonus_state_id: state.id },
    });
  }
  const done = await updateState(tx, state.id, `status = 'completed', won_amount = $2, finished_at = $3`, [
    state.start_amount,
    now,
  ]);
  const tell = news(book, state.unit_id);
  tell.balance(0);
  tell.completed(done.start_amount);
  tell.state(done);
  return done;
}

/** Credits the bonus of an accepted campaign (free money at accept, a deposit bonus on its deposit). */
export async function activate(
  tx: Queryable,
  book: Book,
  input: { state: StateRow; campaign: CampaignRow; bonus: number; now: Date },
): Promise<StateRow> {
  const { state, campaign, bonus, now } = input;
  await book.transfer({
    idempotencyKey: `campaign:credit:${state.id}`,
    from: systemAccount('bonus_expense', campaign.currency),
    to: unitAccount(state.unit_id, 'campaign_bonus'),
    amount: bonus,
    kind: CampaignKinds.credit,
    metadata: { campaign_id: campaign.id, bonus_state_id: state.id, title: campaign.title },
  });
  const active = await updateState(
    tx,
    state.id,
    `status = 'active', start_amount = $2, wager_requirement = $3, activated_at = $4, expires_at = $5`,
    [bonus, bonus * campaign.wager_multiple, now, new Date(now.getTime() + campaign.expiry_days * DAY_MS)],
  );
  const tell = news(book, state.unit_id);
  tell.balance(active.start_amount);
  tell.activated(bonusCampaignOf(campaign, active));
  // Nothing to wager (a multiple of 0): released at once.
  return active.wager_requirement === 0 ? complete(tx, book, active, now) : active;
}

/** Ends an expired open state: an active bonus goes back to the operator, an awaiting one simply ends. */
export async function expire(tx: Queryable, book: Book, state: StateRow, now: Date): Promise<StateRow> {
  const currency = await tx.query<{ currency: string }>(
    `SELECT st.currency_code AS currency FROM bonus_campaigns c JOIN sites st ON st.id = c.site_id WHERE c.id = $1`,
    [state.campaign_id],
  );
  if (state.status === 'active' && state.start_amount > 0) {
    await book.transfer({
      idempotencyKey: `campaign:forfeit:${state.id}`,
      from: unitAccount(state.unit_id, 'campaign_bonus'),
      to: systemAccount('bonus_expense', currency.rows[0]!.currency),
      amount: state.start_amount,
      kind: CampaignKinds.forfeit,
      metadata: { campaign_id: state.campaign_id, bonus_state_id: state.id },
    });
  }
  const ended = await updateState(tx, state.id, `status = 'expired', finished_at = $2`, [now]);
  const tell = news(book, state.unit_id);
  if (state.status === 'active') tell.balance(0);
  tell.state(ended);
  return ended;
}

export interface CountedBet {
  unitId: number;
  /** The game's categories decide how much of the bet counts (contract/campaigns.ts). */
  game: { categories: readonly string[] };
  amount: number;
}

/** What a bet counted towards a campaign bonus's wagering, so that its rollback can take exactly that back. */
export interface BonusWagering {
  stateId: number;
  counted: number;
}

/**
 * SQL: whether the unit has an active bonus at `atSql` for a bet to count towards, for a bet that reads it with its
 * other rows (under the unit's lock) and skips countBetTowardsBonus when there is none.
 */
export function wagersTowardsBonusSql(unitSql: string, atSql: string): string {
  return `EXISTS (SELECT FROM bonus_states
    WHERE unit_id = ${unitSql} AND status = 'active' AND expires_at > ${atSql}::timestamptz)`;
}

/**
 * A bet's part in the unit's active campaign bonus: call it from the bet's ledger transaction, the unit locked.
 * One statement when there is a bonus to count towards (none when the game does not count); completing the
 * wagering releases the bonus in the same transaction. The player hears of the new left-to-wager after commit.
 * Answers what it counted, and towards which state.
 */
export async function countBetTowardsBonus(
  tx: Queryable,
  book: Book,
  ctx: Pick<AppContext, 'clock'>,
  bet: CountedBet,
): Promise<BonusWagering | null> {
  const counted = Math.floor((bet.amount * wagerContributionPercent(bet.game.categories)) / 100);
  if (counted <= 0) return null;
  const now = ctx.clock.now();
  const { rows } = await tx.query<StateRow>(
    `UPDATE bonus_states SET wagered = wagered + $2
     WHERE unit_id = $1 AND status = 'active' AND expires_at > $3 RETURNING ${STATE_COLUMNS}`,
    [bet.unitId, counted, now],
  );
  if (!rows[0]) return null;
  const state = stateRow(rows[0]);
  if (state.wagered >= state.wager_requirement) await complete(tx, book, state, now);
  else news(book, state.unit_id).state(state);
  return { stateId: state.id, counted };
}

/**
 * Takes a rolled-back bet's wagering back from its bonus while that bonus is still active (an expired one is over
 * either way). Answers false, changing nothing, when the bonus has been released since: the bet has paid for it and
 * can no longer be taken back. Call in the rollback's transaction, the unit locked.
 */
export async function uncountBet(tx: Queryable, book: Book, wagering: BonusWagering): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>('SELECT status FROM bonus_states WHERE id = $1 FOR UPDATE', [
    wagering.stateId,
  ]);
  if (rows[0]?.status === 'completed') return false;
  if (rows[0]?.status !== 'active') return true;
  const state = await updateState(tx, wagering.stateId, 'wagered = GREATEST(wagered - $2, 0)', [wagering.counted]);
  news(book, state.unit_id).state(state);
  return true;
}
