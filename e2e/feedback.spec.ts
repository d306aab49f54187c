/**
 * What the player is told: toasts on the return from a payment page (SPEC §2), with the `status` parameter
 * leaving the address and the purchase reported to analytics; the campaign of a landing link reaching the
 * registration event. Jackpot and campaign-bonus toasts come from the socket: e2e/socket-toasts.spec.ts. The error
 * modal: e2e/site-errors.spec.ts.
 */

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage } from './pages';
import { signUpThroughUi } from './account-helpers';
import { EACH_COUNTRY } from '../playwright.config';

test.describe('feedback', { tag: EACH_COUNTRY }, () => {
  type Recorded = Array<Record<string, unknown>>;

  /** Records every analytics event the page raises (the `analytics` window event of src/lib/analytics.ts). */
  async function recordAnalytics(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const events: unknown[] = [];
      (window as unknown as { __recorded: unknown[] }).__recorded = events;
      window.addEventListener('analytics', (event) => events.push((event as CustomEvent).detail));
    });
  }

  const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded);

  test.describe('return from a payment page', () => {
    test('complete: the deposit toast, the purchase event, and the status leaves the address', async ({ page }) => {
      await recordAnalytics(page);
      await openPage(page, '/');
      // What the cash-in screen stores before sending the player to the provider's page.
      await page.evaluate(() =>
        localStorage.setItem(
          'wlc_pending_payment',
          JSON.stringify({ amount: 12500, currency: 'ZAR', method: 'instant_eft', startedAt: Date.now() }),
        ),
      );

      await openPage(page, '/?status=complete&ref=abc#top');

      await expect(page.getByRole('status').filter({ hasText: 'The deposit has been successful' })).toBeVisible();
      await expect(page).toHaveURL(/\/\?ref=abc#top$/);
      expect(await recorded(page)).toContainEqual({
        event: 'purchase',
        value: 125,
        currency: 'ZAR',
        payment_method: 'instant_eft',
      });
      expect(await page.evaluate(() => localStorage.getItem('wlc_pending_payment'))).toBeNull();

      // The player can close it; a reload of the cleaned address shows nothing again.
      await page.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(page.getByText('The deposit has been successful')).toHaveCount(0);
      await openPage(page, page.url());
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText('The deposit has been successful')).toHaveCount(0);
    });

    test('canceled: a warning toast and no purchase', async ({ page }) => {
      await recordAnalytics(page);
      await openPage(page, '/?status=canceled');
      await expect(page.getByRole('status').filter({ hasText: 'Operation canceled' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect((await recorded(page)).filter((event) => event.event === 'purchase')).toEqual([]);
    });

    test('any other status: an error toast', async ({ page }) => {
      await openPage(page, '/auth/?status=failed');
      await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/$/);
    });
  });

  test('the campaign of the landing link is kept until registration reports it, then forgotten', async ({
    page,
    request,
  }) => {
    await recordAnalytics(page);
    await openPage(page, '/?utm_source=facebook&utm_medium=cpc&utm_campaign=spring&utm_term=slots&utm_content=banner');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wlc_campaign'))) ?? 'null')).toEqual({
      source: 'facebook',
      medium: 'cpc',
      campaign: 'spring',
      term: 'slots',
      content: 'banner',
    });

    await signUpThroughUi(page, request, { firstName: 'Naledi', lastName: 'Mokoena', password: 'correct-horse-1' });

    await expect
      .poll(async () => (await recorded(page)).filter((event) => event.event === 'registration'))
      .toEqual([
        {
          event: 'registration',
          campaign: { source: 'facebook', medium: 'cpc', campaign: 'spring', term: 'slots', content: 'banner' },
        },
      ]);
    expect(await page.evaluate(() => localStorage.getItem('wlc_campaign'))).toBeNull();
  });
});
