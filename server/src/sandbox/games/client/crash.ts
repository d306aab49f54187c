/**
 * The crash game, one player at a time: choose the auto cash-out, bet, and watch the multiplier climb on the game's
 * clock (the module's multiplierAt) until the plane flies away. The round is decided when the bet is placed, so the
 * cash-out is the target chosen before it; the curve then shows how the round went, quicker where it would drag.
 */

import {
  DEFAULT_TARGET,
  MAX_MULTIPLIER,
  MIN_TARGET,
  crashTimeMs,
  multiplierAt,
  play,
} from '../../../modules/games/math/crash';
import { el, startGame, wait } from './shell';

const TARGETS = [150, 200, 300, 500, 1000];
/** The climb to the cash-out plays at most this long, and what follows it at most CRASH_MS. */
const CLIMB_MS = 8000;
const CRASH_MS = 3000;

const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

startGame(
  (shell) => {
    const sky = el('div', 'sky');
    const canvas = el('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    const readout = el('p', 'multiplier', '1.00×');
    readout.setAttribute('aria-live', 'off');
    readout.id = 'multiplier';
    const state = el('p', 'flight', 'Set your cash-out and bet');
    state.setAttribute('aria-live', 'polite');
    const history = el('ol', 'history');
    history.setAttribute('aria-label', 'Recent rounds');
    sky.append(canvas, readout, state);
    shell.stage.append(history, sky);

    const label = el('label', 'target', 'Auto cash-out at');
    const input = el('input');
    input.type = 'number';
    input.min = String(MIN_TARGET / 100);
    input.max = String(MAX_MULTIPLIER / 100);
    input.step = '0.01';
    input.inputMode = 'decimal';
    input.value = (DEFAULT_TARGET / 100).toFixed(2);
    input.id = 'target';
    label.htmlFor = 'target';
    const chips = el('div', 'chips');
    for (const t of TARGETS) {
      const chip = el('button', 'chip', times(t));
      chip.type = 'button';
      chip.addEventListener('click', () => {
        input.value = (t / 100).toFixed(2);
      });
      chips.append(chip);
    }
    const targetRow = el('div', 'target-row');
    targetRow.append(label, input);
    shell.options.append(targetRow, chips);

    const context = canvas.getContext('2d')!;
    function resize(): void {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    }

    const style = getComputedStyle(document.documentElement);
    const accent = style.getPropertyValue('--accent').trim() || '#ff4655';

    let last: [number, boolean, number | null] = [0, false, null];

    /** The curve from the start to `ms`, scaled so it always fits, with the plane at its tip. */
    function draw(ms: number, crashed: boolean, cashedAt: number | null): void {
      last = [ms, crashed, cashedAt];
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      context.clearRect(0, 0, w, h);
      const pad = 18;
      const spanMs = Math.max(ms, 6000);
      const top = Math.max(multiplierAt(ms) / 100, 2);
      const x = (t: number) => pad + ((w - 2 * pad) * t) / spanMs;
      const y = (m: number) => h - pad - ((h - 2 * pad) * (m - 1)) / (top - 1);
      context.strokeStyle = 'rgba(255,255,255,.08)';
      context.lineWidth = 1;
      for (let i = 1; i < 5; i += 1) {
        context.beginPath();
        context.moveTo(pad, pad + ((h - 2 * pad) * i) / 5);
        context.lineTo(w - pad, pad + ((h - 2 * pad) * i) / 5);
        context.stroke();
      }
      context.beginPath();
      context.moveTo(x(0), y(1));
      const steps = 80;
      for (let i = 1; i <= steps; i += 1) {
        const t = (ms * i) / steps;
        context.lineTo(x(t), y(multiplierAt(t) / 100));
      }
      const tipX = x(ms);
      const tipY = y(multiplierAt(ms) / 100);
      context.lineWidth = 4;
      context.strokeStyle = crashed ? '#8a8a8a' : accent;
      context.stroke();
      context.lineTo(tipX, h - pad);
      context.lineTo(x(0), h - pad);
      context.closePath();
      context.globalAlpha = 0.18;
      context.fillStyle = crashed ? '#8a8a8a' : accent;
      context.fill();
      context.globalAlpha = 1;
      if (cashedAt !== null) {
        const cashX = x(crashTimeMs(cashedAt - 1));
        context.fillStyle = '#2ecc71';
        context.beginPath();
        context.arc(cashX, y(cashedAt / 100), 6, 0, Math.PI * 2);
        context.fill();
      }
      if (!crashed) drawPlane(tipX, tipY);
    }

    function drawPlane(px: number, py: number): void {
      context.save();
      context.translate(px, py);
      context.rotate(-0.35);
      context.fillStyle = accent;
      context.beginPath();
      context.moveTo(18, 0);
      context.lineTo(-12, -6);
      context.lineTo(-16, -14);
      context.lineTo(-20, -14);
      context.lineTo(-18, -4);
      context.lineTo(-18, 4);
      context.lineTo(-6, 5);
      context.closePath();
      context.fill();
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.moveTo(2, 0);
      context.lineTo(-8, 12);
      context.lineTo(-12, 12);
      context.lineTo(-6, 0);
      context.closePath();
      context.fill();
      context.restore();
    }

    resize();
    draw(0, false, null);
    window.addEventListener('resize', () => {
      resize();
      draw(...last);
    });

    function readTarget(): number | null {
      const value = Math.round(Number(input.value.replace(',', '.')) * 100);
      return Number.isInteger(value) && value >= MIN_TARGET && value <= MAX_MULTIPLIER ? value : null;
    }

    /** Runs the clock from `fromMs` to `toMs`, squeezed into at most `maxMs` of real time. */
    function fly(fromMs: number, toMs: number, maxMs: number, frame: (ms: number) => void): Promise<void> {
      const speed = Math.max(1, (toMs - fromMs) / maxMs);
      const started = performance.now();
      return new Promise((resolve) => {
        const tick = (now: number) => {
          const ms = Math.min(toMs, fromMs + (now - started) * speed);
          frame(ms);
          if (ms >= toMs) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    }

    return async () => {
      const target = readTarget();
      if (target === null) {
        shell.say(`Choose an auto cash-out from ${times(MIN_TARGET)} to ${times(MAX_MULTIPLIER)}.`);
        return;
      }
      input.disabled = true;
      const answer = await shell.round({ target });
      if (!answer) {
        input.disabled = false;
        return;
      }
      const { crashPoint } = answer.outcome as { crashPoint: number; target: number };
      const crashAt = crashTimeMs(crashPoint);
      const wins = crashPoint >= target;
      sky.className = 'sky flying';
      state.textContent = `Flying · cash-out at ${times(target)}`;
      let cashedAt: number | null = null;
      const show = (ms: number, crashed = false) => {
        readout.textContent = times(crashed ? crashPoint : Math.min(multiplierAt(ms), crashPoint));
        draw(ms, crashed, cashedAt);
      };
      if (wins) {
        // The first millisecond the climb shows the target: the cash-out.
        const cashMs = crashTimeMs(target - 1);
        await fly(0, cashMs, CLIMB_MS, show);
        cashedAt = target;
        sky.className = 'sky flying cashed';
        state.textContent = `Cashed out at ${times(target)}`;
        shell.settle(answer, `Cashed out at ${times(target)}: you win ${shell.money(answer.win)}`);
        await fly(cashMs, crashAt, CRASH_MS, show);
      } else {
        await fly(0, crashAt, CLIMB_MS, show);
      }
      show(crashAt, true);
      sky.className = `sky crashed${wins ? ' cashed' : ''}`;
      state.textContent = `Flew away at ${times(crashPoint)}`;
      if (!wins) shell.settle(answer, `Flew away at ${times(crashPoint)} before ${times(target)}: bet lost`);
      const chip = el('li', crashPoint >= 200 ? 'high' : 'low', times(crashPoint));
      history.prepend(chip);
      while (history.children.length > 12) history.lastElementChild!.remove();
      await wait(600);
      input.disabled = false;
      shell.done();
    };
  },
  (answer) => (random) => play(answer.bet, { target: (answer.outcome as { target: number }).target }, random),
);
