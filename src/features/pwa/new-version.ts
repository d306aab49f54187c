/**
 * New-version detection (SPEC §1). A deploy is seen two ways: the browser installs a changed /sw.js
 * (gatsby-browser's onServiceWorkerUpdateReady), or app-data.json names another webpack compilation hash than the
 * one this page was built with. Checked when the player comes back to the tab, when the network returns, and
 * every few minutes; never on the first load (the page was just fetched).
 */

import { whenIdle } from '../../lib/idle';

export const CHECK_EVERY_MS = 5 * 60 * 1000;
export const APP_DATA_URL = '/page-data/app-data.json';

type Listener = () => void;
const listeners = new Set<Listener>();
let ready = false;

export function isNewVersionReady(): boolean {
  return ready;
}

export function subscribeNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function markNewVersionReady(): void {
  if (ready) return;
  ready = true;
  listeners.forEach((listener) => listener());
}

/** For tests: forget an earlier detection. */
export function resetNewVersion(): void {
  ready = false;
}

/** True when the deployed app-data.json names a compilation other than `current` (unknown: false). */
export async function deployedVersionDiffers(
  current: string | undefined,
  fetchJson: (url: string) => Promise<unknown> = defaultFetchJson,
): Promise<boolean> {
  if (!current) return false;
  try {
    const data = (await fetchJson(APP_DATA_URL)) as { webpackCompilationHash?: unknown } | null;
    const deployed = data?.webpackCompilationHash;
    return typeof deployed === 'string' && deployed !== '' && deployed !== current;
  } catch {
    // Offline or a failed request says nothing about versions.
    return false;
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

type GatsbyWindow = Window & { ___webpackCompilationHash?: string };

/** Starts the checks in the browser; returns a stop function. */
export function watchForNewVersion(win: GatsbyWindow = window): () => void {
  const check = async () => {
    if (ready || win.document.visibilityState === 'hidden') return;
    if (await deployedVersionDiffers(win.___webpackCompilationHash)) {
      markNewVersionReady();
      // Let the browser install the new service worker meanwhile, so that OK reloads into the new shell.
      void win.navigator.serviceWorker?.getRegistration().then((registration) => registration?.update());
    }
  };
  const onVisible = () => void check();
  win.document.addEventListener('visibilitychange', onVisible);
  win.addEventListener('online', onVisible);
  const timer = win.setInterval(onVisible, CHECK_EVERY_MS);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisible);
    win.removeEventListener('online', onVisible);
    win.clearInterval(timer);
  };
}

/**
 * The same, started once the browser is idle: its listeners cost a cheap phone several milliseconds to add (the
 * `online` one most), and the effects that run right after hydration are a long task already.
 */
export function watchForNewVersionWhenIdle(win: GatsbyWindow = window): () => void {
  let stop: (() => void) | null = null;
  const start = () => {
    stop = watchForNewVersion(win);
  };
  const cancel = whenIdle(win, start);
  return () => {
    cancel();
    stop?.();
  };
}

/**
 * OK on the notice: reload the page into the deployed version.
 *
 * When the browser has the deployed /sw.js installing or waiting beside the worker that controls this page, the
 * registration is dropped first, and the reload goes to the network; the next page registers the new worker afresh
 * (it finds its precached files already in the cache). Reloading through the old worker then would race the
 * browser's swap to the new one (it has skipWaiting): seen in Chromium, one reload in a few dozen, the navigation
 * handed to the old worker as it was stopped for the new one never ended, and the player was left on the old page
 * with OK pressed. Otherwise the worker in control (the deployed one, once it has taken over) forgets the resources
 * it kept per path (Gatsby's own message), and the reload goes through it. So does it when the browser knows it is
 * offline (the network gone since the deploy was seen): dropped, the registration would leave the browser's error
 * page where the worker serves the site's offline shell.
 */
export async function reloadIntoNewVersion(win: Window = window): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (container) {
    try {
      const registration = await container.getRegistration();
      container.controller?.postMessage({ gatsbyApi: 'clearPathResources' });
      const online = win.navigator.onLine !== false;
      if (online && (registration?.installing || registration?.waiting)) await registration.unregister();
    } catch {
      // A reload is still the right answer.
    }
  }
  win.location.reload();
}
