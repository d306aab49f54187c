/**
 * The reels every slot page draws: a frame of reels rolling down their real strips to the round's stops, one after
 * another from the left, and the cells a win lights up. Each engine's script gives the strips and how a symbol looks.
 */

import { el, TEXTS, wait } from './shell';

/** Symbols rolling past before a reel stops: more on each reel to the right, so they stop in turn. */
const ROLL = 14;

export interface ReelMachine<S> {
  /** The frame, to place on the stage. */
  machine: HTMLElement;
  /** The reels' grid, for overlays drawn over it (paylines). */
  reels: HTMLElement;
  /** Rolls each reel to its stop and leaves `window` (reel by reel, top to bottom) showing. */
  spin(stops: readonly number[], window: readonly (readonly S[])[], pace?: number): Promise<void>;
  /** Shows `window` at once (no roll). */
  show(window: readonly (readonly S[])[]): void;
  hit(reel: number, row: number): void;
  clearHits(): void;
}

/** A symbol's cell: its drawing in a 100×100 box, named for screen readers. */
export function symbolCell(symbol: string, name: string, art: string, viewBox = '0 0 100 100'): HTMLElement {
  const node = el('div', 'cell');
  node.dataset.symbol = symbol;
  node.setAttribute('role', 'img');
  node.setAttribute('aria-label', name);
  node.innerHTML = `<svg viewBox="${viewBox}" aria-hidden="true">${art}</svg>`;
  return node;
}

/** A paytable row: what it pays for (symbols, words) and its amounts, one a column. */
export interface PaytableRow {
  head: (Node | string)[];
  pays: string[];
}

/** The paytable under the reels, folded: `summary` names its unit ('line bet ×'). */
export function paytable(summary: string, columns: string[], rows: PaytableRow[], note?: string): HTMLElement {
  const table = el('details', 'paytable');
  table.append(el('summary', undefined, summary));
  const grid = el('table');
  const heading = el('tr');
  const corner = el('th');
  corner.append(el('span', 'visually-hidden', TEXTS.paytable.symbol));
  heading.append(corner, ...columns.map((column) => el('th', undefined, column)));
  grid.append(heading);
  for (const { head, pays } of rows) {
    const row = el('tr');
    const cell = el('th');
    cell.append(...head);
    row.append(cell, ...pays.map((p) => el('td', undefined, p)));
    grid.append(row);
  }
  table.append(grid);
  if (note) table.append(el('p', 'paytable-note', note));
  return table;
}

export function reelMachine<S>(
  strips: readonly (readonly S[])[],
  rows: number,
  cell: (symbol: S) => HTMLElement,
): ReelMachine<S> {
  const machine = el('div', 'machine');
  const reels = el('div', 'reels');
  reels.style.setProperty('--reels', String(strips.length));
  reels.style.setProperty('--rows', String(rows));
  const windows: S[][] = strips.map((strip) => strip.slice(0, rows));
  const frames = strips.map((_, reel) => {
    const frame = el('div', 'reel');
    const strip = el('div', 'strip');
    strip.append(...windows[reel]!.map(cell));
    frame.append(strip);
    reels.append(frame);
    return strip;
  });
  machine.append(reels);

  function show(window: readonly (readonly S[])[]): void {
    frames.forEach((strip, reel) => {
      strip.style.transition = 'none';
      strip.style.transform = '';
      strip.replaceChildren(...window[reel]!.map(cell));
    });
    windows.splice(0, windows.length, ...window.map((shown) => [...shown]));
  }

  return {
    machine,
    reels,
    show,
    async spin(stops, window, pace = 1) {
      await Promise.all(
        frames.map((strip, reel) => {
          const real = strips[reel]!;
          const stop = stops[reel]!;
          const roll = ROLL + reel * 5;
          // Top to bottom: the result, the strip rolling past, what was showing; rolled from the bottom to the top.
          const filler = Array.from({ length: roll }, (_, k) => real[(stop + rows + k) % real.length]!);
          const symbols = [...window[reel]!, ...filler, ...windows[reel]!];
          strip.replaceChildren(...symbols.map(cell));
          strip.style.transition = 'none';
          strip.style.transform = `translateY(${(-100 * (symbols.length - rows)) / symbols.length}%)`;
          void strip.offsetHeight;
          const ms = (900 + reel * 280) * pace;
          strip.style.transition = `transform ${ms}ms cubic-bezier(.25,.1,.25,1.06)`;
          strip.style.transform = 'translateY(0)';
          strip.parentElement!.classList.add('rolling');
          return wait(ms).then(() => strip.parentElement!.classList.remove('rolling'));
        }),
      );
      show(window);
    },
    hit(reel, row) {
      frames[reel]?.children[row]?.classList.add('hit');
    },
    clearHits() {
      reels.querySelectorAll('.cell.hit').forEach((node) => node.classList.remove('hit'));
    },
  };
}
