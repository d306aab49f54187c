/**
 * The jackpots topic (SPEC §7 Real-time socket): its join answers the site's pots (lifecycle.ts), a push asks for
 * the recent wins; jackpots are announced to the whole site.
 */

import { JackpotPushes } from '../../../../contract/socket';
import { ErrorCodes } from '../../../../contract/errors';
import type { Queryable } from '../../db/database';
import { errorBody, fail } from '../../errors';
import { siteUnitConfig } from '../units/config';
import { realMoneyEnabled } from '../units/real-money';
import type { TopicHandler } from '../../realtime/types';
import { jackpotsChannel, jackpotsJoinReply, recentWins } from './lifecycle';

export function jackpotsTopic(db: Queryable): TopicHandler {
  return {
    // Without real money the site has no jackpots: the join says so in the contract's own words (enabled false), so
    // that the client does not rejoin for ever, and a push answers the refusal.
    async join(identity) {
      if (!realMoneyEnabled(await siteUnitConfig(db, identity.siteId))) {
        return { status: 'ok', response: { enabled: false, jackpots: [] } };
      }
      return { status: 'ok', response: await jackpotsJoinReply(db, identity.siteId) };
    },
    async handleIn(event, _payload, identity) {
      if (event !== JackpotPushes.recentlyWon) return { status: 'error', response: { reason: 'unknown event' } };
      if (!realMoneyEnabled(await siteUnitConfig(db, identity.siteId))) {
        const refusal = fail(ErrorCodes.realMoneyDisabled);
        return { status: 'error', response: errorBody(refusal.code, refusal.message) };
      }
      return { status: 'ok', response: { jackpots: await recentWins(db, identity.siteId) } };
    },
    channels: (identity) => [jackpotsChannel(identity.siteId)],
  };
}
