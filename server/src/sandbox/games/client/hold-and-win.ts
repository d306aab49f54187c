/**
 * The hold-and-win slot: five reels of the game's own pictures (theme-art.ts), card ranks and gold coins that show
 * their value. Six coins start the respins: the coins lock in place, the empty places spin again while the counter
 * shows the respins left (back to 3 when a coin lands), and at the end every coin is counted into the win.
 */

import type { Coin, HoldOutcome, HoldSymbol, PayingSymbol } from '../../../modules/games/math/hold-and-win';
import {
  COIN_VALUES,
  COINS_TO_TRIGGER,
  GRAND,
  LINES,
  PAYLINES,
  PAYTABLE,
  POSITIONS,
  RESPINS,
  ROWS,
  SYMBOLS,
  WEIGHTS,
  play,
} from '../../../modules/games/math/hold-and-win';
import { paytable, reelMachine, symbolCell } from './reel-machine';
import { el, fill, startGame, TEXTS, wait } from './shell';
import { themeSymbols } from './theme-symbols';

/** What a place shows: a symbol, a coin with its value in line bets (`coin:50`), or nothing (in the respins). */
type Shown = Exclude<HoldSymbol, 'coin'> | `coin:${number}` | 'empty';

/** A value in line bets as a multiple of the bet: 5 → 0.5×. */
const times = (lineBets: number) => `${Math.round((lineBets / LINES) * 100) / 100}×`;

const coinArt = (value: number) =>
  '<circle cx="50" cy="50" r="45" fill="#b8860b"/><circle cx="50" cy="50" r="41" fill="#ffd84d" stroke="#fff3b0" ' +
  'stroke-width="3"/><circle cx="50" cy="50" r="33" fill="none" stroke="#b8860b" stroke-width="2.5" ' +
  'stroke-dasharray="4 3"/><text x="50" y="57" text-anchor="middle" font-size="' +
  (times(value).length > 4 ? 20 : 25) +
  '" font-weight="900" font-family="Arial Black, Arial, sans-serif" fill="#5a3a00">' +
  times(value) +
  '</text>';

/** Strips for the reels' roll only (the places stop independently): each symbol as often as its weight, mixed. */
const ROLL_STRIPS: readonly (readonly Shown[])[] = Array.from({ length: 5 }, (_, reel) => {
  const strip: Shown[] = [];
  const values = COIN_VALUES.map((coin) => coin.value);
  SYMBOLS.forEach((symbol, s) => {
    for (let i = 0; i < Math.ceil(WEIGHTS[symbol] / 4); i += 1)
      strip.push(symbol === 'coin' ? `coin:${values[(i + reel + s) % 4]!}` : symbol);
  });
  // a fixed shuffle, different on each reel
  return strip.map((_, i) => strip[(i * 7 + reel * 3) % strip.length]!);
});

startGame(
  (shell) => {
    const themed = themeSymbols(shell.data.art);
    const nameOf = (symbol: PayingSymbol): string => themed.nameOf(symbol) ?? symbol;
    const cell = (shown: Shown): HTMLElement => {
      if (shown === 'empty') return symbolCell('empty', TEXTS.symbols.empty, '');
      if (shown.startsWith('coin:')) {
        const value = Number(shown.slice(5));
        return symbolCell('coin', fill(TEXTS.symbols.coin, { value: times(value) }), coinArt(value));
      }
      return themed.cell(shown) ?? symbolCell(shown, shown, '');
    };

    const { machine, reels, spin, show, hit, clearHits } = reelMachine(ROLL_STRIPS, ROWS, cell);
    machine.classList.add('hold');
    const counter = el('div', 'respins');
    counter.hidden = true;
    counter.setAttribute('aria-live', 'polite');
    machine.prepend(counter);
    const wins = el('ul', 'line-wins');
    wins.setAttribute('aria-live', 'polite');
    const table = paytable(
      TEXTS.paytable.bet,
      ['3', '4', '5'],
      (Object.keys(PAYTABLE) as PayingSymbol[])
        .reverse()
        .map((symbol) => ({ head: [cell(symbol)], pays: PAYTABLE[symbol].map(times) })),
      fill(TEXTS.paytable.respins, {
        lines: PAYLINES.length,
        coins: COINS_TO_TRIGGER,
        respins: RESPINS,
        places: POSITIONS,
        grand: times(GRAND),
      }),
    );
    shell.stage.append(machine, wins, table);

    const place = (reel: number, row: number) => reels.children[reel]!.querySelector('.strip')!.children[row]!;

    function showCounter(left: number, total: number, bet: number): void {
      const pips = Array.from({ length: RESPINS }, (_, i) => {
        const pip = el('span', i < left ? 'pip on' : 'pip');
        pip.setAttribute('aria-hidden', 'true');
        return pip;
      });
      counter.replaceChildren(
        el('span', 'respins-left', fill(TEXTS.wins.respinsLeft, { count: left })),
        ...pips,
        el('span', 'respins-total', fill(TEXTS.wins.coins, { amount: shell.money(Math.floor((bet * total) / LINES)) })),
      );
    }

    async function respins(outcome: HoldOutcome, bet: number): Promise<void> {
      const feature = outcome.feature!;
      const grid: Shown[][] = outcome.window.map((column) => column.map(() => 'empty' as Shown));
      const lock = (coin: Coin) => {
        grid[coin.reel]![coin.row] = `coin:${coin.value}`;
      };
      outcome.coins.forEach(lock);
      let total = outcome.coins.reduce((sum, coin) => sum + coin.value, 0);
      await wait(900);
      machine.classList.add('feature');
      counter.hidden = false;
      show(grid);
      const held = () =>
        grid.forEach((column, reel) =>
          column.forEach((shown, row) => place(reel, row).classList.toggle('held', shown !== 'empty')),
        );
      held();
      showCounter(RESPINS, total, bet);
      await wait(700);
      for (const respin of feature.respins) {
        grid.forEach((column, reel) =>
          column.forEach((shown, row) => shown === 'empty' && place(reel, row).classList.add('respinning')),
        );
        await wait(650);
        respin.landed.forEach(lock);
        total += respin.landed.reduce((sum, coin) => sum + coin.value, 0);
        show(grid);
        held();
        for (const coin of respin.landed) place(coin.reel, coin.row).classList.add('landed');
        showCounter(respin.left, total, bet);
        await wait(respin.landed.length > 0 ? 800 : 450);
      }
      if (feature.grand) {
        counter.replaceChildren(
          el(
            'span',
            'respins-grand',
            fill(TEXTS.wins.grand, { amount: shell.money(Math.floor((bet * GRAND) / LINES)) }),
          ),
        );
        await wait(1200);
      }
      const amount = shell.money(Math.floor((bet * feature.pays) / LINES));
      const said = fill(feature.grand ? TEXTS.wins.coinsAndGrand : TEXTS.wins.coinsPaid, {
        count: feature.coins.length,
        amount,
      });
      wins.append(el('li', undefined, said));
    }

    return async () => {
      wins.replaceChildren();
      clearHits();
      counter.hidden = true;
      machine.classList.remove('feature');
      const bet = shell.bet();
      const answer = await shell.round({});
      if (!answer) return;
      const outcome = answer.outcome as unknown as HoldOutcome;
      const window: Shown[][] = outcome.window.map((column) => column.map((symbol) => symbol as Shown));
      for (const coin of outcome.coins) window[coin.reel]![coin.row] = `coin:${coin.value}`;
      const stops = window.map((_, reel) => (reel * 5 + answer.win) % ROLL_STRIPS[reel]!.length);
      await spin(stops, window);
      for (const line of outcome.lines) {
        for (let reel = 0; reel < line.count; reel += 1) hit(reel, PAYLINES[line.line]![reel]!);
        const amount = shell.money(Math.floor((bet * line.pays) / LINES));
        const said = fill(TEXTS.wins.holdLine, {
          count: line.count,
          symbol: nameOf(line.symbol),
          line: line.line + 1,
          amount,
        });
        wins.append(el('li', undefined, said));
      }
      if (outcome.feature) {
        for (const coin of outcome.coins) hit(coin.reel, coin.row);
        await respins(outcome, bet);
      }
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, {}, random),
);
