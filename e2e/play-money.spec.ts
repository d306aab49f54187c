/**
 * Play money as a player meets it (issue 39, contract/play-money.ts), on one brand of each country: with the site's
 * real money turned off (as India's law asks of the India brand; the demo seeds it on), a new player signs up, finds a
 * play balance in the header and no Deposit, a lobby greeting and a menu that offer no deposit or bonus, reads on
 * /cashin/ and /cashout/ why there is nothing to deposit or withdraw (and on /promo/, /promo/happy-hour/ and a
 * deposit form opened by its address why there are no bonuses or deposits), plays a round that moves the play
 * balance and finds it in My Bets marked as play. The switch goes back on after the test: the brand's other specs share its
 * server.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EACH_COUNTRY } from '../playwright.config';
import { PLAY_BALANCE_START } from '../contract/play-money';
import { SandboxPaths } from '../contract/sandbox';
import type { SandboxRoundAnswer } from '../contract/sandbox';
import { brandSite, closeWelcome, fillSignUp, money } from './account-helpers';
import { openPage, snap } from './pages';

const SLOT = { slug: 'solar-scarab', name: 'Solar Scarab' };
const NOT_OFFERED = 'Real-money play is not offered in this country';

async function setRealMoney(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post(SandboxPaths.sites, {
    data: { site_id: brandSite().siteId, config: { real_money_enabled: on } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The same screen at a phone's width and a desktop's, for looking at. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1600]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await snap(page, `${name}-${width}.png`);
  }
}

test.describe('Play money where real money is off', { tag: EACH_COUNTRY }, () => {
  test.afterEach(async ({ request }) => {
    await setRealMoney(request, true);
  });

  test('a new player plays for fun on a play balance, with no Deposit and cash pages that say why', async ({
    page,
    request,
  }) => {
    await setRealMoney(request, false);
    // No sliding menu caught half-way in the screenshots.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await fillSignUp(page, request, { firstName: 'Asha', lastName: 'Rao', password: 'play-for-fun-1' });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The welcome asks for no deposit and offers no bonus or deposit method.
    const welcome = page.getByRole('dialog', { name: /^Welcome/ });
    await expect(welcome).toContainText('Every game here plays for fun on your play balance.');
    await expect(welcome.getByRole('link', { name: /bonus|Voucher|UPI|EFT|Card/i })).toHaveCount(0);
    await closeWelcome(page);
    const header = page.getByRole('banner');
    const playBalance = header.getByRole('status', { name: 'Play balance' });
    await expect(playBalance).toHaveText(money(PLAY_BALANCE_START), { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    const intro = page.getByRole('heading', { level: 1, name: /^Welcome/ }).locator('xpath=following-sibling::*[1]');
    await expect(intro).toHaveText(/^Every game here plays for fun on your play balance/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Bonuses and happy hours are refused where real money is off: Promo leads nowhere and counts nothing.
    const promo = page.getByRole('complementary', { name: 'Menu' }).getByRole('link', { name: 'Promo' });
    await expect(promo).toHaveAttribute('aria-disabled', 'true');
    await expect(promo).toHaveText('Promo');
    await shoot(page, 'play-money-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Menu' })).toHaveAttribute('data-open', 'false');
    await shoot(page, 'play-money-home');

    await openPage(page, '/cashin/');
    await expect(page.getByRole('heading', { level: 1, name: NOT_OFFERED })).toBeVisible();
    await expect(page.getByText(/there is nothing to deposit/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Voucher|UPI/ })).toHaveCount(0);
    await shoot(page, 'play-money-cashin');
    if (brandSite().country === 'IN') {
      await openPage(page, '/hi/cashin/');
      await expect(page.getByRole('heading', { level: 1, name: 'इस देश में असली पैसे से खेलना उपलब्ध नहीं है' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('status', { name: 'प्ले बैलेंस' })).toHaveText(
        money(PLAY_BALANCE_START),
      );
      await shoot(page, 'play-money-cashin-hi');
      await openPage(page, '/hi/');
      await expect(page.getByText(/प्ले बैलेंस पर मज़े के लिए/)).toBeVisible();
      await expect(page.getByText(/जमा करें/)).toHaveCount(0);
    }
    // Opened by their address, the promotions and a deposit method's form say why too, with no Deposit or bonus.
    for (const path of ['/promo/', '/promo/happy-hour/', '/cashin/acoin/voucher/']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { name: NOT_OFFERED })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: /Deposit/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Take bonus|Apply/ })).toHaveCount(0);
    }
    await expect(page.getByLabel('Voucher code')).toHaveCount(0);
    await openPage(page, '/promo/happy-hour/');
    await expect(page.getByText(/Bonuses and happy hours pay real money/)).toBeVisible({ timeout: 20_000 });
    await shoot(page, 'play-money-happy-hour');
    if (brandSite().country === 'IN') {
      await openPage(page, '/hi/promo/');
      await expect(page.getByRole('heading', { name: 'इस देश में असली पैसे से खेलना उपलब्ध नहीं है' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText(/बोनस और हैप्पी आवर असली पैसे देते हैं/)).toBeVisible();
      await expect(page.getByRole('link', { name: /जमा/ })).toHaveCount(0);
      await shoot(page, 'play-money-promo-hi');
    }
    await openPage(page, '/cashout/');
    await expect(page.getByRole('heading', { level: 1, name: NOT_OFFERED })).toBeVisible();
    await expect(page.getByText('Your play balance is play money: it cannot be withdrawn')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/game/${SLOT.slug}/`);
    await page.getByRole('button', { name: 'Play' }).click();
    const game = page.frameLocator(`iframe[title="${SLOT.name}"]`);
    // On a phone the game's one bar shows the play balance (the sandbox's page drops its own bar in a site's frame).
    const barBalance = page.getByRole('region', { name: SLOT.name }).getByRole('status', { name: 'Play balance' });
    await expect(barBalance).toHaveText(money(PLAY_BALANCE_START), { timeout: 20_000 });
    await expect(game.getByRole('button', { name: 'Spin', exact: true })).toBeVisible({ timeout: 20_000 });
    const answered = page.waitForResponse((response) => response.url().endsWith('/rounds'));
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await answered).json()) as SandboxRoundAnswer;
    expect(round.balance).toBe(PLAY_BALANCE_START - round.bet + round.win);
    // The bar hears the play balance from the server's socket, not from the frame.
    await expect(barBalance).toHaveText(money(round.balance), { timeout: 20_000 });
    await shoot(page, 'play-money-game');

    // My Bets shows the round as play: its bet (and any win) named play, not money.
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/my-bets/');
    const row = page.getByTestId('bet-row').first();
    await expect(row).toContainText(`Play bet ${money(round.bet)}`);
    await expect(row).toContainText(round.win > 0 ? `Play win${money(round.win)}` : 'No win');
    await shoot(page, 'play-money-my-bets');
    await openPage(page, '/my-account/statement/');
    await expect(page.getByText(/games played for fun on your play balance are in My Bets/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
    if (brandSite().country === 'IN') {
      await page.setViewportSize({ width: 390, height: 844 });
      await openPage(page, '/hi/my-bets/');
      await expect(page.getByTestId('bet-row').first()).toContainText(`प्ले दांव ${money(round.bet)}`);
      await shoot(page, 'play-money-my-bets-hi');
    }
  });
});
