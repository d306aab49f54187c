/**
 * My Statement (/my-account/statement/) as a player reads it, on every brand: money put in (a voucher in South
 * Africa, a UPI deposit in India) and a withdrawal (ATM / UPI) made through the API, as another device would; then
 * the rows, the withdrawal pending, a type filter, a past date range with nothing in it, and Load more past the
 * first ten rows.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite, money } from './account-helpers';
import { openPage, snap } from './pages';
import { deposit, newPlayer, openSignedIn, withdraw } from './players';

const transactions = (page: Page) => page.getByRole('region', { name: 'Transactions' });
const rows = (page: Page) => transactions(page).getByRole('listitem');

test.describe('My Statement', { tag: EACH_COUNTRY }, () => {
  test('shows deposits and a pending withdrawal, filters by type and dates', async ({ page, request }) => {
    const india = brandSite().country === 'IN';
    const player = await newPlayer(request);
    await deposit(request, player, 100_000);
    await withdraw(request, player, 10_000);

    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, player, '/my-account/statement/');
    await expect(page.getByRole('heading', { level: 1, name: 'My Statement' })).toBeVisible();
    const today = transactions(page).getByRole('region', { name: 'Today' });
    const withdrawal = today.getByRole('listitem').filter({ hasText: money(-10_000) });
    await expect(withdrawal).toContainText(india ? 'UPI withdrawal' : 'ATM withdrawal');
    await expect(withdrawal).toContainText('Pending');
    const depositRow = today.getByRole('listitem').filter({ hasText: india ? 'UPI deposit (QR)' : /Voucher \d{4}…/ });
    await expect(depositRow).toContainText(money(100_000));
    await expect(depositRow).not.toContainText('Pending');
    // Newest first: the withdrawal (and its fee) came after the deposit.
    await expect(rows(page).last()).toContainText(money(100_000));
    if (!india)
      await expect(today.getByRole('listitem').filter({ hasText: 'ATM withdrawal fee' })).toContainText(money(-1000));
    await snap(page, 'statement-360.png', { fullPage: true });

    // One type: withdrawals only.
    await page.getByRole('group', { name: 'Transaction type' }).getByRole('button', { name: 'Withdrawals' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(money(-10_000));
    await expect(rows(page)).toContainText('Pending');

    // A range of days long past holds none of it.
    await page.getByRole('button', { name: 'All' }).click();
    await expect(rows(page)).toHaveCount(india ? 2 : 3);
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await expect(transactions(page).getByText('Nothing matches these filters')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await snap(page, 'statement-empty-360.png', { fullPage: true });

    // Showing everything again, from the first page.
    await transactions(page).getByRole('button', { name: 'Show all' }).click();
    await expect(rows(page)).toHaveCount(india ? 2 : 3);
  });

  test('loads ten rows, then the older ones with Load more', async ({ page, request }) => {
    const player = await newPlayer(request);
    // 12 deposits of 101.00, 102.00 … 112.00: the oldest two are on the second page.
    for (let n = 1; n <= 12; n++) await deposit(request, player, 10_000 + n * 100);

    await openSignedIn(page, player, '/my-account/statement/');
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText(money(11_200));
    await expect(transactions(page).getByText(money(10_100))).toHaveCount(0);

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(12);
    await expect(rows(page).last()).toContainText(money(10_100));
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('reads in the second language', async ({ page, request }) => {
    const india = brandSite().country === 'IN';
    const player = await newPlayer(request);
    await deposit(request, player, 20_000);
    await openSignedIn(page, player, `/${india ? 'hi' : 'zu'}/my-account/statement/`);
    const heading = india ? 'मेरा स्टेटमेंट' : 'Isitatimende Sami';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const list = page.getByRole('region', { name: india ? 'लेन-देन' : 'Ukuthengiselana' });
    await expect(list.getByRole('region', { name: india ? 'आज' : 'Namuhla' })).toBeVisible();
    await expect(list.getByRole('listitem')).toContainText(money(20_000));
    await page.setViewportSize({ width: 320, height: 720 });
    await snap(page, 'statement-second-language-320.png', { fullPage: true });
  });

  test('sends a visitor to sign in', async ({ page }) => {
    await openPage(page, '/my-account/statement/');
    await expect(page).toHaveURL(/\/auth\/$/);
  });
});
