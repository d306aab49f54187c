/** Player pages: the detail with units and balances from the ledger, blocks with a reason, and staff notes. */

import type { BlockRequest, PlayerDetail, PlayerNote } from '../../../../../contract/backoffice';
import { ErrorCodes } from '../../../../../contract/errors';
import { setBlockOfPlayer } from '../../../admin/blocks';
import type { AppContext } from '../../../context';
import type { Queryable } from '../../../db/database';
import { fail } from '../../../errors';
import { readFinAccount } from '../../../ledger/accounts';
import { closeUnitSockets } from '../../units/service';
import { writeAudit } from '../audit/repository';
import type { StaffRow } from '../staff/repository';
import { findPlayer, insertNote, playerUnitIds } from './repository';

export function createPlayersService(ctx: AppContext) {
  async function detail(q: Queryable, staff: StaffRow, id: number): Promise<PlayerDetail> {
    const player = await findPlayer(q, staff.site_ids, id);
    if (!player) throw fail(ErrorCodes.userNotFound);
    const units = await Promise.all(
      (await playerUnitIds(q, id)).map(async (unitId) => ({
        id: unitId,
        fin_account: await readFinAccount(q, unitId),
      })),
    );
    return { ...player, units };
  }

  return {
    detail: (staff: StaffRow, id: number) => detail(ctx.db, staff, id),

    /** 404 for a player of another site, before anything else is read. */
    async assertVisible(staff: StaffRow, id: number): Promise<void> {
      if (!(await findPlayer(ctx.db, staff.site_ids, id))) throw fail(ErrorCodes.userNotFound);
    },

    /** Sets or lifts a block; a login block signs the player out everywhere (tokens revoked, sockets closed). */
    async block(staff: StaffRow, id: number, input: BlockRequest): Promise<PlayerDetail> {
      const now = ctx.clock.now();
      const { answer, revokedUnits } = await ctx.db.transaction(async (tx) => {
        const before = await findPlayer(tx, staff.site_ids, id, true);
        if (!before) throw fail(ErrorCodes.userNotFound);
        const set = await setBlockOfPlayer(tx, id, input.block, input.on, now);
        if (!set) throw fail(ErrorCodes.userNotFound);
        await writeAudit(tx, {
          at: now,
          staffId: staff.id,
          action: 'player.block',
          target: `player:${id}`,
          playerId: id,
          siteId: before.site_id,
          reason: input.reason,
          before: { block: input.block, on: before.blocks.includes(input.block) },
          after: { block: input.block, on: input.on },
        });
        return { answer: await detail(tx, staff, id), revokedUnits: set.revokedUnits };
      });
      await closeUnitSockets(ctx.bus, revokedUnits, ctx.log);
      return answer;
    },

    async addNote(staff: StaffRow, id: number, text: string): Promise<PlayerNote> {
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const player = await findPlayer(tx, staff.site_ids, id);
        if (!player) throw fail(ErrorCodes.userNotFound);
        const note = await insertNote(tx, { userId: id, staffId: staff.id, text, now });
        await writeAudit(tx, {
          at: now,
          staffId: staff.id,
          action: 'player.note',
          target: `player:${id}`,
          playerId: id,
          siteId: player.site_id,
          after: { note_id: note.id, text },
        });
        return note;
      });
    },
  };
}
