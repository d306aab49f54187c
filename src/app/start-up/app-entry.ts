/**
 * The app bundle's entry in production builds (gatsby/webpack.ts points webpack's `app` entry here): Gatsby's own
 * entry, `.cache/production-app`, with what it imports evaluated first, a slice at a time.
 *
 * Webpack runs an entry as soon as its chunks have arrived, and the entry's imports are evaluated with it, in one
 * task: Gatsby's runtime, its router, React and React DOM, Redux Toolkit, Emotion (17–51 ms of CPU on the desktops
 * measured, the longest task of a page's start and a long one on a cheap phone). Here the modules that Gatsby's entry
 * imports are evaluated in exactly the order its import would evaluate them (depth first, in import order; only the
 * requires of each module's own statements, not those inside its functions: src/app/start-up/page-modules.ts), with a
 * new task whenever a slice has taken SLICE_MS; then the entry itself runs, with everything it imports ready.
 * `performance.mark('app-modules')` counts the modules and slices.
 */

import { nextTask } from './next-task';
import { evaluateInSlices, importOrder } from './page-modules';
import type { WebpackModules } from './page-modules';

// Webpack's own names for its module registry and require, in the modules it builds.
declare const __webpack_modules__: WebpackModules['factories'];
declare const __webpack_require__: WebpackModules['require'];

async function start() {
  // The id of Gatsby's entry module, which the import below keeps in this bundle (eager: no chunk of its own).
  const app = String(require.resolveWeak('gatsby-production-app'));
  // Reading the imports (every factory's source) is a few milliseconds of its own: in slices too, the first of them
  // not in the task that ran this file.
  const order = (await importOrder(app, __webpack_modules__, { nextTask })).filter((id) => id !== app);
  const slices = await evaluateInSlices(order, __webpack_require__, { nextTask });
  performance.mark?.('app-modules', { detail: { modules: order.length, slices } });
  await import(/* webpackMode: "eager" */ 'gatsby-production-app');
}

void start();
