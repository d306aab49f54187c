/**
 * The game's balance line, as the site's header says it (SPEC §4, contract/games.ts WalletAnswer): the total, and
 * cash and bonus as separate lines when a bonus sits beside the cash. The page writes it first (play-page.ts); the
 * scripts redraw it from each wallet answer.
 */

import { formatMoney } from '../../money';

export interface GameBalance {
  /** What a bet can draw. */
  balance: number;
  /** Bonus beside it that bets do not draw. */
  bonus: number;
  currency: string;
  /** Play money, not money (contract/play-money.ts): the page says "Play balance". */
  play?: boolean;
}

/** "Cash R413.52" and "Bonus R25.00": one line each on a phone, "·" between them on a wider screen. */
export function balanceParts({ balance, bonus, currency }: GameBalance): { cash: string; bonus: string } {
  return { cash: `Cash ${formatMoney(balance, currency)}`, bonus: `Bonus ${formatMoney(bonus, currency)}` };
}

/** Redraws the page's balance line, and bumps the total when it changed. */
export function showBalance(shown: GameBalance): void {
  const total = document.getElementById('balance');
  const parts = document.getElementById('balance-parts');
  const [cash, bonus] = ['balance-cash', 'balance-bonus'].map((id) => document.getElementById(id));
  if (!total || !parts || !cash || !bonus) return;
  const text = formatMoney(shown.balance + shown.bonus, shown.currency);
  const lines = balanceParts(shown);
  cash.textContent = lines.cash;
  bonus.textContent = lines.bonus;
  parts.hidden = shown.bonus <= 0;
  if (total.textContent === text) return;
  total.textContent = text;
  total.classList.remove('bump');
  void total.offsetWidth;
  total.classList.add('bump');
}
