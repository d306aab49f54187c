import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_BRAND } from './src/lib/build-config';
import { loadBrandSettings } from './themes/load-settings';
import { pwaPlugins } from './gatsby/pwa-plugins';

const brand = loadBrandSettings(process.env.BRAND || DEFAULT_BRAND);

const config: GatsbyConfig = {
  siteMetadata: { title: brand.name },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [...pwaPlugins(brand)],
};

export default config;
