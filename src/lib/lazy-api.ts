/**
 * Where the store learns that the RTK Query API (./api.ts) has loaded. The API's module is in the chunks of the pages
 * that use it, not in the first-load bundle; the store plugs in its reducer and middleware when it arrives, which
 * is when such a page's chunk is evaluated, before the page renders.
 */

import type { baseApi } from './api';

export type LazyApi = typeof baseApi;

let loaded: LazyApi | null = null;
const waiting = new Set<(api: LazyApi) => void>();

export function apiLoaded(api: LazyApi): void {
  loaded = api;
  for (const plugIn of waiting) plugIn(api);
  waiting.clear();
}

/** Calls `plugIn` with the API now if it has loaded, else when it does. */
export function whenApiLoaded(plugIn: (api: LazyApi) => void): void {
  if (loaded) plugIn(loaded);
  else waiting.add(plugIn);
}
