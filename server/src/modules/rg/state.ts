/** The player's RG state as the calls answer it and the `rg_updated` push carries it (contract/rg.ts RgState). */

import type { RgState } from '../../../../contract/rg';
import type { Queryable } from '../../db/database';
import { readLimits, readUsage, realMoneyOf, type LimitRow, type RgRow, type Usage } from './repository';
import { limitViews, sessionOpen, sessionView } from './rules';

/** The state from what the caller has read already (limits, usage), reading the rest. */
export async function stateOf(
  q: Queryable,
  row: RgRow,
  at: Date,
  known: { limits?: LimitRow[]; usage?: Usage } = {},
): Promise<RgState> {
  const limits = known.limits ?? (await readLimits(q, row.userId));
  const usage = known.usage ?? (await readUsage(q, row.userId, at));
  return {
    limits: limitViews(limits, usage),
    session_limit_minutes: row.sessionLimitMinutes,
    reality_check_minutes: row.realityCheckMinutes,
    session_pending:
      row.pendingSession && row.pendingSessionAt
        ? { ...row.pendingSession, effective_at: row.pendingSessionAt.toISOString() }
        : null,
    restriction:
      row.restriction && row.restrictedUntil
        ? { kind: row.restriction, until: row.restrictedUntil.toISOString() }
        : null,
    real_money: await realMoneyOf(q, row.userId),
    session: sessionOpen(row, at) ? sessionView(row, at) : null,
  };
}
