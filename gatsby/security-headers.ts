/**
 * The security headers of a build (a step of onPostBuild, gatsby/precompress.ts): written beside the pages as
 * security-headers.json, which the provider server sends (server/src/http/site-headers.ts) and a CDN can send too.
 *
 * Each page gets a Content-Security-Policy of its own that allows exactly its inline scripts and styles by hash.
 * Per page, not one union for the brand: the paint-first starter (gatsby/paint-first.ts) and Emotion's critical CSS
 * differ on every page, so a union would carry some 500 hashes (~25 KB) in every answer's headers, against ~20
 * (~1 KB) for one page; on a slow line the headers travel before the first byte of the page.
 */

import fs from 'node:fs';
import path from 'node:path';
import {
  hashSource,
  inlineSources,
  SECURITY_HEADERS_FILE,
  serializePolicy,
  type Directives,
  type SecurityHeadersFile,
} from '../server/src/http/csp';
import { DEFAULT_BRAND, resolveSiteConfig, type SiteConfig } from '../src/lib/build-config';
import { loadBrandSettings } from '../themes/load-settings';
import { htmlFiles } from './paint-first';

/** Everything a build can call, frame or load besides its own origin. */
export type PolicyConfig = Pick<SiteConfig, 'apiUrl' | 'socketUrl' | 'chatUrl' | 'licenceSealUrl'> & {
  /** GATSBY_GTM_ID: Google Tag Manager's container, when the build loads it (gatsby/tag-manager.tsx). */
  gtmId?: string;
  /** The build's CSS carries a font inline (the India brand's Devanagari cut, gatsby/language-names-font.ts). */
  dataFonts?: boolean;
};

/** A font webpack inlined into the global CSS (under its size limit) as a data: address. */
const DATA_FONT = /url\(\s*["']?data:font\//;

/** Whether the build's global stylesheets (styles.<hash>.css, also inlined into each page) hold a data: font. */
function hasDataFonts(publicDir: string): boolean {
  return fs
    .readdirSync(publicDir)
    .some((name) => name.endsWith('.css') && DATA_FONT.test(fs.readFileSync(path.join(publicDir, name), 'utf8')));
}

/**
 * What the site uses none of: a script injected into the page (or a framed game) is refused each of these. Fullscreen,
 * autoplay and the clipboard keep the browser's defaults: games ask for the first two, a ticket's code is copied.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Emotion (speedy, as in every production build) adds an empty <style> element and fills it through the CSSOM
 * (insertRule), which CSP does not govern: the hash of '' lets it add those elements, and no text in them runs.
 * This is why styles need no 'unsafe-inline' and no nonce (which a static page could not carry anyway).
 */
const EMPTY_STYLE = hashSource('');

/** Google's documented sources for Tag Manager with Google Analytics 4. */
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

function originOf(url: string): string[] {
  return url ? [new URL(url).origin] : [];
}

/** The socket's origin for an http(s) origin: the server that answers the API also answers the socket. */
function socketOrigins(origins: readonly string[]): string[] {
  return origins.map((origin) => origin.replace(/^http/, 'ws'));
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * The brand's policy without any inline element: what assets and the service worker (whose own fetches it governs)
 * are sent with, and what each page adds its hashes to. 'self' also covers ws:/wss: of the site's own origin (CSP
 * Level 3), where the socket is when GATSBY_API_URL and GATSBY_SOCKET_URL are not set.
 */
export function basePolicy(config: PolicyConfig): Directives {
  const api = originOf(config.apiUrl);
  const chat = originOf(config.chatUrl);
  const seal = originOf(config.licenceSealUrl);
  const gtm = config.gtmId ? TAG_MANAGER : { script: [], img: [], connect: [] };
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...seal, ...gtm.script]),
    'style-src': ["'self'"],
    'font-src': ["'self'", ...(config.dataFonts ? ['data:'] : [])],
    'img-src': unique(["'self'", ...seal, ...gtm.img]),
    'connect-src': unique([
      "'self'",
      ...api,
      ...socketOrigins(api),
      ...originOf(config.socketUrl),
      ...chat,
      ...gtm.connect,
    ]),
    // The support chat's frame (chatUrl, else the API's origin) and the games, whose launch addresses are the API
    // server's (the sandbox game server's pages).
    'frame-src': unique(["'self'", ...api, ...chat]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** One page's policy: the brand's, plus the hashes of exactly this page's inline scripts, styles and style attributes. */
export function pagePolicy(base: Directives, html: string): string {
  const inline = inlineSources(html);
  return serializePolicy({
    ...base,
    'script-src': [...(base['script-src'] ?? []), ...inline.scripts],
    // 'unsafe-hashes' lets the listed style="" values of the static HTML apply (React sets later ones through the
    // CSSOM); without it the hashes would count for <style> elements only.
    'style-src': unique([
      ...(base['style-src'] ?? []),
      EMPTY_STYLE,
      ...inline.styles,
      ...(inline.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...inline.styleAttributes] : []),
    ]),
  });
}

/**
 * The headers of every file of the site, the page policies of its HTML files. `read` gives a page's HTML: a deploy
 * can take the policies of pages it has yet to write (e2e/pwa.spec.ts).
 */
export function securityHeaders(
  publicDir: string,
  config: PolicyConfig,
  read: (file: string) => string = (file) => fs.readFileSync(file, 'utf8'),
): SecurityHeadersFile {
  const base = basePolicy({ ...config, dataFonts: config.dataFonts ?? hasDataFonts(publicDir) });
  const pages = Object.fromEntries(
    htmlFiles(publicDir)
      .sort()
      .map((file) => [`/${path.relative(publicDir, file).split(path.sep).join('/')}`, pagePolicy(base, read(file))]),
  );
  return {
    headers: {
      'Content-Security-Policy': serializePolicy(base),
      'X-Content-Type-Options': 'nosniff',
      // For browsers without frame-ancestors; both say the same.
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
    },
    pages,
  };
}

/** What a build of `brand` with this environment may call, frame and load (the same settings its pages get). */
export function buildPolicyConfig(brand: string, env: Record<string, string | undefined>): PolicyConfig {
  return { ...resolveSiteConfig(loadBrandSettings(brand || DEFAULT_BRAND), env), gtmId: env.GATSBY_GTM_ID };
}

/** Writes security-headers.json into the build (`file`: these headers); answers how many pages have a policy. */
export function writeSecurityHeaders(
  publicDir: string,
  config: PolicyConfig,
  file: SecurityHeadersFile = securityHeaders(publicDir, config),
): number {
  fs.writeFileSync(path.join(publicDir, SECURITY_HEADERS_FILE), `${JSON.stringify(file, null, 1)}\n`);
  return Object.keys(file.pages).length;
}
