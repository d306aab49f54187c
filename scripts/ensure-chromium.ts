/**
 * End-to-end tests drive Debian's Chromium headless shell (playwright.config.ts says why): install it when missing and
 * we may, else say what to install. With CHROMIUM_PATH set, that browser is the one needed.
 */

import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './debian-package';

/** Chromium's own headless browser for automation, from Debian's package of the same name. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH || HEADLESS_SHELL;

const PACKAGES: Readonly<Record<string, string>> = {
  [HEADLESS_SHELL]: 'chromium-headless-shell',
  '/usr/bin/chromium': 'chromium',
};

const pkg = PACKAGES[CHROMIUM];
if (pkg) ensureDebianPackage(CHROMIUM, pkg);
else if (!existsSync(CHROMIUM)) {
  console.error(`CHROMIUM_PATH is ${CHROMIUM}, and there is no such file.`);
  process.exit(1);
}
