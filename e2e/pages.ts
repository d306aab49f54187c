/** Opening a page the way a player's first tap meets it: after the static HTML has been hydrated. */

import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { ContentGame } from '../contract/content';
import { SITE_PREFIX_COUNTRY } from '../contract/money';
import { DEFAULT_BRAND } from '../src/lib/build-config';
import { gamesShownIn } from '../src/lib/catalogue';
import type { Brand } from '../playwright.config';

/** The brand the running test's project tests (its `metadata.brand`; the default brand outside a brand's project). */
export const projectBrand = (): Brand => (test.info().project.metadata.brand as Brand | undefined) ?? DEFAULT_BRAND;

/**
 * The content's games the running test's brand shows, as its build has them: those of its country (content
 * `countries`: Fafi and the South African games on lucky-star and golden-reef, the India-themed ones on shubh-play).
 */
export function brandGames(): ContentGame[] {
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  const { sitePrefix } = read(`themes/${projectBrand()}/settings.json`) as { sitePrefix: string };
  return gamesShownIn(read('content/games.json') as ContentGame[], SITE_PREFIX_COUNTRY[sitePrefix]);
}

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

/**
 * E2E_SCREENSHOTS=off (.ci/run sets it) takes none: they are for a person to look at, and CI's go with its clean clone.
 * Measured on 44 screenshot-heavy tests of one brand: 85 s and 117 s of CPU with them, 67 s and 90 s without.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Keeps a screenshot of the page as it is now in e2e-artifacts/<brand>/<name>, for looking at. Nothing is asserted on
 * it: a test checks what it shows with its own expectations.
 */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: artifact(name), ...options });
}

/** Screenshots of the page as it is, on a 390 px phone and a 1600 px desktop (`<name>-390.png`, `<name>-1600.png`). */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1600, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await snap(page, `${name}-${viewport.width}.png`, { fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
