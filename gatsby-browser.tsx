// The brand's self-hosted font faces (themes/<brand>/fonts.ts): global CSS, inlined into every page's <head>.
import '@brand/fonts';
import type { GatsbyBrowser } from 'gatsby';
import type { ReactElement } from 'react';
import type * as ClientModule from './src/app/client';
import { hydrateInSlices } from './src/app/hydrate';
import { installChunkReload } from './src/app/page-loader';
import { nextTask } from './src/app/start-up/next-task';
import { loadPageModules } from './src/app/start-up/page-modules';
import type { WebpackModules } from './src/app/start-up/page-modules';
import { deferServiceWorkerRegistration } from './src/features/pwa/deferred-registration';
import { markNewVersionReady } from './src/features/pwa/new-version';
import { warmOfflineCache } from './src/features/pwa/offline-warmup';
import { routeDelayed, routeShown } from './src/lib/route-delay';
import { ROUTE_UPDATE_EVENT } from './src/features/ui/use-pathname';

type Client = typeof ClientModule;

// Webpack's own names for its module registry and require, in the modules it builds.
declare const __webpack_modules__: WebpackModules['factories'];
declare const __webpack_require__: WebpackModules['require'];

let client: Client | null = null;

function loadedClient(): Client {
  if (!client) throw new Error('The site was rendered before onClientEntry loaded src/app/client');
  return client;
}

/**
 * The site's own modules, in the order they are evaluated at start-up, a task each: MUI's styles (which build MUI's
 * default theme as they load), the brand, Emotion, MUI's styled() and sx engine, the baseline and the brand's theme,
 * then the store in four parts (Redux Toolkit with the session actions, the socket middleware with the slices it
 * answers, the session listeners, the store); then the rest (Emotion's cache, the layout: src/app/client.tsx). A
 * cheap phone's Lighthouse run counts every task of 10 ms or more seen here as blocking (each part takes 1–4 ms here
 * unthrottled; three tasks took 8–17 ms before they were split). `webpackMode: "eager"` keeps them in the app bundle
 * (no request more), and named imports inside these modules keep tree shaking at work.
 */
const START_UP_MODULES = [
  () => import(/* webpackMode: "eager" */ './src/app/theme/create-app-theme'),
  () => import(/* webpackMode: "eager" */ '@brand'),
  () => import(/* webpackMode: "eager" */ './src/app/start-up/emotion'),
  () => import(/* webpackMode: "eager" */ './src/app/start-up/styled'),
  () => import(/* webpackMode: "eager" */ '@mui/material/CssBaseline'),
  () => import(/* webpackMode: "eager" */ './src/app/theme/app-theme'),
  () => import(/* webpackMode: "eager" */ './src/lib/session'),
  () => import(/* webpackMode: "eager" */ './src/app/socket-middleware'),
  () => import(/* webpackMode: "eager" */ './src/app/session'),
  () => import(/* webpackMode: "eager" */ './src/app/store'),
];

/** The first page's chunk files, as the static HTML lists them (gatsby/paint-first.ts); none in `gatsby develop`. */
function pageChunks(): string[] {
  const files = (window as Window & { ___pageChunks?: unknown }).___pageChunks;
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * A failed chunk outside a navigation reloads the current path (src/app/page-loader.ts). The service worker Gatsby
 * registers once this resolves waits for the page to load and settle (src/features/pwa/deferred-registration.ts).
 *
 * Then the site's own modules are evaluated in tasks of their own (START_UP_MODULES). Webpack would otherwise
 * evaluate them with Gatsby's runtime and React in one long task (about 130 ms on a 4× slowed CPU, and more on a
 * busy one), which holds up a tap on a cheap phone. The first page's modules follow, in slices, once its chunks have
 * run (src/app/start-up/page-modules.ts): otherwise the loader's import of the page evaluates them in one task.
 * Gatsby waits for this promise before it loads and renders the page.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  installChunkReload();
  deferServiceWorkerRegistration(window);
  const files = pageChunks();
  const page =
    files.length > 0 && typeof __webpack_modules__ === 'object'
      ? loadPageModules(files, { factories: __webpack_modules__, require: __webpack_require__ }, { nextTask })
      : null;
  for (const load of START_UP_MODULES) {
    await nextTask();
    await load();
  }
  await nextTask();
  // The page's language, unless English: its own chunk, preloaded by the static HTML (gatsby/paint-first.ts).
  const translation = import(/* webpackMode: "eager" */ './src/i18n/index').then(({ loadPageTranslation }) =>
    loadPageTranslation(window.location.pathname),
  );
  await nextTask();
  client = await import(/* webpackMode: "eager" */ './src/app/client');
  await page?.evaluate();
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
 * ends the slow-navigation bar.
 */
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  routeShown();
  window.dispatchEvent(new Event(ROUTE_UPDATE_EVENT));
};

/** A tapped page not shown within 1 s (Gatsby's delay, SPEC §9's slow notice): the bar at the top says it is coming. */
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => routeDelayed();

/** A changed /sw.js was installed: a new version is deployed, the player is asked to reload (SPEC §1). */
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => markNewVersionReady();

/** The worker is installed: the files this first visit loaded go through it, so the page also opens offline. */
export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => void warmOfflineCache();
