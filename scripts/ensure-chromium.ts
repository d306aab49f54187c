/** End-to-end tests drive Debian's Chromium: install it when missing and we may, else say what to install. */

import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian Chromium (apt-get install chromium)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install chromium`);
    process.exit(1);
  }
}
