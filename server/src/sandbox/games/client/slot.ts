/** The 5×3 fruit machine: reels roll down their real strips to the round's stops, winning lines light up. */

import type { LineWin, SlotSymbol } from '../../../modules/games/math/slot';
import * as slot from '../../../modules/games/math/slot';
import { FRUIT_NAMES, fruitCell } from './fruit-art';
import { startLineSlot } from './line-slot';
import { fill, TEXTS } from './shell';

startLineSlot<SlotSymbol, LineWin>(slot, {
  cell: fruitCell,
  columns: ['3', '4', '5'],
  rows: Object.entries(slot.PAYTABLE).map(([symbol, pays]) => ({
    head: [fruitCell(symbol as SlotSymbol)],
    pays: pays.map(String),
  })),
  describe: (win) => fill(TEXTS.wins.count, { count: win.count, symbol: FRUIT_NAMES[win.symbol] }),
});
