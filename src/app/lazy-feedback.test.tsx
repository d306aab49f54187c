import { RETRY_MS, prefetchFeedbackLater, retryingImport } from './lazy-feedback';

type IdleWindow = Window & { ___idleChunks?: unknown };

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('prefetchFeedbackLater', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as IdleWindow).___idleChunks;
  });

  it('prefetches the files the build listed once the browser is idle, at the lowest priority', () => {
    (window as IdleWindow).___idleChunks = ['/idle-toast-host-1.js', '/idle-error-modal-2.js'];
    prefetchFeedbackLater();
    expect(prefetched()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual(['/idle-toast-host-1.js', '/idle-error-modal-2.js']);
  });

  it('prefetches nothing once cancelled (the page went away first), nor without a list', () => {
    (window as IdleWindow).___idleChunks = ['/idle-toast-host-1.js'];
    const cancel = prefetchFeedbackLater();
    cancel();
    jest.runOnlyPendingTimers();
    delete (window as IdleWindow).___idleChunks;
    prefetchFeedbackLater();
    jest.runOnlyPendingTimers();
    expect(prefetched()).toEqual([]);
  });
});

describe('retryingImport', () => {
  it('asks again for a chunk that failed to load (offline) until it arrives, and never rejects', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      const load = () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new Error('Loading chunk 7 failed.')) : Promise.resolve('the toast host');
      };
      let loaded: string | undefined;
      void retryingImport(load).then((module) => (loaded = module));
      await jest.advanceTimersByTimeAsync(RETRY_MS - 1);
      expect([calls, loaded]).toEqual([1, undefined]);
      await jest.advanceTimersByTimeAsync(2 * RETRY_MS);
      expect([calls, loaded]).toEqual([3, 'the toast host']);
    } finally {
      jest.useRealTimers();
    }
  });
});
