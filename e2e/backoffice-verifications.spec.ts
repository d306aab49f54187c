/**
 * The back office's verification desk (contract/backoffice-verifications.ts) in Chromium: a player's withdrawal over
 * the unverified limit is refused; the player sends their details and ID photo to the KYC form; compliance finds the
 * verification in the console, sees the details and the photo, and approves it; the same withdrawal then goes through
 * on the players' site. The e2e server's KYC provider is the sandbox's, whose form leaves a verification `pending`
 * with the details (the in-house form would make it `submitted`): compliance approves it saying how it was checked.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { ApiPaths } from '../contract/api';
import { BackofficePaths, type SandboxStaffAnswer } from '../contract/backoffice';
import type { StartVerificationAnswer } from '../contract/verification';
import { expect, test } from './fixtures';
import { openPage, snap } from './pages';
import { bearer, deposit, newPlayer, openSignedIn, type Player } from './players';

/** A valid South African ID number (Luhn check digit) for someone born on 1 January 1980. */
const SA_ID = '8001015009087';
// A real 1×1 PNG: the form knows a document by its first bytes, and the console shows it as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function compliance(request: APIRequestContext): Promise<{ email: string } & SandboxStaffAnswer> {
  const email = `compliance-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const response = await request.post(BackofficePaths.sandboxStaff, {
    data: { email, role: 'compliance', site_ids: [1, 2, 3] },
  });
  expect(response.ok()).toBe(true);
  return { email, ...((await response.json()) as SandboxStaffAnswer) };
}

/** The player starts a level-2 verification and sends the form's details and ID photo, as the form does. */
async function sendDetails(request: APIRequestContext, player: Player, origin: string): Promise<string> {
  const started = await request.post(ApiPaths.startVerification, {
    data: { redirect_url: `${origin}/my-account/verification/`, required_verification_level: 2 },
    headers: bearer(player),
  });
  expect(started.ok(), await started.text()).toBe(true);
  const id = new URL(((await started.json()) as StartVerificationAnswer).form_url).pathname.split('/').pop()!;
  const sent = await request.post(`/sandbox/kyc/${id}/details`, {
    multipart: {
      id_number: SA_ID,
      first_name: 'Sipho',
      last_name: 'Dlamini',
      date_of_birth: '1980-01-01',
      document: { name: 'id.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return id;
}

async function tryWithdrawing600(page: Page): Promise<void> {
  await openPage(page, '/cashout/atm/');
  await page.getByLabel('Amount').fill('600');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('back-office verifications', () => {
  test("compliance approves a verification in the console, and the player's gated withdrawal then goes through", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 70000);
    await openSignedIn(page, player, '/cashout/atm/');
    await tryWithdrawing600(page);
    await expect(page.getByRole('alert')).toContainText('Verification level 2 needed');
    await sendDetails(request, player, baseURL!);

    const staff = await compliance(request);
    const console = await (await browser.newContext()).newPage();
    await console.goto('/backoffice/');
    await console.getByLabel('Email').fill(staff.email);
    await console.getByLabel('Password').fill(staff.password);
    await console.getByLabel('6-digit code').fill(await generate({ secret: staff.totp_secret }));
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(console.getByText(`Welcome, ${staff.email}`)).toBeVisible();

    await console.getByRole('menuitem', { name: 'Verifications' }).click();
    await expect(console.getByRole('combobox', { name: 'Status' })).toContainText('Submitted (to review)');
    await console.getByRole('combobox', { name: 'Status' }).click();
    await console.getByRole('option', { name: 'Pending (on the form)' }).click();
    await console.getByLabel('Player ID').fill(String(player.session.user.id));
    await expect(console.getByText('1-1 of 1')).toBeVisible();
    await console.getByRole('cell', { name: 'Sipho Dlamini' }).click();

    await expect(console.getByText(SA_ID)).toBeVisible();
    await expect(console.getByRole('img', { name: 'Identity document' })).toBeVisible();
    await snap(console, 'backoffice-verification.png', { fullPage: true });
    await console.getByRole('button', { name: 'Approve' }).click();
    const dialog = console.getByRole('dialog', { name: 'Approve without the form' });
    await dialog.getByLabel('How you verified the player').fill('ID photo matches the details; called the player');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByText('Verification approved')).toBeVisible();
    await expect(console.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(console.getByText('standard')).toBeVisible();

    await tryWithdrawing600(page);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('Withdrawal pending')).toBeVisible();
  });
});
