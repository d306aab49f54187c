/**
 * Screenshots of every cash screen a brand has (cash-in hub and methods, cash-out hub, forms, summary, pending and
 * ticket, the statement with rows and empty) at a phone's 390×844 and a desktop's 1600×900, for looking at, not
 * for asserting. Each screen is also checked for sideways scrolling at 320 px, the narrowest phone we serve.
 * Run through scripts/screens/playwright.config.ts (its header says how).
 */

import { expect, test, type Page } from '@playwright/test';
import { brandSite } from '../../e2e/account-helpers';
import { deposit, newPlayer, openSignedIn, withdraw, type Player } from '../../e2e/players';
import { mintVoucher } from '../../e2e/sandbox';
import { open, shoot, SIZES } from './shoot';

const south = () => brandSite().country === 'ZA';

/**
 * Enough to take out for the cash-out screens and still stay under an unverified player's thresholds (server/src/seed.ts:
 * R500 at once, R1,000 a month): the ticket takes the whole balance left after the ATM withdrawal, and above R500 the
 * site rightly asks for verification instead of making it.
 */
const CASH_OUT_FUNDS = 45_000;

async function fundedPlayer(page: Page, request: Parameters<typeof newPlayer>[0], amount = 250_000): Promise<Player> {
  const player = await newPlayer(request);
  await deposit(request, player, amount);
  await openSignedIn(page, player, '/');
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
    // the form comes once the player reaches it (src/features/cashin/components/ticket-slot.tsx)
    await page.getByRole('region', { name: 'Cash in a ticket' }).scrollIntoViewIfNeeded();
    await page.getByRole('textbox', { name: 'Ticket code' }).fill('123412341234');
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
    const player = await fundedPlayer(page, request, CASH_OUT_FUNDS);
    await open(page, '/cashout/');
    await shoot(page, 'cashout-hub');
    await open(page, '/my-account/banks/');
    await shoot(page, 'banks');
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
    await openSignedIn(page, await newPlayer(request), '/my-account/statement/');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await shoot(page, 'statement-empty');
  });

  test('statement', async ({ page, request }) => {
    const player = await newPlayer(request);
    for (let n = 1; n <= 4; n++) await deposit(request, player, 10_000 * n);
    await withdraw(request, player, 10_000);
    await openSignedIn(page, player, '/my-account/statement/');
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
