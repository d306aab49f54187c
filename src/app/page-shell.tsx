/**
 * What every page knows about where it is: its path (from Gatsby's wrapPageElement, so the static HTML is
 * rendered for the right route) and the route history behind it.
 */

import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { backPath, createRouteHistoryStore, referrer, stripLanguagePrefix, visitPath } from './route-history';
import type { RouteHistoryStore } from './route-history';

const RouteHistoryContext = createContext<RouteHistoryStore | null>(null);
const PathnameContext = createContext<string>('');

/** Holds the route history for the whole visit; mounted once in the root element. */
export function RouteHistoryProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createRouteHistoryStore);
  return <RouteHistoryContext.Provider value={store}>{children}</RouteHistoryContext.Provider>;
}

/** Wraps each page (gatsby-browser / gatsby-ssr wrapPageElement) with its path, and records the visit. */
export function PageShell({ pathname, children }: { pathname: string; children: ReactNode }) {
  const store = useContext(RouteHistoryContext);
  useEffect(() => {
    store?.visit(pathname);
  }, [store, pathname]);
  return <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>;
}

/** The page's path without its language prefix ('' outside a page, e.g. in unit tests). */
export function usePagePath(): string {
  const pathname = useContext(PathnameContext);
  return pathname ? stripLanguagePrefix(pathname) : '';
}

const noHistory = { subscribe: () => () => {}, getSnapshot: () => null };

/** The referrer and back link of the current page (SPEC §2 back navigation). */
export function useRouteHistory(fallback = '/'): { referrer: string | null; backPath: string } {
  const store = useContext(RouteHistoryContext) ?? noHistory;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
  const pathname = useContext(PathnameContext);
  if (!snapshot) return { referrer: null, backPath: fallback };
  // As if this page were already recorded: right on the first render too, before the effect above runs.
  const history = pathname ? visitPath(snapshot, pathname) : snapshot;
  return { referrer: referrer(history), backPath: backPath(history, fallback) };
}
