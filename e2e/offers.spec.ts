/**
 * A visitor meets the running bonuses (issue 40, "Sign-up and first minutes"): a strip on the home page leads to
 * /casino-bonuses/, where every offer shows its terms and a Sign up button; signing up through one counts down to
 * a Resend code button whose early use the server refuses with the time to wait; the new player is welcomed with the
 * first-deposit bonus, the deposit methods and deposit limits, and goes on to take the bonus. Screenshots at 390 and
 * 1600 px of each screen, per brand.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_BRANDS } from '../playwright.config';
import { brandSite, expectCode, money, playerName, randomPhone } from './account-helpers';
import { openPage, projectBrand, snap } from './pages';

/** The demo's campaigns (server/src/modules/campaigns/demo.ts). */
const DEPOSIT = { title: 'Double your deposit', percentage: 100, max: 50_000, min: 5_000 };
const FREE = { title: 'Free play', amount: 2_500 };

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1600]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await snap(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test.describe('offers for visitors', { tag: ALL_BRANDS }, () => {
  test('a visitor sees the offers, signs up through one with the resend countdown, and is welcomed', async ({
    page,
    request,
  }) => {
    // Five screens at two widths, each a full-page screenshot, on a shared 2-core host.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openPage(page, '/');
    const strip = page.getByRole('region', { name: 'Welcome offers' });
    await expect(strip).toContainText(`${DEPOSIT.percentage}% deposit bonus up to ${money(DEPOSIT.max)}`);
    await expect(strip).toContainText(`${money(FREE.amount)} free`);
    await expect(strip.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await shoot(page, 'home-offers');

    await page.goto('/promo/');
    await expect(page.getByRole('article', { name: DEPOSIT.title })).toBeVisible();
    await expect(page.getByRole('article', { name: FREE.title })).toBeVisible();
    await shoot(page, 'promo-visitor');

    await openPage(page, '/');
    await strip.getByRole('link', { name: 'See all 2 offers and terms' }).click();
    await expect(page).toHaveURL(/\/casino-bonuses\/$/);
    const deposit = page.getByRole('article', { name: DEPOSIT.title });
    await expect(deposit.getByRole('list', { name: 'Terms' })).toContainText(
      `Take the bonus, then deposit ${money(DEPOSIT.min)} or more.`,
    );
    await expect(page.getByRole('article', { name: FREE.title }).getByRole('list', { name: 'Terms' })).toContainText(
      'No deposit needed.',
    );
    await shoot(page, 'casino-bonuses');

    await deposit.getByRole('link', { name: `Sign up for ${DEPOSIT.title}` }).click();
    await expect(page).toHaveURL(/\/auth\/\?mode=signUp&next=/);
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const phone = randomPhone();
    const code = await expectCode(request, phone.e164);
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Resend code in 0:[23]\d$/)).toBeVisible();
    await shoot(page, 'code-step');

    // The page's clock runs ahead of the server's resend interval: the server refuses and says how long to wait.
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByRole('alert')).toContainText(/Too many attempts\. Please try again in 0:[0-3]\d/);
    await expect(page.getByText(/^Resend code in 0:[0-3]\d$/)).toBeVisible();
    await shoot(page, 'code-step-refused');

    await page.getByLabel('Code').fill(await code.next());
    await page.getByRole('button', { name: 'Verify' }).click();
    const name = playerName();
    await page.getByLabel('First name').fill(name.first_name);
    await page.getByLabel('Last name').fill(name.last_name);
    await page.getByLabel('Password').fill('correct-horse-1');
    await page.getByLabel('Date of birth').fill('1990-04-27');
    await page.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL(/\/promo\/bonus\/\?id=\d+$/);
    const welcome = page.getByRole('dialog', { name: `Welcome, ${name.first_name}!` });
    const bonus = welcome.getByRole('region', { name: 'Your first-deposit bonus' });
    await expect(bonus).toContainText(`${DEPOSIT.percentage}% deposit bonus up to ${money(DEPOSIT.max)}`);
    const methods = welcome.getByRole('region', { name: 'Deposit with' });
    await expect(methods.getByRole('link').first()).toBeVisible();
    await expect(
      methods.getByRole('link', { name: brandSite().country === 'IN' ? 'UPI QR' : 'Voucher' }),
    ).toHaveAttribute('href', /\/cashin\//);
    await expect(welcome.getByRole('link', { name: 'Set deposit limits' })).toHaveAttribute(
      'href',
      /\/my-account\/limits\/$/,
    );
    await shoot(page, 'welcome');

    await bonus.getByRole('link', { name: 'Take the bonus' }).click();
    await expect(welcome).toHaveCount(0);
    await page.getByRole('article', { name: DEPOSIT.title }).getByRole('button', { name: 'Take bonus' }).click();
    await expect(page.getByText(`Deposit ${money(DEPOSIT.min)} or more to start this bonus.`)).toBeVisible();
  });
});

/** The demo campaigns' names in each brand's other language (server/src/modules/campaigns/demo.ts). */
const TRANSLATED: Record<string, { language: string; deposit: string; free: string }> = {
  'shubh-play': { language: 'hi', deposit: 'अपनी जमा राशि दोगुनी करें', free: 'मुफ़्त खेल' },
  'lucky-star': { language: 'zu', deposit: 'Phinda kabili idiphozi yakho', free: 'Umdlalo wamahhala' },
  'golden-reef': { language: 'zu', deposit: 'Phinda kabili idiphozi yakho', free: 'Umdlalo wamahhala' },
};

test.describe('offers in the page’s language', { tag: ALL_BRANDS }, () => {
  test('a visitor on the brand’s other language sees the operator’s translated bonus names', async ({ page }) => {
    const site = TRANSLATED[projectBrand()]!;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, `/${site.language}/promo/`);
    await expect(page.getByRole('article', { name: site.deposit })).toBeVisible();
    await expect(page.getByRole('article', { name: site.free })).toBeVisible();
    await shoot(page, `promo-${site.language}`);
  });
});
