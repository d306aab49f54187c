import {
  APP_DATA_URL,
  deployedVersionDiffers,
  isNewVersionReady,
  markNewVersionReady,
  resetNewVersion,
  subscribeNewVersion,
  watchForNewVersionWhenIdle,
} from './new-version';

afterEach(() => resetNewVersion());

describe('new version detection', () => {
  it('sees a deploy when app-data.json names another compilation hash', async () => {
    const fetchJson = jest.fn(async () => ({ webpackCompilationHash: 'new111' }));
    await expect(deployedVersionDiffers('old000', fetchJson)).resolves.toBe(true);
    expect(fetchJson).toHaveBeenCalledWith(APP_DATA_URL);
    await expect(deployedVersionDiffers('new111', fetchJson)).resolves.toBe(false);
  });

  it('says nothing when offline, on a bad answer or without a known hash', async () => {
    await expect(deployedVersionDiffers('old', async () => Promise.reject(new TypeError('offline')))).resolves.toBe(
      false,
    );
    await expect(deployedVersionDiffers('old', async () => null)).resolves.toBe(false);
    await expect(deployedVersionDiffers('old', async () => ({ other: 1 }))).resolves.toBe(false);
    await expect(deployedVersionDiffers(undefined, async () => ({ webpackCompilationHash: 'x' }))).resolves.toBe(false);
  });

  it('tells its listeners once', () => {
    const listener = jest.fn();
    const stop = subscribeNewVersion(listener);
    expect(isNewVersionReady()).toBe(false);
    markNewVersionReady();
    markNewVersionReady();
    expect(isNewVersionReady()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts watching only once the browser is idle, and a stop before then watches nothing', () => {
    jest.useFakeTimers();
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    try {
      const watched = () => added.mock.calls.filter(([type]) => type === 'online').length;
      const stop = watchForNewVersionWhenIdle();
      expect(watched()).toBe(0);
      jest.runOnlyPendingTimers();
      expect(watched()).toBe(1);
      stop();
      expect(removed.mock.calls.filter(([type]) => type === 'online')).toHaveLength(1);

      watchForNewVersionWhenIdle()();
      jest.runOnlyPendingTimers();
      expect(watched()).toBe(1);
    } finally {
      added.mockRestore();
      removed.mockRestore();
      jest.useRealTimers();
    }
  });
});
