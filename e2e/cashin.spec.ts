/**
 * Cash-in (SPEC §2 Cash-in routes, §7 Money): the hub with the brand country's methods; on the South African
 * brands a card payment through the provider's hosted page and back, and a ticket cashed in; on the India brand a
 * UPI QR deposit paid through the sandbox. Every test runs on a brand of each country (EACH_COUNTRY): where a method
 * does not exist, its page says so.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import { ALL_BRANDS, EACH_COUNTRY } from '../playwright.config';
import { balance, brandSite, money, registerPlayer, signInThroughUi } from './account-helpers';
import { openPage, shots, snap } from './pages';
import { mintVoucher } from './sandbox';

const PASSWORD = 'correct-horse-1';
const PHONE_SIZE = { width: 360, height: 780 };

async function signedIn(page: Page, request: APIRequestContext): Promise<void> {
  const phone = await registerPlayer(request, PASSWORD);
  await signInThroughUi(page, phone.typed, PASSWORD);
}

/** A ticket cashed out by another, anonymous unit of the brand's site, loaded first with a voucher of `amount`. */
async function ticketFromAnotherUnit(request: APIRequestContext, amount: number): Promise<string> {
  const { siteId } = brandSite();
  const created = await request.post(ApiPaths.createAnonymousUnit, { data: { site_id: siteId } });
  expect(created.ok()).toBe(true);
  const { token } = (await created.json()) as { token: string };
  const code = await mintVoucher(request, amount, siteId);
  const started = await request.post(ApiPaths.startLoading, { data: { token, code } });
  expect(started.ok()).toBe(true);
  const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
  const completed = await request.post(ApiPaths.completeLoading, {
    data: { token, acoin_tx_token: acoin_batch_token, amount },
  });
  expect(completed.ok()).toBe(true);
  const cashedOut = await request.post(ApiPaths.ticketCashOut, { data: { token } });
  expect(cashedOut.ok()).toBe(true);
  return ((await cashedOut.json()) as { fin_operation: { gs_ticket: string } }).fin_operation.gs_ticket;
}

test.describe('Cash-in', { tag: EACH_COUNTRY }, () => {
  test('the Deposit button opens the hub with the country methods, and it fits a 320px phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE_SIZE);
    await signedIn(page, request);
    await page.getByRole('link', { name: 'Deposit' }).first().click();
    await expect(page).toHaveURL(/\/cashin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your balance' })).toHaveText(money(0));

    const methods = page.getByRole('region', { name: 'Choose how to deposit' }).getByRole('link');
    if (brandSite().country === 'IN') {
      await expect(methods).toHaveCount(2);
      await expect(methods.nth(0)).toHaveAttribute('href', /\/cashin\/upi\/qr\/$/);
      await expect(methods.nth(1)).toHaveAttribute('href', /\/cashin\/upi\/intent\/$/);
      await expect(page.getByRole('region', { name: 'Cash in a ticket' })).toHaveCount(0);
    } else {
      await expect(methods).toHaveCount(4);
      for (const [index, name] of ['Voucher', 'Phone', 'Instant EFT', 'Card'].entries()) {
        await expect(methods.nth(index)).toContainText(name);
      }
      await expect(page.getByRole('region', { name: 'Cash in a ticket' })).toBeVisible();
    }
    await snap(page, 'cashin-hub-360.png', { fullPage: true });

    await page.setViewportSize({ width: 320, height: 640 });
    await expect(methods.first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await methods.first().boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    // The header's balance and Deposit button fit beside the burger, home, logo and search icons.
    const deposit = await page.locator('header').getByRole('link', { name: 'Deposit' }).boundingBox();
    expect((deposit?.x ?? Infinity) + (deposit?.width ?? 0)).toBeLessThanOrEqual(320);
    await snap(page, 'cashin-hub-320.png', { fullPage: true });

    // The brand's second language: the same hub, in its words.
    const second = brandSite().languages.find((language) => language !== 'en');
    if (second) {
      await openPage(page, `/${second}/cashin/`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      await expect(title).not.toHaveText('Deposit');
      await expect(page.locator('a[href$="/cashin/acoin/card/"], a[href$="/cashin/upi/qr/"]')).toBeVisible();
      await snap(page, `cashin-hub-320-${second}.png`, { fullPage: true });
    }
  });

  test('card: the provider page takes the payment, and back home the deposit toast shows and the balance rises', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE_SIZE);
    await signedIn(page, request);
    await openPage(page, '/cashin/acoin/card/');
    if (brandSite().country !== 'ZA') {
      await expect(page.getByText('This deposit method is not available on this site.')).toBeVisible();
      await openPage(page, '/cashin/acoin/voucher/');
      await expect(page.getByText('This deposit method is not available on this site.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'All deposit methods' }).click();
      await expect(page).toHaveURL(/\/cashin\/$/);
      return;
    }
    await expect(page.getByRole('heading', { name: 'Deposit by card' })).toBeVisible();
    await page.getByLabel('Amount').fill('150');
    await snap(page, 'cashin-card-360.png', { fullPage: true });
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]+$/);
    await expect(page.getByText(money(15_000))).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('The deposit has been successful')).toBeVisible();
    await expect(balance(page)).toHaveText(money(15_000));
    expect(new URL(page.url()).search).toBe('');
  });

  test('ticket: a ticket cashed out on another unit is cashed in through the hub, once', async ({ page, request }) => {
    await signedIn(page, request);
    await openPage(page, '/cashin/');
    if (brandSite().country !== 'ZA') {
      await expect(page.getByRole('region', { name: 'Cash in a ticket' })).toHaveCount(0);
      return;
    }
    const code = await ticketFromAnotherUnit(request, 4_250);
    const ticket = page.getByRole('region', { name: 'Cash in a ticket' });
    // Below the fold, the form's place is held at its size; the form comes once the player scrolls to it.
    // The placeholder bears the field's label too (a button: a tap on it brings the form): wait for the field itself.
    const field = ticket.getByRole('textbox', { name: 'Ticket code' });
    const held = await ticket.boundingBox();
    await ticket.scrollIntoViewIfNeeded();
    await expect(field).toBeVisible();
    expect((await ticket.boundingBox())?.height).toBeCloseTo(held?.height ?? 0, 0);
    await field.fill(code);
    await expect(field).toHaveValue(code.replace(/(\d{4})(?=\d)/g, '$1 '));
    await ticket.getByRole('button', { name: 'Cash in' }).click();
    await expect(ticket.getByText(`The ticket has been cashed in. Your balance: ${money(4_250)}`)).toBeVisible();
    await expect(balance(page)).toHaveText(money(4_250));
    await expect(page.getByRole('status', { name: 'Your balance' })).toHaveText(money(4_250));

    await field.fill(code);
    await ticket.getByRole('button', { name: 'Cash in' }).click();
    await expect(ticket.getByRole('alert')).toHaveText('Ticket is not active');
    await field.fill('000000000000');
    await ticket.getByRole('button', { name: 'Cash in' }).click();
    await expect(ticket.getByRole('alert')).toHaveText('Invalid Voucher');
    await expect(balance(page)).toHaveText(money(4_250));
  });

  test('UPI QR: the QR code shows, the payment arrives, the page says paid and the balance rises', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(PHONE_SIZE);
    await signedIn(page, request);
    await openPage(page, '/cashin/upi/qr/');
    if (brandSite().country !== 'IN') {
      await expect(page.getByText('This deposit method is not available on this site.')).toBeVisible();
      return;
    }
    await expect(page.getByText(`From ${money(10_000)} to ${money(10_000_000)}`)).toBeVisible();
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Show QR code' }).click();
    await expect(page.getByRole('img', { name: `UPI QR code for ${money(50_000)}` })).toBeVisible();
    await expect(page.getByText('Waiting for your payment…')).toBeVisible();
    await snap(page, 'cashin-upi-qr-360.png', { fullPage: true });

    const testPage = await page.getByRole('link', { name: 'Open the test payment page' }).getAttribute('href');
    const depositId = new URL(testPage ?? '', page.url()).pathname.split('/').at(-1);
    const paid = await request.post(`/sandbox/payments/${depositId}`, { data: { outcome: 'paid' } });
    expect(paid.ok()).toBe(true);

    await expect(page.getByText(`Payment received: ${money(50_000)} has been added to your balance.`)).toBeVisible();
    await expect(balance(page)).toHaveText(money(50_000));
    await snap(page, 'cashin-upi-paid-360.png', { fullPage: true });
  });
});

test.describe('Cash-in methods, each named with its mark', { tag: ALL_BRANDS }, () => {
  test("the hub lists the country's methods by name beside their marks, and the voucher and phone methods name the vouchers the brand's settings accept", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, request);
    await openPage(page, '/cashin/');
    const { country, voucherBrands } = brandSite();
    const names = country === 'IN' ? ['UPI QR', 'UPI app'] : ['Voucher', 'Phone', 'Instant EFT', 'Card'];
    const methods = page.getByRole('region', { name: 'Choose how to deposit' }).getByRole('link');
    await expect(methods).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      await expect(methods.nth(index)).toHaveAccessibleName(new RegExp(`^${name}`));
      // The mark is a drawing of our own, hidden from screen readers: the name beside it is the text.
      await expect(methods.nth(index).locator('[aria-hidden="true"] svg')).toBeVisible();
    }
    await shots(page, 'cashin-hub-marks');

    if (country === 'IN') {
      expect(voucherBrands).toEqual([]);
      await expect(page.getByRole('main')).not.toContainText('Accepted');
      await openPage(page, '/cashin/upi/qr/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-hidden="true"] svg').first()).toBeVisible();
      return;
    }
    // Both methods paid with a voucher name the vouchers: by its code, and redeemed by phone.
    const takingVouchers = [
      { index: 0, path: 'voucher', title: 'Deposit with a voucher' },
      { index: 1, path: 'phone', title: 'Deposit by phone' },
    ];
    const accepted = page.getByRole('list', { name: 'Accepted vouchers' });
    for (const { index, path, title } of takingVouchers) {
      await openPage(page, '/cashin/');
      const method = methods.nth(index);
      if (voucherBrands.length > 0) {
        await expect(method).toContainText(`Accepted: ${voucherBrands.join(', ')}`);
      } else {
        await expect(method).not.toContainText('Accepted');
      }
      await method.click();
      await expect(page).toHaveURL(new RegExp(`/cashin/acoin/${path}/$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (voucherBrands.length > 0) {
        await expect(accepted.getByRole('listitem')).toHaveText(voucherBrands);
        await expect(accepted.locator('svg[aria-hidden="true"]')).toHaveCount(voucherBrands.length);
      } else {
        await expect(accepted).toHaveCount(0);
      }
      await shots(page, `cashin-${path}-marks`);
    }
  });
});
