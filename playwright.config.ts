import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT || 8123);
export const BASE_URL = `http://localhost:${PORT}`;

/** End-to-end specs run in Debian's Chromium against the product exactly as `npm start` runs it. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
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
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${BASE_URL}/healthz`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT), DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
  },
});
