/** The classic 3-reel: three reels with blanks between the symbols, five lines, bars and cherries. */

import type { ClassicLineWin, ClassicSymbol } from '../../../modules/games/math/classic';
import * as classic from '../../../modules/games/math/classic';
import { FRUIT_NAMES, fruitCell } from './fruit-art';
import { startLineSlot } from './line-slot';

const BEST_FIRST: Exclude<ClassicSymbol, 'blank' | 'cherry'>[] = ['seven', 'triple-bar', 'double-bar', 'bar', 'bell'];
const { THREE, ANY_BARS, CHERRIES } = classic;

const row = (symbols: ClassicSymbol[], pays: number, label?: string) => ({
  head: [...(label ? [label, ' '] : []), ...symbols.map(fruitCell)],
  pays: [String(pays)],
});

startLineSlot<ClassicSymbol, ClassicLineWin>(classic, {
  cell: fruitCell,
  columns: ['Pays'],
  rows: [
    ...BEST_FIRST.map((symbol) => row([symbol, symbol, symbol], THREE[symbol])),
    row(['bar', 'double-bar', 'triple-bar'], ANY_BARS, 'Any'),
    row(['cherry', 'cherry', 'cherry'], THREE.cherry),
    row(['cherry', 'cherry'], CHERRIES[1]),
    row(['cherry'], CHERRIES[0]),
  ],
  describe: (win) =>
    win.mixed
      ? 'Any 3 bars'
      : `${win.count} × ${FRUIT_NAMES[win.symbol]}${win.symbol === 'cherry' ? ' from the left' : ''}`,
});
