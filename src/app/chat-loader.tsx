/**
 * Loads the live-chat widget only when it is needed (SPEC §2, issue 18): after the page is idle, or at once on the
 * first request for support, so it is not part of the first-load JS or its blocking time. Not rendered where the
 * brand has no chat (India) or no chat account.
 */

import { navigate } from 'gatsby';
import { Component, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { selectIsAnonymousUnit, selectUnitToken } from '../features/unit/slice';
import { chatEnabledIn } from '../features/layout/nav-rules';
import { signInPath } from '../lib/layout';
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

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 8000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 3000);
  return () => clearTimeout(id);
};

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
    // a request made before this mounted (or the page loads with one) loads it at once
    if (supportChatRequestCount() > 0) setWanted(true);
    const cancel = whenIdle(() => setWanted(true));
    return () => {
      stop();
      cancel();
    };
  }, [enabled]);

  const onAvailability = useCallback((active: boolean) => dispatch(supportChatAvailabilityChanged(active)), [dispatch]);
  const onAuthRequired = useCallback(() => {
    void navigate(signInPath(window.location.pathname + window.location.search));
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
