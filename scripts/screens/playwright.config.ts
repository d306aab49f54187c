/**
 * The screenshot runs (scripts/screens/*-screens.spec.ts: cash screens, play screens): one project per brand, each against the
 * build already in dist/<brand>/ (this run builds nothing: `npm run build:all -- --if-stale` first) served by the
 * provider server with its sandbox on a throw-away database, as `npm start` serves it.
 *
 *   npx playwright test -c scripts/screens/playwright.config.ts
 *
 * SCREENS_PORT (8700) is the first brand's port, SCREENS_BRANDS=lucky-star,shubh-play limits the brands, and the
 * shots land in screens/<brand>/ (gitignored), one per screen and size: <screen>-390.png and <screen>-1600.png.
 * The back office console's screens (backoffice-screens.spec.ts) need its build too: `npm run build:backoffice`.
 */

import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import e2e, { BRANDS } from '../../playwright.config';
import { ROOT, brandDir } from '../brands';
import { BACKOFFICE_DIR } from '../staleness';
import { serverNodeArgs } from '../server-bundle';

const PORT = Number(process.env.SCREENS_PORT || 8700);
const port = (brand: (typeof BRANDS)[number]) => PORT + BRANDS.indexOf(brand);
const selected = BRANDS.filter((b) => !process.env.SCREENS_BRANDS || process.env.SCREENS_BRANDS.split(',').includes(b));
for (const brand of selected) {
  if (!existsSync(join(brandDir(brand), 'index.html'))) {
    throw new Error(`${brand} is not built (dist/${brand}/): BRAND=${brand} npm run build first`);
  }
}

export const SCREENS_DIR = join(ROOT, 'screens');

export default defineConfig({
  testDir: '.',
  testMatch: '*-screens.spec.ts',
  outputDir: join(ROOT, 'test-results/screens'),
  timeout: 5 * 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: { ...e2e.use, trace: 'off', screenshot: 'off' },
  projects: selected.map((brand) => ({
    name: brand,
    metadata: { brand },
    use: { baseURL: `http://localhost:${port(brand)}` },
  })),
  webServer: selected.map((brand) => ({
    command: `node ${serverNodeArgs().join(' ')}`,
    cwd: ROOT,
    url: `http://localhost:${port(brand)}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port(brand)),
      SITE_DIR: brandDir(brand),
      SANDBOX: '1',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      // the console, where it is built (the server refuses a folder that is not there)
      ...(existsSync(join(BACKOFFICE_DIR, 'index.html')) ? { BACKOFFICE_DIR } : {}),
    },
  })),
});
