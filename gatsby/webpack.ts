import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { DEFAULT_BRAND, resolveSiteConfig } from '../src/lib/build-config';
import { builtPagePaths } from '../src/lib/built-pages';
import { brandDir, loadBrandSettings } from '../themes/load-settings';

const brand = process.env.BRAND || DEFAULT_BRAND;

/** Resolves from the project root at run time: gatsby-node is bundled by Parcel, which rewrites a bare require.resolve. */
const requireFromRoot = createRequire(path.resolve('package.json'));

/**
 * Browser plugin files that do nothing in our production build but still cost first-load bytes: Gatsby's internal
 * Partytown plugin works only under `gatsby develop` (we use no off-main-thread scripts), and the manifest plugin's
 * only work is for localised manifests, which we do not configure. Their `require`s pull gatsby-script, Partytown's
 * snippet and all of `gatsby`'s exports into every page (about 2.5 KiB gzip). Production bundles leave them out.
 */
export const IDLE_BROWSER_PLUGINS: readonly string[] = [
  'gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
  'gatsby-plugin-manifest/gatsby-browser.js',
].map((file) => requireFromRoot.resolve(file));

/**
 * MUI code that our theme never runs but @mui/material's createTheme imports: the CSS-variables theme builder and
 * what it brings (about 5 KiB gzip of first-load code). Production bundles get a stand-in that says so if called.
 */
export const UNUSED_MUI_MODULES: Readonly<Record<string, string>> = {
  [path.join(path.dirname(requireFromRoot.resolve('@mui/material/styles')), 'createThemeWithVars.mjs')]: path.resolve(
    'gatsby/stubs/create-theme-with-vars.ts',
  ),
};

/**
 * V8's explicit compile hint (Chrome 136 on): a script that starts with this comment has all its functions compiled
 * as it streams in, off the main thread. Without it each function is compiled on the main thread the first time it
 * is called, and on a page's start nearly every function of React, Gatsby's runtime and the app bundle is. The
 * banner goes on after minification (which would drop the comment) and before the source maps are made.
 */
export const COMPILE_HINT = {
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /^(?:framework|app)-[\w]+\.js$/,
  // webpack's Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (terser) + 1, before PROCESS_ASSETS_STAGE_DEV_TOOLING
  stage: 401,
};

/**
 * The brand is chosen at build time: `@brand` resolves to themes/<BRAND>, and the resolved site
 * settings (brand, site id and prefix, API and socket addresses) reach client code as __SITE_CONFIG__. The paths of
 * the pages the build made reach it as __BUILT_PAGES__ (src/lib/built-pages.ts); webpack runs after createPages.
 * Under `gatsby develop` pages come and go while it runs: there it is null, and every link counts as built.
 *
 * Gatsby keeps webpack's persistent cache in .cache/webpack/stage-<stage> across builds (it survives the
 * cache purge our moved-away public/ triggers), and that cache does not notice the `@brand` alias pointing
 * elsewhere: one brand's theme then leaks into the next brand's build. Each brand gets its own cache.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  const { actions, plugins, stage, getConfig } = args;
  const siteConfig = resolveSiteConfig(loadBrandSettings(brand), process.env);
  // Gatsby hands every API its redux store (not in its types); `pages` is keyed by path.
  const { store } = args as unknown as { store: { getState(): { pages: Map<string, unknown> } } };
  const builtPages =
    stage === 'build-javascript' || stage === 'build-html'
      ? builtPagePaths(store.getState().pages.keys(), siteConfig.languages)
      : null;
  const cache = (getConfig() as { cache?: unknown }).cache;
  actions.setWebpackConfig({
    resolve: {
      alias: {
        '@brand': brandDir(brand),
        ...(stage === 'build-javascript'
          ? {
              ...Object.fromEntries(IDLE_BROWSER_PLUGINS.map((file) => [file, false])),
              ...UNUSED_MUI_MODULES,
            }
          : {}),
      },
    },
    plugins: [
      plugins.define({ __SITE_CONFIG__: JSON.stringify(siteConfig), __BUILT_PAGES__: JSON.stringify(builtPages) }),
      ...(stage === 'build-javascript' ? [plugins.banner(COMPILE_HINT)] : []),
    ],
    ...(cache && typeof cache === 'object'
      ? {
          cache: {
            ...cache,
            name: `${brand}-${stage}`,
            cacheLocation: path.resolve('.cache', 'webpack', brand, `stage-${stage}`),
          },
        }
      : {}),
  });
};
