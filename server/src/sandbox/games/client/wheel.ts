/** Fafi-style wheel: the module's 50 segments, spun to the round's segment. */

import { SEGMENTS, play } from '../../../modules/games/math/wheel';
import { el, startGame, TEXTS } from './shell';
import { drawWheel, type Segment } from './wheel-svg';

const COLOURS: Readonly<Record<number, [string, string]>> = {
  0: ['#1f2233', '#8a8fa8'],
  120: ['var(--bright)', '#ffffff'],
  150: ['#2a9d8f', '#ffffff'],
  200: ['#e76f51', '#ffffff'],
  300: ['#8338ec', '#ffffff'],
  1000: ['var(--accent)', 'var(--on-accent)'],
};

const label = (hundredths: number) => `${hundredths / 100}×`;

startGame(
  (shell) => {
    const segments: Segment[] = SEGMENTS.map((m) => {
      const [fill, ink] = COLOURS[m] ?? ['#444', '#fff'];
      return { label: m === 0 ? '' : label(m), fill, ink };
    });
    const wheel = drawWheel(segments, { labelSize: 8, radial: true });
    wheel.element.setAttribute('aria-label', TEXTS.theWheel);
    const frame = el('div', 'wheel-frame');
    const result = el('p', 'result', TEXTS.spinTheWheel);
    result.setAttribute('aria-live', 'polite');
    frame.append(wheel.element);
    const legend = el('ul', 'legend');
    for (const m of [1000, 300, 200, 150, 120]) {
      const item = el('li', undefined, `${label(m)} × ${SEGMENTS.filter((s) => s === m).length}`);
      item.style.setProperty('--swatch', COLOURS[m]![0]);
      legend.append(item);
    }
    shell.stage.append(frame, result, legend);

    return async () => {
      const answer = await shell.round({});
      if (!answer) return;
      const outcome = answer.outcome as { segment: number; multiplier: number };
      result.textContent = TEXTS.spinning;
      await wheel.spinTo(outcome.segment, 4200);
      result.textContent = outcome.multiplier > 0 ? `${label(outcome.multiplier)}!` : TEXTS.emptySegment;
      shell.settle(answer);
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, {}, random),
);
