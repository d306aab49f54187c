/**
 * The unit topic (SPEC §7 Real-time socket): its join answers the full unit, so a rejoin heals any balance event
 * lost on the bus; it carries the unit's ledger events, and the site's changes (its unit config) as each unit's
 * whole unit, read once per node for all of that node's sockets of the site.
 */

import type { UnitJoinReply, UnitUpdatedPayload } from '../../../../contract/socket';
import type { BusMessage } from '../../bus/bus';
import { unitChannel } from '../../ledger/ledger';
import type { TopicHandler } from '../../realtime/types';
import { siteUnitsChannel, type UnitsService } from './service';

export function unitTopic(units: Pick<UnitsService, 'view' | 'viewMany'>): TopicHandler {
  return {
    async join(identity) {
      try {
        const response: UnitJoinReply = { unit: await units.view(identity.unitId) };
        return { status: 'ok', response };
      } catch {
        return { status: 'error', response: { reason: 'unit not found' } };
      }
    },
    channels: (identity) => [unitChannel(identity.unitId)],
    rendered: {
      channels: (identity) => [siteUnitsChannel(identity.siteId)],
      async render(message, identities) {
        const sent = (message.payload as { action?: unknown } | null)?.action;
        const action = typeof sent === 'string' ? sent : 'config_updated';
        const viewed = await units.viewMany(identities.map((identity) => identity.unitId));
        return new Map(
          viewed.map((unit): [number, BusMessage] => {
            const payload: UnitUpdatedPayload = { action, unit };
            return [unit.id, { event: message.event, payload }];
          }),
        );
      },
    },
  };
}
