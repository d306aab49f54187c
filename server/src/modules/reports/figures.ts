/**
 * Which ledger transfer kinds make each report figure (contract/reports.ts says what each figure means). A flow
 * that adds a transfer kind of money in, out, played or given adds it here, as it adds it to statement/kinds.ts.
 */

import type { ReportFigures } from '../../../../contract/reports';
import { CampaignKinds } from '../campaigns/bonus';
import { HH_BONUS_KIND } from '../happy-hours/bonus-states';
import { JackpotKinds } from '../jackpots/pots';
import { DEPOSIT_KINDS } from '../payments/service';
import { GameKinds } from '../wallet/transactions';
import { WithdrawalKinds } from '../withdrawals/transfers';

/** Kinds added and kinds taken off. */
interface Figure {
  plus: readonly string[];
  minus?: readonly string[];
}

const FIGURES = {
  deposits: { plus: ['acoin_load', ...Object.values(DEPOSIT_KINDS)] },
  withdrawals: { plus: [WithdrawalKinds.amount], minus: [WithdrawalKinds.refund] },
  bets: { plus: [GameKinds.bet], minus: [GameKinds.rollback] },
  wins: { plus: [GameKinds.win] },
  jackpotWins: { plus: [JackpotKinds.win] },
  bonusCost: { plus: [CampaignKinds.credit, HH_BONUS_KIND], minus: [CampaignKinds.forfeit] },
} satisfies Record<string, Figure>;

/** The kinds that make a player active in a span. */
export const ACTIVE_PLAYER_KINDS: readonly string[] = [GameKinds.bet];

function total(amounts: ReadonlyMap<string, number>, figure: Figure): number {
  const sum = (kinds: readonly string[] = []) => kinds.reduce((acc, kind) => acc + (amounts.get(kind) ?? 0), 0);
  return sum(figure.plus) - sum(figure.minus);
}

/** The figures of one span from its sums per transfer kind. */
export function figuresOf(
  currency: string,
  amounts: ReadonlyMap<string, number>,
  players: { active: number; new: number },
): ReportFigures {
  const bets = total(amounts, FIGURES.bets);
  const wins = total(amounts, FIGURES.wins);
  const ggr = bets - wins - total(amounts, FIGURES.jackpotWins);
  const bonusCost = total(amounts, FIGURES.bonusCost);
  return {
    currency,
    deposits: total(amounts, FIGURES.deposits),
    withdrawals: total(amounts, FIGURES.withdrawals),
    bets,
    wins,
    ggr,
    bonus_cost: bonusCost,
    ngr: ggr - bonusCost,
    active_players: players.active,
    new_players: players.new,
  };
}

/** Sums per kind over several days. */
export function addAmounts(days: ReadonlyArray<{ amounts: ReadonlyMap<string, number> }>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const day of days) {
    for (const [kind, amount] of day.amounts) sums.set(kind, (sums.get(kind) ?? 0) + amount);
  }
  return sums;
}
