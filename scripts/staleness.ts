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
];

/** The stamp build.ts leaves in a finished build; its time is when that build started reading the sources. */
export const BUILD_STAMP = '.build-stamp';

export function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
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
