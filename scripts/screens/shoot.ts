/** What every screenshot run shares: the two sizes, and shooting a page after checking it at 320 px. */

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openPage } from '../../e2e/pages';
import { SCREENS_DIR } from './playwright.config';

export const SIZES = [
  { suffix: '390', width: 390, height: 844 },
  { suffix: '1600', width: 1600, height: 900 },
] as const;

/**
 * Shoots the page as it stands at each size, and says whether it scrolls sideways at 320 px. `fullPage: false` shoots
 * the viewport only: what floats over the page (the chat window) sits at the viewport's bottom, not the page's.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = join(SCREENS_DIR, test.info().project.name);
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 320, height: 720 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} scrolls sideways by ${overflow}px at 320px`).toBeLessThanOrEqual(0);
  // Tap targets under 48px high in the page's own content (not the shell), named for the report.
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main :is(a, button, input, select, [role="button"])')]
      // a radio's whole label is its target
      .map((el) => el.closest('label') ?? el)
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 47.5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}"`),
  );
  expect.soft(small, `${name}: tap targets under 48px`).toEqual([]);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // down the page as a player scrolls it, so that what loads lazily below the fold (studio logos) is in the shot
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    // a game polls for ever: network quiet is waited for a while, not for good
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    // from the top: a page scrolled to its form would draw the fixed header across the middle of a full-page shot
    await page.evaluate(() => window.scrollTo(0, 0));
    // Chromium shoots a full page without scrolling it: what is off screen under `content-visibility: auto` (the
    // lobby's tiles) would be drawn as empty boxes, so the shot draws everything, as the player sees it on scrolling.
    // A constructed style sheet: the page's CSP refuses an inline <style>.
    if (fullPage) await page.evaluate(drawEverything, true);
    await page.screenshot({ path: join(dir, `${name}-${size.suffix}.png`), fullPage, animations: 'disabled' });
    if (fullPage) await page.evaluate(drawEverything, false);
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

/** Runs in the page: draws what `content-visibility: auto` skips off screen (`on`), or stops doing so. */
function drawEverything(on: boolean): void {
  const sheets = document.adoptedStyleSheets.filter(
    (sheet) => !sheet.cssRules[0]?.cssText.includes('visible !important'),
  );
  if (on) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    sheets.push(sheet);
  }
  document.adoptedStyleSheets = sheets;
}

/** Opens a page of the signed-in player and waits for its main heading. */
export async function open(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
