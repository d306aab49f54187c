/**
 * How far down the viewport a banner over the page reaches (the jackpot celebration at the top of an open game), so
 * the toasts at the top go below it instead of under it. A measurement of what the page shows, not app state: it
 * lives beside the DOM, and is 0 on the server and whenever no banner is up.
 */

import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
const covers = new Map<symbol, number>();
let bottom = 0;

function changed(): void {
  bottom = Math.max(0, ...covers.values());
  listeners.forEach((listener) => listener());
}

/**
 * A banner's place: call the returned `update` with its bottom edge (px from the viewport's top) whenever it moves
 * or resizes, and `release` when it goes.
 */
export function coverTop(): { update: (edge: number) => void; release: () => void } {
  const key = Symbol('cover');
  return {
    update(edge) {
      if (covers.get(key) === edge) return;
      covers.set(key, edge);
      changed();
    },
    release() {
      if (covers.delete(key)) changed();
    },
  };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lowest bottom edge of the banners up now; 0 with none. */
export function useTopCover(): number {
  return useSyncExternalStore(
    subscribe,
    () => bottom,
    () => 0,
  );
}
