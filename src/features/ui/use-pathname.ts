/** The current path, kept fresh across Gatsby's client-side navigations (gatsby-browser fires ROUTE_UPDATE_EVENT). */

import { useSyncExternalStore } from 'react';

export const ROUTE_UPDATE_EVENT = 'app:routeupdate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ROUTE_UPDATE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ROUTE_UPDATE_EVENT, onChange);
  };
}

/** '' while rendering on the server and during hydration, then the browser's path. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
}
