/**
 * The game's balance line, as the site's header says it (SPEC §4, contract/games.ts WalletAnswer): the total, and
 * cash and bonus as separate lines when a bonus sits beside the cash. The page writes it first (play-page.ts); the
 * scripts redraw it from each wallet answer.
 */

import { formatMoney } from '../../money';
import type { ClientTexts } from '../texts';
import { fill } from './fill';

export interface GameBalance {
  /** What a bet can draw. */
  balance: number;
  /** Bonus beside it that bets do not draw. */
  bonus: number;
  currency: string;
  /** Play money, not money (contract/play-money.ts): the page says "Play balance". */
  play?: boolean;
}

/** "Cash R413.52" and "Bonus R25.00", in the page's words: one line each on a phone, "·" between them on a wider screen. */
export function balanceParts(
  { balance, bonus, currency }: GameBalance,
  texts: Pick<ClientTexts, 'cash' | 'bonus'>,
): { cash: string; bonus: string } {
  return {
    cash: fill(texts.cash, { amount: formatMoney(balance, currency) }),
    bonus: fill(texts.bonus, { amount: formatMoney(bonus, currency) }),
  };
}

/** Redraws the page's balance line, and bumps the total when it changed. */
export function showBalance(shown: GameBalance, texts: Pick<ClientTexts, 'cash' | 'bonus'>): void {
  const total = document.getElementById('balance');
  const parts = document.getElementById('balance-parts');
  const [cash, bonus] = ['balance-cash', 'balance-bonus'].map((id) => document.getElementById(id));
  if (!total || !parts || !cash || !bonus) return;
  const text = formatMoney(shown.balance + shown.bonus, shown.currency);
  const lines = balanceParts(shown, texts);
  cash.textContent = lines.cash;
  bonus.textContent = lines.bonus;
  parts.hidden = shown.bonus <= 0;
  if (total.textContent === text) return;
  total.textContent = text;
  total.classList.remove('bump');
  void total.offsetWidth;
  total.classList.add('bump');
}
