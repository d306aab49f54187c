/**
 * The player's own RG calls (hp/users/rg…): reading the state, setting and confirming limits, session settings, a
 * time-out or a self-exclusion, and the activity figures. Every change locks the player's RG row, so it cannot
 * interleave with a deposit or bet being checked, and is pushed to every unit of the player once committed.
 */

import type {
  RgActivityAnswer,
  RgLimitKind,
  RgOperatorExclusionPeriod,
  RgPeriod,
  RgRestriction,
  RgRestrictionKind,
  RgSelfExclusionPeriod,
  RgSessionRequest,
  RgState,
  RgTimeOutPeriod,
} from '../../../../contract/rg';
import { RgSocketEvents } from '../../../../contract/rg';
import type { Principal } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { unitChannel } from '../../ledger/ledger';
import { readActivity } from './activity';
import { stateOf } from './state';
import { rgClockOf } from './guard';
import {
  lockRgRow,
  readLimits,
  readRestrictions,
  readRgRow,
  recordRestriction,
  unitsOfPlayer,
  updateRgRow,
  writeLimit,
  type LimitRow,
  type RgRow,
} from './repository';
import {
  changeLimit,
  changeSession,
  confirmLimit,
  restrict,
  restrictionUntil,
  settled,
  type RgRestrictionPeriod,
} from './rules';

/** What staff add to an operator exclusion, and what runs with it in its transaction (the back office's checks). */
export interface OperatorExclusion {
  period: RgOperatorExclusionPeriod;
  staffId: number;
  reason: string;
  /** First, before the player's RG row is touched: whether the staff member may (throws if not). */
  check(tx: Queryable): Promise<void>;
  /** Last: the audit row, with the restriction before and after. */
  audit(tx: Queryable, before: RgRestriction | null, after: RgRestriction): Promise<void>;
}

function restrictionOf(row: RgRow): RgRestriction | null {
  return row.restriction && row.restrictedUntil
    ? { kind: row.restriction, until: row.restrictedUntil.toISOString() }
    : null;
}

export function createRgService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log'>) {
  const { db } = ctx;
  const now = () => rgClockOf(ctx).now();

  /** Tells every unit of the player (each device's socket) the new state; a lost push heals on the next read. */
  async function announce(userId: number, rg: RgState): Promise<void> {
    try {
      for (const unitId of await unitsOfPlayer(db, userId)) {
        await ctx.bus.publish(unitChannel(unitId), { event: RgSocketEvents.updated, payload: { rg } });
      }
    } catch (err) {
      ctx.log.warn({ err, userId }, 'rg: state not pushed');
    }
  }

  /**
   * One change under the player's RG row lock; answers and pushes the state it leaves. `before` runs first in the
   * transaction, before the row is locked (or made).
   */
  async function change(
    userId: number,
    work: (tx: Queryable, row: RgRow, at: Date) => Promise<RgRow>,
    before?: (tx: Queryable) => Promise<void>,
  ): Promise<RgState> {
    const rg = await db.transaction(async (tx) => {
      await before?.(tx);
      const at = now();
      const row = settled(await lockRgRow(tx, userId), at);
      const next = await work(tx, row, at);
      await updateRgRow(tx, next);
      return stateOf(tx, next, at);
    });
    await announce(userId, rg);
    return rg;
  }

  async function limitOf(tx: Queryable, userId: number, kind: RgLimitKind, period: RgPeriod): Promise<LimitRow> {
    const found = (await readLimits(tx, userId, [kind])).find((limit) => limit.period === period);
    return found ?? { kind, period, amount: null, pending: false, pendingAmount: null, pendingAt: null };
  }

  return {
    async state(principal: Principal): Promise<RgState> {
      const at = now();
      return stateOf(db, settled(await readRgRow(db, principal.userId), at), at);
    },

    setLimit(principal: Principal, request: { kind: RgLimitKind; period: RgPeriod; amount: number | null }) {
      return change(principal.userId, async (tx, row, at) => {
        const current = await limitOf(tx, principal.userId, request.kind, request.period);
        await writeLimit(tx, principal.userId, changeLimit(current, request.amount, at));
        return row;
      });
    },

    confirmLimit(principal: Principal, request: { kind: RgLimitKind; period: RgPeriod }) {
      return change(principal.userId, async (tx, row, at) => {
        const current = await limitOf(tx, principal.userId, request.kind, request.period);
        await writeLimit(tx, principal.userId, confirmLimit(current, at));
        return row;
      });
    },

    setSession(principal: Principal, request: RgSessionRequest) {
      return change(principal.userId, async (_tx, row, at) => changeSession(row, request, at));
    },

    timeOut(principal: Principal, period: RgTimeOutPeriod) {
      return restrictFor(principal, 'time_out', period);
    },

    selfExclude(principal: Principal, period: RgSelfExclusionPeriod) {
      return restrictFor(principal, 'self_exclusion', period);
    },

    activity(principal: Principal, range: { from?: Date; to?: Date }): Promise<RgActivityAnswer> {
      return readActivity(db, principal.userId, range);
    },

    /** A player's state and restriction history, for the operator's staff (who checked they may see the player). */
    async ofPlayer(userId: number) {
      const at = now();
      const rg = await stateOf(db, settled(await readRgRow(db, userId), at), at);
      return { rg, restrictions: await readRestrictions(db, userId) };
    },

    /**
     * An exclusion added by the operator's staff: it refuses gambling and money in as a self-exclusion does, cannot
     * be lifted or shortened by the player, and ends every open game of theirs as one does (pushed to every device).
     */
    excludeByOperator(userId: number, exclusion: OperatorExclusion): Promise<RgState> {
      return change(
        userId,
        async (tx, row, at) => {
          const next = await restrictUser(tx, row, 'operator_exclusion', exclusion.period, at, exclusion);
          await exclusion.audit(tx, restrictionOf(row), restrictionOf(next)!);
          return next;
        },
        exclusion.check,
      );
    },
  };

  async function restrictUser(
    tx: Queryable,
    row: RgRow,
    kind: RgRestrictionKind,
    period: RgRestrictionPeriod,
    at: Date,
    by: { staffId?: number; reason?: string } = {},
  ): Promise<RgRow> {
    const until = restrictionUntil(kind, period, at);
    await recordRestriction(tx, {
      userId: row.userId,
      kind,
      period,
      startsAt: at,
      until,
      staffId: by.staffId,
      reason: by.reason,
    });
    return restrict(row, kind, until);
  }

  function restrictFor(
    principal: Principal,
    kind: 'time_out' | 'self_exclusion',
    period: RgTimeOutPeriod | RgSelfExclusionPeriod,
  ): Promise<RgState> {
    return change(principal.userId, (tx, row, at) => restrictUser(tx, row, kind, period, at));
  }
}

export type RgService = ReturnType<typeof createRgService>;
