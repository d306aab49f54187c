/**
 * My Statement (/my-account/statement/) as a player reads it, on every brand: money put in (a voucher in South
 * Africa, a UPI deposit in India) and a withdrawal (ATM / UPI) made through the API, as another device would; then
 * the rows, the withdrawal pending, a type filter, a past date range with nothing in it, and Load more past the
 * first ten rows.
 */

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ApiPaths, type SessionAnswer, type UpiDepositAnswer, type UserUnitsAnswer } from '../contract/api';
import type { UserAnswer } from '../contract/api';
import { ALL_BRANDS } from '../playwright.config';
import { StorageKeys } from '../src/lib/safe-storage';
import { brandSite, money, registerPlayer } from './account-helpers';
import { artifact, openPage } from './pages';
import { mintVoucher } from './sandbox';

const PASSWORD = 'correct-horse-1';

interface Player {
  session: SessionAnswer;
  unitToken: string;
}

/** A new player of the brand's site, signed in through the API, with their unit. */
async function newPlayer(request: APIRequestContext): Promise<Player> {
  const phone = await registerPlayer(request, PASSWORD);
  const login = await request.post(ApiPaths.login, {
    data: { login: phone.e164, password: PASSWORD, provider: 'identity', site_id: brandSite().siteId },
  });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as SessionAnswer;
  const unit = await request.post(ApiPaths.createUserUnit, {
    data: {},
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  expect(unit.ok()).toBe(true);
  return { session, unitToken: ((await unit.json()) as UserUnitsAnswer).unit_token };
}

const bearer = (player: Player) => ({ authorization: `Bearer ${player.session.access.token}` });

/** Money in, the country's way: a voucher loaded whole (ZA) or a UPI deposit the provider pays (IN). */
async function deposit(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const { siteId, country } = brandSite();
  const token = player.unitToken;
  if (country === 'IN') {
    const created = await request.post(ApiPaths.createUpiDeposit, { data: { token, amount, method: 'qr' } });
    expect(created.ok(), await created.text()).toBe(true);
    const { deposit: upi } = (await created.json()) as UpiDepositAnswer;
    expect((await request.post(`/sandbox/payments/${upi.id}`, { data: { outcome: 'paid' } })).ok()).toBe(true);
    return;
  }
  const code = await mintVoucher(request, amount, siteId);
  const started = await request.post(ApiPaths.startLoading, { data: { token, code } });
  expect(started.ok(), await started.text()).toBe(true);
  const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
  const done = await request.post(ApiPaths.completeLoading, {
    data: { token, acoin_tx_token: acoin_batch_token, amount },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Money out, the country's way: an ATM withdrawal (ZA) or one to a new UPI account (IN); the bank has not paid yet. */
async function withdraw(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const token = player.unitToken;
  if (brandSite().country === 'IN') {
    const added = await request.post(ApiPaths.createUpiAccount, {
      data: { label: 'Main', ifsc: 'SBIN0001234', account_number: '123456789012' },
      headers: bearer(player),
    });
    expect(added.ok(), await added.text()).toBe(true);
    const upiAccount = ((await added.json()) as UserAnswer).user.player_upi_accounts[0]!;
    const created = await request.post(ApiPaths.upiWithdrawalCreate, {
      data: { token, amount, upi_account_id: upiAccount.id },
      headers: bearer(player),
    });
    expect(created.ok(), await created.text()).toBe(true);
    return;
  }
  const created = await request.post(ApiPaths.imWithdrawalCreate, {
    data: { token, amount, first_name: 'Sipho', last_name: 'Dlamini' },
    headers: bearer(player),
  });
  expect(created.ok(), await created.text()).toBe(true);
}

/** Opens the statement as the player, whose session this device kept. */
async function openStatement(page: Page, player: Player, path = '/my-account/statement/'): Promise<void> {
  await page.addInitScript(
    ({ keys, access, refresh }) => {
      window.localStorage.setItem(keys.accessToken, JSON.stringify(access));
      window.localStorage.setItem(keys.refreshToken, JSON.stringify(refresh));
    },
    { keys: StorageKeys, access: player.session.access, refresh: player.session.refresh },
  );
  await openPage(page, path);
}

const transactions = (page: Page) => page.getByRole('region', { name: 'Transactions' });
const rows = (page: Page) => transactions(page).getByRole('listitem');

test.describe('My Statement', { tag: ALL_BRANDS }, () => {
  test('shows deposits and a pending withdrawal, filters by type and dates', async ({ page, request }) => {
    const india = brandSite().country === 'IN';
    const player = await newPlayer(request);
    await deposit(request, player, 100_000);
    await withdraw(request, player, 10_000);

    await page.setViewportSize({ width: 360, height: 800 });
    await openStatement(page, player);
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
    await page.screenshot({ path: artifact('statement-360.png'), fullPage: true });

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
    await page.screenshot({ path: artifact('statement-empty-360.png'), fullPage: true });

    // Showing everything again, from the first page.
    await transactions(page).getByRole('button', { name: 'Show all' }).click();
    await expect(rows(page)).toHaveCount(india ? 2 : 3);
  });

  test('loads ten rows, then the older ones with Load more', async ({ page, request }) => {
    const player = await newPlayer(request);
    // 12 deposits of 101.00, 102.00 … 112.00: the oldest two are on the second page.
    for (let n = 1; n <= 12; n++) await deposit(request, player, 10_000 + n * 100);

    await openStatement(page, player);
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
    await openStatement(page, player, `/${india ? 'hi' : 'zu'}/my-account/statement/`);
    const heading = india ? 'मेरा स्टेटमेंट' : 'Isitatimende Sami';
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const list = page.getByRole('region', { name: india ? 'लेन-देन' : 'Ukuthengiselana' });
    await expect(list.getByRole('region', { name: india ? 'आज' : 'Namuhla' })).toBeVisible();
    await expect(list.getByRole('listitem')).toContainText(money(20_000));
    await page.setViewportSize({ width: 320, height: 720 });
    await page.screenshot({ path: artifact('statement-second-language-320.png'), fullPage: true });
  });

  test('sends a visitor to sign in', async ({ page }) => {
    await openPage(page, '/my-account/statement/');
    await expect(page).toHaveURL(/\/auth\/$/);
  });
});
