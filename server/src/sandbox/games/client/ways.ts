/**
 * The 243-ways slot: five reels of the game's own pictures (theme-art.ts) and card ranks; every way a symbol makes
 * lights up, and three scatters play the free spins one after another before the round's win is shown.
 */

import type { PayingSymbol, WaysOutcome, WaysSpin, WaysSymbol } from '../../../modules/games/math/ways';
import {
  FREE_SPINS,
  FREE_SPIN_MULTIPLIER,
  PAYTABLE,
  ROWS,
  SCATTER_PAYS,
  SCATTERS_TO_TRIGGER,
  STRIPS,
  UNITS,
  play,
} from '../../../modules/games/math/ways';
import { paytable, reelMachine, symbolCell } from './reel-machine';
import { el, fill, startGame, TEXTS, wait } from './shell';
import { themeSymbols } from './theme-symbols';

const WILD =
  '<path d="M50 6 L61 36 L94 36 L67 56 L78 90 L50 70 L22 90 L33 56 L6 36 L39 36Z" fill="var(--accent)" ' +
  'stroke="#fff" stroke-width="3"/><text x="50" y="55" text-anchor="middle" dominant-baseline="middle" ' +
  'font-size="17" font-weight="900" font-family="Arial Black, Arial, sans-serif" fill="var(--on-accent)">WILD</text>';
const SCATTER =
  '<circle cx="50" cy="50" r="44" fill="#f4c430" stroke="#fff6d5" stroke-width="4"/>' +
  '<circle cx="50" cy="50" r="34" fill="none" stroke="#b8860b" stroke-width="3" stroke-dasharray="5 4"/>' +
  '<text x="50" y="44" text-anchor="middle" font-size="17" font-weight="900" fill="#5a3a00" ' +
  'font-family="Arial Black, Arial, sans-serif">FREE</text><text x="50" y="64" text-anchor="middle" font-size="15" ' +
  'font-weight="900" fill="#5a3a00" font-family="Arial Black, Arial, sans-serif">SPINS</text>';

/** Fiftieths of the bet as the paytable shows them: 115 → 2.3. */
const times = (units: number) => String(Math.round((units / UNITS) * 100) / 100);

startGame(
  (shell) => {
    const themed = themeSymbols(shell.data.art);
    const { symbols, wins: said } = TEXTS;
    const nameOf = (symbol: WaysSymbol): string =>
      themed.nameOf(symbol) ?? (symbol === 'wild' ? symbols.wild : symbols.scatter);
    const cell = (symbol: WaysSymbol): HTMLElement => {
      if (symbol === 'wild') return symbolCell(symbol, symbols.wild, WILD);
      if (symbol === 'scatter') return symbolCell(symbol, symbols.scatter, SCATTER);
      return themed.cell(symbol) ?? symbolCell(symbol, nameOf(symbol), '');
    };

    const paid = (bet: number, units: number) => shell.money(Math.floor((bet * units) / UNITS));
    const { machine, spin, hit, clearHits } = reelMachine(STRIPS, ROWS, cell);
    const banner = el('p', 'free-banner');
    banner.hidden = true;
    banner.setAttribute('aria-live', 'polite');
    machine.prepend(banner);
    const wins = el('ul', 'line-wins');
    wins.setAttribute('aria-live', 'polite');
    const table = paytable(
      TEXTS.paytable.perWay,
      ['3', '4', '5'],
      [
        ...(Object.keys(PAYTABLE) as PayingSymbol[])
          .reverse()
          .map((symbol) => ({ head: [cell(symbol)], pays: PAYTABLE[symbol].map(times) })),
        {
          head: [cell('scatter')],
          pays: SCATTER_PAYS.map((units) => fill(TEXTS.paytable.scatterAny, { times: times(units) })),
        },
      ],
      fill(TEXTS.paytable.freeSpins, {
        scatters: SCATTERS_TO_TRIGGER,
        spins: FREE_SPINS,
        multiplier: FREE_SPIN_MULTIPLIER,
      }),
    );
    shell.stage.append(machine, wins, table);

    function showSpin(shown: WaysSpin, bet: number): void {
      wins.replaceChildren();
      clearHits();
      for (const win of shown.wins) {
        for (let reel = 0; reel < win.reels; reel += 1)
          shown.window[reel]!.forEach((symbol, row) => {
            if (symbol === win.symbol || symbol === 'wild') hit(reel, row);
          });
        const ways = win.ways === 1 ? said.oneWay : fill(said.manyWays, { count: win.ways });
        const amount = paid(bet, win.pays);
        wins.append(
          el('li', undefined, fill(said.ways, { symbol: nameOf(win.symbol), reels: win.reels, ways, amount })),
        );
      }
      if (shown.scatters >= SCATTERS_TO_TRIGGER) {
        shown.window.forEach((symbols, reel) =>
          symbols.forEach((symbol, row) => symbol === 'scatter' && hit(reel, row)),
        );
        const scatterPays = shown.pays - shown.wins.reduce((sum, win) => sum + win.pays, 0);
        wins.append(
          el('li', undefined, fill(said.scatters, { count: shown.scatters, amount: paid(bet, scatterPays) })),
        );
      }
    }

    return async () => {
      wins.replaceChildren();
      clearHits();
      banner.hidden = true;
      machine.classList.remove('free');
      const bet = shell.bet();
      const answer = await shell.round({});
      if (!answer) return;
      const outcome = answer.outcome as unknown as WaysOutcome;
      await spin(outcome.stops, outcome.window);
      showSpin(outcome, bet);
      const free = outcome.free_spins;
      if (free.length > 0) {
        await wait(1200);
        machine.classList.add('free');
        banner.hidden = false;
        let won = 0;
        const freeSpin = (i: number) =>
          fill(said.freeSpin, {
            spin: i + 1,
            spins: free.length,
            multiplier: FREE_SPIN_MULTIPLIER,
            amount: paid(bet, won),
          });
        for (const [i, one] of free.entries()) {
          banner.textContent = freeSpin(i);
          await spin(one.stops, one.window, 0.4);
          won += one.pays;
          showSpin(one, bet);
          banner.textContent = freeSpin(i);
          await wait(one.pays > 0 ? 900 : 300);
        }
        banner.textContent = fill(said.freeSpinsWon, { spins: free.length, amount: paid(bet, won) });
      }
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, {}, random),
);
