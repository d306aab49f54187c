import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { closeSlot, openSlot } from '../lib/hydration';
import type { HydrationSlot } from '../lib/hydration';

function Hydrated({ slot }: { slot: HydrationSlot }) {
  useEffect(() => closeSlot(slot), [slot]);
  return null;
}

/**
 * A part of the static HTML that React hydrates after the rest of the page, at idle priority and in short slices
 * (a Suspense boundary in the server HTML). A tap inside it before then still works: React hydrates the part at
 * once and delivers the tap. Nothing here ever suspends: the fallback is never shown.
 * Updates from outside should not reach it before it is hydrated (keep its props stable, e.g. with memo), or React
 * hydrates it at once, in one long task.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [slot] = useState<HydrationSlot>(() => ({ open: false }));
  // Layout effects: every part of a commit is counted before any passive effect (the session start) looks.
  useLayoutEffect(() => {
    openSlot(slot);
    // Removed before it was hydrated (e.g. a navigation): it no longer holds the page back.
    return () => closeSlot(slot);
  }, [slot]);
  return (
    <Suspense fallback={null}>
      {children}
      <Hydrated slot={slot} />
    </Suspense>
  );
}
