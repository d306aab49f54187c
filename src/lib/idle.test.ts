import { afterDelayWhenIdle, idle, whenIdle } from './idle';
import type { IdleWindow } from './idle';

/** A window whose idle callbacks and timers the test runs by hand. */
function fakeWindow({ idleCallbacks = true } = {}) {
  const idleQueue = new Map<number, { run: IdleRequestCallback; timeout?: number }>();
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const win = {
    setTimeout: (run: () => void, ms: number) => (timers.set(next, { run, ms }), next++),
    clearTimeout: (id: number) => timers.delete(id),
    ...(idleCallbacks && {
      requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) => (
        idleQueue.set(next, { run, timeout: options?.timeout }),
        next++
      ),
      cancelIdleCallback: (id: number) => idleQueue.delete(id),
    }),
  } as unknown as IdleWindow;
  const runAll = <T extends { run: (deadline: IdleDeadline) => void }>(queue: Map<number, T>) => {
    const due = [...queue.values()];
    queue.clear();
    for (const entry of due) entry.run({ didTimeout: false, timeRemaining: () => 10 });
  };
  return {
    win,
    idleQueue,
    timers,
    runIdle: () => runAll(idleQueue),
    runTimers: () => runAll(timers),
  };
}

describe('work put off until the browser is idle', () => {
  it('runs at the next idle moment, with its deadline and the longest wait asked for', () => {
    const { win, idleQueue, runIdle } = fakeWindow();
    const run = jest.fn();
    whenIdle(win, run, { timeoutMs: 2000 });
    expect(run).not.toHaveBeenCalled();
    expect([...idleQueue.values()][0]?.timeout).toBe(2000);
    runIdle();
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ timeRemaining: expect.any(Function) }));
  });

  it('never runs once cancelled', () => {
    const { win, runIdle } = fakeWindow();
    const run = jest.fn();
    whenIdle(win, run)();
    runIdle();
    expect(run).not.toHaveBeenCalled();
  });

  it('falls back to a timer of the given delay where the browser has no idle callbacks', () => {
    const { win, timers, runTimers } = fakeWindow({ idleCallbacks: false });
    const run = jest.fn();
    whenIdle(win, run, { timeoutMs: 2000, fallbackMs: 200 });
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([200]);
    runTimers();
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(win, cancelled, { fallbackMs: 200 })();
    runTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('resolves a promise at the idle moment', async () => {
    const { win, runIdle } = fakeWindow();
    const resolved = jest.fn();
    const waiting = idle(win).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    runIdle();
    await waiting;
    expect(resolved).toHaveBeenCalled();
  });

  it('waits the delay first, then for an idle moment; cancelled during either wait, it never runs', () => {
    const { win, timers, idleQueue, runTimers, runIdle } = fakeWindow();
    const run = jest.fn();
    afterDelayWhenIdle(win, 10_000, run, { timeoutMs: 8000 });
    expect([...timers.values()].map((timer) => timer.ms)).toEqual([10_000]);
    expect(idleQueue.size).toBe(0);
    runTimers();
    expect(run).not.toHaveBeenCalled();
    expect([...idleQueue.values()][0]?.timeout).toBe(8000);
    runIdle();
    expect(run).toHaveBeenCalledTimes(1);

    const early = jest.fn();
    afterDelayWhenIdle(win, 10_000, early)();
    runTimers();
    expect(idleQueue.size).toBe(0);

    const late = jest.fn();
    const cancel = afterDelayWhenIdle(win, 10_000, late);
    runTimers();
    cancel();
    runIdle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
