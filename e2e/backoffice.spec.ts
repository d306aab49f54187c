/**
 * The operator back office console at /backoffice/: staff sign in with email, password and the TOTP code (computed
 * here from the secret the sandbox answers, as an authenticator app would), see only their role's screens, and open a
 * player's page.
 */

import { expect, test } from './fixtures';
import { openPlayer, sandboxStaff, signIn } from './backoffice-staff';
import { registerPlayer } from './sandbox';

test.describe('back office console', () => {
  test('a support user signs in, sees only their screens, and cannot open the finance ones', async ({
    page,
    request,
  }) => {
    await signIn(page, await sandboxStaff(request, 'support'));
    await expect(page.getByRole('menuitem', { name: 'Players' })).toBeVisible();
    // The finance screens: not in the menu, refused when typed into the address bar, and no figures on the dashboard.
    await expect(page.getByRole('heading', { name: 'Last 7 days' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    for (const [name, path] of [
      ['Withdrawals', 'withdrawals'],
      ['Adjustments', 'adjustments'],
      ['Reports', 'reports'],
    ]) {
      await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
      await page.goto(`/backoffice/${path}`);
      await expect(page.getByRole('heading', { name: 'Your role cannot open this' })).toBeVisible();
    }
  });

  test("a support user finds a player and opens the player's page", async ({ page, request }) => {
    const phone = await registerPlayer(request, 'Passw0rd!');
    await signIn(page, await sandboxStaff(request, 'support'));
    await openPlayer(page, phone.e164);
    await expect(page.getByRole('heading', { level: 1, name: 'Sipho Dlamini' })).toBeVisible();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await expect(page.getByRole('row', { name: /Deposits/ })).toBeVisible();
  });
});
