/**
 * The tumble slot: a 6 × 5 grid of the game's own pictures (theme-art.ts) and card ranks. The symbols drop in, the
 * winning ones glow and burst, the rest fall and new ones drop in from the top, each tumble's multiplier shown as it
 * rises, until a drop pays nothing; then the round's win is shown. Only transforms and opacity are animated, so a
 * cheap phone keeps up.
 */

import type { TumbleDrop, TumbleOutcome, TumbleSymbol } from '../../../modules/games/math/tumble';
import {
  COLUMNS,
  MIN_COUNT,
  MULTIPLIERS,
  PAYTABLE,
  ROWS,
  SYMBOLS,
  UNITS,
  play,
} from '../../../modules/games/math/tumble';
import { paytable, symbolCell } from './reel-machine';
import { el, fill, startGame, TEXTS, wait } from './shell';
import { themeSymbols } from './theme-symbols';

/** Hundredths of the bet as the paytable shows them: 250 → 2.5. */
const times = (units: number) => String(Math.round((units / UNITS) * 100) / 100);

const FALL_MS = 420;
const BURST_MS = 380;

startGame(
  (shell) => {
    const themed = themeSymbols(shell.data.art);
    const nameOf = (symbol: TumbleSymbol): string => themed.nameOf(symbol) ?? symbol;
    const cell = (symbol: TumbleSymbol): HTMLElement => themed.cell(symbol) ?? symbolCell(symbol, nameOf(symbol), '');

    const machine = el('div', 'machine tumble');
    const meter = el('p', 'tumble-meter');
    meter.setAttribute('aria-live', 'polite');
    const grid = el('div', 'tumble-grid');
    grid.style.setProperty('--columns', String(COLUMNS));
    grid.style.setProperty('--rows', String(ROWS));
    const columns = Array.from({ length: COLUMNS }, () => {
      const column = el('div', 'tumble-column');
      grid.append(column);
      return column;
    });
    machine.append(meter, grid);
    const wins = el('ul', 'line-wins');
    wins.setAttribute('aria-live', 'polite');
    const table = paytable(
      TEXTS.paytable.anywhere,
      [`${MIN_COUNT}–9`, '10–11', '12+'],
      [...SYMBOLS].reverse().map((symbol) => ({ head: [cell(symbol)], pays: PAYTABLE[symbol].map(times) })),
      fill(TEXTS.paytable.tumbles, { multipliers: MULTIPLIERS.map((m) => `×${m}`).join(', ') }),
    );
    shell.stage.append(machine, wins, table);

    const showMeter = (multiplier: number, won: number, bet: number) => {
      meter.replaceChildren(
        el('span', 'tumble-multiplier', `×${multiplier}`),
        el(
          'span',
          undefined,
          won > 0
            ? fill(TEXTS.wins.tumbleWon, { amount: shell.money(Math.floor((bet * won) / UNITS)) })
            : TEXTS.wins.tumbleMultiplier,
        ),
      );
    };
    showMeter(MULTIPLIERS[0]!, 0, shell.bet());

    /** A column's cells, top to bottom; `from[row]` is how many rows above its place each one starts. */
    function drop(column: number, symbols: readonly TumbleSymbol[], from: readonly number[]): Promise<void> {
      const cells = symbols.map(cell);
      cells.forEach((node, row) => {
        node.style.transition = 'none';
        node.style.transform = from[row] ? `translateY(${-100 * from[row]!}%)` : '';
      });
      columns[column]!.replaceChildren(...cells);
      void columns[column]!.offsetHeight;
      const ms = FALL_MS + column * 40;
      cells.forEach((node, row) => {
        if (!from[row]) return;
        node.style.transition = `transform ${ms}ms cubic-bezier(.3,0,.6,1.2)`;
        node.style.transform = 'translateY(0)';
      });
      return wait(ms);
    }

    /** The first drop: every column falls in from above the grid, one a little after the other. */
    async function first(shown: TumbleDrop): Promise<void> {
      await Promise.all(
        shown.grid.map((symbols, column) =>
          wait(column * 60).then(() =>
            drop(
              column,
              symbols,
              symbols.map(() => ROWS),
            ),
          ),
        ),
      );
    }

    /** After a win: the winners burst, what was above them falls, and new symbols drop in over them. */
    async function tumble(before: TumbleDrop, after: TumbleDrop): Promise<void> {
      const burst = new Set(before.wins.map((win) => win.symbol));
      for (const column of columns)
        for (const node of column.children)
          if (burst.has((node as HTMLElement).dataset.symbol as TumbleSymbol)) node.classList.add('burst');
      await wait(BURST_MS);
      await Promise.all(
        before.grid.map((old, column) => {
          const kept = old.map((symbol, row) => (burst.has(symbol) ? -1 : row)).filter((row) => row >= 0);
          const fresh = ROWS - kept.length;
          // The new symbols start above the grid; each kept one falls from its old row to its place under them.
          const from = after.grid[column]!.map((_, row) => (row < fresh ? fresh : row - kept[row - fresh]!));
          return drop(column, after.grid[column]!, from);
        }),
      );
    }

    function showWins(shown: TumbleDrop, bet: number): void {
      const winning = new Set(shown.wins.map((win) => win.symbol));
      for (const column of columns)
        for (const node of column.children)
          node.classList.toggle('hit', winning.has((node as HTMLElement).dataset.symbol as TumbleSymbol));
      for (const win of shown.wins) {
        const amount = shell.money(Math.floor((bet * win.pays * shown.multiplier) / UNITS));
        const times = shown.multiplier > 1 ? ` ×${shown.multiplier}` : '';
        const said = fill(TEXTS.wins.tumble, { count: win.count, symbol: nameOf(win.symbol), times, amount });
        wins.append(el('li', undefined, said));
      }
    }

    return async () => {
      wins.replaceChildren();
      const bet = shell.bet();
      const answer = await shell.round({});
      if (!answer) return;
      const { drops } = answer.outcome as unknown as TumbleOutcome;
      machine.classList.remove('tumbling');
      showMeter(drops[0]!.multiplier, 0, bet);
      await first(drops[0]!);
      let won = 0;
      for (let i = 0; i < drops.length - 1; i += 1) {
        const shown = drops[i]!;
        machine.classList.add('tumbling');
        showWins(shown, bet);
        won += shown.pays;
        showMeter(shown.multiplier, won, bet);
        await wait(750);
        const next = drops[i + 1]!;
        await tumble(shown, next);
        showMeter(next.multiplier, won, bet);
      }
      machine.classList.remove('tumbling');
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, {}, random),
);
