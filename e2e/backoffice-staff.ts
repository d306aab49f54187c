/** Back-office staff for the e2e specs: made by the sandbox, signed in to the console with their TOTP code. */

import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { BackofficePaths, type SandboxStaffAnswer, type StaffRole } from '../contract/backoffice';
import { expect } from './fixtures';

export async function sandboxStaff(
  request: APIRequestContext,
  role: StaffRole,
): Promise<{ email: string } & SandboxStaffAnswer> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const response = await request.post(BackofficePaths.sandboxStaff, { data: { email, role, site_ids: [1, 2, 3] } });
  expect(response.ok()).toBe(true);
  return { email, ...((await response.json()) as SandboxStaffAnswer) };
}

/** Signs in at /backoffice/ as an authenticator app would: the code computed from the secret. */
export async function signIn(page: Page, staff: { email: string } & SandboxStaffAnswer): Promise<void> {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('6-digit code').fill(await generate({ secret: staff.totp_secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${staff.email}`)).toBeVisible();
}
