/**
 * The installable, offline-capable site (SPEC §1, §7): the manifest, the service worker serving the shell
 * without a network, API calls never answered from a cache, and the notice that a new version was deployed.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { freePort } from '../scripts/free-port';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { brandSite } from './account-helpers';
import { openPage, projectBrand } from './pages';
import { ALL_BRANDS, ONE_BRAND } from '../playwright.config';
import { buildPolicyConfig, securityHeaders, writeSecurityHeaders } from '../gatsby/security-headers';
import { serverNodeArgs } from '../scripts/server-bundle';

test.describe('PWA', () => {
  test.use({ serviceWorkers: 'allow' });

  const ROOT = resolve(__dirname, '..');

  /**
   * Waits until the service worker has taken control of the page (it claims open pages once installed; it registers
   * some seconds after the load, src/features/pwa/deferred-registration.ts).
   */
  async function waitForServiceWorker(page: Page): Promise<void> {
    await page.waitForFunction(
      async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      },
      undefined,
      { timeout: 45_000 },
    );
  }

  /** Every URL held in the page's Cache Storage. */
  const cachedUrls = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });

  // The manifest and the worker's precache are each brand's own build: these two run on every brand.
  test(
    'the site is installable: a manifest with the brand, start URL /, standalone, dark grey',
    { tag: ALL_BRANDS },
    async ({ page, request }) => {
      await openPage(page, '/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const manifest = (await (await request.get(href as string)).json()) as Record<string, unknown> & {
        icons: Array<{ src: string }>;
      };
      expect(manifest).toMatchObject({
        name: brandSite().brandName,
        start_url: '/',
        display: 'standalone',
        background_color: '#212121',
        theme_color: '#212121',
      });
      expect(manifest.icons.length).toBeGreaterThan(0);
      for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
    },
  );

  test(
    'the service worker registers only once the page has loaded, not while it starts',
    { tag: ONE_BRAND },
    async ({ page }) => {
      // The first tiles' pictures hold the load event back; the page hydrates meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/art/games/**', async (route) => {
        await held;
        await route.continue();
      });
      const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(await registrations()).toBe(0);
      release();
      await expect.poll(registrations, { timeout: 15_000 }).toBe(1);
      await waitForServiceWorker(page);
    },
  );

  test(
    'the service worker serves the shell when the network is gone',
    { tag: ALL_BRANDS },
    async ({ page, context }) => {
      await openPage(page, '/');
      await waitForServiceWorker(page);
      // Once active, the worker has been handed what this first visit loaded (src/features/pwa/offline-warmup.ts).
      await expect
        .poll(async () =>
          (await cachedUrls(page)).filter((url) => /\/page-data\/(index\/page-data|app-data)\.json/.test(url)),
        )
        .toHaveLength(2);
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('header').first()).toBeVisible();
      // The home page itself, from cached page data: not only the empty shell.
      await expect(page.getByRole('heading', { name: `Welcome to ${brandSite().brandName}` })).toBeVisible();
      await context.setOffline(false);
    },
  );

  test(
    'API, socket, sandbox and payment-return requests never come from a cache',
    { tag: ONE_BRAND },
    async ({ page, context, request }) => {
      await openPage(page, '/');
      await waitForServiceWorker(page);
      // Through the service worker, online: the API and the sandbox answer as they do without it.
      const online = await page.evaluate(async () => ({
        api: (await fetch('/v1/hp/users')).status,
        sandbox: (await fetch('/sandbox/sms?phone=%2B27820000000')).status,
      }));
      expect(online).toEqual({
        api: (await request.get('/v1/hp/users')).status(),
        sandbox: (await request.get('/sandbox/sms?phone=%2B27820000000')).status(),
      });
      await openPage(page, '/?status=canceled');
      await expect(page.getByText('Operation canceled')).toBeVisible();

      const urls = await cachedUrls(page);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => /\/(v1|v2|sandbox)\/|[?&]status=/.test(url))).toEqual([]);

      await context.setOffline(true);
      const offline = await page.evaluate(async () => {
        const outcome = async (url: string) => {
          try {
            return `answered ${(await fetch(url)).status}`;
          } catch {
            return 'failed';
          }
        };
        return { api: await outcome('/v1/hp/users'), sandbox: await outcome('/sandbox/sms?phone=%2B27820000000') };
      });
      expect(offline).toEqual({ api: 'failed', sandbox: 'failed' });
      await context.setOffline(false);
    },
  );

  test.describe('a new version deployed under an open page', { tag: ONE_BRAND }, () => {
    let site: string;
    let server: ChildProcess | undefined;
    let origin: string;
    // A server of its own starts once, in beforeAll (TypeScript compiled, database migrated and seeded): on a loaded
    // CI machine, with another brand's tests running beside it, that alone took over 30 s, and in beforeAll it
    // counts against a limit of its own, not against the test's.
    test.describe.configure({ timeout: 180_000 });

    test.beforeAll(async () => {
      site = mkdtempSync(join(tmpdir(), 'site-deploy-'));
      cpSync(join(ROOT, 'dist', projectBrand()), site, { recursive: true });
      const port = await freePort();
      origin = `http://localhost:${port}`;
      server = spawn(process.execPath, serverNodeArgs(), {
        cwd: ROOT,
        stdio: 'ignore',
        // SANDBOX as `npm start` runs it: without it the chat widget frames the site's own 404 page at /chat/frame.
        env: {
          ...process.env,
          PORT: String(port),
          SITE_DIR: site,
          DATA_DIR: ':memory:',
          LOG_LEVEL: 'warn',
          SANDBOX: '1',
        },
      });
      await expect
        .poll(
          async () =>
            fetch(`${origin}/healthz`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 120_000 },
        )
        .toBe(200);
    });

    test.afterAll(async () => {
      server?.kill('SIGTERM');
      rmSync(site, { recursive: true, force: true });
    });

    test('a full-screen notice asks to press OK, and OK reloads into the new version', async ({ page }) => {
      await openPage(page, `${origin}/`);
      await waitForServiceWorker(page);
      const before = await compilationHash(page);

      const after = deploySimulatedBuild(site);
      expect(after).not.toBe(before);
      // The player comes back to the tab: the site checks what is deployed.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

      const notice = page.getByRole('dialog', { name: 'A new version of the site is available. Press OK to reload.' });
      await expect(notice).toBeVisible();
      // The deployed worker is installed beside the one in control by now, or on its way: OK must not wait on the
      // two (src/features/pwa/new-version.ts).
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await notice.getByRole('button', { name: 'OK' }).click();
      await reloaded;
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      expect(await compilationHash(page)).toBe(after);
      await expect(notice).toHaveCount(0);
      // And the site still opens without a network: the deployed worker takes over the reloaded page, with the
      // deployed offline shell in its precache.
      await waitForServiceWorker(page);
      const shell = 'offline-plugin-app-shell-fallback/index.html';
      const revision = createHash('md5')
        .update(readFileSync(join(site, shell)))
        .digest('hex');
      await expect
        .poll(async () => (await cachedUrls(page)).some((url) => url.includes(`${shell}?__WB_REVISION__=${revision}`)))
        .toBe(true);
    });
  });

  const compilationHash = (page: Page) =>
    page.evaluate(() => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash);

  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  }

  /**
   * What a deploy changes for a running page, without a second build: a new webpack compilation hash in every page
   * and in app-data.json, and a new /sw.js whose precache revisions follow the changed pages (as workbox computes
   * them: the MD5 of each file). Returns the new hash.
   */
  function deploySimulatedBuild(site: string): string {
    const appData = join(site, 'page-data', 'app-data.json');
    const oldHash = (JSON.parse(readFileSync(appData, 'utf8')) as { webpackCompilationHash: string })
      .webpackCompilationHash;
    const newHash = createHash('sha1').update(`${oldHash}-next`).digest('hex').slice(0, oldHash.length);
    const rewritten = new Map<string, string>();
    for (const file of filesUnder(site).filter((path) => /\.(html|json)$/.test(path))) {
      const text = readFileSync(file, 'utf8');
      if (text.includes(oldHash)) rewritten.set(file, text.split(oldHash).join(newHash));
    }
    // The deployed pages' inline scripts have new hashes: their policies are taken before any page is written, and
    // written right after them, so that no page is served beside a policy of the other version for long.
    const config = buildPolicyConfig(projectBrand(), process.env);
    const headers = securityHeaders(site, config, (file) => rewritten.get(file) ?? readFileSync(file, 'utf8'));
    const changed = new Set<string>();
    for (const [file, text] of rewritten) {
      writeFileSync(file, text);
      changed.add(relative(site, file));
      // The build's precompressed copies (gatsby/precompress.ts) would still hold the old hash.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
    }
    writeSecurityHeaders(site, config, headers);
    const swPath = join(site, 'sw.js');
    let sw = readFileSync(swPath, 'utf8');
    for (const file of changed) {
      const revision = createHash('md5')
        .update(readFileSync(join(site, file)))
        .digest('hex');
      sw = sw.replace(
        new RegExp(`("url":\\s*"${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}",\\s*"revision":\\s*")[0-9a-f]+"`),
        `$1${revision}"`,
      );
    }
    writeFileSync(swPath, `${sw}\n// deploy ${newHash}\n`);
    return newHash;
  }
});
