/**
 * Balance adjustments: a staff member's correction of a player's money, through the ledger. At or above the site's
 * adjustment_approval_threshold (either way) a second staff member approves it; nobody approves their own. A debit
 * takes withdrawable money only (cash, then deposit) and never more than there is: checked when asked and again,
 * under the unit's lock, when applied. Each applied adjustment moves money under its own idempotency keys, so it
 * moves once however many approvals race.
 */

import type { Adjustment, AdjustmentStatus } from '../../../../../contract/backoffice';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { lockUnitAccounts, systemAccount, unitAccount, type UnitAccountKind } from '../../../ledger/accounts';
import { createLedger, type Book } from '../../../ledger/ledger';
import { adjustmentApprovalThreshold, siteUnitConfig } from '../../units/config';
import { writeAudit } from '../audit/repository';
import type { ListQuery } from '../lists';
import type { StaffRow } from '../staff/repository';
import { ADJUSTMENT_KIND, adjustmentKey } from './adjustment-kind';
import { findPlayer } from './repository';

interface AdjustmentRecord {
  id: number;
  user_id: number;
  site_id: number;
  unit_id: number;
  amount: number | string;
  reason: string;
  status: AdjustmentStatus;
  created_by: number;
  decided_by: number | null;
  created_at: string;
  decided_at: string | null;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, user_id, site_id, unit_id, amount, reason, status, created_by, decided_by,
  ${ISO('created_at')} AS created_at, ${ISO('decided_at')} AS decided_at`;

function toAdjustment(row: AdjustmentRecord): Adjustment {
  return {
    id: Number(row.id),
    player_id: Number(row.user_id),
    site_id: Number(row.site_id),
    unit_id: Number(row.unit_id),
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    created_by: Number(row.created_by),
    decided_by: row.decided_by === null ? null : Number(row.decided_by),
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}

export const ADJUSTMENT_SORTS = ['id', 'created_at', 'amount', 'status'] as const;

export interface AdjustmentFilter {
  status?: string;
  site_id?: number;
  player_id?: number;
}

/** Withdrawable money (cash, then deposit) the debit takes; no_funds when there is not enough. */
function debitParts(balances: Map<UnitAccountKind, number>, amount: number): Array<[UnitAccountKind, number]> {
  const cash = balances.get('cash') ?? 0;
  const deposit = balances.get('deposit') ?? 0;
  if (cash + deposit < amount) throw fail(ErrorCodes.noFunds);
  const fromCash = Math.min(cash, amount);
  const parts: Array<[UnitAccountKind, number]> = [
    ['cash', fromCash],
    ['deposit', amount - fromCash],
  ];
  return parts.filter(([, part]) => part > 0);
}

export function createAdjustments(ctx: AppContext) {
  const ledger = createLedger(ctx);

  async function currencyOf(q: Queryable, siteId: number): Promise<string> {
    const { rows } = await q.query<{ currency_code: string }>('SELECT currency_code FROM sites WHERE id = $1', [
      siteId,
    ]);
    return rows[0]!.currency_code;
  }

  /** Lock the unit (as every money call on it does, withdrawals too), then its withdrawable accounts. */
  async function lockWithdrawable(tx: Queryable, unitId: number): Promise<Map<UnitAccountKind, number>> {
    await tx.query('SELECT id FROM units WHERE id = $1 FOR UPDATE', [unitId]);
    return lockUnitAccounts(tx, unitId, ['cash', 'deposit']);
  }

  /** Moves the money of an adjustment in the caller's ledger transaction. */
  async function apply(tx: Queryable, book: Book, row: Adjustment): Promise<void> {
    const currency = await currencyOf(tx, row.site_id);
    const metadata = { adjustment_id: row.id };
    const balances = await lockWithdrawable(tx, row.unit_id);
    if (row.amount > 0) {
      await book.transfer({
        idempotencyKey: adjustmentKey(row.id),
        from: systemAccount('operator_adjustments', currency),
        to: unitAccount(row.unit_id, 'cash'),
        amount: row.amount,
        kind: ADJUSTMENT_KIND,
        metadata,
      });
      return;
    }
    const parts = debitParts(balances, -row.amount);
    for (const [index, [kind, amount]] of parts.entries()) {
      await book.transfer({
        idempotencyKey: adjustmentKey(row.id, index === 0 ? undefined : 'deposit'),
        from: unitAccount(row.unit_id, kind),
        to: systemAccount('operator_adjustments', currency),
        amount,
        kind: ADJUSTMENT_KIND,
        metadata,
      });
    }
  }

  async function lockAdjustment(tx: Queryable, staff: StaffRow, id: number): Promise<Adjustment> {
    const { rows } = await tx.query<AdjustmentRecord>(
      `SELECT ${COLUMNS} FROM adjustments WHERE id = $1 AND site_id = ANY($2::integer[]) FOR UPDATE`,
      [id, staff.site_ids],
    );
    if (!rows[0]) throw fail(ErrorCodes.backofficeAdjustmentNotFound);
    return toAdjustment(rows[0]);
  }

  async function decide(tx: Queryable, id: number, status: AdjustmentStatus, staffId: number): Promise<Adjustment> {
    const { rows } = await tx.query<AdjustmentRecord>(
      `UPDATE adjustments SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status, staffId, ctx.clock.now()],
    );
    return toAdjustment(rows[0]!);
  }

  return {
    async create(staff: StaffRow, playerId: number, input: { amount: number; reason: string }): Promise<Adjustment> {
      const player = await findPlayer(ctx.db, staff.site_ids, playerId);
      if (!player) throw fail(ErrorCodes.userNotFound);
      if (input.amount === 0) throw fail(ErrorCodes.validation, 'amount must not be 0');
      const { rows: units } = await ctx.db.query<{ id: number }>(
        'SELECT id FROM units WHERE user_id = $1 AND site_id = $2',
        [player.id, player.site_id],
      );
      if (!units[0]) throw fail(ErrorCodes.unitNotFound);
      const unitId = Number(units[0].id);
      const now = ctx.clock.now();
      return ledger.run(async (tx, book) => {
        const threshold = adjustmentApprovalThreshold(await siteUnitConfig(tx, player.site_id));
        const waits = Math.abs(input.amount) >= threshold;
        // A debit the player cannot cover is refused at once, even one that would wait for approval.
        if (input.amount < 0) debitParts(await lockWithdrawable(tx, unitId), -input.amount);
        const { rows } = await tx.query<AdjustmentRecord>(
          `INSERT INTO adjustments (user_id, site_id, unit_id, amount, reason, status, created_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
          [
            player.id,
            player.site_id,
            unitId,
            input.amount,
            input.reason,
            waits ? 'awaiting_approval' : 'applied',
            staff.id,
            now,
          ],
        );
        const adjustment = toAdjustment(rows[0]!);
        if (!waits) await apply(tx, book, adjustment);
        await writeAudit(tx, {
          at: now,
          staffId: staff.id,
          action: 'adjustment.create',
          target: `adjustment:${adjustment.id}`,
          playerId: player.id,
          siteId: player.site_id,
          reason: input.reason,
          after: { amount: adjustment.amount, status: adjustment.status },
        });
        return adjustment;
      });
    },

    async approve(staff: StaffRow, id: number, note: string | null): Promise<Adjustment> {
      return ledger.run(async (tx, book) => {
        const before = await lockAdjustment(tx, staff, id);
        if (before.status !== 'awaiting_approval') throw fail(ErrorCodes.backofficeAdjustmentSettled);
        if (before.created_by === staff.id) throw fail(ErrorCodes.backofficeSelfApproval);
        await apply(tx, book, before);
        const after = await decide(tx, id, 'applied', staff.id);
        await writeAudit(tx, {
          at: ctx.clock.now(),
          staffId: staff.id,
          action: 'adjustment.approve',
          target: `adjustment:${id}`,
          playerId: before.player_id,
          siteId: before.site_id,
          reason: note ?? before.reason,
          before: { status: before.status },
          after: { status: after.status, amount: after.amount },
        });
        return after;
      });
    },

    async reject(staff: StaffRow, id: number, reason: string | null): Promise<Adjustment> {
      return ctx.db.transaction(async (tx) => {
        const before = await lockAdjustment(tx, staff, id);
        if (before.status !== 'awaiting_approval') throw fail(ErrorCodes.backofficeAdjustmentSettled);
        const after = await decide(tx, id, 'rejected', staff.id);
        await writeAudit(tx, {
          at: ctx.clock.now(),
          staffId: staff.id,
          action: 'adjustment.reject',
          target: `adjustment:${id}`,
          playerId: before.player_id,
          siteId: before.site_id,
          reason,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
    },

    async list(
      staff: StaffRow,
      filter: AdjustmentFilter,
      list: ListQuery,
    ): Promise<{ rows: Adjustment[]; total: number }> {
      const params: unknown[] = [staff.site_ids];
      const where = ['site_id = ANY($1::integer[])'];
      if (filter.status !== undefined) where.push(`status = $${params.push(filter.status)}`);
      if (filter.site_id !== undefined) where.push(`site_id = $${params.push(filter.site_id)}`);
      if (filter.player_id !== undefined) where.push(`user_id = $${params.push(filter.player_id)}`);
      const whereSql = where.join(' AND ');
      const total = await ctx.db.query<{ total: string }>(
        `SELECT count(*)::text AS total FROM adjustments WHERE ${whereSql}`,
        params,
      );
      const { rows } = await ctx.db.query<AdjustmentRecord>(
        `SELECT ${COLUMNS} FROM adjustments WHERE ${whereSql} ORDER BY ${list.sort} ${list.order}, id ${list.order}
         LIMIT $${params.push(list.limit)} OFFSET $${params.push(list.offset)}`,
        params,
      );
      return { rows: rows.map(toAdjustment), total: Number(total.rows[0]?.total ?? 0) };
    },
  };
}
