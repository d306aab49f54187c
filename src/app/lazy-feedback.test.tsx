import { prefetchFeedbackLater } from './lazy-feedback';

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
    expect(prefetched()).toEqual(['/idle-toast-host-1.js']);
    jest.runAllTimers();
    expect(prefetched()).toEqual(['/idle-toast-host-1.js', '/idle-error-modal-2.js']);
  });

  it('adds links only while the idle period lasts, and goes on in the next one', () => {
    const callbacks: IdleRequestCallback[] = [];
    const remaining = [5, 4, 1, 10, 0];
    const win = {
      ___idleChunks: ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js'],
      document,
      requestIdleCallback: (callback: IdleRequestCallback) => callbacks.push(callback),
      cancelIdleCallback: () => undefined,
    } as unknown as IdleWindow;
    const idlePeriod = () =>
      callbacks.shift()?.({ didTimeout: false, timeRemaining: () => remaining.shift() ?? 0 } as IdleDeadline);

    prefetchFeedbackLater(win);
    expect(prefetched()).toEqual([]);
    idlePeriod();
    // after a link each, 5 and 4 ms remained, then only 1: three links in the first idle period
    expect(prefetched()).toEqual(['/a.js', '/b.js', '/c.js']);
    idlePeriod();
    expect(prefetched()).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js']);
    idlePeriod();
    expect(callbacks).toEqual([]);
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
