/**
 * Accounts (issue 4), as a player meets them: sign up, sign out, sign in, reset password, wrong password, a blocked
 * account, changing the phone, bank accounts, a session healed by a refresh, and an anonymous unit linked on
 * sign-in. Written from the brand's settings; runs on every brand (UPI accounts: e2e/upi.spec.ts).
 */

import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import { EACH_COUNTRY } from '../playwright.config';
import { mintVoucher, setBlock } from './sandbox';
import {
  balance,
  brandSite,
  expectCode,
  money,
  randomPhone,
  registerPlayer,
  signInThroughUi,
  signUpThroughUi,
  stored,
  storedJson,
} from './account-helpers';
import { openPage, snap } from './pages';

const PASSWORD = 'correct-horse-1';

test.describe('accounts', { tag: EACH_COUNTRY }, () => {
  test('sign up, sign out from My account, then sign in again', async ({ page, request }) => {
    const phone = await signUpThroughUi(page, request, {
      firstName: ' Thandi ',
      lastName: 'Nkosi',
      password: PASSWORD,
    });
    await expect(balance(page)).toHaveText(money(0));

    await openPage(page, '/my-account/');
    const main = page.getByRole('main');
    await expect(main.getByText('Thandi Nkosi')).toBeVisible();
    await expect(main.getByText(phone.e164)).toBeVisible();
    await expect(main.getByText('Unverified')).toBeVisible();
    await snap(page, 'my-account.png');

    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(balance(page)).toHaveCount(0);
    expect(await stored(page, 'access_token')).toBeNull();
    expect(await stored(page, 'refresh_token')).toBeNull();

    await signInThroughUi(page, phone.typed, PASSWORD);
  });

  test('a page that needs a player sends a visitor to /auth/', async ({ page }) => {
    await openPage(page, '/my-account/banks/');
    await expect(page).toHaveURL(/\/auth\/$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a wrong password says so and keeps the visitor signed out', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await openPage(page, '/auth/');
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong password');
    await expect(balance(page)).toHaveCount(0);
  });

  test('reset password: phone, code, new password, then signed in with it', async ({ page, request, browser }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await openPage(page, '/auth/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    const code = await expectCode(request, phone.e164);
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code').fill(await code.next());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(balance(page)).toHaveText(money(0));

    // Elsewhere: the old password no longer works, the new one does.
    const other = await browser.newContext();
    const second = await other.newPage();
    await openPage(second, '/auth/?mode=signIn');
    await second.getByLabel('Phone number').fill(phone.typed);
    await second.getByLabel('Password').fill(PASSWORD);
    await second.getByRole('button', { name: 'Sign In' }).click();
    await expect(second.getByRole('alert')).toHaveText('Wrong password');
    await signInThroughUi(second, phone.typed, 'brand-new-pass-2');
    await other.close();
  });

  test('the reset page is addressable: /auth/?mode=reset', async ({ page }) => {
    await openPage(page, '/auth/?mode=reset');
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a blocked account is told so on sign-in', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await setBlock(request, phone.e164, 'login');
    await openPage(page, '/auth/');
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your account is blocked. Please contact Support Team for further details.',
    );
    await expect(balance(page)).toHaveCount(0);
  });

  test('edit phone: new phone, its code, then the account uses it', async ({ page, request, browser }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    await openPage(page, '/my-account/');
    await page.getByRole('link', { name: 'Edit phone' }).click();
    await expect(page).toHaveURL(/\/my-account\/edit-phone\/$/);

    const next = randomPhone();
    const code = await expectCode(request, next.e164);
    await page.getByLabel('New phone number').fill(next.typed);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Code').fill(await code.next());
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByText('Your phone number has been successfully updated')).toBeVisible();
    await expect(page.getByRole('main').getByText(next.e164)).toBeVisible();

    const other = await browser.newContext();
    await signInThroughUi(await other.newPage(), next.typed, PASSWORD);
    await other.close();
  });

  test('change password: this device goes on, the other is signed out, the new password signs in', async ({
    page,
    request,
    browser,
  }) => {
    const phone = await registerPlayer(request, PASSWORD);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInThroughUi(otherPage, phone.typed, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    await openPage(page, '/my-account/');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/my-account\/password\/$/);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('battery-staple-42');
    await page.getByRole('button', { name: 'Save password' }).click();

    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(
      page.getByText('Your password has been changed. Your other devices have been signed out.'),
    ).toBeVisible();
    await expect(balance(page)).toHaveText(money(0));
    // The other device's session is gone: its refresh token is refused.
    const otherRefresh = (await storedJson(otherPage, 'refresh_token')) as { token: string };
    const refused = await request.post(ApiPaths.refreshToken, { data: { token: otherRefresh.token } });
    expect(refused.status()).toBe(401);
    await other.close();
    const old = await request.post(ApiPaths.login, {
      data: { login: phone.e164, password: PASSWORD, provider: 'identity', site_id: brandSite().siteId },
    });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(balance(page)).toHaveText(money(0));
  });

  test('bank accounts: add one (grouped as typed, masked in the list), then delete it', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    await openPage(page, '/my-account/banks/');
    const banks = page.getByRole('region', { name: 'Bank accounts' });
    await expect(banks.getByText('You have no bank accounts yet.')).toBeVisible();

    // A South African player picks the bank from its list, which names its universal branch code.
    if (brandSite().country === 'ZA') {
      await banks.getByRole('combobox', { name: 'Bank' }).selectOption('FNB');
      await expect(banks.getByText('Universal branch code 250655')).toBeVisible();
    } else {
      await banks.getByLabel('Bank name').fill('FNB');
    }
    await banks.getByLabel('Account number').pressSequentially('4111111111111111');
    await expect(banks.getByLabel('Account number')).toHaveValue('4111 1111 1111 1111');
    await banks.getByLabel('Account holder name').fill('Sipho Dlamini');
    await banks.getByRole('button', { name: 'Add' }).click();
    await expect(banks.getByText('FNB ******1111')).toBeVisible();
    await expect(page.getByText('4111111111111111')).toHaveCount(0);

    // Kept by the server: still there after a reload.
    await openPage(page, '/my-account/banks/');
    await expect(banks.getByText('FNB ******1111')).toBeVisible();
    await banks.getByRole('button', { name: 'Delete FNB ******1111' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this bank account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(banks.getByText('You have no bank accounts yet.')).toBeVisible();
  });

  test('an expired access token is healed by one refresh: the balance shows and a fresh token is kept', async ({
    page,
    request,
  }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    const before = (await storedJson(page, 'refresh_token')) as { token: string };

    // A token the server no longer accepts, though the page still thinks it valid: the first call gets a 401.
    await page.evaluate(() =>
      window.localStorage.setItem(
        'access_token',
        JSON.stringify({ token: 'expired-or-revoked', expires: new Date(Date.now() + 600_000).toISOString() }),
      ),
    );
    const refreshed = page.waitForResponse((r) => r.url().endsWith(ApiPaths.refreshToken) && r.ok());
    await page.reload();
    await refreshed;
    await expect(balance(page)).toHaveText(money(0));
    const access = (await storedJson(page, 'access_token')) as { token: string };
    const refresh = (await storedJson(page, 'refresh_token')) as { token: string };
    expect(access.token).not.toBe('expired-or-revoked');
    expect(refresh.token).not.toBe(before.token);
  });

  test('a visitor starts with an anonymous unit; signing in links it, funds included', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await openPage(page, '/');
    await expect.poll(async () => (await stored(page, 'anonymous_unit_token'))?.length ?? 0).toBeGreaterThan(100);
    const anonymous = (await stored(page, 'anonymous_unit_token')) as string;

    // Funds loaded onto the visitor's unit before signing in.
    const code = await mintVoucher(request, 2500, brandSite().siteId);
    const started = await request.post(ApiPaths.startLoading, { data: { token: anonymous, code } });
    expect(started.ok()).toBe(true);
    const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
    const completed = await request.post(ApiPaths.completeLoading, {
      data: { token: anonymous, acoin_tx_token: acoin_batch_token, amount: 2500 },
    });
    expect(completed.ok()).toBe(true);

    const linked = page.waitForRequest(
      (r) =>
        r.url().endsWith(ApiPaths.linkUnit) && (r.postDataJSON() as { unit_token?: string }).unit_token === anonymous,
    );
    await openPage(page, '/auth/');
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await (await linked).response())?.ok()).toBe(true);
    await expect(balance(page)).toHaveText(money(2500));
    await expect.poll(() => stored(page, 'anonymous_unit_token')).toBeNull();
    expect((await stored(page, 'unit_token'))?.length ?? 0).toBeGreaterThan(100);
  });
});
