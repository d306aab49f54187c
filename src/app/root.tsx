/** The root element every page is wrapped in (gatsby-browser and gatsby-ssr wrapRootElement). */

import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { HydrateLater } from '../components/hydrate-later';
import { whenHydrated } from '../lib/hydration';
import { AppFeedback } from './app-feedback';
import { useAppDispatch } from './hooks';
import { RouteHistoryProvider } from './page-shell';
import { startSession } from './session';
import { phoenixSocketFactory } from './socket-middleware';
import { makeStore } from './store';
import type { AppStore } from './store';
import { AppTheme, getAppTheme } from './theme/app-theme';

function SessionStart() {
  const dispatch = useAppDispatch();
  // After the parts hydrated later (src/components/hydrate-later.tsx): the session's updates would otherwise make
  // React hydrate them at once, in one long task.
  useEffect(
    () =>
      whenHydrated(() => {
        void dispatch(startSession());
        // The page now answers taps: its static HTML has been hydrated. Styles and tests key off this mark.
        document.documentElement.dataset.hydrated = 'true';
      }),
    [dispatch],
  );
  return null;
}

let preparedStore: AppStore | null = null;

/**
 * Browser start-up (gatsby-browser onClientEntry): the store and the theme made ahead, each in a task of its own,
 * rather than in the task that hydrates the page.
 */
export const startUp = {
  store(): void {
    preparedStore ??= makeStore({ socket: phoenixSocketFactory });
  },
  theme(): void {
    getAppTheme();
  },
};

export function Root({ children }: { children: ReactNode }) {
  // One store per render: pages built by `gatsby build` never share state. The browser's first one may be ready.
  const [store] = useState(() => {
    const made = preparedStore ?? makeStore({ socket: typeof window === 'undefined' ? null : phoenixSocketFactory });
    preparedStore = null;
    return made;
  });
  return (
    <Provider store={store}>
      <AppTheme>
        <SessionStart />
        <AppFeedback />
        <RouteHistoryProvider>
          {/* The page hydrates after this frame, in slices (its layout splits it further). */}
          <HydrateLater>{children}</HydrateLater>
        </RouteHistoryProvider>
      </AppTheme>
    </Provider>
  );
}
