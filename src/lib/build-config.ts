/**
 * Resolves the site's build-time settings from a brand's settings and the environment.
 * Runs in gatsby-node (Node), never in the browser; the result reaches client code as
 * the `__SITE_CONFIG__` constant (see site-config.ts).
 */

export interface SiteConfig {
  brand: string;
  brandName: string;
  siteId: number;
  sitePrefix: string;
  /** '' means same origin */
  apiUrl: string;
  /** '' means derive from the page's address at run time */
  socketUrl: string;
}

export interface BrandSettingsLike {
  slug: string;
  name: string;
  siteId: number;
  sitePrefix: string;
}

export const DEFAULT_BRAND = 'lucky-star';

export function resolveSiteConfig(brand: BrandSettingsLike, env: Record<string, string | undefined>): SiteConfig {
  const siteId = env.GATSBY_SITE_ID ? Number(env.GATSBY_SITE_ID) : brand.siteId;
  if (!Number.isInteger(siteId) || siteId <= 0) {
    throw new Error(`GATSBY_SITE_ID must be a positive integer, got ${env.GATSBY_SITE_ID}`);
  }
  return {
    brand: brand.slug,
    brandName: brand.name,
    siteId,
    sitePrefix: (env.GATSBY_SITE_PREFIX || brand.sitePrefix).toLowerCase(),
    apiUrl: (env.GATSBY_API_URL ?? '').replace(/\/+$/, ''),
    socketUrl: env.GATSBY_SOCKET_URL ?? '',
  };
}
