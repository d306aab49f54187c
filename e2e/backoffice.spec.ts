/**
 * The operator back office console at /backoffice/: staff sign in with email, password and the TOTP code (computed
 * here from the secret the sandbox answers, as an authenticator app would), see only their role's screens, and open a
 * player's page.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { BackofficePaths, type SandboxStaffAnswer, type StaffRole } from '../contract/backoffice';
import { expect, test } from './fixtures';
import { registerPlayer } from './sandbox';

async function sandboxStaff(
  request: APIRequestContext,
  role: StaffRole,
): Promise<{ email: string } & SandboxStaffAnswer> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const response = await request.post(BackofficePaths.sandboxStaff, { data: { email, role, site_ids: [1, 2, 3] } });
  expect(response.ok()).toBe(true);
  return { email, ...((await response.json()) as SandboxStaffAnswer) };
}

async function signIn(page: Page, staff: { email: string } & SandboxStaffAnswer): Promise<void> {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('6-digit code').fill(await generate({ secret: staff.totp_secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${staff.email}`)).toBeVisible();
}

test.describe('back office console', () => {
  test('a support user signs in, sees only their screens, and cannot open the finance ones', async ({
    page,
    request,
  }) => {
    await signIn(page, await sandboxStaff(request, 'support'));
    await expect(page.getByRole('menuitem', { name: 'Players' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Withdrawals' })).toHaveCount(0);
    await page.goto('/backoffice/withdrawals');
    await expect(page.getByRole('heading', { name: 'Your role cannot open this' })).toBeVisible();
  });

  test("a support user finds a player and opens the player's page", async ({ page, request }) => {
    const phone = await registerPlayer(request, 'Passw0rd!');
    await signIn(page, await sandboxStaff(request, 'support'));
    await page.getByRole('menuitem', { name: 'Players' }).click();
    await page.getByPlaceholder('Phone, name or player id').fill(phone.e164);
    // The search applies after a pause (its filter goes into the address): click the row of the searched list.
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByText('1-1 of 1')).toBeVisible();
    await page.getByRole('cell', { name: phone.e164 }).click();
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sipho Dlamini' })).toBeVisible();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await expect(page.getByRole('row', { name: /Deposits/ })).toBeVisible();
  });
});
