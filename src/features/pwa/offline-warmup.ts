/**
 * The first visit happens before the service worker controls the page, so the files that page loaded (its
 * page data, app data, static queries, chunks) never went through the worker's caches. Once the worker is
 * active, they are fetched again through it, so the page opens offline from the first visit on.
 */

import { idle } from '../../lib/idle';

/** Never warmed (nor cached at all): the API, the socket, the sandbox, payment returns. */
const NEVER_CACHED = /\/(v1|v2|sandbox)\/|[?&]status=/;
const SITE_FILE = /\.(js|css|json|woff2?|svg|png|webmanifest)$/;

export function resourcesToWarm(urls: readonly string[], origin: string): string[] {
  const picked = new Set<string>();
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || NEVER_CACHED.test(url.href) || !SITE_FILE.test(url.pathname)) continue;
    picked.add(url.pathname + url.search);
  }
  return [...picked];
}

function controlled(win: Window): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/** Fetched together, each batch once the browser is idle: a page's dozens of requests would be one long task. */
export const WARM_BATCH = 4;

/** gatsby-browser onServiceWorkerActive: refetch this page's files through the now active worker, when idle. */
export async function warmOfflineCache(win: Window = window): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return;
  await controlled(win);
  const loaded = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  const urls = resourcesToWarm(['/page-data/app-data.json', ...loaded], win.location.origin);
  for (let start = 0; start < urls.length; start += WARM_BATCH) {
    await idle(win, { timeoutMs: 2000, fallbackMs: 50 });
    await Promise.all(urls.slice(start, start + WARM_BATCH).map((url) => win.fetch(url).catch(() => undefined)));
  }
}
