/**
 * The service worker registers a few seconds after the page has loaded, at an idle moment, not while it starts.
 *
 * Gatsby registers it as soon as its runtime starts (gatsby-plugin-offline asks it to), before the page is hydrated:
 * the worker's script, its Workbox library and the precache (half a megabyte) are then fetched, compiled and stored
 * while the page hydrates. On a phone with two slow cores that work takes a core from the page, and every task of
 * the page's start-up takes longer (Lighthouse on /games/slots/ at the calibrated setting here: TBT median 732 ms
 * with the worker, 433 without). Registering after the load event is what the guidance on service workers advises;
 * the first seconds after it are still the page's own (the session starts, the socket joins, the player's first
 * taps), so the worker waits REGISTER_DELAY_MS more. A first visit is offline-ready a few seconds later instead.
 *
 * Everything Gatsby does with the registration (update found, installed, active) still happens, on the same
 * promise, later.
 */

import { idle } from '../../lib/idle';

/** How long after the load event the worker waits before it looks for an idle moment to register. */
export const REGISTER_DELAY_MS = 5_000;

/** How long the browser then gets to find an idle moment before the worker registers anyway. */
export const REGISTER_IDLE_TIMEOUT_MS = 5_000;

/** Resolves REGISTER_DELAY_MS after the document has loaded, once the browser is idle (or the timeout has passed). */
export function pageSettled(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded
    .then(() => new Promise<void>((resolve) => win.setTimeout(resolve, REGISTER_DELAY_MS)))
    .then(() => idle(win, { timeoutMs: REGISTER_IDLE_TIMEOUT_MS, fallbackMs: 0 }));
}

/** Makes `navigator.serviceWorker.register` wait for `settled`; answers the same registration, later. */
export function deferServiceWorkerRegistration(win: Window, settled?: Promise<void>): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  const ready = settled ?? pageSettled(win);
  const register = container.register.bind(container);
  container.register = (scriptURL, options) => ready.then(() => register(scriptURL, options));
}
