import { CHAT_CUSTOMER_KEY, CHAT_IN_TAB_KEY, CHAT_OPEN_KEY } from '../features/chat/state';
import { chatSessionStorage } from '../features/chat/storage';
import { afterPageSettles, CHAT_DEFER_MS, hasChatInThisTab } from './chat-loader';

describe('when the chat widget loads', () => {
  const idle: IdleRequestCallback[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    idle.length = 0;
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => idle.push(callback),
      cancelIdleCallback: (id: number) => idle.splice(id - 1, 1),
    });
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('waits CHAT_DEFER_MS, then for an idle moment', () => {
    const run = jest.fn();
    afterPageSettles(run);
    jest.advanceTimersByTime(CHAT_DEFER_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the page went away first), before or during the wait for idle', () => {
    const early = jest.fn();
    afterPageSettles(early)();
    jest.advanceTimersByTime(CHAT_DEFER_MS);
    expect(idle).toHaveLength(0);

    const late = jest.fn();
    const cancel = afterPageSettles(late);
    jest.advanceTimersByTime(CHAT_DEFER_MS);
    cancel();
    expect(idle).toHaveLength(0);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs right after the wait where the browser has no idle callbacks', () => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const run = jest.fn();
    afterPageSettles(run);
    jest.advanceTimersByTime(CHAT_DEFER_MS);
    // the next task (a timer set inside a timer is at least 1 ms away)
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('knows a tab that already has a chat: a window left open or a conversation started', () => {
    expect(hasChatInThisTab()).toBe(false);
    chatSessionStorage.set(CHAT_OPEN_KEY, 'false');
    expect(hasChatInThisTab()).toBe(false);
    chatSessionStorage.set(CHAT_OPEN_KEY, 'true');
    expect(hasChatInThisTab()).toBe(true);
    window.sessionStorage.clear();
    // a customer from an earlier visit (local storage) waits like everyone else
    window.localStorage.setItem(CHAT_CUSTOMER_KEY, 'customer-1');
    expect(hasChatInThisTab()).toBe(false);
    chatSessionStorage.set(CHAT_IN_TAB_KEY, 'true');
    expect(hasChatInThisTab()).toBe(true);
  });
});
