/**
 * Fafi: the 36 numbers in a grid, each with its dream, a search by what the player dreamt, a bet on one number and
 * the draw. Its words are the page's (texts.ts `fafi`); the dreams are the chart's.
 */

import { DREAM_CHART, searchDreams, type ChartLanguage, type DreamEntry } from '../../../modules/games/fafi-chart';
import { NUMBERS, PAYS_TO_ONE, play } from '../../../modules/games/math/fafi';
import { el, fill, roundResult, startGame, TEXTS, wait } from './shell';

const t = TEXTS.fafi;
/** The chart's meanings are English and isiZulu (fafi-chart.ts): a page in another language shows them in English. */
const page = document.documentElement.lang.toLowerCase();
const lang: ChartLanguage = page.startsWith('zu') ? 'zu' : 'en';
/** A meaning in a language other than the page's, marked as such for screen readers. */
const meaningLang = page.startsWith(lang) ? undefined : lang;

startGame(
  (shell) => {
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
      const meaning = el('span', undefined, entry.meaning[lang]);
      if (meaningLang) meaning.lang = meaningLang;
      button.append(el('strong', undefined, String(entry.number)), meaning);
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
      const [bet, back] = [shell.money(shell.bet()), shell.money(shell.bet() * (PAYS_TO_ONE + 1))];
      paysLine.textContent = fill(t.pays, { pays: PAYS_TO_ONE, bet, back });
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
      chosenLine.textContent = fill(t.yours, { number: entry.number, meaning: entry.meaning[lang] });
    }

    input.addEventListener('input', () => {
      const query = input.value.trim();
      const matches = new Set(searchDreams(query).map((entry) => entry.number));
      for (const [n, button] of buttons) button.hidden = !matches.has(n);
      const count = matches.size;
      found.textContent =
        query === '' ? '' : fill(count === 0 ? t.none : count === 1 ? t.foundOne : t.found, { count, query });
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
      caption.textContent = `${drawn} · ${meaningOf(drawn)}`;
      buttons.get(drawn)!.classList.add(hit ? 'hit' : 'drawn');
      shell.settle(answer, `${drawn} · ${roundResult(answer.bet, answer.win, shell.money).text}`);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, { number: (answer.outcome as { number: number }).number }, random),
);
