// The brand's self-hosted font faces (themes/<brand>/fonts.ts): global CSS, inlined into every page's <head>.
import '@brand/fonts';
import type { GatsbyBrowser } from 'gatsby';
import type { ReactElement } from 'react';
import type * as ClientModule from './src/app/client';
import { hydrateInSlices } from './src/app/hydrate';
import { installChunkReload } from './src/app/page-loader';
import { deferServiceWorkerRegistration } from './src/features/pwa/deferred-registration';
import { markNewVersionReady } from './src/features/pwa/new-version';
import { warmOfflineCache } from './src/features/pwa/offline-warmup';
import { nextTask } from './src/lib/next-task';
import { refreshOfferedGamesWhenIdle } from './src/lib/offered-games';
import { routeDelayed, routeShown } from './src/lib/route-delay';
import { ROUTE_UPDATE_EVENT } from './src/features/ui/use-pathname';

type Client = typeof ClientModule;

let client: Client | null = null;

function loadedClient(): Client {
  if (!client) throw new Error('The site was rendered before onClientEntry loaded src/app/client');
  return client;
}

/**
 * A failed chunk outside a navigation reloads the current path (src/app/page-loader.ts). The service worker Gatsby
 * registers once this resolves waits for the page to load and settle (src/features/pwa/deferred-registration.ts).
 *
 * The site's own code (the store, the theme, the layout: src/app/client.tsx) is loaded here, in a task after the one
 * that evaluated Gatsby's runtime and React, rather than with them in one long task; and with it the page's language,
 * unless English: its own chunk, preloaded by the static HTML (gatsby/paint-first.ts), so the first render is drawn
 * in the page's language. Gatsby waits for this promise before it loads and renders the page.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  installChunkReload();
  deferServiceWorkerRegistration(window);
  await nextTask();
  // The store's modules (Redux Toolkit, the slices, the session and socket listeners) in a task of their own, then
  // the rest of the client (Emotion's cache, the theme, the root) in the next: two short tasks rather than one long
  // one (docs/performance.md, "The client in two tasks"; to switch it off, remove these two lines).
  await import(/* webpackMode: "eager" */ './src/app/store');
  await nextTask();
  const translation = import(/* webpackMode: "eager" */ './src/i18n/index').then(({ loadPageTranslation }) =>
    loadPageTranslation(window.location.pathname),
  );
  client = await import(/* webpackMode: "eager" */ './src/app/client');
  await translation;
};

/**
 * Gatsby also runs wrapRootElement around each page's Head, in a second React root. Our root element holds the
 * store, the session start and the socket: a second copy would start a second session (a second anonymous unit,
 * a second socket) and portal toasts twice. The Head element is the one given the page's props (`location`).
 */
function isHeadElement(element: ReactElement): boolean {
  return typeof element.props === 'object' && element.props !== null && 'location' in element.props;
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  isHeadElement(element as ReactElement) ? element : loadedClient().wrapRoot(element);

/** Each page in its language, with its path (for the layout's route rules in the static HTML) and the route history. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) =>
  loadedClient().wrapPage(element, props.location.pathname, props.pageContext);

/**
 * The static HTML is hydrated as a transition: React then works through it in short slices and lets the browser
 * paint between them, rather than in one long task (React's default for a first hydration). A tap meanwhile makes
 * React finish at once and then answers it (src/app/hydrate.ts).
 */
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices;

/**
 * Lets path-dependent parts outside the page (toasts are hidden on cash-in pages) follow client navigations, and
 * ends the slow-navigation bar. The games the site offers are read again after each route, the first one included
 * (it comes once the page is hydrated): a game the operator turned off leaves the lists by the next page at the latest.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeShown();
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
  refreshOfferedGamesWhenIdle();
};

/** A tapped page not shown within 1 s (Gatsby's delay, SPEC §9's slow notice): the bar at the top says it is coming. */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => routeDelayed();

/** A changed /sw.js was installed: a new version is deployed, the player is asked to reload (SPEC §1). */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => markNewVersionReady();

/** The worker is installed: the files this first visit loaded go through it, so the page also opens offline. */
export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => void warmOfflineCache();
