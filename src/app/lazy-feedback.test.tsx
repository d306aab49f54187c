import { FEEDBACK_CHUNKS, FEEDBACK_DELAY_MS, prefetchFeedbackLater } from './lazy-feedback';

/** Loaders that record their calls; the third fails, as a chunk does offline. */
function loaders() {
  const loaded: string[] = [];
  const chunks = ['toast-host', 'error-modal', 'new-version-notice'].map((name) => () => {
    loaded.push(name);
    return name === 'new-version-notice' ? Promise.reject(new Error('offline')) : Promise.resolve({});
  });
  return { loaded, chunks };
}

describe('prefetchFeedbackLater', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads every feedback part after the start-up seconds, one per idle moment', async () => {
    const { loaded, chunks } = loaders();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      prefetchFeedbackLater(chunks);
      jest.advanceTimersByTime(FEEDBACK_DELAY_MS - 1);
      expect(loaded).toEqual([]);
      jest.advanceTimersByTime(1);
      jest.advanceTimersToNextTimer();
      expect(loaded).toEqual(['toast-host']);
      jest.runAllTimers();
      expect(loaded).toEqual(['toast-host', 'error-modal', 'new-version-notice']);
      // A part that failed to load (offline) is loaded again when it is needed: its failure here goes unseen.
      await Promise.resolve();
      await new Promise(jest.requireActual('timers').setImmediate);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('loads nothing once cancelled (the page went away first)', () => {
    const { loaded, chunks } = loaders();
    const cancel = prefetchFeedbackLater(chunks);
    cancel();
    jest.runAllTimers();
    expect(loaded).toEqual([]);
  });

  it('covers the toasts, the error modal and the new-version notice', () => {
    expect(FEEDBACK_CHUNKS).toHaveLength(3);
  });
});
