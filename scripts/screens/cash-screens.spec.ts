/**
 * Screenshots of every cash screen a brand has (cash-in hub and methods, cash-out hub, forms, summary, pending and
 * ticket, the statement with rows and empty) at a phone's 390×844 and a desktop's 1600×900, for looking at, not
 * for asserting. Each screen is also checked for sideways scrolling at 320 px, the narrowest phone we serve.
 * Run through scripts/screens/playwright.config.ts (its header says how).
 */

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { brandSite } from '../../e2e/account-helpers';
import { deposit, newPlayer, openAsPlayer, withdraw, type Player } from '../../e2e/money-helpers';
import { openPage } from '../../e2e/pages';
import { mintVoucher } from '../../e2e/sandbox';
import { SCREENS_DIR } from './playwright.config';

const SIZES = [
  { suffix: '390', width: 390, height: 844 },
  { suffix: '1600', width: 1600, height: 900 },
] as const;

/** Shoots the page as it stands at each size, and says whether it scrolls sideways at 320 px. */
async function shoot(page: Page, name: string): Promise<void> {
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
    // from the top: a page scrolled to its form would draw the fixed header across the middle of a full-page shot
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(dir, `${name}-${size.suffix}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height });
}

/** Opens a page of the signed-in player and waits for its main heading. */
async function open(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const south = () => brandSite().country === 'ZA';

async function fundedPlayer(page: Page, request: Parameters<typeof newPlayer>[0]): Promise<Player> {
  const player = await newPlayer(request);
  await deposit(request, player, 250_000);
  await openAsPlayer(page, player, '/');
  return player;
}

/** A withdrawal page's form (and an amount it refuses), its summary and the pending withdrawal. */
async function withdrawThroughForm(page: Page, method: 'atm' | 'upi', amount: string, refused?: string) {
  await open(page, `/cashout/${method}/`);
  if (refused) {
    await page.getByLabel('Amount').fill(refused);
    await shoot(page, `cashout-${method}-error`);
  }
  await page.getByLabel('Amount').fill(amount);
  await shoot(page, `cashout-${method}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await shoot(page, `cashout-${method}-summary`);
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Withdrawal pending')).toBeVisible();
  await shoot(page, `cashout-${method}-pending`);
}

test.describe('cash screens', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height }));

  test('cash-in', async ({ page, request }) => {
    await fundedPlayer(page, request);
    await open(page, '/cashin/');
    await shoot(page, 'cashin-hub');
    if (!south()) {
      await open(page, '/cashin/upi/intent/');
      await shoot(page, 'cashin-upi-intent');
      await open(page, '/cashin/upi/qr/');
      await page.getByLabel('Amount').fill('7');
      await page.getByLabel('Amount').blur();
      await shoot(page, 'cashin-upi-qr-error');
      await page.getByRole('button', { name: /^₹500/ }).click();
      await shoot(page, 'cashin-upi-qr');
      await page.getByRole('button', { name: 'Show QR code' }).click();
      await expect(page.getByText('Waiting for your payment…')).toBeVisible();
      await shoot(page, 'cashin-upi-qr-pending');
      return;
    }
    await page.getByLabel('Ticket code').fill('123412341234');
    await page.getByRole('button', { name: 'Cash in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'cashin-hub-ticket-error');
    for (const method of ['phone', 'instant-eft', 'card']) {
      await open(page, `/cashin/acoin/${method}/`);
      await shoot(page, `cashin-${method}`);
    }
    await open(page, '/cashin/acoin/voucher/');
    await shoot(page, 'cashin-voucher');
    await page.getByLabel('Voucher code').fill('1111222233334444');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shoot(page, 'cashin-voucher-error');
    const code = await mintVoucher(request, 50_000, brandSite().siteId);
    await page.getByLabel('Voucher code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(/Voucher balance/)).toBeVisible();
    await shoot(page, 'cashin-voucher-amount');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(/was successful/)).toBeVisible();
    await shoot(page, 'cashin-voucher-done');
  });

  test('cash-out', async ({ page, request }) => {
    const player = await fundedPlayer(page, request);
    await open(page, '/cashout/');
    await shoot(page, 'cashout-hub');
    if (!south()) {
      await open(page, '/cashout/upi/');
      await shoot(page, 'cashout-upi-no-account');
      await withdraw(request, player, 10_000);
      await withdrawThroughForm(page, 'upi', '300');
      return;
    }
    await withdrawThroughForm(page, 'atm', '100', '20');
    await open(page, '/cashout/eft/');
    await shoot(page, 'cashout-eft-no-account');
    await open(page, '/cashout/ticket/');
    await shoot(page, 'cashout-ticket-none');
    await open(page, '/cashout/ticket/preload/');
    await shoot(page, 'cashout-ticket-preload');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await expect(page.getByRole('heading', { name: 'Your ticket is ready' })).toBeVisible();
    await shoot(page, 'cashout-ticket');
    await open(page, '/cashout/ticket/preload/');
    await shoot(page, 'cashout-ticket-preload-empty');
  });

  test('statement, empty', async ({ page, request }) => {
    await openAsPlayer(page, await newPlayer(request), '/my-account/statement/');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await shoot(page, 'statement-empty');
  });

  test('statement', async ({ page, request }) => {
    const player = await newPlayer(request);
    for (let n = 1; n <= 4; n++) await deposit(request, player, 10_000 * n);
    await withdraw(request, player, 10_000);
    await openAsPlayer(page, player, '/my-account/statement/');
    await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first()).toBeVisible();
    await shoot(page, 'statement');
  });

  test('second language', async ({ page, request }) => {
    const language = south() ? 'zu' : 'hi';
    await fundedPlayer(page, request);
    for (const path of ['/cashin/', south() ? '/cashin/acoin/card/' : '/cashin/upi/qr/', '/cashout/']) {
      await open(page, `/${language}${path}`);
      await shoot(page, `${language}-${path.replace(/^\/|\/$/g, '').replace(/\//g, '-')}`);
    }
  });
});
