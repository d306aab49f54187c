/** The classic 3-reel: three reels with blanks between the symbols, five lines, bars and cherries. */

import type { ClassicLineWin, ClassicSymbol } from '../../../modules/games/math/classic';
import * as classic from '../../../modules/games/math/classic';
import { FRUIT_NAMES, fruitCell } from './fruit-art';
import { startLineSlot } from './line-slot';
import { fill, TEXTS } from './shell';

const BEST_FIRST: Exclude<ClassicSymbol, 'blank' | 'cherry'>[] = ['seven', 'triple-bar', 'double-bar', 'bar', 'bell'];
const { THREE, ANY_BARS, CHERRIES } = classic;

const row = (symbols: ClassicSymbol[], pays: number, label?: string) => ({
  head: [...(label ? [label, ' '] : []), ...symbols.map(fruitCell)],
  pays: [String(pays)],
});

startLineSlot<ClassicSymbol, ClassicLineWin>(classic, {
  cell: fruitCell,
  columns: [TEXTS.paytable.pays],
  rows: [
    ...BEST_FIRST.map((symbol) => row([symbol, symbol, symbol], THREE[symbol])),
    row(['bar', 'double-bar', 'triple-bar'], ANY_BARS, TEXTS.paytable.any),
    row(['cherry', 'cherry', 'cherry'], THREE.cherry),
    row(['cherry', 'cherry'], CHERRIES[1]),
    row(['cherry'], CHERRIES[0]),
  ],
  describe: (win) =>
    win.mixed
      ? TEXTS.wins.anyBars
      : fill(win.symbol === 'cherry' ? TEXTS.wins.cherries : TEXTS.wins.count, {
          count: win.count,
          symbol: FRUIT_NAMES[win.symbol],
        }),
});
