/**
 * Loads the live-chat widget only when it is needed (SPEC §2, issue 18), so it is not part of the first-load JS or of
 * the page's first seconds: at once on a request for support, or where this tab already has a chat (a window left
 * open, a conversation started); otherwise CHAT_DEFER_MS after the page starts, at an idle moment. Not rendered where
 * the brand has no chat (India) or no chat account.
 */

import { navigate } from 'gatsby';
import { Component, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { selectIsAnonymousUnit, selectUnitToken } from '../features/unit/slice';
import { CHAT_IN_TAB_KEY, CHAT_OPEN_KEY } from '../features/chat/state';
import { chatSessionStorage } from '../features/chat/storage';
import { chatEnabledIn } from '../features/layout/nav-rules';
import { afterDelayWhenIdle } from '../lib/idle';
import { signInPathFrom } from '../lib/layout';
import { siteConfig } from '../lib/site-config';
import { onSupportChatRequested, supportChatAvailabilityChanged, supportChatRequestCount } from '../lib/support-chat';
import { useAppDispatch, useAppSelector } from './hooks';

const ChatWidget = lazy(() => import('../features/chat/chat-widget'));

/** SPEC §8: a rendering failure is logged and the widget is not shown. */
class ChatBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('LiveChat:', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * How long the chat waits when nothing asks for it sooner. Its frame is a document of its own with its own scripts,
 * and on a phone it shares the page's main thread: loaded as soon as the page was idle, it doubled the home page's
 * blocking time on Lighthouse's cheap-phone setting (median 509 → 232 ms over seven runs each, with the chat blocked).
 */
export const CHAT_DEFER_MS = 10_000;

/**
 * This tab already has a chat: a window left open, or a conversation started here (the widget's session storage).
 * A customer id from an earlier visit (local storage) does not count: that chat comes back when the widget loads.
 */
export function hasChatInThisTab(): boolean {
  return chatSessionStorage.get(CHAT_OPEN_KEY) === 'true' || chatSessionStorage.get(CHAT_IN_TAB_KEY) === 'true';
}

/** Runs `run` CHAT_DEFER_MS from now, at the browser's next idle moment (the next task where it has none); a cancel. */
export const afterPageSettles = (run: () => void): (() => void) =>
  afterDelayWhenIdle(window, CHAT_DEFER_MS, run, { timeoutMs: 8000, fallbackMs: 0 });

export function ChatLoader() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectUnitToken);
  const anonymous = useAppSelector(selectIsAnonymousUnit);
  const [wanted, setWanted] = useState(false);
  const [requests, setRequests] = useState(supportChatRequestCount);
  const enabled = chatEnabledIn(siteConfig) && Boolean(siteConfig.chatAccountId);

  useEffect(() => {
    if (!enabled) return;
    const stop = onSupportChatRequested(() => {
      setWanted(true);
      setRequests(supportChatRequestCount());
    });
    // a request made before this mounted (or the page loads with one), or a chat this tab has, loads it at once
    if (supportChatRequestCount() > 0 || hasChatInThisTab()) setWanted(true);
    const cancel = afterPageSettles(() => setWanted(true));
    return () => {
      stop();
      cancel();
    };
  }, [enabled]);

  const onAvailability = useCallback((active: boolean) => dispatch(supportChatAvailabilityChanged(active)), [dispatch]);
  const onAuthRequired = useCallback(() => {
    void navigate(signInPathFrom(window.location.pathname, window.location.search));
  }, []);

  if (!enabled || !wanted) return null;
  return (
    <ChatBoundary>
      <Suspense fallback={null}>
        <ChatWidget
          accountId={siteConfig.chatAccountId}
          chatUrl={siteConfig.chatUrl}
          unitToken={anonymous ? null : token}
          openRequests={requests}
          onAvailability={onAvailability}
          onAuthRequired={onAuthRequired}
        />
      </Suspense>
    </ChatBoundary>
  );
}
