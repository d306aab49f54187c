import type { Unit } from '../../../contract/entities';

/** SPEC §4: total = balance + deposit + happy-hour bonus + campaign bonus. */
export function totalBalance(
  unit: Pick<Unit, 'fin_account' | 'active_campaign_bonus_balance'>,
  hhBonusBalance: number,
) {
  const { balance, deposit_balance } = unit.fin_account;
  return balance + deposit_balance + hhBonusBalance + (unit.active_campaign_bonus_balance ?? 0);
}

/**
 * The total's two parts, as every balance on screen shows them where both exist: cash (balance + deposit, what bets
 * draw and withdrawals take) and bonus (happy-hour and campaign bonus, waiting to be wagered through).
 */
export function balanceParts(
  unit: Pick<Unit, 'fin_account' | 'active_campaign_bonus_balance'>,
  hhBonusBalance: number,
): { cash: number; bonus: number } {
  return { cash: withdrawableBalance(unit), bonus: hhBonusBalance + (unit.active_campaign_bonus_balance ?? 0) };
}

/** SPEC §4: withdrawable = balance + deposit. */
export function withdrawableBalance(unit: Pick<Unit, 'fin_account'>) {
  return unit.fin_account.balance + unit.fin_account.deposit_balance;
}
