// The brand's self-hosted font faces (themes/<brand>/fonts.ts): global CSS, inlined into every page's <head>.
import '@brand/fonts';
import { CacheProvider } from '@emotion/react';
import type { GatsbyBrowser } from 'gatsby';
import type { ReactElement } from 'react';
import { createEmotionCache } from './src/app/emotion-cache';
import { PageLanguage, pageLanguage } from './src/app/page-language';
import { PageShell } from './src/app/page-shell';
import { Root } from './src/app/root';
import { hydrateInSlices } from './src/app/hydrate';
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
  isHeadElement(element as ReactElement) ? (
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

/** A failed chunk outside a navigation reloads the current path (src/app/page-loader.ts). */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => installChunkReload();

/**
 * The static HTML is hydrated as a transition: React then works through it in short slices and lets the browser
 * paint between them, rather than in one long task (React's default for a first hydration). A tap meanwhile makes
 * React finish at once and then answers it (src/app/hydrate.ts).
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices;

/** Lets path-dependent parts outside the page (toasts are hidden on cash-in pages) follow client navigations. */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
};

/** A changed /sw.js was installed: a new version is deployed, the player is asked to reload (SPEC §1). */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => markNewVersionReady();

/** The worker is installed: the files this first visit loaded go through it, so the page also opens offline. */
export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => void warmOfflineCache();
