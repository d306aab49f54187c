/** Render through the real store and theme, as the app does (HOUSE-STYLE 8). */

import { act, render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';
import { AppTheme } from '../app/theme/app-theme';

interface Options extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

export function renderWithProviders(ui: ReactElement, { preloadedState, store, ...options }: Options = {}) {
  const theStore = store ?? makeStore({ preloadedState });
  const result = render(
    <Provider store={theStore}>
      <AppTheme>{ui}</AppTheme>
    </Provider>,
    options,
  );
  return { store: theStore, ...result };
}

/**
 * renderWithProviders for a page whose screen is loaded lazily (its own chunk in the browser): resolves once that
 * screen has been drawn in place of the page's placeholder.
 */
export async function renderLazyPage(ui: ReactElement, options: Options = {}) {
  const rendered = renderWithProviders(ui, options);
  // The screen's code comes in stages, a task each (src/lib/staged-import.ts).
  for (let task = 0; task < 10; task++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  return rendered;
}

type MockAnswer = { status?: number; body: unknown; headers?: Record<string, string> };

/** A fetch stand-in answering JSON by path (header names in lower case); records every call. */
export function mockFetch(routes: Record<string, (body: unknown) => MockAnswer>) {
  const calls: Array<{ path: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, headers: (init.headers ?? {}) as Record<string, string> });
    const route = routes[path];
    const answer: MockAnswer = route
      ? route(body)
      : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => answer.headers?.[name.toLowerCase()] ?? null },
      text: async () => JSON.stringify(answer.body),
      json: async () => answer.body,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
