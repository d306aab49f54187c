/**
 * A slot that pays on lines (the 5-line fruit machine, the classic 3-reel): its reels, the winning lines drawn over
 * them with what each pays, and its paytable. Each engine's script gives its math and how it names a win.
 */

import type { Random } from '../../../modules/games/fair';
import { paytable, reelMachine, type PaytableRow } from './reel-machine';
import { el, fill, startGame, TEXTS } from './shell';

const LINE_COLOURS = ['#ffd166', '#06d6a0', '#ef476f', '#4cc9f0', '#f78c6b'];

/** What the round's outcome says of a line that pays. */
export interface PaidLine {
  /** Index into the paylines. */
  line: number;
  /** Reels from the left that take part. */
  count: number;
  /** Line bet multiples. */
  pays: number;
}

/** The engine's math module as the page uses it. */
export interface LineMath<S> {
  STRIPS: readonly (readonly S[])[];
  ROWS: number;
  PAYLINES: readonly (readonly number[])[];
  play(bet: number, options: Record<string, never>, random: Random): unknown;
}

export interface LinePage<S, W extends PaidLine> {
  cell(symbol: S): HTMLElement;
  /** The paytable's column headings and rows, in line bet multiples. */
  columns: string[];
  rows: PaytableRow[];
  /** A winning line in words (texts.ts `wins`): '3 × Seven', 'Any 3 bars'. */
  describe(win: W): string;
}

export function startLineSlot<S, W extends PaidLine>(math: LineMath<S>, page: LinePage<S, W>): void {
  const { STRIPS, ROWS, PAYLINES } = math;
  startGame(
    (shell) => {
      const { machine, reels, spin, hit, clearHits } = reelMachine(STRIPS, ROWS, page.cell);
      const lines = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      lines.setAttribute('class', 'paylines');
      lines.setAttribute('viewBox', `0 0 ${STRIPS.length * 100} ${ROWS * 100}`);
      lines.setAttribute('preserveAspectRatio', 'none');
      lines.setAttribute('aria-hidden', 'true');
      reels.append(lines);
      const wins = el('ul', 'line-wins');
      wins.setAttribute('aria-live', 'polite');
      shell.stage.append(machine, wins, paytable(TEXTS.paytable.lineBet, page.columns, page.rows));

      function showWins(won: W[], bet: number): void {
        won.forEach((win, i) => {
          const colour = LINE_COLOURS[win.line % LINE_COLOURS.length]!;
          const rowsOfLine = PAYLINES[win.line]!;
          const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
          line.setAttribute('points', rowsOfLine.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '));
          line.setAttribute('stroke', colour);
          line.style.animationDelay = `${i * 0.25}s`;
          lines.append(line);
          for (let reel = 0; reel < win.count; reel += 1) hit(reel, rowsOfLine[reel]!);
          const pays = shell.money(Math.floor((bet * win.pays) / PAYLINES.length));
          const what = page.describe(win);
          const item = el('li', undefined, fill(TEXTS.wins.line, { line: win.line + 1, what, amount: pays }));
          item.style.setProperty('--line', colour);
          wins.append(item);
        });
      }

      return async () => {
        wins.replaceChildren();
        lines.replaceChildren();
        clearHits();
        const bet = shell.bet();
        const answer = await shell.round({});
        if (!answer) return;
        const outcome = answer.outcome as { stops: number[]; window: S[][]; lines: W[] };
        await spin(outcome.stops, outcome.window);
        showWins(outcome.lines, bet);
        shell.settle(answer);
        shell.done();
      };
    },
    (answer) => (random) => math.play(answer.bet, {}, random),
  );
}
