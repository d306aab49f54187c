/** Whether a brand's build in dist/<brand>/ is current: built after the last change to any source of the site. */

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, brandDir } from './brands';

/** Everything a site build reads from the repository (node_modules aside). */
export const SOURCES = [
  'src',
  'themes',
  'contract',
  'static',
  'content',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  // The policy helpers the build writes each page's security headers with (gatsby/security-headers.ts).
  'server/src/http/csp.ts',
];

/** The stamp build.ts leaves in a finished build; its time is when that build started reading the sources. */
export const BUILD_STAMP = '.build-stamp';

/**
 * What a build itself writes among the sources (gatsby/language-names-font.ts's font): not a change to them. The
 * folder is in the repository (its own .gitignore keeps its files out), so that making it does not change gatsby/.
 */
export const BUILD_OUTPUTS = ['gatsby/generated'];

export function newestChange(path: string): number {
  if (!existsSync(path) || BUILD_OUTPUTS.some((output) => path === join(ROOT, output))) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

export function buildIsCurrent(brand: string): boolean {
  const stamp = join(brandDir(brand), BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((source) => newestChange(join(ROOT, source)) <= built);
}

/** Everything the back office console's build (`npm run build:backoffice`, Vite) reads besides node_modules. */
export const BACKOFFICE_SOURCES = ['backoffice', 'contract', 'package-lock.json'];

export const BACKOFFICE_DIR = join(ROOT, 'dist', 'backoffice');

/** Whether dist/backoffice was built after the last change to the console's sources. */
export function backofficeIsCurrent(): boolean {
  const stamp = join(BACKOFFICE_DIR, BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return BACKOFFICE_SOURCES.every((source) => newestChange(join(ROOT, source)) <= built);
}
