/**
 * The socket topics a unit joins (SPEC §7 Real-time socket). The unit topic answers the full unit, so a
 * rejoin heals any balance event lost on the bus; promotions answer the site's happy-hour configs and the happy-hour
 * pushes (happy-hours/pushes.ts), jackpots their pots (jackpots/lifecycle.ts). Promotions carry the site's events and
 * the player's own (bonus campaigns, happy-hour bonus); jackpots are announced to the whole site.
 */

import type { PromotionsJoinReply, UnitJoinReply } from '../../../../contract/socket';
import { JackpotPushes, Topics } from '../../../../contract/socket';
import type { AppContext } from '../../context';
import { unitChannel, type LedgerLog } from '../../ledger/ledger';
import { promotionsJoinFields } from '../campaigns/states';
import { happyHourPromotions } from '../happy-hours/configs';
import { createHappyHourPushes, isHappyHourPush } from '../happy-hours/pushes';
import { jackpotsChannel, jackpotsJoinReply, recentWins } from '../jackpots/lifecycle';
import type { SocketIdentity, TopicHandler } from '../../realtime/types';
import { promotionsChannel, unitPromotionsChannel } from './promotion-channels';
import type { UnitsService } from './service';

// Kept in a file of their own so that the promotion modules can publish on them without importing the topics.
export { promotionsChannel, unitPromotionsChannel };

export function createTopics(
  ctx: Pick<AppContext, 'clock' | 'db' | 'bus'> & { log?: LedgerLog },
  units: UnitsService,
): Record<string, TopicHandler> {
  const happyHourPush = createHappyHourPushes(ctx);

  const unit: TopicHandler = {
    async join(identity: SocketIdentity) {
      try {
        const response: UnitJoinReply = { unit: await units.view(identity.unitId) };
        return { status: 'ok', response };
      } catch {
        return { status: 'error', response: { reason: 'unit not found' } };
      }
    },
    channels: (identity) => [unitChannel(identity.unitId)],
  };

  const promotions: TopicHandler = {
    async join(identity) {
      const response: PromotionsJoinReply = {
        ...(await promotionsJoinFields(ctx.db, identity, ctx.clock.now())),
        promotions: await happyHourPromotions(ctx.db, identity.siteId),
        now: Math.floor(ctx.clock.now().getTime() / 1000),
      };
      return { status: 'ok', response };
    },
    async handleIn(event, payload, identity) {
      if (isHappyHourPush(event)) return happyHourPush(event, payload, identity);
      return { status: 'error', response: { reason: 'unknown event' } };
    },
    channels: (identity) => [promotionsChannel(identity.siteId), unitPromotionsChannel(identity.unitId)],
  };

  const jackpots: TopicHandler = {
    async join(identity) {
      return { status: 'ok', response: await jackpotsJoinReply(ctx.db, identity.siteId) };
    },
    async handleIn(event, _payload, identity) {
      if (event !== JackpotPushes.recentlyWon) return { status: 'error', response: { reason: 'unknown event' } };
      return { status: 'ok', response: { jackpots: await recentWins(ctx.db, identity.siteId) } };
    },
    channels: (identity) => [jackpotsChannel(identity.siteId)],
  };

  return { [Topics.unit]: unit, [Topics.promotions]: promotions, [Topics.jackpots]: jackpots };
}
