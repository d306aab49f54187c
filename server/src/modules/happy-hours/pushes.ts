/**
 * The promotions topic's happy-hour pushes (SPEC §7, contract/happy-hours.ts HappyHourPushes), each answered ok with
 * its reply, or error with the contract's ErrorBody.
 */

import { ErrorCodes } from '../../../../contract/errors';
import {
  HappyHourPushes,
  type HhBonusStateReply,
  type HhBonusStatesReply,
  type PromotionStatesReply,
} from '../../../../contract/happy-hours';
import type { AppContext } from '../../context';
import { ApiError, errorBody, fail } from '../../errors';
import { createLedger, type LedgerLog } from '../../ledger/ledger';
import type { JoinResult, SocketIdentity } from '../../realtime/types';
import { assertRealMoney } from '../units/real-money';
import { acquireHhBonus, activeHhBonusStates, hhBonusStateIn } from './bonus-states';
import { PROMOTION_COLUMNS, toPromotionState, type PromotionRow } from './views';

const PUSHES: ReadonlySet<string> = new Set(Object.values(HappyHourPushes));

/** Whether a promotions push is one of the happy hour's. */
export function isHappyHourPush(event: string): boolean {
  return PUSHES.has(event);
}

/** A row id a push names: a positive whole number (a bigint column's range), else a validation error. */
function idOf(payload: Record<string, unknown>, field: string): number {
  const value = payload[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw fail(ErrorCodes.validation, `${field} must be a positive integer`);
  }
  return value;
}

/** Topic handlers are also built without a logger (tests): a failed push is then answered, not logged. */
export function createHappyHourPushes(ctx: Pick<AppContext, 'db' | 'bus' | 'clock'> & { log?: LedgerLog }) {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);

  async function answer(
    event: string,
    payload: Record<string, unknown>,
    identity: SocketIdentity,
  ): Promise<HhBonusStatesReply | PromotionStatesReply | HhBonusStateReply> {
    switch (event) {
      case HappyHourPushes.bonusStates:
        return { hh_bonus_states: await activeHhBonusStates(db, identity.unitId) };
      case HappyHourPushes.ongoingPromotionStates: {
        const { rows } = await db.query<PromotionRow>(
          `SELECT ${PROMOTION_COLUMNS} FROM promotion_states p JOIN happy_hour_configs c ON c.id = p.config_id
           WHERE p.site_id = $1 AND p.status = 'ongoing' ORDER BY p.starts_at DESC, p.id DESC`,
          [identity.siteId],
        );
        return { promotion_states: rows.map(toPromotionState) };
      }
      case HappyHourPushes.bonusState:
        return { hh_bonus_state: await hhBonusStateIn(db, identity.unitId, idOf(payload, 'promotion_state_id')) };
      case HappyHourPushes.acquire:
        await assertRealMoney(db, identity.siteId);
        return {
          hh_bonus_state: await acquireHhBonus(
            ledger,
            identity.unitId,
            idOf(payload, 'hh_bonus_state_id'),
            clock.now(),
          ),
        };
      default:
        throw fail(ErrorCodes.notFound, `unknown event ${event}`);
    }
  }

  return async function handlePush(
    event: string,
    payload: Record<string, unknown>,
    identity: SocketIdentity,
  ): Promise<JoinResult> {
    try {
      return { status: 'ok', response: await answer(event, payload, identity) };
    } catch (error) {
      if (error instanceof ApiError) return { status: 'error', response: errorBody(error.code, error.message) };
      ctx.log?.warn({ err: error, event }, 'happy hours: push failed');
      return { status: 'error', response: errorBody(ErrorCodes.internal, 'Internal server error') };
    }
  };
}
