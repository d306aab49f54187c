import type { GatsbyNode } from 'gatsby';
import { DEFAULT_BRAND, resolveSiteConfig } from '../src/lib/build-config';
import { brandDir, loadBrandSettings } from '../themes/load-settings';

const brand = process.env.BRAND || DEFAULT_BRAND;

/**
 * The brand is chosen at build time: `@brand` resolves to themes/<BRAND>, and the resolved site
 * settings (brand, site id and prefix, API and socket addresses) reach client code as __SITE_CONFIG__.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, plugins }) => {
  const siteConfig = resolveSiteConfig(loadBrandSettings(brand), process.env);
  actions.setWebpackConfig({
    resolve: { alias: { '@brand': brandDir(brand) } },
    plugins: [plugins.define({ __SITE_CONFIG__: JSON.stringify(siteConfig) })],
  });
};
