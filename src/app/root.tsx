/** The root element every page is wrapped in (gatsby-browser and gatsby-ssr wrapRootElement). */

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AppFeedback } from './app-feedback';
import { useAppDispatch } from './hooks';
import { RouteHistoryProvider } from './page-shell';
import { startSession } from './session';
import { phoenixSocketFactory } from './socket-middleware';
import { makeStore } from './store';
import { AppTheme } from './theme/app-theme';

function SessionStart() {
  const dispatch = useAppDispatch();
  // Runs once the whole page is hydrated (gatsby-browser.tsx hydrates it as one transition, in short slices): a
  // store update during hydration would make React finish it at once, in one long task. And in a task of its own,
  // not in the one that runs every component's effects after hydration, which is long enough on a cheap phone.
  useEffect(() => {
    // The page now answers taps: its static HTML has been hydrated. Styles and tests key off this mark.
    document.documentElement.dataset.hydrated = 'true';
    const start = setTimeout(() => void dispatch(startSession()), 0);
    return () => clearTimeout(start);
  }, [dispatch]);
  return null;
}

export function Root({ children }: { children: ReactNode }) {
  // One store per render: pages built by `gatsby build` never share state.
  const [store] = useState(() => makeStore({ socket: typeof window === 'undefined' ? null : phoenixSocketFactory }));
  return (
    <Provider store={store}>
      <AppTheme>
        <SessionStart />
        <AppFeedback />
        <RouteHistoryProvider>{children}</RouteHistoryProvider>
      </AppTheme>
    </Provider>
  );
}
