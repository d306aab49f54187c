/**
 * Cash-out (SPEC §2 /cashout/…, §4 withdrawable balance, §5 withdrawal rules) against the real server and a real
 * build, with the demo unit config: ATM fee R10 and minimum R50; EFT fee R5 with 2 free a month; ticket cash-out;
 * an unverified player may withdraw R500 at once; on the India brand, UPI with a ₹100 minimum.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import type { StartLoadingAnswer } from '../contract/deposits';
import type { SandboxSmsAnswer } from '../contract/sandbox';
import { EACH_COUNTRY } from '../playwright.config';
import { balance, brandSite, money, registerPlayer, signInThroughUi, stored } from './account-helpers';
import { mintVoucher } from './sandbox';
import { openPage, shots, snap } from './pages';

const PASSWORD = 'correct-horse-1';

async function signedInPlayer(page: Page, request: APIRequestContext) {
  const phone = await registerPlayer(request, PASSWORD);
  await signInThroughUi(page, phone.typed, PASSWORD);
  return phone;
}

/** Loads a voucher of `amount` (minor units) onto the player's unit through the API, as another device would. */
async function fund(page: Page, request: APIRequestContext, amount: number): Promise<void> {
  await expect.poll(async () => (await stored(page, 'unit_token'))?.length ?? 0).toBeGreaterThan(100);
  const token = (await stored(page, 'unit_token')) as string;
  const code = await mintVoucher(request, amount, brandSite().siteId);
  const started = await request.post(ApiPaths.startLoading, { data: { token, code } });
  expect(started.ok()).toBe(true);
  const batch = (await started.json()) as StartLoadingAnswer;
  const completed = await request.post(ApiPaths.completeLoading, {
    data: { token, acoin_tx_token: batch.acoin_batch_token, amount },
  });
  expect(completed.ok()).toBe(true);
  await expect(balance(page)).toHaveText(money(amount));
}

async function smsTexts(request: APIRequestContext, e164: string): Promise<string[]> {
  const response = await request.get(`/sandbox/sms?phone=${encodeURIComponent(e164)}`);
  return ((await response.json()) as SandboxSmsAnswer).messages.map((message) => message.text);
}

const smsCount = async (request: APIRequestContext, e164: string) => (await smsTexts(request, e164)).length;
const lastSms = async (request: APIRequestContext, e164: string) => (await smsTexts(request, e164)).at(-1) ?? '';

const summary = (page: Page) => page.getByRole('region', { name: 'Check your withdrawal' });

test.describe('cash-out', () => {
  test('an ATM withdrawal shows its fee, goes pending, sends the PIN by SMS and lowers the balance', async ({
    page,
    request,
  }) => {
    const phone = await signedInPlayer(page, request);
    await fund(page, request, 20000);

    await openPage(page, '/cashout/');
    await expect(page.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Available to withdraw')).toHaveText('R200.00');
    await expect(page.getByText(/Bonus money is never withdrawable/)).toBeVisible();
    const atm = page.getByRole('link', { name: /^ATM cash send/ });
    await expect(atm).toContainText('Fee R10.00 · Minimum R50.00');
    await expect(page.getByRole('link', { name: /^Bank transfer \(EFT\)/ })).toContainText('Fee R5.00');
    await expect(page.getByRole('link', { name: /^Cash-out ticket/ })).toBeVisible();
    await snap(page, 'cashout-hub.png', { fullPage: true });

    await atm.click();
    await expect(page).toHaveURL(/\/cashout\/atm\/$/);
    await expect(page.getByLabel('First name')).toHaveValue('Sipho');
    await expect(page.getByLabel('Last name')).toHaveValue('Dlamini');
    await shots(page, 'cashout-atm-form');
    await page.getByLabel('Amount').fill('20');
    await expect(page.getByText('Minimum withdrawal amount: R50.00!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await page.getByLabel('Amount').fill('100');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(summary(page)).toContainText('ToSipho Dlamini');
    await expect(summary(page)).toContainText('You receiveR100.00');
    await expect(summary(page)).toContainText('FeeR10.00');
    await expect(summary(page)).toContainText('Leaves your balanceR110.00');
    await snap(page, 'cashout-atm-summary.png', { fullPage: true });

    const before = await smsCount(request, phone.e164);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('status', { name: 'Withdrawal pending' })).toContainText(
      'the cash-send PIN and reference by SMS',
    );
    await expect(balance(page)).toHaveText('R90.00');
    await expect.poll(() => smsCount(request, phone.e164)).toBeGreaterThan(before);
    // One reference: the one the SMS gives is the one on the screen.
    const sms = await lastSms(request, phone.e164);
    const reference = /Reference (W\d{10})/.exec(sms)?.[1];
    expect(reference).toBeTruthy();
    await expect(page.getByRole('status', { name: 'Withdrawal pending' })).toContainText(`Reference: ${reference}`);
    await snap(page, 'cashout-atm-pending.png', { fullPage: true });
  });

  test('an EFT withdrawal goes to a saved bank account, free while the free count lasts', async ({ page, request }) => {
    await signedInPlayer(page, request);
    await fund(page, request, 10000);

    await openPage(page, '/my-account/banks/');
    const banks = page.getByRole('region', { name: 'Bank accounts' });
    await banks.getByRole('combobox', { name: 'Bank' }).selectOption('Capitec');
    await expect(banks.getByText('Universal branch code 470010')).toBeVisible();
    await banks.getByLabel('Account number').fill('1234567890');
    await banks.getByLabel('Account holder name').fill('Sipho Dlamini');
    await banks.getByRole('button', { name: 'Add' }).click();
    await expect(banks.getByText('Capitec ******7890')).toBeVisible();
    await banks.getByRole('combobox', { name: 'Bank' }).selectOption('Standard Bank');
    await shots(page, 'banks-picker');

    await openPage(page, '/cashout/eft/');
    const account = page.getByRole('radio', { name: /Capitec \*{6}7890\s*Sipho Dlamini · 470010/ });
    await expect(account).toBeChecked();
    await shots(page, 'cashout-eft-form');
    await page.getByLabel('Amount').fill('60');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(summary(page)).toContainText('ToCapitec ******7890');
    await expect(summary(page)).toContainText('FeeNo fee');
    await expect(summary(page)).toContainText('This withdrawal is free. 2 free withdrawals per month');
    await expect(summary(page)).toContainText('Leaves your balanceR60.00');
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('status', { name: 'Withdrawal pending' })).toBeVisible();
    await expect(balance(page)).toHaveText('R40.00');
    await snap(page, 'cashout-eft-pending.png', { fullPage: true });
  });

  test('a ticket takes the whole balance and shows its code, a QR code and Copy, also after a reload', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInPlayer(page, request);
    await fund(page, request, 7500);

    await openPage(page, '/cashout/');
    await page.getByRole('link', { name: /^Cash-out ticket/ }).click();
    await expect(page).toHaveURL(/\/cashout\/ticket\/preload\/$/);
    await expect(page.getByLabel('Amount on the ticket')).toHaveText('R75.00');
    await page.getByRole('button', { name: 'Create ticket' }).click();

    await expect(page).toHaveURL(/\/cashout\/ticket\/$/);
    await expect(page.getByRole('heading', { name: 'Your ticket is ready' })).toBeVisible();
    const code = page.getByLabel('Ticket code');
    await expect(code).toHaveText(/^\d{4} \d{4} \d{4}$/);
    const grouped = (await code.textContent()) as string;
    await expect(page.getByRole('img', { name: `QR code for ticket ${grouped}` })).toBeVisible();
    await expect(balance(page)).toHaveText('R0.00');

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(grouped.replace(/ /g, ''));
    await snap(page, 'cashout-ticket.png', { fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Ticket code')).toHaveText(grouped);
  });

  test('over the unverified limit, the required level shows with a Start link carrying it', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request);
    await fund(page, request, 70000);

    await openPage(page, '/cashout/atm/');
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Verification level 2 needed');
    await expect(alert.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/my-account/verification/?level=2',
    );
    await expect(balance(page)).toHaveText('R700.00');
    await snap(page, 'cashout-kyc.png', { fullPage: true });
  });

  test('the hub and the ATM form fit a 320px phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signedInPlayer(page, request);
    for (const path of ['/cashout/', '/cashout/atm/']) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
    await snap(page, 'cashout-atm-320.png', { fullPage: true });
    await openPage(page, '/cashout/');
    await expect(page.getByRole('link', { name: /^ATM cash send/ })).toBeVisible();
    await snap(page, 'cashout-hub-320.png', { fullPage: true });

    // The second language of the South African brands.
    await openPage(page, '/zu/cashout/');
    await expect(page.getByRole('heading', { name: 'Ukukhipha Imali', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ukuthumela imali ku-ATM/ })).toHaveAttribute(
      'href',
      '/zu/cashout/atm/',
    );
    await snap(page, 'cashout-hub-zu-320.png', { fullPage: true });
  });
});

test.describe('cash-out methods per brand', { tag: EACH_COUNTRY }, () => {
  test('South Africa offers ATM, EFT and ticket; India withdraws by UPI to a saved account', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page, request);
    const upiCard = page.getByRole('link', { name: /^UPI bank transfer/ });

    if (brandSite().country !== 'IN') {
      await openPage(page, '/cashout/');
      await expect(page.getByRole('link', { name: /^ATM cash send/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Bank transfer \(EFT\)/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cash-out ticket/ })).toBeVisible();
      await expect(upiCard).toHaveCount(0);
      return;
    }

    await fund(page, request, 50000);
    await openPage(page, '/my-account/banks/');
    const upi = page.getByRole('region', { name: 'UPI accounts' });
    await upi.getByLabel('Label').fill('Main');
    await upi.getByLabel('IFSC').fill('SBIN0001234');
    await upi.getByLabel('Account number').fill('123456789012');
    await upi.getByRole('button', { name: 'Add' }).click();
    await expect(upi.getByText('Main ******9012')).toBeVisible();

    await openPage(page, '/cashout/');
    await expect(page.getByRole('link', { name: /^ATM cash send/ })).toHaveCount(0);
    await expect(upiCard).toContainText('No fee · Minimum ₹100.00 · Maximum ₹50,000.00');
    await upiCard.click();
    await expect(page).toHaveURL(/\/cashout\/upi\/$/);
    await expect(page.getByRole('radio', { name: /Main \*{6}9012/ })).toBeChecked();
    await page.getByLabel('Amount').fill('50');
    await expect(page.getByText('Minimum withdrawal amount: ₹100.00!')).toBeVisible();
    await page.getByLabel('Amount').fill('150');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(summary(page)).toContainText('Leaves your balance₹150.00');
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('status', { name: 'Withdrawal pending' })).toContainText('UPI account');
    await expect(balance(page)).toHaveText('₹350.00');
    await snap(page, 'cashout-upi-pending.png', { fullPage: true });
  });
});
