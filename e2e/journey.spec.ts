/**
 * The foundation journey through every layer: sign up with phone + OTP, see R0.00, load a voucher, see the
 * balance change; then a voucher loaded elsewhere arrives over the socket without a reload; then sign in again.
 */

import { expect, test } from './fixtures';
import { chooseTab, openPage, snap } from './pages';
import { ApiPaths } from '../contract/api';
import { latestOtp, mintVoucher, randomZaPhone } from './sandbox';
import { closeWelcome } from './account-helpers';

const PASSWORD = 'correct-horse-1';

test('a new player signs up, loads a voucher and sees the balance change live', async ({ page, request, browser }) => {
  const phone = randomZaPhone();

  await openPage(page, '/auth/');
  await chooseTab(page, 'Sign Up');
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Code').fill(await latestOtp(request, phone.e164));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('First name').fill('Thandi');
  await page.getByLabel('Last name').fill('Nkosi');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1990-04-27');
  await page.getByRole('checkbox', { name: 'I am 18 or older and I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/$/);
  await closeWelcome(page);
  const balance = page.getByLabel('Balance');
  await expect(balance).toHaveText('R0.00');
  await snap(page, 'home-signed-in.png');

  // Load a R50 voucher through the cash-in screen.
  const code = await mintVoucher(request, 5000);
  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await expect(page).toHaveURL(/\/cashin\/$/);
  await page.getByRole('link', { name: /^Voucher/ }).click();
  await expect(page).toHaveURL(/\/cashin\/acoin\/voucher\/$/);
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Voucher balance: R50.00')).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('50.00');
  await snap(page, 'voucher-amount.png');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(balance).toHaveText('R50.00');

  // A voucher loaded from another device reaches this page over the socket, with no reload.
  await openPage(page, '/');
  await expect(balance).toHaveText('R50.00');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const unitToken = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
      if (/^"?[\w-]{101,}"?$/.test(value)) return value.replace(/"/g, '');
    }
    return null;
  });
  expect(unitToken).not.toBeNull();
  const second = await mintVoucher(request, 3025);
  const started = await request.post(ApiPaths.startLoading, { data: { token: unitToken, code: second } });
  expect(started.ok()).toBe(true);
  const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
  const completed = await request.post(ApiPaths.completeLoading, {
    data: { token: unitToken, acoin_tx_token: acoin_batch_token, amount: 3025 },
  });
  expect(completed.ok()).toBe(true);
  await expect(balance).toHaveText('R80.25');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  // The same player signs in on another device and sees the same balance.
  const other = await browser.newContext();
  const second_page = await other.newPage();
  await openPage(second_page, '/auth/');
  await chooseTab(second_page, 'Sign In');
  await second_page.getByLabel('Phone number').fill(phone.typed);
  await second_page.getByLabel('Password').fill(PASSWORD);
  await second_page.getByRole('button', { name: 'Sign In' }).click();
  await expect(second_page.getByLabel('Balance')).toHaveText('R80.25');
  await other.close();
});
