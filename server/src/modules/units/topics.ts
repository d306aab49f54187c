/**
 * The socket topics a unit joins (SPEC §7 Real-time socket). The unit topic answers the full unit, so a
 * rejoin heals any balance event lost on the bus; promotions answer empty state for now, jackpots their pots (jackpots/lifecycle.ts). Promotions
 * carry the site's events and the player's own (bonus campaigns); jackpots are announced to the whole site.
 */

import type { PromotionsJoinReply, UnitJoinReply } from '../../../../contract/socket';
import { JackpotPushes, Topics } from '../../../../contract/socket';
import type { AppContext } from '../../context';
import { unitChannel } from '../../ledger/ledger';
import { promotionsJoinFields } from '../campaigns/states';
import { jackpotsChannel, jackpotsJoinReply, recentWins } from '../jackpots/lifecycle';
import type { SocketIdentity, TopicHandler } from '../../realtime/types';
import type { UnitsService } from './service';

export function promotionsChannel(siteId: number): string {
  return `site:${siteId}:promotions`;
}

/** A player's own promotion events (a campaign bonus started, completed, the campaigns they may join). */
export function unitPromotionsChannel(unitId: number): string {
  return `unit:${unitId}:promotions`;
}

export function createTopics(ctx: Pick<AppContext, 'clock' | 'db'>, units: UnitsService): Record<string, TopicHandler> {
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
      // Happy hours arrive with their own module.
      const response: PromotionsJoinReply = {
        ...(await promotionsJoinFields(ctx.db, identity, ctx.clock.now())),
        promotions: [],
        now: Math.floor(ctx.clock.now().getTime() / 1000),
      };
      return { status: 'ok', response };
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
