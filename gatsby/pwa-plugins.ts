/**
 * The installable manifest and the service worker (/sw.js) of SPEC §1. Runtime caching is ours, not the
 * offline plugin's defaults: the API, the socket, the sandbox and payment-return navigations (?status=) always
 * go to the network, and page data is network-first so a deploy is seen as soon as the network answers.
 */

import fs from 'node:fs';
import path from 'node:path';
import type { PluginRef } from 'gatsby';
import type { BrandSettings } from '../themes/types';

/** The brand's square icon (SVG or PNG in its folder); brands without one use the default brand's. */
export function brandIcon(slug: string, root = process.cwd()): string {
  for (const folder of [slug, 'lucky-star']) {
    for (const name of ['icon.svg', 'icon.png']) {
      const file = path.join('themes', folder, name);
      if (fs.existsSync(path.join(root, file))) return file;
    }
  }
  throw new Error(`No icon.svg or icon.png in themes/${slug}/`);
}

/**
 * The manifest plugin links an SVG brand icon as a favicon too. A browser turns an SVG favicon into a picture in the
 * page's own renderer, as an SVG document: some 35 ms of the main thread at start-up on this machine, right when
 * the page's scripts start. The PNG favicon it also links (32 px, from the same icon) serves every browser.
 */
export const SVG_FAVICON_KEY = 'gatsby-plugin-manifest-icon-link-svg';

export function withoutSvgFavicon<T>(components: readonly T[]): T[] {
  return components.filter((component) => (component as { key?: unknown } | null)?.key !== SVG_FAVICON_KEY);
}

/** Never answered from a cache: the provider API (/v1/), the socket (/v2/), the sandbox, payment returns. */
export const NEVER_CACHED = /\/(v1|v2|sandbox)\/|[?&]status=/;

/**
 * The offline plugin lodash-merges this array into its defaults index by index, so it lists every rule (six,
 * more than its five) and each entry sets both fields. The first matching rule wins.
 */
export const runtimeCaching = [
  { urlPattern: NEVER_CACHED, handler: 'NetworkOnly' },
  // page-data.json, app-data.json (the deployed build's hash) and static query results are not content hashed.
  { urlPattern: /^https?:.*\/page-data\/.*\.json/, handler: 'NetworkFirst' },
  // Hashed file names never change.
  { urlPattern: /(\.js$|\.css$|static\/)/, handler: 'CacheFirst' },
  {
    urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|tiff|woff|woff2|webmanifest|ico)$/,
    handler: 'StaleWhileRevalidate',
  },
  { urlPattern: /^https?:\/\/fonts\.googleapis\.com\/css/, handler: 'StaleWhileRevalidate' },
  { urlPattern: /^https?:\/\/fonts\.gstatic\.com\//, handler: 'CacheFirst' },
];

export function pwaPlugins(brand: BrandSettings): PluginRef[] {
  return [
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: brand.name,
        short_name: brand.name,
        start_url: '/',
        display: 'standalone',
        // SPEC §1: the installed app is dark grey on every brand; the brand's own colour tints the browser bar of
        // its pages (themeColor, src/components/seo.tsx).
        background_color: '#212121',
        theme_color: '#212121',
        // Not also as a <meta name="theme-color"> in every page: that one is the brand's (seo.tsx).
        theme_color_in_head: false,
        icon: brandIcon(brand.slug),
      },
    },
    // After the manifest plugin, so that the manifest is precached.
    {
      resolve: 'gatsby-plugin-offline',
      options: { appendScript: 'gatsby/sw-offline-fallback.js', workboxConfig: { runtimeCaching } },
    },
  ];
}
