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

  it('reloads the current path when a chunk fails to load, and ignores other failures', () => {
    const listeners: Record<string, (event: { reason?: unknown; error?: unknown }) => void> = {};
    const reload = jest.fn();
    const win = {
      location: { pathname: '/games/slots/', search: '', reload },
      sessionStorage: memoryStore(),
      addEventListener: (type: string, fn: (event: { reason?: unknown }) => void) => (listeners[type] = fn),
    } as unknown as Window;
    installChunkReload(win);
    listeners.unhandledrejection?.({ reason: new Error('boom') });
    expect(reload).not.toHaveBeenCalled();
    listeners.unhandledrejection?.({
      reason: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    });
    expect(reload).toHaveBeenCalledTimes(1);
    listeners.error?.({ error: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }) });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
