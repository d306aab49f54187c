/**
 * Back navigation (SPEC §2): the paths visited before the current one, at most 30, with the language prefix
 * removed, giving a referrer and a back link. Pure state transitions plus a tiny subscribable store.
 */

export const ROUTE_HISTORY_CAP = 30;

export interface RouteHistory {
  /** Oldest first; the last one is the referrer. */
  previous: readonly string[];
  current: string | null;
}

export const emptyRouteHistory: RouteHistory = { previous: [], current: null };

/** '/en/search/' → '/search/', '/en' → '/'; a path without a two-letter first segment is kept. */
export function stripLanguagePrefix(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const stripped = bare.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * The history after arriving at `path`. Arriving at the referrer (a back link or the browser's back button)
 * pops it instead of pushing, so going back twice does not bounce between two pages.
 */
export function visitPath(history: RouteHistory, path: string, cap = ROUTE_HISTORY_CAP): RouteHistory {
  const next = stripLanguagePrefix(path);
  if (next === history.current) return history;
  if (history.current === null) return { previous: history.previous, current: next };
  if (history.previous.at(-1) === next) return { previous: history.previous.slice(0, -1), current: next };
  return { previous: [...history.previous, history.current].slice(-cap), current: next };
}

/** The page the player came from, if any. */
export const referrer = (history: RouteHistory): string | null => history.previous.at(-1) ?? null;

/** Where a back link goes: the referrer, else `fallback`. */
export const backPath = (history: RouteHistory, fallback = '/'): string => referrer(history) ?? fallback;

export interface RouteHistoryStore {
  getSnapshot(): RouteHistory;
  subscribe(listener: () => void): () => void;
  visit(path: string): void;
}

/** One per app (made in the root element), so the history survives page changes. */
export function createRouteHistoryStore(initial: RouteHistory = emptyRouteHistory): RouteHistoryStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    visit(path) {
      const next = visitPath(state, path);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}
