/**
 * The unit topic (SPEC §7 Real-time socket): its join answers the full unit, so a rejoin heals any balance event
 * lost on the bus; it carries the unit's ledger events.
 */

import type { UnitJoinReply } from '../../../../contract/socket';
import { unitChannel } from '../../ledger/ledger';
import type { TopicHandler } from '../../realtime/types';
import type { UnitsService } from './service';

export function unitTopic(units: Pick<UnitsService, 'view'>): TopicHandler {
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
  };
}
