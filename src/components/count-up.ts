/** An amount that counts up (or down) to its new value instead of jumping, as a jackpot pot ticks. */

import { useEffect, useRef, useState } from 'react';

export const COUNT_UP_MS = 1000;

/** No animation where the player asked for less motion, or where the browser cannot tell (tests, old engines). */
function prefersStill(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  if (typeof window.requestAnimationFrame !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** `target` as shown: the first value at once, each later one reached over `durationMs` in whole minor units. */
export function useCountUp(target: number, durationMs = COUNT_UP_MS): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return undefined;
    const set = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (prefersStill()) {
      set(target);
      return undefined;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      set(progress >= 1 ? target : Math.round(from + (target - from) * easeOut(progress)));
      if (progress < 1) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
