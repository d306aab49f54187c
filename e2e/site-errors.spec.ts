/**
 * SPEC §8 actions as a player meets them, on a site the operator has closed (through the sandbox's operator
 * route, as `npm run admin -- site <id> --inactive` would): a visitor whose anonymous unit cannot be created reads
 * why in the error modal with a Reload; a signed-in player whose unit cannot be created is sent home
 * ('redirect home'), keeping the language prefix, and reads why there.
 */

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import type { SessionAnswer } from '../contract/users';
import { SandboxPaths, type SandboxSiteRequest } from '../contract/sandbox';
import { EACH_COUNTRY } from '../playwright.config';
import { StorageKeys } from '../src/lib/safe-storage';
import { brandSite, registerPlayer, stored } from './account-helpers';
import { openPage } from './pages';

const PASSWORD = 'correct-horse-1';
const NOT_ACTIVE = 'Error: This site is not active now.';

async function setSite(request: APIRequestContext, change: Omit<SandboxSiteRequest, 'site_id'>): Promise<void> {
  const response = await request.post(SandboxPaths.sites, { data: { site_id: brandSite().siteId, ...change } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('a site the operator has closed', { tag: EACH_COUNTRY }, () => {
  test.afterEach(async ({ request }) => {
    await setSite(request, { active: true, funds_mode: 'gs_ticket' });
  });

  test('a visitor reads why in the error modal, and Reload works once the site is open again', async ({
    page,
    request,
  }) => {
    await setSite(request, { active: false });
    await openPage(page, '/');
    const modal = page.getByRole('dialog', { name: NOT_ACTIVE });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'CLOSE' })).toBeVisible();
    expect(await stored(page, StorageKeys.anonymousUnitToken)).toBeNull();

    await setSite(request, { active: true });
    await modal.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect.poll(() => stored(page, StorageKeys.anonymousUnitToken)).not.toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('CLOSE leaves the visitor on the page', async ({ page, request }) => {
    await setSite(request, { funds_mode: 'voucher_only' });
    await openPage(page, '/privacy-policy/');
    const modal = page.getByRole('dialog', { name: 'Error: This site does not support load funds by Ticket' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'CLOSE' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
  });

  test('a signed-in player whose unit cannot be opened is sent home, in their language', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    const { siteId, country } = brandSite();
    const login = await request.post(ApiPaths.login, {
      data: { login: phone.e164, password: PASSWORD, provider: 'identity', site_id: siteId },
    });
    expect(login.ok()).toBe(true);
    const session = (await login.json()) as SessionAnswer;
    // The player signed in on this device before: the page restores the session, then asks for their unit.
    await page.addInitScript(
      ({ keys, access, refresh }) => {
        window.localStorage.setItem(keys.accessToken, JSON.stringify(access));
        window.localStorage.setItem(keys.refreshToken, JSON.stringify(refresh));
      },
      { keys: StorageKeys, access: session.access, refresh: session.refresh },
    );
    await setSite(request, { active: false });

    const language = country === 'IN' ? 'hi' : 'zu';
    await page.goto(`/${language}/my-account/`);
    // Restoring the session, asking for the unit and leaving for home are three round trips after hydration.
    await expect(page).toHaveURL(new RegExp(`/${language}/$`), { timeout: 30_000 });
    const modal = page.getByRole('dialog', { name: NOT_ACTIVE });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button')).toHaveText(['CLOSE']);
  });
});
