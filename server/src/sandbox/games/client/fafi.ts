/**
 * Fafi: the 36 numbers in a grid, each with its dream, a search by what the player dreamt, a bet on one number and
 * the draw. Its words are in TEXTS, one table per language (the page's `lang`; English otherwise).
 */

import { DREAM_CHART, searchDreams, type ChartLanguage, type DreamEntry } from '../../../modules/games/fafi-chart';
import { NUMBERS, PAYS_TO_ONE, play } from '../../../modules/games/math/fafi';
import { el, roundResult, startGame, wait } from './shell';

interface Texts {
  drawnLabel: string;
  waiting: string;
  search: string;
  searchHint: string;
  found: (count: number, query: string) => string;
  none: (query: string) => string;
  grid: string;
  yours: (entry: DreamEntry, meaning: string) => string;
  pickFirst: string;
  pays: (bet: string, back: string) => string;
  drawing: string;
  drawn: (number: number, meaning: string) => string;
}

export const TEXTS: Readonly<Record<ChartLanguage, Texts>> = {
  en: {
    drawnLabel: 'The number drawn',
    waiting: 'Pick your number and draw',
    search: 'What did you dream of?',
    searchHint: 'e.g. a fish, a king, money',
    found: (count, query) => `${count} ${count === 1 ? 'number' : 'numbers'} for “${query}”`,
    none: (query) => `No number for “${query}” in our chart. Try another word.`,
    grid: 'The 36 numbers and their dreams',
    yours: (entry, meaning) => `Your number: ${entry.number} · ${meaning}`,
    pickFirst: 'Pick a number first, or search your dream.',
    pays: (bet, back) => `Your number pays ${PAYS_TO_ONE} to 1: a ${bet} bet brings back ${back}.`,
    drawing: 'Drawing…',
    drawn: (number, meaning) => `${number} · ${meaning}`,
  },
  zu: {
    drawnLabel: 'Inombolo ekhishwe',
    waiting: 'Khetha inombolo yakho bese udonsa',
    search: 'Uphuphe ngani?',
    searchHint: 'isib. inhlanzi, inkosi, imali',
    found: (count, query) => `${count === 1 ? 'Inombolo eyi-1' : `Izinombolo ezi-${count}`} ze-“${query}”`,
    none: (query) => `Ayikho inombolo ye-“${query}” eshadini lethu. Zama elinye igama.`,
    grid: 'Izinombolo ezingama-36 namaphupho azo',
    yours: (entry, meaning) => `Inombolo yakho: ${entry.number} · ${meaning}`,
    pickFirst: 'Qala ukhethe inombolo, noma usesha iphupho lakho.',
    pays: (bet, back) => `Inombolo yakho ikhokha u-${PAYS_TO_ONE} ku-1: ukubheja kuka-${bet} kubuyisa ${back}.`,
    drawing: 'Kuyadonswa…',
    drawn: (number, meaning) => `${number} · ${meaning}`,
  },
};

const language = (): ChartLanguage => (document.documentElement.lang.toLowerCase().startsWith('zu') ? 'zu' : 'en');

startGame(
  (shell) => {
    const lang = language();
    const t = TEXTS[lang];
    const meaningOf = (n: number) => DREAM_CHART.find((entry) => entry.number === n)!.meaning[lang];

    const board = el('div', 'fafi-board');
    board.setAttribute('role', 'group');
    board.setAttribute('aria-label', t.drawnLabel);
    const ball = el('p', 'fafi-ball', '?');
    const caption = el('p', 'fafi-caption', t.waiting);
    caption.setAttribute('aria-live', 'polite');
    board.append(ball, caption);

    const finder = el('div', 'fafi-search');
    const label = el('label', undefined, t.search);
    label.htmlFor = 'dream';
    const input = el('input');
    Object.assign(input, {
      id: 'dream',
      type: 'search',
      placeholder: t.searchHint,
      maxLength: 60,
      autocomplete: 'off',
    });
    input.setAttribute('enterkeyhint', 'search');
    const found = el('p', 'fafi-found');
    found.setAttribute('aria-live', 'polite');
    finder.append(label, input, found);

    const grid = el('div', 'fafi-grid');
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', t.grid);
    const buttons = new Map<number, HTMLButtonElement>();
    for (const entry of DREAM_CHART) {
      const button = el('button', 'fafi-number');
      button.type = 'button';
      button.setAttribute('aria-pressed', 'false');
      button.append(el('strong', undefined, String(entry.number)), el('span', undefined, entry.meaning[lang]));
      button.addEventListener('click', () => choose(entry));
      buttons.set(entry.number, button);
      grid.append(button);
    }
    shell.stage.append(board, finder, grid);

    const chosenLine = el('p', 'fafi-chosen', t.pickFirst);
    const paysLine = el('p', 'fafi-pays');
    shell.options.append(chosenLine, paysLine);

    let chosen: DreamEntry | null = null;
    const showPays = () => {
      paysLine.textContent = t.pays(shell.money(shell.bet()), shell.money(shell.bet() * (PAYS_TO_ONE + 1)));
    };
    // The bet is stepped by the shell's buttons: the stated payout follows it.
    document.addEventListener('click', showPays);
    showPays();

    function clearMarks(): void {
      buttons.forEach((button) => button.classList.remove('drawn', 'hit'));
    }

    function choose(entry: DreamEntry): void {
      clearMarks();
      chosen = entry;
      for (const [n, button] of buttons) button.setAttribute('aria-pressed', String(n === entry.number));
      chosenLine.textContent = t.yours(entry, entry.meaning[lang]);
    }

    input.addEventListener('input', () => {
      const query = input.value.trim();
      const matches = new Set(searchDreams(query).map((entry) => entry.number));
      for (const [n, button] of buttons) button.hidden = !matches.has(n);
      found.textContent = query === '' ? '' : matches.size === 0 ? t.none(query) : t.found(matches.size, query);
    });

    return async () => {
      if (!chosen) {
        shell.say(t.pickFirst);
        return;
      }
      clearMarks();
      const answer = await shell.round({ number: chosen.number });
      if (!answer) return;
      const { drawn } = answer.outcome as { number: number; drawn: number };
      caption.textContent = t.drawing;
      ball.className = 'fafi-ball rolling';
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      for (let i = 0; i < (reduced ? 2 : 16); i += 1) {
        ball.textContent = String(1 + Math.floor(Math.random() * NUMBERS));
        await wait(80 + i * 6);
      }
      const hit = drawn === chosen.number;
      ball.textContent = String(drawn);
      ball.className = `fafi-ball${hit ? ' hit' : ''}`;
      caption.textContent = t.drawn(drawn, meaningOf(drawn));
      buttons.get(drawn)!.classList.add(hit ? 'hit' : 'drawn');
      shell.settle(answer, `${drawn} · ${roundResult(answer.bet, answer.win, shell.money).text}`);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, { number: (answer.outcome as { number: number }).number }, random),
);
