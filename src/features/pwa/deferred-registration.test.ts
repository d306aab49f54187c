import {
  REGISTER_DELAY_MS,
  REGISTER_IDLE_TIMEOUT_MS,
  deferServiceWorkerRegistration,
  pageSettled,
} from './deferred-registration';

function fakeWindow(readyState: DocumentReadyState) {
  const register = jest.fn(async (url: string | URL) => ({ scope: '/', url }));
  const listeners: Record<string, () => void> = {};
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register } },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  } as unknown as Window;
  return { win, register, listeners, idle, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the service worker registers once the page has settled', () => {
  it('waits for the load event, a few seconds more, then an idle moment, before it registers', async () => {
    const { win, register, listeners, idle, timers } = fakeWindow('interactive');
    deferServiceWorkerRegistration(win);
    const registration = win.navigator.serviceWorker.register('/sw.js');
    await flush();
    expect(register).not.toHaveBeenCalled();

    listeners.load!();
    await flush();
    expect(timers.map((timer) => timer.ms)).toEqual([REGISTER_DELAY_MS]);
    expect(idle).toHaveLength(0);
    timers[0]!.run();
    await flush();
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(REGISTER_IDLE_TIMEOUT_MS);

    idle[0]!.run();
    // Gatsby's runtime gets the registration itself, and follows its updates as before
    await expect(registration).resolves.toEqual({ scope: '/', url: '/sw.js' });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a load event that has already happened', async () => {
    const { win, idle, timers } = fakeWindow('complete');
    const settled = jest.fn();
    void pageSettled(win).then(settled);
    await flush();
    timers[0]!.run();
    await flush();
    expect(idle).toHaveLength(1);
    idle[0]!.run();
    await flush();
    expect(settled).toHaveBeenCalled();
  });

  it('leaves a browser without service workers alone', () => {
    const win = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(() => deferServiceWorkerRegistration(win)).not.toThrow();
  });
});
