/**
 * Page loading (SPEC §4) on a client-side navigation: page data answering 404 shows the 404 page, 500 the 500
 * page, other failures are retried 3 times and then the target path is loaded in full; a page chunk that fails to
 * load is loaded in full too. Each test opens the home page hydrated, breaks one request, then taps a link.
 */

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { ContentGame, ContentProvider } from '../contract/content';
import { brandGames, openPage } from './pages';
import { ALL_BRANDS, ONE_BRAND } from '../playwright.config';

test.describe('page loading', () => {
  const AUTH_PAGE_DATA = '**/page-data/auth/page-data.json';
  // The brand's games (its country's): set before each test, which runs for one brand.
  let games: ContentGame[] = [];
  test.beforeEach(() => {
    games = brandGames();
  });
  const providers = JSON.parse(readFileSync('content/providers.json', 'utf8')) as ContentProvider[];

  /** Marks the current document, so a test can tell a full load (mark gone) from a client-side navigation. */
  const markDocument = (page: Page) =>
    page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  /** Goes to /auth/ the way a player does: the header's Sign In link on the hydrated home page. */
  async function tapSignIn(page: Page): Promise<void> {
    await page.getByRole('link', { name: 'Sign In' }).first().click();
  }

  test(
    'page data answering 404 shows the 404 page at the address the player asked for',
    { tag: ONE_BRAND },
    async ({ page }) => {
      // A page gone from the deployed site: its page data and its HTML both answer 404 (Gatsby checks the HTML with
      // a HEAD request, and loads the address in full when it exists).
      await page.route(AUTH_PAGE_DATA, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page.route(/\/auth\/?$/, (route) =>
        route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue(),
      );
      await openPage(page, '/');
      await markDocument(page);
      await tapSignIn(page);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/$/);
      expect(await sameDocument(page)).toBe(true);
    },
  );

  test(
    'a page slow to come shows a bar across the top after a second, gone once the page is shown',
    { tag: ONE_BRAND },
    async ({ page }) => {
      // A slow network: the page's data takes 4 s (its prefetch from the home page waits as long).
      await page.route(AUTH_PAGE_DATA, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        await route.continue();
      });
      await openPage(page, '/');
      const bar = page.getByRole('progressbar', { name: 'Opening the page…' });
      await expect(bar).toHaveCount(0);
      await tapSignIn(page);
      await expect(bar).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/auth\/$/);
      await expect(bar).toHaveCount(0);
    },
  );

  test('page data answering 500 shows the 500 page', { tag: ONE_BRAND }, async ({ page }) => {
    await page.route(AUTH_PAGE_DATA, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await openPage(page, '/');
    await markDocument(page);
    await tapSignIn(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/$/);
    expect(await sameDocument(page)).toBe(true);
  });

  /**
   * From now on, breaks the requests matching `url` until the browser starts loading a new document; returns how
   * many page-data (XHR) or chunk (script) requests were broken.
   */
  async function breakUntilFullLoad(page: Page, url: string, answer: 'abort' | 503): Promise<() => number> {
    let broken = true;
    let count = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) broken = false;
    });
    await page.route(url, async (route) => {
      if (!broken) return route.continue();
      if (['xhr', 'script'].includes(route.request().resourceType())) count += 1;
      return answer === 'abort' ? route.abort('failed') : route.fulfill({ status: 503, body: 'Unavailable' });
    });
    return () => count;
  }

  test(
    'other page-data failures are retried 3 times, then the target path is loaded in full',
    { tag: ONE_BRAND },
    async ({ page }) => {
      await openPage(page, '/');
      await markDocument(page);
      const attempts = await breakUntilFullLoad(page, AUTH_PAGE_DATA, 503);
      await tapSignIn(page);
      await expect(page).toHaveURL(/\/auth\/$/);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      expect(await sameDocument(page)).toBe(false);
      expect(attempts()).toBe(4);
    },
  );

  test(
    'a page chunk that fails to load makes the browser load the page in full',
    { tag: ONE_BRAND },
    async ({ page }) => {
      await openPage(page, '/');
      await markDocument(page);
      const attempts = await breakUntilFullLoad(page, '**/component---src-pages-auth-index-tsx-*.js', 'abort');
      await tapSignIn(page);
      await expect(page).toHaveURL(/\/auth\/$/);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      expect(await sameDocument(page)).toBe(false);
      expect(attempts()).toBeGreaterThan(0);
    },
  );

  // Which pages a brand's build links to and has is the brand's own: these two run on every brand.
  test(
    'links only to pages the build has, and the sidebar’s Slots opens its games without a full load',
    { tag: ALL_BRANDS },
    async ({ page, request }) => {
      // xl: both sidebars in view, so every navigation and provider link is on screen.
      await page.setViewportSize({ width: 1600, height: 1000 });
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/page-data/') && response.status() === 404) missing.push(response.url());
      });
      await openPage(page, '/');
      // Gatsby prefetches the page data of every link in view (4 every 3 s), and one to a page the build lacks answers
      // 404: rather than wait half a minute for its queue, each link's page data is asked for here.
      const paths = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
      const providerPages = providers
        .filter((provider) => !['fafi', 'aviator'].includes(provider.slug))
        .filter((provider) => games.some((game) => game.provider === provider.slug))
        .map((provider) => `/games/${provider.slug}/`);
      expect(paths).toEqual(expect.arrayContaining(['/games/slots/', ...providerPages]));
      const absent: string[] = [];
      for (const path of paths) {
        const data = path === '/' ? '/page-data/index/page-data.json' : `/page-data${path}page-data.json`;
        if ((await request.get(data)).status() !== 200) absent.push(path);
      }
      expect(absent, 'links to pages the build lacks').toEqual([]);

      await markDocument(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots' }).click();
      await expect(page).toHaveURL(/\/games\/slots\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
      // Nor did any the browser prefetched meanwhile.
      expect(missing).toEqual([]);
    },
  );

  test(
    "a provider's page is static HTML listing its games, reached from the right sidebar",
    { tag: ALL_BRANDS },
    async ({ page, request }) => {
      const provider = providers.find((one) => one.slug === 'kestrel-reels')!;
      const first = games
        .filter((game) => game.provider === provider.slug)
        .sort((a, b) => a.name.localeCompare(b.name))[0]!;
      const html = await (await request.get(`/games/${provider.slug}/`)).text();
      expect(html).toContain(`${provider.name} games`);
      expect(html).toContain(first.name.replace(/'/g, '&#x27;'));

      await page.setViewportSize({ width: 1300, height: 900 });
      await openPage(page, '/');
      await markDocument(page);
      await page
        .getByRole('complementary')
        .getByRole('link', { name: new RegExp(provider.name) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/games/${provider.slug}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${provider.name} games`);
      await expect(page.getByRole('main').getByRole('link', { name: first.name })).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    },
  );
});
