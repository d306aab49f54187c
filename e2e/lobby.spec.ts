/**
 * The lobby that sells (issue 40): banners of our own art (Aviator, the jackpots, the happy hour), the rails across
 * a desktop's width, and a player's own rails and menu; with screenshots at 390 and 1600 px on every brand.
 */

import { expect, test } from './fixtures';
import { ALL_BRANDS } from '../playwright.config';
import { openPage, snap } from './pages';
import { newPlayer, openSignedIn } from './players';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1600, height: 900 };

test.describe('the lobby', { tag: ALL_BRANDS }, () => {
  test('a visitor: banners to Aviator, /jackpot/ and the happy hour; on a desktop the rails use the width', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    const featured = page.getByRole('list', { name: 'Featured' });
    await expect(featured.getByRole('link', { name: 'Aviator' })).toHaveAttribute('href', '/game/spaviator/');
    await expect(featured.getByRole('link', { name: 'Jackpots' })).toHaveAttribute('href', '/jackpot/');
    await expect(featured.getByRole('link', { name: 'Happy Hour' })).toHaveAttribute('href', '/promo/happy-hour/');
    // Six tiles a row across the column between the sidebars (SPEC's column held four in about 540 px).
    const slots = page.getByRole('list', { name: 'Slots', exact: true });
    expect((await slots.boundingBox())!.width).toBeGreaterThan(800);
    const tops = await slots
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).offsetTop));
    expect(tops.filter((top) => top === tops[0])).toHaveLength(6);
    await snap(page, 'lobby-1600.png');

    await page.setViewportSize(PHONE);
    await expect(featured.getByRole('link', { name: 'Aviator' })).toBeInViewport();
    await snap(page, 'lobby-390.png');
  });

  test("a player: the pots' total on the jackpots banner, Aviator and My Bets in the menu", async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, player, '/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('link', { name: 'Aviator' })).toHaveAttribute('href', '/game/spaviator/');
    await expect(menu.getByRole('link', { name: 'My Bets' })).toHaveAttribute('href', '/my-bets/');
    const jackpots = page.getByRole('list', { name: 'Featured' }).getByRole('link', { name: 'Jackpots' });
    await expect(jackpots).toContainText('In the pots now');
    await expect(jackpots).toContainText(/\d/);
    await snap(page, 'lobby-player-1600.png');
    await page.setViewportSize(PHONE);
    await snap(page, 'lobby-player-390.png');
  });
});
