/** The sign-in errors a player meets most, shown with SPEC §8's exact words. */

import { expect, test } from './fixtures';
import { chooseTab, openPage } from './pages';
import { registerPlayer } from './sandbox';

test('a wrong password says so and keeps the player signed out', async ({ page, request }) => {
  const phone = await registerPlayer(request, 'right-password-1');
  await openPage(page, '/auth/');
  await chooseTab(page, 'Sign In');
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password');
  await expect(page).toHaveURL(/\/auth\/$/);
  await expect(page.getByLabel('Balance')).toHaveCount(0);
});

test('signing up with a phone already in use says so', async ({ page, request }) => {
  const phone = await registerPlayer(request, 'right-password-1');
  await openPage(page, '/auth/');
  await chooseTab(page, 'Sign Up');
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('This phone number is already in use');
  await expect(page.getByLabel('Code')).toHaveCount(0);
});
