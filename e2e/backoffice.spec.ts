/**
 * The operator back office console at /backoffice/: staff sign in with email, password and the TOTP code (computed
 * here from the secret the sandbox answers, as an authenticator app would), see only their role's screens, and open a
 * player's page.
 */

import { sandboxStaff, signIn } from './backoffice-staff';
import { expect, test } from './fixtures';
import { registerPlayer } from './sandbox';

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
