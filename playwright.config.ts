import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8123);

/**
 * One project per brand, each against its own build and server (`npm start` with BRAND, on its own port), and the
 * brand in the project's `metadata.brand` (read it with `projectBrand()` of e2e/pages.ts). Specs run on lucky-star only,
 * unless a test carries a tag (`test.describe('…', { tag: ALL_BRANDS }, …)`):
 * - ALL_BRANDS: on every brand. For what a brand's own build and look decide: its pages, art, layout, fonts, offline
 *   worker, and the games journey. The loader's and the service worker's mechanics (page data failing, a new version
 *   deployed) are the same code in every build: they run on one brand (ONE_BRAND).
 * - EACH_COUNTRY: on one brand of each country (lucky-star for South Africa, shubh-play for India). For flows the
 *   country decides (money methods, phone numbers, chat, limits): golden-reef, a second South African brand, would
 *   run the same code with the same settings again.
 * - ONE_BRAND: on golden-reef instead of lucky-star. For what no brand decides (spaviator's shared rounds on the
 *   server's clock, the page loader, the service worker, the back office's flows). Only where it runs differs:
 *   lucky-star's tests take one worker for the whole run, golden-reef's and shubh-play's the other, and these tests
 *   keep the two about even (on CI, 2026-11-29, lucky-star ran its last 36 tests, about 3.5 minutes, alone before
 *   these moved; later that day its tests took 14.3 minutes against the other worker's 13.2, and the back office's
 *   flows, 1.3 minutes, moved).
 * E2E_BRANDS=lucky-star (comma-separated) limits a run to those brands, and so to their builds and servers.
 */
export const BRANDS = ['lucky-star', 'golden-reef', 'shubh-play'] as const;
export type Brand = (typeof BRANDS)[number];
export const ALL_BRANDS = '@all-brands';
export const EACH_COUNTRY = '@each-country';
export const ONE_BRAND = '@one-brand';
/** What each brand runs: the tests matching `grep` and not `grepInvert`. */
const BRAND_TAGS: Readonly<Record<Brand, { grep?: RegExp; grepInvert?: RegExp }>> = {
  'lucky-star': { grepInvert: new RegExp(ONE_BRAND) },
  'golden-reef': { grep: new RegExp(`${ALL_BRANDS}|${ONE_BRAND}`) },
  'shubh-play': { grep: new RegExp(`${ALL_BRANDS}|${EACH_COUNTRY}`) },
};
/** The address of a brand's server. */
export const brandUrl = (brand: Brand) => `http://localhost:${PORT + BRANDS.indexOf(brand)}`;
export const BASE_URL = brandUrl('lucky-star');
const selected = BRANDS.filter((brand) => !process.env.E2E_BRANDS || process.env.E2E_BRANDS.split(',').includes(brand));

/** End-to-end specs run in Debian's Chromium against the product exactly as `npm start` runs it. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two brands at once, one test at a time per brand (project workers: 1): a brand's tests share its server and its
  // sites' settings (site-errors.spec.ts turns a site off), so they never overlap, but brands have separate servers.
  // Measured on CI: a third worker (lucky-star's specs split in two projects on two servers) kept both cores busy,
  // made every test about a third longer and the run hardly shorter, with tests near their time limits; the same
  // split on two workers was slower than none (22.4 against 19.1 min).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    // E2E_TRACE=off (.ci/run sets it): recording every test's trace costs about a third of the run's CPU (measured:
    // 36 s → 23 s of CPU on eight tests), and CI's traces go with its clean clone; the failure log stays.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (/sw.js) would hide requests from page.route; e2e/pwa.spec.ts turns it on for itself.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, the same Chromium build as /usr/bin/chromium): the
      // browser Playwright itself runs headless tests in. The full browser's headless mode also runs its window
      // compositor and browser UI: measured on eleven account tests, Chromium's CPU was 97 s there against 43 s here,
      // and the whole suite took 29.9 minutes against 17.8 on the same 2-core host (2026-11-30). Page work, layout
      // and paint are the same engine's; `npm run bench:web` measures performance in the full browser.
      // CHROMIUM_PATH=/usr/bin/chromium runs the suite in that instead.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: selected.map((brand) => ({
    name: brand,
    workers: 1,
    metadata: { brand },
    use: { baseURL: brandUrl(brand) },
    ...BRAND_TAGS[brand],
  })),
  // Servers start together; their builds take turns (scripts/build.ts lock) and are skipped when current.
  webServer: selected.map((brand) => ({
    command: 'npx tsx scripts/start.ts',
    url: `${brandUrl(brand)}/healthz`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // TRUST_PROXY: the address API-made players give (e2e/account-helpers.ts registerPlayer) is believed from loopback.
    env: {
      BRAND: brand,
      PORT: String(PORT + BRANDS.indexOf(brand)),
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      // A round shows in Most Popular within 2 s (e2e/games-journey.spec.ts), not the minute a site caches it for.
      MOST_POPULAR_TTL_MS: '2000',
    },
  })),
});
