/**
 * Pages are styled before any JavaScript runs: the static HTML carries its Emotion CSS (no unstyled flash). And
 * the browser paints that HTML before it even asks for the scripts (gatsby/paint-first.ts).
 */

import { expect, test } from '@playwright/test';
import { openPage } from './pages';
import { ALL_BRANDS } from '../playwright.config';

test.use({ javaScriptEnabled: false });

for (const path of ['/', '/auth/']) {
  test(`${path} is laid out and styled from its static HTML alone`, async ({ page }) => {
    await page.goto(path);
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    const style = await header.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { position: computed.position, height: computed.height, background: computed.backgroundColor };
    });
    expect(style.position).toBe('fixed');
    expect(style.height).toBe('64px');
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  });
}

test('the sign-in form is rendered into the static HTML of /auth/', async ({ page }) => {
  await page.goto('/auth/');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeVisible();
});

test.describe('start-up', { tag: ALL_BRANDS }, () => {
  test.use({ javaScriptEnabled: true });

  test('the page is painted before its scripts are even requested, and then comes alive', async ({ page }) => {
    // openPage waits for the hydrated mark: the scripts the build moved behind the first paint did run.
    await openPage(page, '/');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/(framework|app)-\w+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts).toHaveLength(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint ?? Infinity);
  });
});
