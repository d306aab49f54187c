/**
 * Finance's decisions on the withdrawal queue. Approving or rejecting settles through the withdrawals service's own
 * `settle` (the one place a withdrawal's money moves when it is paid or fails) with the audit row written in the
 * settlement's transaction; exporting the bank file writes its own audit row.
 */

import type { BackofficeWithdrawal } from '../../../../../contract/backoffice-withdrawals';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import { fail } from '../../../errors';
import { createWithdrawalsService, type WithdrawalOutcome } from '../../withdrawals/service';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { withdrawalsCsv } from './export';
import { findWithdrawal, oldestWithdrawals, type WithdrawalFilter } from './repository';

/** The most rows one bank file carries, oldest first; once they are settled the next export has the rest. */
export const EXPORT_MAX_ROWS = 5000;

/** Trimmed; empty after trimming is refused like a missing field. */
function required(field: string, raw: string): string {
  const text = raw.trim();
  if (text === '') throw fail(ErrorCodes.validation, `${field} is required`);
  return text;
}

export function createBackofficeWithdrawals(ctx: AppContext) {
  const withdrawals = createWithdrawalsService(ctx);

  async function decide(
    staff: StaffRow,
    id: number,
    outcome: WithdrawalOutcome,
    note: { bankReference?: string; reason?: string },
  ): Promise<BackofficeWithdrawal> {
    await withdrawals.settle(id, outcome, {
      staffId: staff.id,
      siteIds: staff.site_ids,
      bankReference: note.bankReference,
      record: (tx, settled) =>
        writeAudit(tx, {
          at: ctx.clock.now(),
          staffId: staff.id,
          action: outcome === 'paid' ? 'withdrawal.approve' : 'withdrawal.reject',
          target: `withdrawal:${id}`,
          playerId: settled.userId,
          siteId: settled.siteId,
          reason: note.reason ?? null,
          before: { status: settled.before },
          after: {
            status: settled.after,
            reference: settled.reference,
            amount: settled.amount,
            fee: settled.fee,
            ...(note.bankReference ? { bank_reference: note.bankReference } : {}),
          },
        }),
    });
    return (await findWithdrawal(ctx.db, staff.site_ids, id))!;
  }

  return {
    async get(staff: StaffRow, id: number): Promise<BackofficeWithdrawal> {
      const found = await findWithdrawal(ctx.db, staff.site_ids, id);
      if (!found) throw fail(ErrorCodes.withdrawalNotFound);
      return found;
    },

    approve(staff: StaffRow, id: number, reference: string): Promise<BackofficeWithdrawal> {
      return decide(staff, id, 'paid', { bankReference: required('reference', reference) });
    },

    reject(staff: StaffRow, id: number, reason: string): Promise<BackofficeWithdrawal> {
      return decide(staff, id, 'failed', { reason: required('reason', reason) });
    },

    /** The bank file of the withdrawals `filter` names, and its audit row, read and written in one transaction. */
    async exportCsv(staff: StaffRow, filter: WithdrawalFilter): Promise<string> {
      return ctx.db.transaction(async (tx) => {
        const rows = await oldestWithdrawals(tx, staff.site_ids, filter, EXPORT_MAX_ROWS);
        await writeAudit(tx, {
          at: ctx.clock.now(),
          staffId: staff.id,
          action: 'withdrawal.export',
          target: 'withdrawals:export.csv',
          siteId: filter.site_id ?? null,
          after: { filter, count: rows.length, withdrawal_ids: rows.map((row) => row.id) },
        });
        return withdrawalsCsv(rows);
      });
    },
  };
}
