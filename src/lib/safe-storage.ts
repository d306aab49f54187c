/**
 * localStorage that never throws: private modes, full quotas and SSR fall back to memory (SPEC §8).
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
}

export const StorageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  unitToken: 'unit_token',
  /** A visitor's anonymous unit, kept apart so that it is never mistaken for a signed-in player's unit. */
  anonymousUnitToken: 'anonymous_unit_token',
  fpRequestId: 'fp_request_id',
  pendingVoucher: 'acoin_pending_batch',
  /** The ticket just cashed out (session storage): its page survives a reload. */
  cashOutTicket: 'cashout_ticket',
} as const;

export function createSafeStorage(backend: () => Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let broken = false;

  const attempt = <T>(operation: (storage: Storage) => T, fallback: () => T): T => {
    if (!broken) {
      try {
        const storage = backend();
        if (storage) return operation(storage);
      } catch {
        broken = true;
      }
    }
    return fallback();
  };

  const get = (key: string) =>
    attempt(
      (s) => s.getItem(key),
      () => memory.get(key) ?? null,
    );

  const safe: SafeStorage = {
    get,
    set: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      ),
    remove: (key) => {
      memory.delete(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
    getJSON: <T>(key: string) => {
      const raw = get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJSON: (key, value) => safe.set(key, JSON.stringify(value)),
  };
  return safe;
}

export const storage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/** sessionStorage, never throwing: what belongs to this tab's visit only (a ticket just made). */
export const sessionStore: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);
