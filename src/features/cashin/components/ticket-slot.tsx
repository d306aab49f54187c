/**
 * The ticket form's place on the hub. Its code (RTK Query's cash-in endpoints, yup's schemas, react-hook-form, MUI's
 * text field) is about a third of the page's script, and most players never use the form: it is loaded, and the
 * form drawn, once the player comes to it (scrolls it into view, or taps its place), not with the page. Until then
 * the placeholder holds the form's place at the form's size, so nothing moves when it comes.
 */

import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { FinAccount } from '../../../../contract/entities';
import { useMessages } from '../../../i18n';
import { retryingImport } from '../../../lib/retrying-import';
import { importInStages, once } from '../../../lib/staged-import';
import { TicketFormPlaceholder } from './ticket-section';

// The heavy dependencies first, a task each (src/lib/staged-import.ts): no one task runs them all while the player
// scrolls.
const loadTicketForm = once(() =>
  importInStages(
    [
      () => import('../api'),
      () => import('../schemas'),
      () => Promise.all([import('react-hook-form'), import('@mui/material/TextField')]),
    ],
    () => import('./ticket-form'),
  ),
);
// A chunk that fails to load (the connection dropped as the player scrolled) is asked for again: the placeholder stays.
const TicketForm = lazy(() => retryingImport(loadTicketForm).then((m) => ({ default: m.TicketForm })));

/**
 * The slot counts as reached once 40px of it are on screen, rather than when it nears the screen: on a phone its top
 * edge is already just inside the first screen (16px of it at 412×823, Lighthouse's), and a margin below the screen
 * would load the form with the page.
 */
export const REACHED_MARGIN = '0px 0px -40px 0px';

/** True, for good, once `slot` has been reached (REACHED_MARGIN) or `reach` called; at once without IntersectionObserver. */
function useReached(slot: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  useEffect(() => {
    const element = slot.current;
    if (reached || !element) return;
    if (typeof IntersectionObserver === 'undefined') return reach();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin: REACHED_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [slot, reached, reach]);
  return [reached, reach];
}

export interface TicketSlotProps {
  /** The unit's token; null while it loads (the form waits for it) */
  unitToken: string | null;
  currency: string;
  onFinAccount: (finAccount: FinAccount) => void;
}

export function TicketSlot({ unitToken, currency, onFinAccount }: TicketSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [reached, reach] = useReached(slot);
  // A tap on the placeholder is a tap on the field: the form comes with its field focused.
  const [tapped, setTapped] = useState(false);
  // The code starts loading once reached, also while the unit still loads.
  useEffect(() => {
    if (reached) void loadTicketForm().catch(() => {});
  }, [reached]);
  const t = useMessages().depositMethods;
  const placeholder = <TicketFormPlaceholder />;
  const come = () => {
    if (reached) return;
    setTapped(true);
    reach();
  };
  return (
    <Box
      ref={slot}
      // On click, not on pointer down: the field focused before the press ends would lose its focus to it.
      onClick={come}
      // A keyboard comes to it too: the place is in the tab order, named as the field, until the form is there.
      {...(reached ? {} : { tabIndex: 0, role: 'button', 'aria-label': t.ticketCode, onFocus: come })}
    >
      {reached && unitToken !== null ? (
        <Suspense fallback={placeholder}>
          <TicketForm unitToken={unitToken} currency={currency} onFinAccount={onFinAccount} autoFocus={tapped} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
