/** The 5×3 slot: reels roll down their real strips to the round's stops, winning lines light up. */

import type { LineWin, SlotSymbol } from '../../../modules/games/math/slot';
import { PAYLINES, PAYTABLE, REELS, ROWS, STRIPS, play } from '../../../modules/games/math/slot';
import { el, startGame, wait } from './shell';

/** Each symbol drawn in a 100×100 box: shapes and type only, so every font and device shows the same reel. */
const ART: Readonly<Record<SlotSymbol, string>> = {
  cherry:
    '<path d="M50 18 C44 40 36 52 30 62 M50 18 C56 40 66 52 70 60" stroke="#3a7d2c" stroke-width="5" fill="none"/>' +
    '<path d="M50 18 C60 12 72 14 78 22 C68 26 58 24 50 18Z" fill="#4caf50"/>' +
    '<circle cx="30" cy="70" r="17" fill="#d7263d"/><circle cx="70" cy="68" r="17" fill="#b5172c"/>' +
    '<circle cx="24" cy="64" r="5" fill="#fff" opacity=".55"/><circle cx="64" cy="62" r="5" fill="#fff" opacity=".55"/>',
  lemon:
    '<path d="M14 52 C20 24 80 24 86 52 C80 80 20 80 14 52Z" fill="#ffd23f" stroke="#d4a017" stroke-width="3"/>' +
    '<ellipse cx="40" cy="42" rx="12" ry="6" fill="#fff" opacity=".45"/>',
  orange:
    '<circle cx="50" cy="54" r="32" fill="#ff8c1a" stroke="#d96c00" stroke-width="3"/>' +
    '<path d="M50 22 C58 10 72 12 76 18 C66 24 58 24 50 22Z" fill="#4caf50"/>' +
    '<circle cx="38" cy="42" r="7" fill="#fff" opacity=".4"/>',
  plum:
    '<ellipse cx="50" cy="56" rx="28" ry="32" fill="#7b2cbf" stroke="#4a148c" stroke-width="3"/>' +
    '<path d="M50 26 C52 18 56 12 62 10" stroke="#5d4037" stroke-width="4" fill="none"/>' +
    '<ellipse cx="40" cy="44" rx="6" ry="10" fill="#fff" opacity=".35"/>',
  bell:
    '<path d="M50 14 C30 14 26 34 26 52 C26 62 18 68 16 74 L84 74 C82 68 74 62 74 52 C74 34 70 14 50 14Z" ' +
    'fill="#f4c430" stroke="#b8860b" stroke-width="3"/><circle cx="50" cy="80" r="8" fill="#b8860b"/>' +
    '<path d="M38 28 C34 38 34 48 34 56" stroke="#fff" stroke-width="4" opacity=".5" fill="none"/>',
  bar:
    '<rect x="10" y="30" width="80" height="40" rx="8" fill="#1b1b1b" stroke="#f4c430" stroke-width="4"/>' +
    '<text x="50" y="51" text-anchor="middle" dominant-baseline="middle" font-size="26" font-weight="900" ' +
    'fill="#f4c430" font-family="Arial Black, Arial, sans-serif">BAR</text>',
  seven:
    '<text x="50" y="56" text-anchor="middle" dominant-baseline="middle" font-size="80" font-weight="900" ' +
    'font-family="Arial Black, Arial, sans-serif" fill="#e63946" stroke="#fff" stroke-width="4" ' +
    'paint-order="stroke">7</text>',
  wild:
    '<path d="M50 8 L61 38 L93 38 L67 57 L77 88 L50 69 L23 88 L33 57 L7 38 L39 38Z" fill="var(--accent)" ' +
    'stroke="#fff" stroke-width="3"/><text x="50" y="56" text-anchor="middle" dominant-baseline="middle" ' +
    'font-size="17" font-weight="900" font-family="Arial Black, Arial, sans-serif" fill="var(--on-accent)">WILD</text>',
};

const NAMES: Readonly<Record<SlotSymbol, string>> = {
  cherry: 'Cherry',
  lemon: 'Lemon',
  orange: 'Orange',
  plum: 'Plum',
  bell: 'Bell',
  bar: 'Bar',
  seven: 'Seven',
  wild: 'Wild',
};

const LINE_COLOURS = ['#ffd166', '#06d6a0', '#ef476f', '#4cc9f0', '#f78c6b'];
/** Symbols rolling past before a reel stops: more on each reel to the right, so they stop in turn. */
const ROLL = 14;

function cell(symbol: SlotSymbol): HTMLElement {
  const node = el('div', 'cell');
  node.dataset.symbol = symbol;
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', NAMES[symbol]);
  node.innerHTML = `<svg viewBox="0 0 100 100" aria-hidden="true">${ART[symbol]}</svg>`;
  return node;
}

startGame(
  (shell) => {
    const machine = el('div', 'machine');
    const reels = el('div', 'reels');
    const windows: SlotSymbol[][] = STRIPS.map((strip) => strip.slice(0, ROWS));
    const strips: HTMLElement[] = [];
    for (let reel = 0; reel < REELS; reel += 1) {
      const frame = el('div', 'reel');
      const strip = el('div', 'strip');
      strip.append(...windows[reel]!.map(cell));
      frame.append(strip);
      reels.append(frame);
      strips.push(strip);
    }
    const lines = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    lines.setAttribute('class', 'paylines');
    lines.setAttribute('viewBox', `0 0 ${REELS * 100} ${ROWS * 100}`);
    lines.setAttribute('preserveAspectRatio', 'none');
    lines.setAttribute('aria-hidden', 'true');
    reels.append(lines);
    machine.append(reels);
    const wins = el('ul', 'line-wins');
    wins.setAttribute('aria-live', 'polite');
    const table = el('details', 'paytable');
    table.innerHTML = '<summary>Paytable (line bet ×)</summary>';
    const rows = el('table');
    rows.innerHTML = '<tr><th><span class="visually-hidden">Symbol</span></th><th>3</th><th>4</th><th>5</th></tr>';
    for (const [symbol, pays] of Object.entries(PAYTABLE)) {
      const row = el('tr');
      const head = el('th');
      head.append(cell(symbol as SlotSymbol));
      row.append(head, ...pays.map((p) => el('td', undefined, String(p))));
      rows.append(row);
    }
    table.append(rows);
    shell.stage.append(machine, wins, table);

    function clearWins(): void {
      wins.replaceChildren();
      lines.replaceChildren();
      reels.querySelectorAll('.cell.hit').forEach((node) => node.classList.remove('hit'));
    }

    function showWins(won: LineWin[], bet: number): void {
      won.forEach((win, i) => {
        const colour = LINE_COLOURS[win.line % LINE_COLOURS.length]!;
        const rowsOfLine = PAYLINES[win.line]!;
        const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
        line.setAttribute('points', rowsOfLine.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' '));
        line.setAttribute('stroke', colour);
        line.style.animationDelay = `${i * 0.25}s`;
        lines.append(line);
        for (let reel = 0; reel < win.count; reel += 1) {
          const visible = strips[reel]!.children;
          visible[rowsOfLine[reel]!]?.classList.add('hit');
        }
        const item = el(
          'li',
          undefined,
          `Line ${win.line + 1}: ${win.count} × ${NAMES[win.symbol]} pays ${shell.money(Math.floor((bet * win.pays) / PAYLINES.length))}`,
        );
        item.style.setProperty('--line', colour);
        wins.append(item);
      });
    }

    return async () => {
      clearWins();
      const bet = shell.bet();
      const answer = await shell.round({});
      if (!answer) return;
      const outcome = answer.outcome as { stops: number[]; window: SlotSymbol[][]; lines: LineWin[] };
      const stopped = strips.map((strip, reel) => {
        const strip20 = STRIPS[reel]!;
        const stop = outcome.stops[reel]!;
        const roll = ROLL + reel * 5;
        // Top to bottom: the result, the strip rolling past, what was showing; rolled down from the bottom to the top.
        const filler = Array.from({ length: roll }, (_, k) => strip20[(stop + ROWS + k) % strip20.length]!);
        const symbols = [...outcome.window[reel]!, ...filler, ...windows[reel]!];
        strip.replaceChildren(...symbols.map(cell));
        strip.style.transition = 'none';
        strip.style.transform = `translateY(${(-100 * (symbols.length - ROWS)) / symbols.length}%)`;
        void strip.offsetHeight;
        const ms = 900 + reel * 280;
        strip.style.transition = `transform ${ms}ms cubic-bezier(.25,.1,.25,1.06)`;
        strip.style.transform = 'translateY(0)';
        strip.parentElement!.classList.add('rolling');
        return wait(ms).then(() => {
          strip.parentElement!.classList.remove('rolling');
          strip.style.transition = 'none';
          strip.replaceChildren(...outcome.window[reel]!.map(cell));
        });
      });
      await Promise.all(stopped);
      windows.splice(0, windows.length, ...outcome.window);
      showWins(outcome.lines, bet);
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, {}, random),
);
