import {
  APP_DATA_URL,
  deployedVersionDiffers,
  isNewVersionReady,
  markNewVersionReady,
  reloadIntoNewVersion,
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

  describe('OK reloads into the new version', () => {
    type Worker = { state: string };
    function browser(
      registration: { installing?: Worker; waiting?: Worker; active?: Worker } | undefined,
      onLine = true,
    ) {
      const steps: string[] = [];
      const reg = registration && {
        installing: null,
        waiting: null,
        ...registration,
        unregister: jest.fn(async () => {
          steps.push('unregister');
          return true;
        }),
      };
      const win = {
        navigator: {
          onLine,
          serviceWorker: {
            controller: { postMessage: (message: unknown) => steps.push(`message ${JSON.stringify(message)}`) },
            getRegistration: async () => reg,
          },
        },
        location: { reload: () => steps.push('reload') },
      } as unknown as Window;
      return { win, steps };
    }
    const forget = 'message {"gatsbyApi":"clearPathResources"}';

    it('through the worker in control when no other is on its way', async () => {
      const { win, steps } = browser({ active: { state: 'activated' } });
      await reloadIntoNewVersion(win);
      expect(steps).toEqual([forget, 'reload']);
    });

    it.each(['installing', 'waiting'] as const)(
      'from the network, the registration dropped, while the deployed worker is %s',
      async (slot) => {
        const { win, steps } = browser({ active: { state: 'activated' }, [slot]: { state: 'installed' } });
        await reloadIntoNewVersion(win);
        expect(steps).toEqual([forget, 'unregister', 'reload']);
      },
    );

    it('through the worker in control, its offline shell, when the browser knows it is offline', async () => {
      const { win, steps } = browser({ active: { state: 'activated' }, waiting: { state: 'installed' } }, false);
      await reloadIntoNewVersion(win);
      expect(steps).toEqual([forget, 'reload']);
    });

    it('still reloads when the browser refuses the service worker calls, or has none', async () => {
      const { win, steps } = browser(undefined);
      (win.navigator.serviceWorker as unknown as { getRegistration: () => Promise<never> }).getRegistration = () =>
        Promise.reject(new Error('SecurityError'));
      await reloadIntoNewVersion(win);
      expect(steps).toEqual(['reload']);

      const reloads: string[] = [];
      await reloadIntoNewVersion({
        navigator: {},
        location: { reload: () => reloads.push('reload') },
      } as unknown as Window);
      expect(reloads).toEqual(['reload']);
    });
  });
});
