/** End-to-end tests drive Debian's Chromium: install it when missing and we may, else say what to install. */

import { ensureDebianPackage } from './debian-package';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

ensureDebianPackage(CHROMIUM, 'chromium');
