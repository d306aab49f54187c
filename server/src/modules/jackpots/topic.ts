/**
 * The jackpots topic (SPEC §7 Real-time socket): its join answers the site's pots (lifecycle.ts), a push asks for
 * the recent wins; jackpots are announced to the whole site.
 */

import { JackpotPushes } from '../../../../contract/socket';
import type { Queryable } from '../../db/database';
import type { TopicHandler } from '../../realtime/types';
import { jackpotsChannel, jackpotsJoinReply, recentWins } from './lifecycle';

export function jackpotsTopic(db: Queryable): TopicHandler {
  return {
    async join(identity) {
      return { status: 'ok', response: await jackpotsJoinReply(db, identity.siteId) };
    },
    async handleIn(event, _payload, identity) {
      if (event !== JackpotPushes.recentlyWon) return { status: 'error', response: { reason: 'unknown event' } };
      return { status: 'ok', response: { jackpots: await recentWins(db, identity.siteId) } };
    },
    channels: (identity) => [jackpotsChannel(identity.siteId)],
  };
}
