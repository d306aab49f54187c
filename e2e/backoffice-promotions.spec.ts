/**
 * Marketing runs promotions from the console: a marketing user creates a happy hour for the brand's site in Chromium,
 * sees its next starts in the site's time zone, and a signed-in player finds it on /promo/happy-hour/ at once (the
 * scheduler picks up the new config without a restart); then marketing turns it off. A jackpot marketing starts
 * appears on a player's open /jackpot/ page, and leaves it when turned off, without a reload.
 */

import { COUNTRY_TIME_ZONES } from '../contract/money';
import { DEMO_SITES } from '../contract/sites';
import { expect, test } from './fixtures';
import { brandSite, money } from './account-helpers';
import { sandboxStaff, signIn } from './backoffice-staff';
import { newPlayer, openSignedIn } from './players';

// Terms no demo happy hour has, so the page can only be showing this one. A deposit of at least R7,777 / ₹7,777
// qualifies: no other spec's deposit does, while this config's windows are open.
const MIN_DEPOSIT = 777_700;
const MAX_BONUS = 77_700;
const PERCENTAGE = 77;

test('marketing creates a happy hour in the console and players see it on the promo page', async ({
  page,
  request,
}) => {
  const brand = brandSite();
  const site = {
    name: DEMO_SITES.find((demo) => demo.id === brand.siteId)!.name,
    timeZone: COUNTRY_TIME_ZONES[brand.country],
  };
  const name = `e2e-${Date.now()}`;
  await signIn(page, await sandboxStaff(request, 'marketing'));
  await page.getByRole('menuitem', { name: 'Happy hours' }).click();
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: site.name }).click();
  await page.getByLabel('Name').fill(name);
  // Every minute, for a minute: a window opens now, and a new one each minute while the test runs.
  await page.getByLabel('Schedule (cron, UTC)').fill('* * * * *');
  await page.getByLabel('Duration (seconds)').fill('60');
  await page.getByLabel('Minimum deposit').fill(String(MIN_DEPOSIT / 100));
  await page.getByLabel('Bonus (% of the deposit)').fill(String(PERCENTAGE));
  await page.getByLabel('Maximum bonus').fill(String(MAX_BONUS / 100));
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: site.name })).toBeVisible();
  await row.click();
  const nextStarts = page.getByRole('list', { name: 'Next starts' }).getByRole('listitem');
  await expect(nextStarts).toHaveCount(5);
  await expect(page.getByText(`Next starts (${site.timeZone})`)).toBeVisible();

  const player = await newPlayer(request);
  const promo = await page.context().newPage();
  await openSignedIn(promo, player, '/promo/happy-hour/');
  await expect(promo.getByRole('heading', { name: 'Happy hour is on!' })).toBeVisible();
  await expect(
    promo.getByText(
      `Deposit ${money(MIN_DEPOSIT)} or more and get ${PERCENTAGE}% of it as a bonus, up to ${money(MAX_BONUS)}.`,
    ),
  ).toBeVisible();
  await promo.close();

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test("marketing starts a jackpot and turns it off; a player's open jackpot page follows without a reload", async ({
  page,
  request,
}) => {
  const brand = brandSite();
  const siteName = DEMO_SITES.find((demo) => demo.id === brand.siteId)!.name;
  // A name no other run has; a chance of 0 never wins, so no other spec sees it paid out.
  const slug = `e2e-${Date.now().toString(36)}`;
  const seed = 4_321_00;
  const watcher = await page.context().newPage();
  await openSignedIn(watcher, await newPlayer(request), '/jackpot/');
  await expect(watcher.getByRole('region', { name: 'Grand' })).toContainText(/\d/);

  // The tab in front is the one being used: a background tab's timers are throttled.
  await page.bringToFront();
  await signIn(page, await sandboxStaff(request, 'marketing'));
  await page.getByRole('menuitem', { name: 'Jackpots' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: siteName }).click();
  await page.getByLabel('Slug').fill(slug);
  await page.getByLabel('Seed').fill(String(seed / 100));
  await page.getByLabel('Share of each bet (0.01 %)').fill('1');
  await page.getByLabel('Chance per bet (millionths)').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();

  const row = page.getByRole('row', { name: new RegExp(slug) });
  await expect(row).toBeVisible();
  await watcher.bringToFront();
  const pot = watcher.getByRole('region', { name: slug.toUpperCase() });
  await expect(pot).toContainText(money(seed));

  // Turned off, as the run leaves it: the site's jackpots are again what they were.
  await page.bringToFront();
  await row.click();
  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row', { name: new RegExp(slug) })).toBeVisible();
  await watcher.bringToFront();
  await expect(pot).toHaveCount(0);
  await expect(watcher.getByRole('region', { name: 'Grand' })).toContainText(/\d/);
});
