/**
 * Identity verification (SPEC §2 /my-account/verification/, §5 withdrawal gating; contract/verification.ts) against
 * the real server and a real build: a withdrawal over the unverified limit (R500 at once) is refused with the level
 * it needs, Start leads through the verification page to the sandbox provider's form, approval there comes back
 * with the new level shown, and the same withdrawal then goes through.
 */

import { expect, test } from './fixtures';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite } from './account-helpers';
import { openPage, snap } from './pages';
import { deposit, newPlayer, openSignedIn } from './players';

/** A valid South African ID number (Luhn check digit) for someone born on 1 January 1980. */
const SA_ID = '8001015009087';
// The smallest PNG header: the form knows a document by its first bytes.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);

test.describe('verification', () => {
  test('a refused withdrawal leads to verification; once approved, the level shows and the withdrawal goes through', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 70000);
    await openSignedIn(page, player, '/cashout/atm/');

    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Verification level 2 needed');
    await alert.getByRole('link', { name: 'Start' }).click();

    await expect(page).toHaveURL(/\/my-account\/verification\/\?level=2$/);
    await expect(page.getByTestId('verification-level')).toHaveText('Unverified · Level 1');
    await expect(page.getByText('You have not started a verification yet.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Unverified/ })).toContainText('R500.00');
    await snap(page, 'verification-start.png', { fullPage: true });
    await page.getByRole('link', { name: 'Start' }).click();

    await expect(page).toHaveURL(/\/sandbox\/kyc\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Standard (level 2)')).toBeVisible();
    await page.getByLabel('South African ID number').fill('8001015009088');
    await page.getByLabel('Date of birth').fill('1980-01-01');
    await page
      .getByLabel(/Photo of your ID document/)
      .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toContainText('check digit');

    await page.getByLabel('South African ID number').fill(SA_ID);
    await snap(page, 'verification-form.png', { fullPage: true });
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(/\/my-account\/verification\/\?level=2$/);
    await expect(page.getByTestId('verification-level')).toHaveText('Standard · Level 2');
    await expect(page.getByText('Approved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
    await snap(page, 'verification-approved.png', { fullPage: true });

    await openPage(page, '/cashout/atm/');
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('Withdrawal pending')).toBeVisible();
  });

  test('the verification pages and the provider form fit a 320px phone, in isiZulu too', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/my-account/verification/?level=2');
    await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
    const fits = async (path: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    };
    await fits('/my-account/verification/');
    await snap(page, 'verification-320.png', { fullPage: true });

    await openPage(page, '/my-account/verification/info/');
    await expect(page.getByRole('heading', { name: 'About verification', level: 1 })).toBeVisible();
    await fits('/my-account/verification/info/');

    await openPage(page, '/zu/my-account/verification/?level=2');
    await expect(page.getByRole('heading', { name: 'Ukuqinisekiswa', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Qala' }).click();
    await expect(page).toHaveURL(/\/sandbox\/kyc\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await fits('/sandbox/kyc/<id>');
    await snap(page, 'verification-form-320.png', { fullPage: true });
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page).toHaveURL(/\/zu\/my-account\/verification\/\?level=2$/);
    await expect(page.getByText('Kwenqatshiwe')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Qala' })).toBeVisible();
  });

  test.describe('on every brand', { tag: EACH_COUNTRY }, () => {
    test("Start leads to the provider's form for the country's ID, and approval shows the new level", async ({
      page,
      request,
    }) => {
      const india = brandSite().country === 'IN';
      const player = await newPlayer(request);
      await openSignedIn(page, player, '/my-account/verification/?level=2');
      await expect(page.getByRole('row', { name: /Unverified/ })).toContainText(india ? '₹500.00' : 'R500.00');
      await page.getByRole('link', { name: 'Start' }).click();

      await expect(page).toHaveURL(/\/sandbox\/kyc\/[0-9a-f-]{36}$/);
      await page.getByLabel(india ? 'PAN' : 'South African ID number').fill(india ? 'ABCPE1234F' : SA_ID);
      await page.getByLabel('Date of birth').fill('1980-01-01');
      await page
        .getByLabel(/Photo of your ID document/)
        .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Approve' }).click();

      await expect(page).toHaveURL(/\/my-account\/verification\/\?level=2$/);
      await expect(page.getByTestId('verification-level')).toHaveText('Standard · Level 2');
      await snap(page, 'verification-approved-brand.png', { fullPage: true });
    });
  });
});
