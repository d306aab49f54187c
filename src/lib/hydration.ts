/**
 * When the static HTML is fully hydrated. Parts of a page wrapped in <HydrateLater> (src/components/hydrate-later.tsx)
 * are hydrated by React after the rest, in short slices of idle time instead of one long task; this module counts
 * the ones still waiting, and runs what must wait for the whole page (the session start, the hydrated mark) after
 * the last one.
 */

export interface HydrationSlot {
  open: boolean;
}

let pending = 0;
let waiting: Array<() => void> = [];

/** A part that hydrates later was committed: the page is not hydrated until its slot is closed. */
export function openSlot(slot: HydrationSlot): void {
  if (slot.open) return;
  slot.open = true;
  pending += 1;
}

/** The part has been hydrated (or was removed first). Closing twice counts once. */
export function closeSlot(slot: HydrationSlot): void {
  if (!slot.open) return;
  slot.open = false;
  pending -= 1;
  if (pending > 0) return;
  const callbacks = waiting;
  waiting = [];
  callbacks.forEach((callback) => callback());
}

/** Runs `callback` once no part waits for hydration (at once when none does); returns a cancel function. */
export function whenHydrated(callback: () => void): () => void {
  if (pending === 0) {
    callback();
    return () => {};
  }
  waiting.push(callback);
  return () => {
    waiting = waiting.filter((waiter) => waiter !== callback);
  };
}
