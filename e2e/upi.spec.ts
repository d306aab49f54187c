/**
 * UPI accounts (SPEC §3, §5) on /my-account/banks/: the India brand lets a player add and delete them; the
 * South African brands show none. Runs on a brand of each country (EACH_COUNTRY tag).
 */

import { expect, test } from './fixtures';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite, registerPlayer, signInThroughUi } from './account-helpers';
import { openPage, snap } from './pages';

const PASSWORD = 'correct-horse-1';

test.describe('UPI accounts', { tag: EACH_COUNTRY }, () => {
  test('exist only on the India brand, where a player adds and deletes one', async ({ page, request }) => {
    const phone = await registerPlayer(request, PASSWORD);
    await signInThroughUi(page, phone.typed, PASSWORD);
    await openPage(page, '/my-account/banks/');
    await expect(page.getByRole('region', { name: 'Bank accounts' })).toBeVisible();
    const upi = page.getByRole('region', { name: 'UPI accounts' });

    if (brandSite().country !== 'IN') {
      await expect(upi).toHaveCount(0);
      return;
    }

    await expect(upi.getByText('You have no UPI accounts yet.')).toBeVisible();
    await upi.getByLabel('Label').fill('Main');
    await upi.getByLabel('IFSC').pressSequentially('sbin0001234');
    await expect(upi.getByLabel('IFSC')).toHaveValue('SBIN0001234');
    await upi.getByLabel('Account number').fill('123456789012');
    await upi.getByRole('button', { name: 'Add' }).click();
    await expect(upi.getByText('Main ******9012')).toBeVisible();
    await snap(page, 'upi-accounts.png');

    await upi.getByRole('button', { name: 'Delete Main ******9012' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this UPI account?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(upi.getByText('You have no UPI accounts yet.')).toBeVisible();
  });
});
