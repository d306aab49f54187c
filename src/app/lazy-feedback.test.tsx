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
