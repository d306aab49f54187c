import { createSafeStorage } from './safe-storage';

const throwingStorage = () => {
  throw new DOMException('denied', 'SecurityError');
};

describe('createSafeStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses the browser storage when it works', () => {
    const storage = createSafeStorage(() => window.localStorage);
    storage.set('a', '1');
    expect(window.localStorage.getItem('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('falls back to memory when the storage cannot be reached', () => {
    const storage = createSafeStorage(throwingStorage);
    expect(storage.get('a')).toBeNull();
    storage.set('a', '1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
  });

  it('falls back to memory when writing throws (quota exceeded)', () => {
    const quotaFull = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createSafeStorage(() => quotaFull);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });

  it('falls back to memory without a window (server rendering)', () => {
    const storage = createSafeStorage(() => undefined);
    storage.setJSON('tokens', { a: 1 });
    expect(storage.getJSON('tokens')).toEqual({ a: 1 });
  });

  it('reads unparseable JSON as null', () => {
    window.localStorage.setItem('bad', '{');
    expect(createSafeStorage(() => window.localStorage).getJSON('bad')).toBeNull();
  });
});
