/**
 * The verification desk: compliance reads what the player submitted and the document (each read audited), and
 * approves or rejects. A decision goes through the verification module's own code path (the one the sandbox
 * provider's decision takes), under the verification's row lock, with its audit row in the same transaction; so of
 * two racing decisions exactly one wins and the other is 409.
 */

import type { VerificationDetail } from '../../../../../contract/backoffice-verifications';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { createVerificationsRepository } from '../../verification/repository';
import { createVerificationsService } from '../../verification/service';
import { writeAudit } from '../audit/repository';
import { findPlayer } from '../players/repository';
import type { StaffRow } from '../staff/repository';
import { findVerification, readDocument } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

export function createVerificationDesk(ctx: AppContext) {
  const verifications = createVerificationsService(ctx);
  const repo = createVerificationsRepository(ctx.db);

  async function detail(q: Queryable, staff: StaffRow, id: string): Promise<VerificationDetail> {
    if (!UUID.test(id)) throw fail(ErrorCodes.kycNotFound);
    const found = await findVerification(q, staff.site_ids, id, ctx.clock.now());
    if (!found) throw fail(ErrorCodes.kycNotFound);
    const player = await findPlayer(q, staff.site_ids, found.player_id);
    if (!player) throw fail(ErrorCodes.kycNotFound);
    const { blocks: _blocks, ...row } = player;
    return { ...found, player: row };
  }

  async function decide(
    staff: StaffRow,
    id: string,
    outcome: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<VerificationDetail> {
    const now = ctx.clock.now();
    const answer = await ctx.db.transaction(async (tx) => {
      const before = await detail(tx, staff, id);
      const locked = await repo.find(id, tx, true);
      if (!locked || !verifications.decidable(locked, now)) throw fail(ErrorCodes.kycAlreadyDecided);
      // Without the form, the reason is how the operator verified the player: the audit trail must say it.
      if (outcome === 'approved' && locked.status === 'pending' && !reason) {
        throw fail(ErrorCodes.validation, 'reason is required to approve a verification the player has not submitted');
      }
      await verifications.decide(tx, locked, outcome, now, { staffId: staff.id, reason });
      await writeAudit(tx, {
        at: now,
        staffId: staff.id,
        action: outcome === 'approved' ? 'verification.approve' : 'verification.reject',
        target: `verification:${id}`,
        playerId: before.player_id,
        siteId: before.site_id,
        reason,
        before: { status: locked.status, verification_level: before.player.verification_level },
        after: { status: outcome, level: locked.level },
      });
      return detail(tx, staff, id);
    });
    if (outcome === 'approved') await verifications.announce(answer.player_id);
    return answer;
  }

  return {
    detail: (staff: StaffRow, id: string) => detail(ctx.db, staff, id),

    /** The uploaded file, read in the transaction that records who read it. */
    async document(staff: StaffRow, id: string) {
      return ctx.db.transaction(async (tx) => {
        const found = await detail(tx, staff, id);
        const file = await readDocument(tx, id);
        if (!file) throw fail(ErrorCodes.kycDocumentNotFound);
        await writeAudit(tx, {
          at: ctx.clock.now(),
          staffId: staff.id,
          action: 'verification.document_read',
          target: `verification:${id}`,
          playerId: found.player_id,
          siteId: found.site_id,
          after: { content_type: file.contentType, size: file.bytes.length },
        });
        return { ...file, filename: `verification-${id}.${EXTENSIONS[file.contentType]}` };
      });
    },

    approve: (staff: StaffRow, id: string, reason: string | null) => decide(staff, id, 'approved', reason),

    reject(staff: StaffRow, id: string, reason: string): Promise<VerificationDetail> {
      if (!reason) throw fail(ErrorCodes.validation, 'reason is required');
      return decide(staff, id, 'rejected', reason);
    },
  };
}
