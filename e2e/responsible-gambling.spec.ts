/**
 * Responsible gambling as a player meets it (issue 39), on one brand of each country: a deposit limit that refuses
 * a deposit over it with its message; a higher limit pending, then confirmed once the server's clock has moved 24
 * hours; a reality check in a game; and a self-exclusion that closes games. Needs the server's `rg` calls
 * (ARCHITECTURE "Contract decisions for responsible gambling") and POST /sandbox/clock, whose moves are undone after
 * each test: the brand's later specs share its server and must not find RG windows a day ahead.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EACH_COUNTRY } from '../playwright.config';
import { ApiPaths } from '../contract/api';
import { brandSite, money } from './account-helpers';
import { openPage, snap } from './pages';
import { deposit, gameSession, newPlayer, openSignedIn } from './players';
import { mintVoucher } from './sandbox';

const SLOT = 'solar-scarab';
const HOUR_MS = 3_600_000;

const moveClock = async (request: APIRequestContext, ms: number) => {
  const moved = await request.post('/sandbox/clock', { data: { advance_ms: ms } });
  expect(moved.ok(), await moved.text()).toBe(true);
};

const limitRow = (page: Page, kind: string, period: string) =>
  page.getByRole('region', { name: kind }).getByRole('listitem', { name: period });

async function setLimit(page: Page, kind: string, period: string, major: string) {
  await limitRow(page, kind, period)
    .getByRole('button', { name: new RegExp(`^(Set limit|Change): ${kind}`) })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Limit amount/).fill(major);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Responsible gambling', { tag: EACH_COUNTRY }, () => {
  test.afterEach(async ({ request }) => {
    const reset = await request.post('/sandbox/clock', { data: { reset: true } });
    expect(reset.ok(), await reset.text()).toBe(true);
  });

  test('a deposit limit refuses a deposit over it; a higher one waits 24 hours, then is confirmed', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await page.setViewportSize({ width: 320, height: 800 });
    await openSignedIn(page, player, '/my-account/limits/');
    await expect(page.getByRole('heading', { level: 1, name: 'Limits and breaks' })).toBeVisible();
    await setLimit(page, 'Deposit limit', 'Per 24 hours', '100');
    const day = limitRow(page, 'Deposit limit', 'Per 24 hours');
    await expect(day).toContainText(`${money(10_000)} left`);

    if (brandSite().country === 'ZA') {
      const code = await mintVoucher(request, 20_000, brandSite().siteId);
      await openPage(page, '/cashin/acoin/voucher/');
      await page.getByLabel('Voucher code').fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('button', { name: 'Confirm' }).click();
      const refused = page.getByRole('alert');
      await expect(refused).toContainText('This deposit would take you over your deposit limit, so nothing was taken.');
      await refused.getByRole('link', { name: 'See my limits' }).click();
      await expect(page).toHaveURL(/\/my-account\/limits\/$/);
    }

    await setLimit(page, 'Deposit limit', 'Per 24 hours', '300');
    await expect(day.getByRole('status')).toContainText(`New limit of ${money(30_000)} requested`);
    await expect(day.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await expect(day).toContainText(`${money(10_000)} left`);
    await snap(page, 'rg-limits-pending-320.png', { fullPage: true });

    // A day passes on the server and on the phone alike (the page offers Confirm by the phone's clock).
    await moveClock(request, 25 * HOUR_MS);
    await page.clock.install({ time: new Date(Date.now() + 25 * HOUR_MS) });
    await page.reload();
    await day.getByRole('button', { name: 'Confirm' }).click();
    await expect(day).toContainText(`${money(30_000)} left`);
    await expect(day.getByRole('status')).toHaveCount(0);
  });

  test('a reality check stops play in a game until the player answers it', async ({ page, request }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 10_000);
    await openSignedIn(page, player, '/my-account/limits/');
    const sessions = page.getByRole('region', { name: 'Play sessions' });
    await sessions.getByLabel('Reality check every').selectOption({ label: '15 minutes' });
    await sessions.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your session settings are saved.')).toBeVisible();

    await openPage(page, `/game/${SLOT}/`);
    await page.getByRole('button', { name: 'Play' }).click();
    const game = page.getByRole('region', { name: 'Solar Scarab' });
    await expect(game.getByRole('group', { name: 'This session' })).toBeVisible();
    // A bet starts the play session; the first bet after its check is due is refused, and the check pushed.
    const session = await gameSession(request, player, SLOT);
    const bet = () => request.post(`/sandbox/games/${SLOT}/rounds`, { data: { session, bet: 100 } });
    expect((await bet()).ok()).toBe(true);
    await moveClock(request, 16 * 60_000);
    expect((await bet()).status()).toBe(403);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toContainText('You have been playing for');
    await expect(check.getByRole('link', { name: 'See my activity' })).toBeVisible();
    await snap(page, 'rg-reality-check.png');
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toBeHidden();
  });

  test('self-exclusion, after one confirmation, closes games', async ({ page, request }) => {
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/my-account/limits/');
    const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
    await exclusion.getByLabel('Length').selectOption({ label: '1 year' });
    await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    await expect(dialog).toContainText('It cannot be undone or shortened');
    await dialog.getByRole('button', { name: 'Exclude me' }).click();
    await expect(page.getByText(/You have excluded yourself until/)).toBeVisible();

    await openPage(page, `/game/${SLOT}/`);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'You have excluded yourself. Games and deposits stay closed until your self-exclusion ends.',
    );
    const launched = await request.get(ApiPaths.gameShow, {
      params: { token: player.unitToken, game_slug: SLOT, lobby_url: '/' },
      headers: { authorization: `Bearer ${player.session.access.token}` },
    });
    expect(launched.status()).toBe(403);
  });
});
