/**
 * Page loading (SPEC §4). Gatsby 5's loader already does most of it, and we rely on it rather than copy it:
 * page-data 404 → the 404 page, 500 → the 500 page (src/pages/500.tsx), any other failure retried 3 times and
 * then a full load of the target path; prefetching runs in batches of 4 every 3 s (cache-dir/loader.js).
 * What it lacks is ours: a chunk that fails to load outside a navigation (a lazy part of the current page)
 * reloads the current path, at most once per path within RELOAD_GUARD_MS so a broken deploy cannot loop.
 */

export const RELOAD_GUARD_KEY = 'chunk_reload';
export const RELOAD_GUARD_MS = 30_000;
/** How long after `beforeunload` the page still counts as leaving. */
const LEAVING_MS = 5_000;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : typeof reason === 'string' ? reason : '';
  return /loading (css )?chunk [\w-]+ failed|failed to fetch dynamically imported module/i.test(text);
}

interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and remembered) unless this path was already reloaded for a chunk a moment ago. */
export function claimChunkReload(path: string, store: KeyValue | undefined, now = Date.now()): boolean {
  try {
    const last = JSON.parse(store?.getItem(RELOAD_GUARD_KEY) ?? 'null') as { path?: string; at?: number } | null;
    if (last?.path === path && typeof last.at === 'number' && now - last.at < RELOAD_GUARD_MS) return false;
    store?.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Without session storage there is no loop guard: do not risk a loop.
    return false;
  }
  return true;
}

function sessionStore(win: Window): KeyValue | undefined {
  try {
    return win.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Installs the chunk-failure reload in the browser (gatsby-browser onClientEntry). A failure while the browser is
 * already leaving the page changes nothing: that is Gatsby's loader loading a navigation's target in full after its
 * page chunk failed (it also lets the chunk's rejection go unhandled), and reloading the current path would cancel
 * that load and keep the player where they were.
 */
export function installChunkReload(win: Window = window): void {
  let leaving = false;
  const onFailure = (reason: unknown) => {
    if (leaving || !isChunkLoadError(reason)) return;
    const path = win.location.pathname + win.location.search;
    if (claimChunkReload(path, sessionStore(win))) win.location.reload();
  };
  const stay = () => (leaving = false);
  win.addEventListener('beforeunload', () => {
    leaving = true;
    // Still here a while later (a tel: link, a download): the page is in use again.
    setTimeout(stay, LEAVING_MS);
  });
  // Back from the back-forward cache: the page is in use again.
  win.addEventListener('pageshow', stay);
  win.addEventListener('unhandledrejection', (event) => onFailure(event.reason));
  win.addEventListener('error', (event) => onFailure(event.error));
}
