/**
 * Work a page can put off: run at the browser's next idle moment, so that it does not lengthen the tasks of a page
 * starting on a cheap phone (prefetches, the service worker, the chat widget, listeners nobody needs yet). Where the
 * browser has no idle callbacks (Safari), a short timer stands in for them.
 */

/** The parts of a window these helpers use (a test passes its own). */
export type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

export interface IdleOptions {
  /** The longest wait for an idle moment before `run` runs anyway (none: the browser's own) */
  timeoutMs?: number;
  /** Where the browser has no idle callbacks: the timer's delay instead */
  fallbackMs?: number;
}

/** Runs `run` at the browser's next idle moment (with its deadline); answers a cancel. */
export function whenIdle(
  win: IdleWindow,
  run: (deadline?: IdleDeadline) => void,
  { timeoutMs, fallbackMs = 1 }: IdleOptions = {},
): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(() => run(), fallbackMs);
  return () => win.clearTimeout(handle);
}

/** Resolves at the browser's next idle moment. */
export function idle(win: IdleWindow, options?: IdleOptions): Promise<void> {
  return new Promise((resolve) => whenIdle(win, () => resolve(), options));
}

/** Runs `run` `delayMs` from now, at the idle moment after that; answers a cancel that stops either wait. */
export function afterDelayWhenIdle(
  win: IdleWindow,
  delayMs: number,
  run: () => void,
  options?: IdleOptions,
): () => void {
  let cancelIdle: (() => void) | null = null;
  const wait = win.setTimeout(() => {
    cancelIdle = whenIdle(win, run, options);
  }, delayMs);
  return () => {
    win.clearTimeout(wait);
    cancelIdle?.();
  };
}
