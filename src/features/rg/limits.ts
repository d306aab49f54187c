import { RgPeriods, type RgLimit, type RgLimitKind, type RgState } from '../../../contract/rg';

/** A limit as the page shows it: the server lists the limits that are set; one not set has no amount. */
export type ShownLimit = Omit<RgLimit, 'amount' | 'remaining'> & { amount: number | null; remaining: number | null };

/** A kind's three windows in order (24 hours, 7 days, 30 days), an unset one where the server lists none. */
export function limitsOf(rg: RgState, kind: RgLimitKind): ShownLimit[] {
  return RgPeriods.map(
    (period) =>
      rg.limits.find((limit) => limit.kind === kind && limit.period === period) ?? {
        kind,
        period,
        amount: null,
        used: 0,
        remaining: null,
        pending: null,
      },
  );
}
