/**
 * The socket topics a unit joins (SPEC §7 Real-time socket), put together here as app.ts puts the routes: each
 * module owns its topic (units/topic.ts, jackpots/topic.ts), and promotions is made of two modules' parts. Its join
 * answers the unit's bonus campaigns (campaigns/states.ts) and the site's happy-hour configs, its pushes are the
 * happy-hour ones (happy-hours/pushes.ts); it carries the site's events and the player's own
 * (units/promotion-channels.ts).
 */

import { Topics, type PromotionsJoinReply } from '../../contract/socket';
import type { AppContext } from './context';
import type { LedgerLog } from './ledger/ledger';
import { promotionsJoinFields } from './modules/campaigns/states';
import { happyHourPromotions } from './modules/happy-hours/configs';
import { createHappyHourPushes, isHappyHourPush } from './modules/happy-hours/pushes';
import { jackpotsTopic } from './modules/jackpots/topic';
import { promotionsChannel, unitPromotionsChannel } from './modules/units/promotion-channels';
import type { UnitsService } from './modules/units/service';
import { unitTopic } from './modules/units/topic';
import type { TopicHandler } from './realtime/types';

function promotionsTopic(ctx: Pick<AppContext, 'clock' | 'db' | 'bus'> & { log?: LedgerLog }): TopicHandler {
  const happyHourPush = createHappyHourPushes(ctx);
  return {
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
}

export function createTopics(
  ctx: Pick<AppContext, 'clock' | 'db' | 'bus'> & { log?: LedgerLog },
  units: UnitsService,
): Record<string, TopicHandler> {
  return {
    [Topics.unit]: unitTopic(units),
    [Topics.promotions]: promotionsTopic(ctx),
    [Topics.jackpots]: jackpotsTopic(ctx.db),
  };
}
