/**
 * How the browser takes over the static HTML (gatsby-browser.tsx `replaceHydrateFunction`).
 *
 * React hydrates a page in one go by default: on a cheap phone that is one task of a second or more, during which a
 * tap gets no answer. Started as a transition, the same hydration runs in slices of a few milliseconds, with paints
 * and input between them; a tap on the page meanwhile makes React finish at once and then answers it. Nothing may
 * update the store before hydration ends (the session starts in an effect, src/app/root.tsx): an urgent update would
 * also make React finish at once.
 */

import { startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

const onUncaughtError = (error: unknown) => console.error('Uncaught error:', error);

export function hydrateInSlices(app: ReactNode, container: Element): void {
  // Gatsby serves a page with no static body (a client-only path) too: there is nothing to hydrate, only to render.
  const prerendered = document.getElementById('gatsby-focus-wrapper')?.hasChildNodes() ?? false;
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app, { onUncaughtError });
    else createRoot(container, { onUncaughtError }).render(app);
  });
}
