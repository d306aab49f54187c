// The brand's self-hosted font faces (themes/<brand>/fonts.ts): global CSS, inlined into every page's <head>.
import '@brand/fonts';
import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import type { ReactElement } from 'react';
import { createEmotionCache } from './src/app/emotion-cache';
import { PageLanguage, pageLanguage } from './src/app/page-language';
import { PageShell } from './src/app/page-shell';
import type { Root as RootComponent } from './src/app/root';
import { installChunkReload } from './src/app/page-loader';
import { markNewVersionReady } from './src/features/pwa/new-version';
import { warmOfflineCache } from './src/features/pwa/offline-warmup';
import { ROUTE_UPDATE_EVENT } from './src/features/ui/use-pathname';

// Picks up the <style data-emotion> tags the build rendered, so that hydration adds nothing twice.
const cache = createEmotionCache();

/**
 * Gatsby also runs wrapRootElement around each page's Head, in a second React root. Our root element holds the
 * store, the session start and the socket: a second copy would start a second session (a second anonymous unit,
 * a second socket) and portal toasts twice. The Head element is the one given the page's props (`location`).
 */
function isHeadElement(element: ReactElement): boolean {
  return typeof element.props === 'object' && element.props !== null && 'location' in element.props;
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  isHeadElement(element as ReactElement) || !Root ? (
    element
  ) : (
    <CacheProvider value={cache}>
      <Root>{element}</Root>
    </CacheProvider>
  );

/** Each page in its language, with its path (for the layout's route rules in the static HTML) and the route history. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageLanguage language={pageLanguage(props.location.pathname, props.pageContext)}>
    <PageShell pathname={props.location.pathname}>{element}</PageShell>
  </PageLanguage>
);

/**
 * The root element (store, session, theme) and the page layout, evaluated here rather than with the rest of the app
 * bundle: each in a task of its own, so that no single task holds the main thread for long (Gatsby waits for this
 * promise before it loads the page and hydrates). "eager": they stay in the app bundle, no request is added.
 */
let Root: typeof RootComponent | null = null;

/** Lets the browser breathe (paint, input) between two pieces of start-up work. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

type LoaderWindow = Window & { ___loader?: { loadPage?: (path: string) => Promise<unknown> } };

/** A failed chunk outside a navigation reloads the current path (src/app/page-loader.ts). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  installChunkReload();
  // The page's data and chunk meanwhile (Gatsby's loader keeps the request; its own call later gets the same one).
  void (window as LoaderWindow).___loader?.loadPage?.(window.location.pathname + window.location.search);
  await nextTask();
  await import(/* webpackMode: "eager" */ './src/app/store');
  await nextTask();
  const root = await import(/* webpackMode: "eager" */ './src/app/root');
  await nextTask();
  root.startUp.store();
  await nextTask();
  root.startUp.theme();
  await nextTask();
  await import(/* webpackMode: "eager" */ './src/app/app-layout');
  await nextTask();
  Root = root.Root;
};

/** Lets path-dependent parts outside the page (toasts are hidden on cash-in pages) follow client navigations. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
};

/** A changed /sw.js was installed: a new version is deployed, the player is asked to reload (SPEC §1). */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => markNewVersionReady();

/** The worker is installed: the files this first visit loaded go through it, so the page also opens offline. */
export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => void warmOfflineCache();
