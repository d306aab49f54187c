/**
 * A player's happy-hour bonus (contract/happy-hours.ts): opened by a qualifying deposit, wagered through by bets,
 * acquired once. The deposit and bet hooks run inside the caller's ledger transaction, its unit already locked, and
 * tell the player through `book.publish` once that transaction has committed.
 */

import { ErrorCodes } from '../../../../contract/errors';
import type { HhBonusState } from '../../../../contract/happy-hours';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import type { Bus, BusMessage } from '../../bus/bus';
import type { Book, Ledger, LedgerLog } from '../../ledger/ledger';
import { unitPromotionsChannel } from '../units/promotion-channels';
import { lockUnitById } from '../units/repository';
import { BONUS_COLUMNS, hhBonusStateUpdated, toHhBonusState, type BonusRow } from './views';

/** The ledger transfer kind of a paid happy-hour bonus (the statement shows it as a bonus). */
export const HH_BONUS_KIND = 'hh_bonus';

/** Money that came into a unit, or a bet it placed, at a time. */
export interface UnitMove {
  unitId: number;
  amount: number;
  at: Date;
}

type Announcer = Pick<Book, 'publish'>;

function announce(book: Announcer, rows: readonly BonusRow[]): HhBonusState[] {
  const states = rows.map(toHhBonusState);
  for (const [i, state] of states.entries())
    book.publish(unitPromotionsChannel(Number(rows[i]!.unit_id)), hhBonusStateUpdated(state));
  return states;
}

/** A deposit: money that came into a unit of a site, and whose unit it is (null: an anonymous unit's). */
export interface UnitDeposit extends UnitMove {
  siteId: number;
  userId: number | null;
}

/**
 * A deposit into a signed-in player's unit: when it is at least the minimum of a window open on the unit's site at
 * `at` (the latest-opened, if windows overlap), and the unit wagers towards no other bonus, it opens the player's
 * bonus state in that window. A second deposit in the same window changes nothing (one state per window and unit).
 */
export async function happyHourDeposit(
  tx: Queryable,
  book: Announcer,
  deposit: UnitDeposit,
): Promise<HhBonusState | null> {
  if (deposit.userId === null) return null;
  const { rows } = await tx.query<BonusRow>(
    `WITH window_ AS (
       SELECT p.id, p.ends_at, p.min_deposit, p.bonus_percentage, p.max_bonus FROM promotion_states p
       WHERE p.site_id = $4::bigint AND p.status = 'ongoing' AND p.starts_at <= $3::timestamptz
         AND p.ends_at > $3::timestamptz AND $2::bigint >= p.min_deposit
       ORDER BY p.starts_at DESC, p.id DESC LIMIT 1),
     h AS (
       INSERT INTO hh_bonus_states (promotion_state_id, unit_id, status, deposit_amount, bonus_amount, ends_at, created_at)
       SELECT id, $1::bigint, 'ongoing', $2::bigint, LEAST(($2::bigint * bonus_percentage) / 100, max_bonus), ends_at,
         $3::timestamptz
       FROM window_
       WHERE LEAST(($2::bigint * bonus_percentage) / 100, max_bonus) > 0
       ON CONFLICT DO NOTHING
       RETURNING *)
     SELECT ${BONUS_COLUMNS} FROM h JOIN promotion_states p ON p.id = h.promotion_state_id`,
    [deposit.unitId, deposit.amount, deposit.at, deposit.siteId],
  );
  return announce(book, rows)[0] ?? null;
}

/**
 * As happyHourDeposit, for a deposit already committed in a statement of its own (the one-statement voucher load):
 * one statement after the money, so one more round trip, and its news published once it has run. A failure is
 * logged, never the deposit's: the money has moved.
 */
export async function happyHourDepositCommitted(
  deps: { db: Queryable; bus: Bus; log: LedgerLog },
  deposit: UnitDeposit,
): Promise<void> {
  try {
    const news: Array<[string, BusMessage]> = [];
    await happyHourDeposit(deps.db, { publish: (channel, message) => void news.push([channel, message]) }, deposit);
    for (const [channel, message] of news) await deps.bus.publish(channel, message);
  } catch (err) {
    deps.log.warn({ err, unitId: deposit.unitId }, 'happy hours: deposit not looked at');
  }
}

/** What a bet added to a happy-hour bonus state's wagering, so that its rollback can take exactly that back. */
export interface HappyHourWagering {
  stateId: number;
  added: number;
}

/**
 * SQL: whether a bet of the unit at `atSql` has an ongoing state to count towards, for a bet that reads it with its
 * other rows (under the unit's lock) and skips happyHourWagered when there is none.
 */
export function wagersTowardsHappyHourSql(unitSql: string, atSql: string): string {
  return `EXISTS (SELECT FROM hh_bonus_states
    WHERE unit_id = ${unitSql} AND status = 'ongoing' AND ends_at > ${atSql}::timestamptz)`;
}

/**
 * A bet placed: its whole amount counts towards the unit's ongoing bonus, up to the bonus; reaching it completes.
 * Answers what it added to each state.
 */
export async function happyHourWagered(tx: Queryable, book: Announcer, bet: UnitMove): Promise<HappyHourWagering[]> {
  const { rows } = await tx.query<BonusRow & { added: string }>(
    `WITH before AS (
       SELECT id, balance FROM hh_bonus_states
       WHERE unit_id = $1 AND status = 'ongoing' AND ends_at > $3::timestamptz FOR UPDATE),
     h AS (
       UPDATE hh_bonus_states s SET balance = LEAST(s.balance + $2::bigint, s.bonus_amount),
         status = CASE WHEN s.balance + $2::bigint >= s.bonus_amount THEN 'complete' ELSE s.status END,
         completed_at = CASE WHEN s.balance + $2::bigint >= s.bonus_amount THEN $3::timestamptz ELSE s.completed_at END
       FROM before WHERE s.id = before.id
       RETURNING s.*, LEAST(before.balance + $2::bigint, s.bonus_amount) - before.balance AS added)
     SELECT ${BONUS_COLUMNS}, h.added FROM h JOIN promotion_states p ON p.id = h.promotion_state_id`,
    [bet.unitId, bet.amount, bet.at],
  );
  announce(book, rows);
  return rows.map((row) => ({ stateId: Number(row.id), added: Number(row.added) }));
}

/**
 * Takes a rolled-back bet's wagering back from the states it counted towards that are still ongoing (an expired
 * one is over either way). Answers false, changing nothing, when one of them has completed since: the bet has
 * earned a bonus and can no longer be taken back. Call in the rollback's transaction, the unit locked.
 */
export async function happyHourUnwagered(
  tx: Queryable,
  book: Announcer,
  wagering: readonly HappyHourWagering[],
): Promise<boolean> {
  if (wagering.length === 0) return true;
  const ids = wagering.map((part) => part.stateId);
  const { rows } = await tx.query<{ id: number; status: string }>(
    'SELECT id, status FROM hh_bonus_states WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (rows.some((row) => row.status === 'complete' || row.status === 'paid')) return false;
  const undone: BonusRow[] = [];
  for (const part of wagering) {
    const { rows: updated } = await tx.query<BonusRow>(
      `WITH h AS (
         UPDATE hh_bonus_states SET balance = GREATEST(balance - $2::bigint, 0)
         WHERE id = $1 AND status = 'ongoing' RETURNING *)
       SELECT ${BONUS_COLUMNS} FROM h JOIN promotion_states p ON p.id = h.promotion_state_id`,
      [part.stateId, part.added],
    );
    undone.push(...updated);
  }
  announce(book, undone);
  return true;
}

/**
 * Pays a complete bonus into the unit's cash, once: the unit and then the state are locked, the state marked paid and
 * the bonus moved under the state's own key. A paid state answers as it is.
 */
export function acquireHhBonus(ledger: Pick<Ledger, 'run'>, unitId: number, stateId: number, at: Date) {
  return ledger.run(async (tx, book): Promise<HhBonusState> => {
    const currency = (await lockUnitById(tx, unitId))?.site.currency;
    const found = await tx.query<BonusRow>(
      `SELECT ${BONUS_COLUMNS} FROM hh_bonus_states h JOIN promotion_states p ON p.id = h.promotion_state_id
       WHERE h.id = $1 AND h.unit_id = $2 FOR UPDATE OF h`,
      [stateId, unitId],
    );
    const row = found.rows[0];
    if (!row || !currency) throw fail(ErrorCodes.hhBonusNotFound);
    if (row.status === 'paid') return toHhBonusState(row);
    if (row.status !== 'complete') throw fail(ErrorCodes.hhBonusNotComplete);
    await tx.query(`UPDATE hh_bonus_states SET status = 'paid', paid_at = $2 WHERE id = $1`, [stateId, at]);
    await book.transfer({
      idempotencyKey: `hh_bonus:${stateId}`,
      from: systemAccount('bonus_expense', currency),
      to: unitAccount(unitId, 'cash'),
      amount: Number(row.bonus_amount),
      kind: HH_BONUS_KIND,
      metadata: { hh_bonus_state_id: stateId, promotion_state_id: Number(row.promotion_state_id) },
    });
    return announce(book, [{ ...row, status: 'paid' }])[0]!;
  });
}

/** The unit's states it can still act on: ongoing and complete, newest first. */
export async function activeHhBonusStates(q: Queryable, unitId: number): Promise<HhBonusState[]> {
  const { rows } = await q.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM hh_bonus_states h JOIN promotion_states p ON p.id = h.promotion_state_id
     WHERE h.unit_id = $1 AND h.status IN ('ongoing', 'complete') ORDER BY h.id DESC LIMIT 50`,
    [unitId],
  );
  return rows.map(toHhBonusState);
}

/** The unit's state in one window, whatever its status; null when it has none. */
export async function hhBonusStateIn(
  q: Queryable,
  unitId: number,
  promotionStateId: number,
): Promise<HhBonusState | null> {
  const { rows } = await q.query<BonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM hh_bonus_states h JOIN promotion_states p ON p.id = h.promotion_state_id
     WHERE h.unit_id = $1 AND h.promotion_state_id = $2`,
    [unitId, promotionStateId],
  );
  return rows[0] ? toHhBonusState(rows[0]) : null;
}
