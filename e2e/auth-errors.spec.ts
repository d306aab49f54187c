/** The sign-in errors a player meets most, shown with SPEC §8's exact words. */

import { brandSite, fillSignUp } from './account-helpers';
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

test('signing up under 18 is refused on the form, and no account is made', async ({ page, request }) => {
  const now = new Date();
  const seventeen = new Date(Date.UTC(now.getUTCFullYear() - 17, now.getUTCMonth(), now.getUTCDate()));
  const birthDate = seventeen.toISOString().slice(0, 10);
  const phone = await fillSignUp(page, request, {
    firstName: 'Lwazi',
    lastName: 'Khumalo',
    password: 'young-player-1',
    birthDate,
  });
  await expect(page.getByText('You must be 18 or older to sign up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  const signIn = await request.post('/v1/hp/users/login', {
    data: { login: phone.e164, password: 'young-player-1', provider: 'identity', site_id: brandSite().siteId },
  });
  expect(signIn.status()).toBe(401);
});
