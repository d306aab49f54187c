/** European roulette: one bet on the table, the wheel spins to the pocket. */

import { RED, play, type RouletteBet } from '../../../modules/games/math/roulette';
import { el, fill, startGame, TEXTS } from './shell';
import { drawWheel } from './wheel-svg';

/** The pockets clockwise from zero, as on a European wheel. */
const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

type BetOn = { type: string; number?: number; which?: number };

const colourOf = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');
const FILL = { green: '#0f8a4b', red: '#c1121f', black: '#161616' } as const;

const said = TEXTS.roulette;
/** The even-money bets' names (the numbers' halves stay figures). */
const EVEN_MONEY: Readonly<Record<string, string>> = {
  low: '1–18',
  high: '19–36',
  red: said.red,
  black: said.black,
  odd: said.odd,
  even: said.even,
};

const OUTSIDE: { label: string; bet: BetOn; className?: string }[][] = [
  [1, 2, 3].map((which) => ({ label: said.dozens[which - 1]!, bet: { type: 'dozen', which } })),
  [
    { label: '1–18', bet: { type: 'low' } },
    { label: said.even, bet: { type: 'even' } },
    { label: said.red, bet: { type: 'red' }, className: 'red' },
    { label: said.black, bet: { type: 'black' }, className: 'black' },
    { label: said.odd, bet: { type: 'odd' } },
    { label: '19–36', bet: { type: 'high' } },
  ],
  [1, 2, 3].map((which) => ({ label: fill(said.column, { which }), bet: { type: 'column', which } })),
];

function describe(bet: BetOn): string {
  switch (bet.type) {
    case 'straight':
      return fill(said.straightUp, { number: bet.number! });
    case 'dozen':
      return said.dozen[bet.which! - 1]!;
    case 'column':
      return fill(said.columnBet, { which: bet.which! });
    default:
      return fill(said.evenMoney, { what: EVEN_MONEY[bet.type]! });
  }
}

startGame(
  (shell) => {
    const wheel = drawWheel(
      WHEEL_ORDER.map((n) => ({ label: String(n), fill: FILL[colourOf(n)], ink: '#ffffff' })),
      { labelSize: 9 },
    );
    wheel.element.setAttribute('aria-label', said.wheel);
    const top = el('div', 'roulette-top');
    const frame = el('div', 'wheel-frame small');
    frame.append(wheel.element);
    const result = el('p', 'pocket', '–');
    result.setAttribute('aria-live', 'polite');
    top.append(frame, result);

    const table = el('div', 'table');
    table.setAttribute('role', 'group');
    table.setAttribute('aria-label', said.table);
    const spots: { bet: BetOn; button: HTMLButtonElement }[] = [];
    const spot = (label: string, bet: BetOn, className: string) => {
      const button = el('button', `spot ${className}`, label);
      button.type = 'button';
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => choose(bet));
      spots.push({ bet, button });
      return button;
    };
    const numbers = el('div', 'numbers');
    numbers.append(spot('0', { type: 'straight', number: 0 }, 'green zero'));
    for (let n = 1; n <= 36; n += 1) {
      const button = spot(String(n), { type: 'straight', number: n }, colourOf(n));
      // Across on a wide screen (three rows of twelve), down on a phone (twelve rows of three).
      const column = Math.ceil(n / 3);
      const row = 3 - ((n - 1) % 3);
      button.style.setProperty('--across-column', String(column + 1));
      button.style.setProperty('--across-row', String(row));
      button.style.setProperty('--down-row', String(column + 1));
      button.style.setProperty('--down-column', String(4 - row));
      numbers.append(button);
    }
    table.append(numbers);
    for (const line of OUTSIDE) {
      const row = el('div', 'outside');
      for (const { label, bet, className } of line) row.append(spot(label, bet, className ?? ''));
      table.append(row);
    }
    const chosen = el('p', 'chosen');
    shell.stage.append(top, table);
    shell.options.append(chosen);

    let current: BetOn = { type: 'red' };
    function choose(bet: BetOn): void {
      current = bet;
      for (const { bet: b, button } of spots) {
        const on = b.type === bet.type && b.number === bet.number && b.which === bet.which;
        button.setAttribute('aria-pressed', String(on));
      }
      chosen.textContent = fill(said.yourBet, { bet: describe(bet) });
    }
    choose(current);

    return async () => {
      for (const { button } of spots) button.classList.remove('landed');
      const answer = await shell.round({ bet_on: current });
      if (!answer) return;
      const { pocket } = answer.outcome as { pocket: number };
      result.textContent = '…';
      result.className = 'pocket';
      await wheel.spinTo(WHEEL_ORDER.indexOf(pocket), 4200);
      result.textContent = String(pocket);
      result.className = `pocket ${colourOf(pocket)}`;
      spots.find(({ bet }) => bet.type === 'straight' && bet.number === pocket)?.button.classList.add('landed');
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => {
    const on = (answer.outcome as { bet_on: RouletteBet }).bet_on;
    return { bet_on: on, ...play(answer.bet, on, random) };
  },
);
