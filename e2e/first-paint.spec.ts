/** Pages are styled before any JavaScript runs: the static HTML carries its Emotion CSS (no unstyled flash). */

import { expect, test } from '@playwright/test';

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
