/** Back-office staff for the console specs: made through the sandbox, signed in the way staff do, a player found. */

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { BackofficePaths, type SandboxStaffAnswer, type StaffRole } from '../contract/backoffice';

export type SandboxStaff = { email: string } & SandboxStaffAnswer;

/** A ready, enrolled staff member of the demo sites. */
export async function sandboxStaff(request: APIRequestContext, role: StaffRole): Promise<SandboxStaff> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const response = await request.post(BackofficePaths.sandboxStaff, { data: { email, role, site_ids: [1, 2, 3] } });
  expect(response.ok()).toBe(true);
  return { email, ...((await response.json()) as SandboxStaffAnswer) };
}

/** Email, password and the authenticator's code (computed from the secret, as the app would). */
export async function signIn(page: Page, staff: SandboxStaff): Promise<void> {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('6-digit code').fill(await generate({ secret: staff.totp_secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${staff.email}`)).toBeVisible();
}

/** Searches the players by phone and opens the one found. */
export async function openPlayer(page: Page, e164: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Players' }).click();
  await page.getByPlaceholder('Phone, name or player id').fill(e164);
  // The search applies after a pause (its filter goes into the address): click the row of the searched list.
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await page.getByRole('cell', { name: e164 }).click();
  await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
}
