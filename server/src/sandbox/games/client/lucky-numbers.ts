/** Lucky numbers: pick on the grid, watch the balls drawn one by one, see the hits. */

import { DEFAULT_PICKS, DRAWN, MAX_PICKS, PAYTABLE, POOL, play } from '../../../modules/games/math/lucky-numbers';
import { el, fill, roundResult, startGame, TEXTS, wait } from './shell';

const said = TEXTS.lucky;
const hitsOf = (count: number) => fill(count === 1 ? said.oneHit : said.hits, { count });

const times = (hundredths: number) => `${hundredths / 100}×`;

startGame(
  (shell) => {
    const picked = new Set<number>();
    const grid = el('div', 'pick-grid');
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', fill(said.yourNumbers, { max: MAX_PICKS }));
    const buttons = new Map<number, HTMLButtonElement>();
    for (let n = 1; n <= POOL; n += 1) {
      const button = el('button', 'number', String(n));
      button.type = 'button';
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => toggle(n));
      buttons.set(n, button);
      grid.append(button);
    }
    const drawn = el('ol', 'balls');
    drawn.setAttribute('aria-label', said.drawn);
    for (let i = 0; i < DRAWN; i += 1) drawn.append(el('li', 'ball empty'));
    const status = el('p', 'picks-status');
    const pays = el('ol', 'pays');
    pays.setAttribute('aria-label', said.paysByHits);
    shell.stage.append(drawn, grid);

    const quick = el('button', 'chip', said.quickPick);
    quick.type = 'button';
    const clear = el('button', 'chip', said.clear);
    clear.type = 'button';
    const chips = el('div', 'chips');
    chips.append(quick, clear);
    shell.options.append(status, pays, chips);

    function render(): void {
      for (const [n, button] of buttons) {
        const on = picked.has(n);
        button.setAttribute('aria-pressed', String(on));
        button.disabled = !on && picked.size >= MAX_PICKS;
      }
      status.textContent =
        picked.size === 0
          ? fill(said.pick, { max: MAX_PICKS })
          : fill(said.picked, { count: picked.size, max: MAX_PICKS });
      pays.replaceChildren();
      const row = PAYTABLE[Math.max(1, picked.size)]!;
      row.forEach((m, hits) => {
        if (m === 0) return;
        const item = el('li');
        item.append(el('span', undefined, hitsOf(hits)), el('strong', undefined, times(m)));
        pays.append(item);
      });
    }

    function resetMarks(): void {
      buttons.forEach((button) => button.classList.remove('hit', 'drawn'));
    }

    function toggle(n: number): void {
      resetMarks();
      if (picked.has(n)) picked.delete(n);
      else if (picked.size < MAX_PICKS) picked.add(n);
      render();
    }

    quick.addEventListener('click', () => {
      resetMarks();
      picked.clear();
      const count = Math.max(DEFAULT_PICKS, 1);
      while (picked.size < count) picked.add(1 + Math.floor(Math.random() * POOL));
      render();
    });
    clear.addEventListener('click', () => {
      resetMarks();
      picked.clear();
      render();
    });
    render();

    return async () => {
      if (picked.size === 0) {
        shell.say(fill(said.pickFirst, { max: MAX_PICKS }));
        return;
      }
      resetMarks();
      drawn.replaceChildren(...Array.from({ length: DRAWN }, () => el('li', 'ball empty')));
      quick.disabled = clear.disabled = true;
      const answer = await shell.round({ picks: [...picked] });
      if (!answer) {
        quick.disabled = clear.disabled = false;
        return;
      }
      const outcome = answer.outcome as { drawn: number[]; hits: number[]; multiplier: number };
      for (const [i, n] of outcome.drawn.entries()) {
        await wait(380);
        const hit = outcome.hits.includes(n);
        const ball = el('li', `ball${hit ? ' hit' : ''}`, String(n));
        drawn.children[i]!.replaceWith(ball);
        buttons.get(n)!.classList.add(hit ? 'hit' : 'drawn');
      }
      await wait(250);
      const hits = outcome.hits.length;
      const result = roundResult(answer.bet, answer.win, shell.money).text;
      shell.settle(answer, `${hitsOf(hits)} · ${result}`);
      quick.disabled = clear.disabled = false;
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, { picks: (answer.outcome as { picks: number[] }).picks }, random),
);
