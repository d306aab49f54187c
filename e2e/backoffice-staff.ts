/**
 * Staff of the back office for the console's specs: made through the sandbox, signed in with the TOTP code computed
 * from the secret the sandbox answers, as an authenticator app would.
 */

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { BackofficePaths, type SandboxStaffAnswer, type StaffRole } from '../contract/backoffice';

export type SandboxStaff = { email: string } & SandboxStaffAnswer;

export async function sandboxStaff(request: APIRequestContext, role: StaffRole): Promise<SandboxStaff> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const response = await request.post(BackofficePaths.sandboxStaff, { data: { email, role, site_ids: [1, 2, 3] } });
  expect(response.ok()).toBe(true);
  return { email, ...((await response.json()) as SandboxStaffAnswer) };
}

export async function signIn(page: Page, staff: SandboxStaff): Promise<void> {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByLabel('6-digit code').fill(await generate({ secret: staff.totp_secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Welcome, ${staff.email}`)).toBeVisible();
}
