/** The site's settings as fixed at build time (gatsby-node defines `__SITE_CONFIG__`). */

import { SOCKET_PATH } from '../../contract/socket';
import { COUNTRY_CURRENCY, DEFAULT_COUNTRY, SITE_PREFIX_COUNTRY } from '../../contract/money';
import type { CountryCode, CurrencyCode } from '../../contract/money';
import type { SiteConfig } from './build-config';

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;

export function siteCountry(config: Pick<SiteConfig, 'sitePrefix'> = siteConfig): CountryCode {
  return SITE_PREFIX_COUNTRY[config.sitePrefix] ?? DEFAULT_COUNTRY;
}

export function siteCurrency(config: Pick<SiteConfig, 'sitePrefix'> = siteConfig): CurrencyCode {
  return COUNTRY_CURRENCY[siteCountry(config)];
}

/** GATSBY_SOCKET_URL, else the API's origin (or the page's) with ws(s) and the socket path. */
export function socketUrl(
  config: Pick<SiteConfig, 'apiUrl' | 'socketUrl'>,
  location: { protocol: string; host: string },
): string {
  if (config.socketUrl) return config.socketUrl;
  const base = config.apiUrl ? new URL(config.apiUrl) : location;
  const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${base.host}${SOCKET_PATH}`;
}
