import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8123);

/**
 * One project per brand, each against its own build and server (`npm start` with BRAND, on E2E_PORT + its index).
 * Specs run on lucky-star only, unless a test carries a tag (`test.describe('…', { tag: ALL_BRANDS }, …)`; read the
 * brand from `test.info().project.name`):
 * - ALL_BRANDS: on every brand. For what a brand's own build and look decide: its pages, art, layout, fonts, offline
 *   worker, and the games journey.
 * - EACH_COUNTRY: on one brand of each country (lucky-star for South Africa, shubh-play for India). For flows the
 *   country decides (money methods, phone numbers, chat, limits): golden-reef, a second South African brand, would
 *   run the same code with the same settings again.
 * E2E_BRANDS=lucky-star (comma-separated) limits a run to those brands, and so to their builds and servers.
 */
export const BRANDS = ['lucky-star', 'golden-reef', 'shubh-play'] as const;
export const ALL_BRANDS = '@all-brands';
export const EACH_COUNTRY = '@each-country';
/** What each brand other than lucky-star runs. */
const BRAND_TAGS: Readonly<Record<(typeof BRANDS)[number], RegExp | undefined>> = {
  'lucky-star': undefined,
  'golden-reef': new RegExp(ALL_BRANDS),
  'shubh-play': new RegExp(`${ALL_BRANDS}|${EACH_COUNTRY}`),
};
export const brandUrl = (brand: (typeof BRANDS)[number]) => `http://localhost:${PORT + BRANDS.indexOf(brand)}`;
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
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    use: { baseURL: brandUrl(brand) },
    ...(BRAND_TAGS[brand] ? { grep: BRAND_TAGS[brand] } : {}),
  })),
  // Servers start together; their builds take turns (scripts/build.ts lock) and are skipped when current.
  webServer: selected.map((brand) => ({
    command: 'npx tsx scripts/start.ts',
    url: `${brandUrl(brand)}/healthz`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { BRAND: brand, PORT: String(PORT + BRANDS.indexOf(brand)), DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
  })),
});
