import { RELOAD_GUARD_MS, claimChunkReload, installChunkReload, isChunkLoadError } from './page-loader';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk failures', () => {
  it('recognises webpack and native chunk load failures only', () => {
    const webpack = Object.assign(new Error('Loading chunk 123 failed.\n(error: /app-1.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(webpack)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk styles failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads a path once, then not again for a while (no reload loop)', () => {
    const store = memoryStore();
    expect(claimChunkReload('/games/', store, 1_000)).toBe(true);
    expect(claimChunkReload('/games/', store, 2_000)).toBe(false);
    expect(claimChunkReload('/promo/', store, 2_000)).toBe(true);
    expect(claimChunkReload('/promo/', store, 2_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not reload without session storage', () => {
    expect(
      claimChunkReload('/', {
        getItem: () => {
          throw new Error('denied');
        },
        setItem: () => undefined,
      }),
    ).toBe(false);
  });

  type Listener = (event: { reason?: unknown; error?: unknown }) => void;

  /** A browser window at `pathname` with the chunk reload installed: its listeners and its reload. */
  function installedAt(pathname: string) {
    const listeners: Record<string, Listener> = {};
    const reload = jest.fn();
    const win = {
      location: { pathname, search: '', reload },
      sessionStorage: memoryStore(),
      addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    } as unknown as Window;
    installChunkReload(win);
    return { listeners, reload };
  }

  const chunkFailure = (id: number) =>
    Object.assign(new Error(`Loading chunk ${id} failed.`), { name: 'ChunkLoadError' });

  it('reloads the current path when a chunk fails to load, and ignores other failures', () => {
    const { listeners, reload } = installedAt('/games/slots/');
    listeners.unhandledrejection?.({ reason: new Error('boom') });
    expect(reload).not.toHaveBeenCalled();
    listeners.unhandledrejection?.({ reason: chunkFailure(7) });
    expect(reload).toHaveBeenCalledTimes(1);
    listeners.error?.({ error: chunkFailure(7) });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a full load already under way alone (a navigation whose page chunk failed)', () => {
    const { listeners, reload } = installedAt('/');
    // Gatsby's loader sends the browser to /auth/ in full; the chunk's rejection arrives after.
    listeners.beforeunload?.({});
    listeners.unhandledrejection?.({ reason: chunkFailure(774) });
    expect(reload).not.toHaveBeenCalled();
    // The page came back (back-forward cache): a failure is the current page's again.
    listeners.pageshow?.({});
    listeners.unhandledrejection?.({ reason: chunkFailure(774) });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts a page still open seconds after beforeunload (a tel: link) as in use again', () => {
    jest.useFakeTimers();
    try {
      const { listeners, reload } = installedAt('/');
      listeners.beforeunload?.({});
      jest.advanceTimersByTime(1_000);
      listeners.unhandledrejection?.({ reason: chunkFailure(9) });
      expect(reload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(5_000);
      listeners.unhandledrejection?.({ reason: chunkFailure(9) });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
