/**
 * Screenshots of the back office console's bonus campaign form (create, refused, and an existing campaign's edit with
 * its isiZulu and Hindi texts) at 390 and 1600 px, for looking at. The console is the same on every brand's server;
 * the campaign edited is one of the brand's site. Run through scripts/screens/playwright.config.ts (its header says
 * how; the console must be built).
 */

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_SITES } from '../../contract/sites';
import { brandSite } from '../../e2e/account-helpers';
import { sandboxStaff, signIn } from '../../e2e/backoffice-staff';
import { SCREENS_DIR } from './playwright.config';
import { SIZES } from './shoot';

/** The whole page at each size (the console is for staff at a desk or on a phone: no player-page checks). */
async function shootConsole(page: Page, name: string): Promise<void> {
  const dir = join(SCREENS_DIR, test.info().project.name);
  mkdirSync(dir, { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // once the layout has settled at the new width (the side menu closes into a drawer on a phone)
    await expect.soft
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${name} scrolls sideways at ${size.width}px`,
      })
      .toBeLessThanOrEqual(0);
    // The console's page scrolls inside its layout, which a full-page shot does not follow: the window is made as
    // tall as the content instead.
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('*')].map((el) => el.scrollHeight)),
    );
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    await page.screenshot({ path: join(dir, `${name}-${size.suffix}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
}

test('back office: bonus campaign form', async ({ page, request }) => {
  const siteName = DEMO_SITES.find((site) => site.id === brandSite().siteId)!.name;
  await page.setViewportSize({ width: SIZES[1].width, height: SIZES[1].height });
  await signIn(page, await sandboxStaff(request, 'marketing'));
  await page.getByRole('menuitem', { name: 'Bonus campaigns' }).click();

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page.getByLabel('Title', { exact: false }).first()).toBeVisible();
  await shootConsole(page, 'backoffice-campaign-create');
  // a title alone: Save is on, and the form says what else it needs
  await page.getByLabel('Title *').fill('Weekend reload');
  await page.getByRole('button', { name: 'Save' }).click();
  await shootConsole(page, 'backoffice-campaign-create-refused');

  await page.getByRole('menuitem', { name: 'Bonus campaigns' }).click();
  await page.getByRole('row').filter({ hasText: siteName }).first().click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await shootConsole(page, 'backoffice-campaign-edit');
});
