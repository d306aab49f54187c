/**
 * A player's responsible gambling in the back office: their limits, session settings and restrictions as they see
 * them, with every restriction ever taken, for anyone who may open the player; and an operator exclusion, added by
 * compliance (or the owner) with a period and a reason, audited in its own transaction. Another site's player is 404.
 */

import type { OperatorExclusionRequest, PlayerRestriction, PlayerRgAnswer } from '../../../../../contract/backoffice';
import { ErrorCodes } from '../../../../../contract/errors';
import type { AppContext } from '../../../context';
import { fail } from '../../../errors';
import type { RestrictionRecord } from '../../rg/repository';
import { createRgService } from '../../rg/service';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { findPlayer } from './repository';

const restrictionView = (record: RestrictionRecord): PlayerRestriction => ({
  kind: record.kind,
  period: record.period,
  starts_at: record.startsAt.toISOString(),
  until: record.until.toISOString(),
  staff_id: record.staffId ?? null,
  reason: record.reason ?? null,
});

export function createPlayerRg(ctx: AppContext) {
  const rg = createRgService(ctx);

  async function answer(userId: number): Promise<PlayerRgAnswer> {
    const found = await rg.ofPlayer(userId);
    return { rg: found.rg, restrictions: found.restrictions.map(restrictionView) };
  }

  return {
    async read(staff: StaffRow, id: number): Promise<PlayerRgAnswer> {
      if (!(await findPlayer(ctx.db, staff.site_ids, id))) throw fail(ErrorCodes.userNotFound);
      return answer(id);
    },

    async exclude(staff: StaffRow, id: number, input: OperatorExclusionRequest): Promise<PlayerRgAnswer> {
      const reason = input.reason.trim();
      if (reason === '') throw fail(ErrorCodes.validation, 'reason must say why the player is excluded');
      let siteId = 0;
      await rg.excludeByOperator(id, {
        period: input.period,
        staffId: staff.id,
        reason,
        async check(tx) {
          const player = await findPlayer(tx, staff.site_ids, id);
          if (!player) throw fail(ErrorCodes.userNotFound);
          siteId = player.site_id;
        },
        async audit(tx, before, after) {
          await writeAudit(tx, {
            at: ctx.clock.now(),
            staffId: staff.id,
            action: 'player.operator_exclusion',
            target: `player:${id}`,
            playerId: id,
            siteId,
            reason,
            before: { restriction: before },
            after: { restriction: after, period: input.period },
          });
        },
      });
      return answer(id);
    },
  };
}
