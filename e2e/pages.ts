/** Opening a page the way a player's first tap meets it: after the static HTML has been hydrated. */

import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_BRAND } from '../src/lib/build-config';
import type { Brand } from '../playwright.config';

/** The brand the running test's project tests (its `metadata.brand`; the default brand outside a brand's project). */
export const projectBrand = (): Brand => (test.info().project.metadata.brand as Brand | undefined) ?? DEFAULT_BRAND;

/**
 * Goes to `path` and waits until the app marks the page as hydrated (`<html data-hydrated>`). Until then the static
 * HTML shows the page but React has not attached its handlers, and a click on a tab would be lost.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Picks an /auth/ tab and waits until it is the selected one. */
export async function chooseTab(page: Page, name: 'Sign In' | 'Sign Up'): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Where a test keeps a screenshot: e2e-artifacts/<brand>/<name>, one folder per brand. */
export const artifact = (name: string): string => `e2e-artifacts/${projectBrand()}/${name}`;

/** Screenshots of the page as it is, on a 390 px phone and a 1600 px desktop (`<name>-390.png`, `<name>-1600.png`). */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1600, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: artifact(`${name}-${viewport.width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
