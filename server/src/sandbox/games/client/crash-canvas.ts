/** The crash game's sky: the multiplier's curve from take-off to `ms`, scaled so it always fits, the plane at its tip. */

import { GROWTH, multiplierAt } from '../../../modules/games/math/crash';

export interface Sky {
  /** Draws the flight `ms` into the round, grey once crashed, with a dot where the player cashed out. */
  draw(ms: number, crashed: boolean, cashedAt: number | null, cashedMs: number | null): void;
}

export function createSky(canvas: HTMLCanvasElement): Sky {
  const context = canvas.getContext('2d')!;
  const style = getComputedStyle(document.documentElement);
  const accent = style.getPropertyValue('--accent').trim() || '#ff4655';
  let last: [number, boolean, number | null, number | null] = [0, false, null, null];

  function resize(): void {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
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

  function draw(ms: number, crashed: boolean, cashedAt: number | null, cashedMs: number | null): void {
    last = [ms, crashed, cashedAt, cashedMs];
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
      // The smooth curve the shown multiplier floors to hundredths (flooring would draw stairs at low multipliers).
      context.lineTo(x(t), y(Math.exp(GROWTH * t)));
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
    if (cashedAt !== null && cashedMs !== null) {
      context.fillStyle = '#2ecc71';
      context.beginPath();
      context.arc(x(Math.min(cashedMs, ms)), y(cashedAt / 100), 6, 0, Math.PI * 2);
      context.fill();
    }
    if (!crashed && ms > 0) drawPlane(tipX, tipY);
  }

  resize();
  draw(0, false, null, null);
  window.addEventListener('resize', () => {
    resize();
    draw(...last);
  });
  return { draw };
}
