/**
 * Whether a client-side navigation is taking long (SPEC §9: the slow notice after 1 s). Gatsby calls
 * `onRouteUpdateDelayed` once the next page's data and code have not come within 1 s of the tap, and
 * `onRouteUpdate` when the page is shown; gatsby-browser.tsx reports both here.
 */

import { useSyncExternalStore } from 'react';

let delayed = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (delayed === next) return;
  delayed = next;
  listeners.forEach((listener) => listener());
}

export const routeDelayed = (): void => set(true);
export const routeShown = (): void => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from a slow navigation's first second until its page is shown; false on the server and in hydration. */
export function useRouteDelayed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => delayed,
    () => false,
  );
}
