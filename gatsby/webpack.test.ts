/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, IDLE_BROWSER_PLUGINS, onCreateWebpackConfig, UNUSED_MUI_MODULES } from './webpack';

type Config = {
  entry: Record<string, string>;
  resolve: { alias: Record<string, string | false> };
  plugins: Array<Record<string, string>>;
};

/** Gatsby's page store as the hook sees it: keyed by path, the language copies included. */
const PAGES = new Map(['/', '/zu/', '/auth/', '/zu/auth/', '/games/netent/', '/zu/games/netent/'].map((p) => [p, {}]));

/** Gatsby's entry as its own config names it. */
const GATSBY_ENTRY = path.resolve('.cache', 'production-app');

/** The config the hook leaves, with Gatsby's actions as its store applies them (setWebpackConfig drops `entry`). */
function configFor(stage: string): Config {
  let config = { entry: { app: GATSBY_ENTRY } } as unknown as Config;
  let set = false;
  const hook = onCreateWebpackConfig as unknown as (args: unknown) => void;
  hook({
    stage,
    actions: {
      setWebpackConfig: ({ entry: _dropped, ...value }: Config) => {
        config = { ...config, ...value };
        set = true;
      },
      replaceWebpackConfig: (value: Config) => (config = value),
    },
    plugins: { define: (values: unknown) => values, banner: (options: unknown) => ({ banner: options }) },
    getConfig: () => config,
    store: { getState: () => ({ pages: PAGES }) },
  });
  if (!set) throw new Error('no webpack config set');
  return config;
}

describe('the app entry', () => {
  it("is Gatsby's own in every stage: the build starts the app the way Gatsby does", () => {
    for (const stage of ['build-javascript', 'develop']) {
      const config = configFor(stage);
      expect(config.entry).toEqual({ app: GATSBY_ENTRY });
      expect(Object.keys(config.resolve.alias).filter((name) => name.startsWith('gatsby-'))).toEqual([]);
    }
  });
});

describe('the compile hint', () => {
  it('heads the framework and app scripts of production bundles, nothing else', () => {
    expect(configFor('build-javascript').plugins).toContainEqual({ banner: COMPILE_HINT });
    expect(configFor('develop').plugins).not.toContainEqual({ banner: COMPILE_HINT });
    expect(COMPILE_HINT.banner).toBe('//# allFunctionsCalledOnLoad');
    const files = [
      'framework-9c6f5057.js',
      'app-03cdb491.js',
      'component---src-pages-index-tsx-81ee.js',
      '8858-2423.js',
    ];
    expect(files.filter((file) => COMPILE_HINT.test.test(file))).toEqual(files.slice(0, 2));
  });
});

describe('browser plugins left out of production bundles', () => {
  it('are left out of the production JavaScript only', () => {
    const production = configFor('build-javascript').resolve.alias;
    for (const file of IDLE_BROWSER_PLUGINS) expect(production[file]).toBe(false);
    const develop = configFor('develop').resolve.alias;
    for (const file of IDLE_BROWSER_PLUGINS) expect(develop[file]).toBeUndefined();
  });

  // After a Gatsby upgrade, a plugin that starts doing work in production must come off the list.
  it('still do nothing in a production build without localised manifests', () => {
    const [partytown, manifest] = IDLE_BROWSER_PLUGINS.map((file) => readFileSync(file, 'utf8'));
    expect(partytown).toMatch(/exports\.onInitialClientRender = onInitialClientRender/);
    expect(partytown).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/);
    // Its only API is that hook (the others are CommonJS bookkeeping).
    expect(new Set(partytown?.match(/^exports\.on\w+/gm))).toEqual(new Set(['exports.onInitialClientRender']));
    expect(manifest?.match(/^export const \w+/gm)).toEqual(['export const onRouteUpdate']);
    expect(manifest).toMatch(/onRouteUpdate\([^)]*\) \{\s*if \(__MANIFEST_PLUGIN_HAS_LOCALISATION__\) \{/);
  });
});

describe('MUI modules our theme never runs', () => {
  it('are swapped for a stand-in in the production JavaScript only', () => {
    const production = configFor('build-javascript').resolve.alias;
    const develop = configFor('develop').resolve.alias;
    for (const [file, standIn] of Object.entries(UNUSED_MUI_MODULES)) {
      // After an MUI upgrade that moves the file, the alias would quietly stop working: this fails instead.
      expect(existsSync(file)).toBe(true);
      expect(existsSync(standIn)).toBe(true);
      expect(production[file]).toBe(standIn);
      expect(develop[file]).toBeUndefined();
    }
  });
});

describe('the pages the build made', () => {
  const builtPages = (stage: string) => JSON.parse(configFor(stage).plugins[0]?.__BUILT_PAGES__ ?? 'undefined');

  it('reach the browser and the static HTML alike, once each without language prefixes', () => {
    for (const stage of ['build-javascript', 'build-html'])
      expect(builtPages(stage)).toEqual(['/', '/auth/', '/games/netent/']);
  });

  it('are not fixed under gatsby develop, where pages come and go', () => {
    expect(builtPages('develop')).toBeNull();
    expect(builtPages('develop-html')).toBeNull();
  });
});
