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
  /** Live chat support offered (never in the India variant, SPEC §1) */
  chatEnabled: boolean;
  /** The brand's chat account (GATSBY_CHAT_ACCOUNT_ID overrides); '' when chat is off */
  chatAccountId: string;
  /** GATSBY_CHAT_URL: the chat service's origin; '' means the API's (apiUrl, or same origin) */
  chatUrl: string;
  /** Languages the pages are built in: 'en' (unprefixed) first, then each /<lang>/ prefix */
  languages: string[];
  /** The footer's licence badge text; null where the country has no licence (no seal then) */
  licence: string | null;
  /** GATSBY_LICENCE_SEAL_URL: the regulator's seal script, loaded in the footer; '' shows the badge alone */
  licenceSealUrl: string;
  /**
   * The voucher brands the cash-in pages name as accepted ('Accepted: …'), from the brand's settings; none by default
   * and never in India (no vouchers there). Naming one claims the site takes it, so only the operator's settings do.
   */
  voucherBrands: string[];
}

export interface BrandSettingsLike {
  slug: string;
  name: string;
  siteId: number;
  sitePrefix: string;
  chatEnabled?: boolean;
  chatAccountId?: string;
  languages?: string[];
  licence?: string | null;
  voucherBrands?: string[];
}

export const DEFAULT_BRAND = 'lucky-star';

/** Site prefixes (countries) whose regulator licenses the site, so the footer carries a licence seal (SPEC §1). */
export const LICENSED_SITE_PREFIXES: readonly string[] = ['za'];

export function resolveSiteConfig(brand: BrandSettingsLike, env: Record<string, string | undefined>): SiteConfig {
  const siteId = env.GATSBY_SITE_ID ? Number(env.GATSBY_SITE_ID) : brand.siteId;
  if (!Number.isInteger(siteId) || siteId <= 0) {
    throw new Error(`GATSBY_SITE_ID must be a positive integer, got ${env.GATSBY_SITE_ID}`);
  }
  const sitePrefix = (env.GATSBY_SITE_PREFIX || brand.sitePrefix).toLowerCase();
  const licensed = LICENSED_SITE_PREFIXES.includes(sitePrefix) && Boolean(brand.licence);
  return {
    brand: brand.slug,
    brandName: brand.name,
    siteId,
    sitePrefix,
    apiUrl: (env.GATSBY_API_URL ?? '').replace(/\/+$/, ''),
    socketUrl: env.GATSBY_SOCKET_URL ?? '',
    chatEnabled: brand.chatEnabled !== false && sitePrefix !== 'in',
    chatAccountId: sitePrefix === 'in' ? '' : (env.GATSBY_CHAT_ACCOUNT_ID ?? brand.chatAccountId ?? ''),
    chatUrl: (env.GATSBY_CHAT_URL ?? env.GATSBY_API_URL ?? '').replace(/\/+$/, ''),
    languages: brand.languages ?? ['en'],
    licence: licensed ? (brand.licence ?? null) : null,
    licenceSealUrl: licensed ? (env.GATSBY_LICENCE_SEAL_URL ?? '') : '',
    voucherBrands: sitePrefix === 'in' ? [] : [...(brand.voucherBrands ?? [])],
  };
}
