/**
 * Games per site (issue 38): marketing turns a game off for the brand's site in the back office, and the players'
 * site follows without a rebuild. A player already on the lobby no longer finds it at their next page (a client
 * navigation), a fresh lobby and search leave it out, and its page says it is not available; turned back on, it is
 * listed again at the next page. The game is turned back on whatever happens: other specs share the server.
 */

import type { Page } from '@playwright/test';
import { BACKOFFICE_CSRF_HEADER } from '../contract/backoffice';
import { BackofficePromotionPaths } from '../contract/backoffice-promotions';
import type { GameToggleInput } from '../contract/backoffice-promotions';
import { DEMO_SITES } from '../contract/sites';
import { expect, test } from './fixtures';
import { brandSite } from './account-helpers';
import { sandboxStaff, signIn } from './backoffice-staff';
import { openPage } from './pages';

// A slot in the lobby's first rail that no other spec plays.
const GAME = { slug: 'neon-sevens', name: 'Neon Sevens' };

const slotTile = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Slots', exact: true }).getByRole('link', { name });

/** Switches the game in the console, as marketing does, and waits for the server's answer. */
async function switchGame(console: Page, enabled: boolean): Promise<void> {
  const toggle = console.getByLabel(`${GAME.name} enabled`);
  await expect(toggle).toBeChecked({ checked: !enabled });
  await toggle.click();
  await expect(console.getByText(enabled ? 'Game enabled' : 'Game disabled')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: enabled });
}

test('a game marketing turns off for the site leaves the lobby, its category and search, and its page says so', async ({
  page,
  request,
}) => {
  const { siteId, brandName } = brandSite();
  await signIn(page, await sandboxStaff(request, 'marketing'));
  const player = await page.context().newPage();
  try {
    await openPage(player, '/');
    await expect(slotTile(player, GAME.name)).toBeVisible();

    await page.getByRole('menuitem', { name: 'Games per site' }).click();
    await page.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: DEMO_SITES.find((site) => site.id === siteId)!.name }).click();
    await page.getByPlaceholder('Name or slug').fill(GAME.slug);
    await switchGame(page, false);

    // The player's next page, a client navigation, no longer lists it.
    await player.getByRole('link', { name: 'See all Slots' }).click();
    await expect(player).toHaveURL(/\/games\/slots\/$/);
    await expect(slotTile(player, 'Cherry Comet')).toBeVisible();
    await expect(slotTile(player, GAME.name)).toHaveCount(0);

    // A fresh load: the static page lists it, and the site takes it out.
    await openPage(player, '/');
    await expect(slotTile(player, 'Cherry Comet')).toBeVisible();
    await expect(slotTile(player, GAME.name)).toHaveCount(0);
    await openPage(player, '/search/?q=neon');
    await expect(player.getByRole('status')).toHaveText('No games match "neon".');

    // Its page, from a stale link: not a Play that would fail, but the way back to the lobby.
    await openPage(player, `/game/${GAME.slug}/`);
    await expect(player.getByRole('heading', { level: 1 })).toHaveText('This game is not available');
    await expect(player.getByText(`${GAME.name} is not offered on ${brandName} at the moment.`)).toBeVisible();
    await expect(player.getByRole('link', { name: 'Sign in to play' })).toHaveCount(0);
    await player.getByRole('link', { name: 'Back to the lobby' }).click();
    await expect(player).toHaveURL(/\/$/);
    await expect(slotTile(player, 'Cherry Comet')).toBeVisible();
    await expect(slotTile(player, GAME.name)).toHaveCount(0);

    // Turned on again: the player's next page lists it, and it opens as a game again.
    await switchGame(page, true);
    await player.getByRole('link', { name: 'See all Slots' }).click();
    await expect(player).toHaveURL(/\/games\/slots\/$/);
    await slotTile(player, GAME.name).click();
    await expect(player).toHaveURL(new RegExp(`/game/${GAME.slug}/$`));
    await expect(player.getByRole('heading', { level: 1 })).toHaveText(GAME.name);
    await expect(player.getByRole('link', { name: 'Sign in to play' })).toBeVisible();
  } finally {
    const restore: GameToggleInput = { site_id: siteId, enabled: true };
    const restored = await page.request.put(`${BackofficePromotionPaths.games}/${GAME.slug}`, {
      data: restore,
      headers: { [BACKOFFICE_CSRF_HEADER]: '1' },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
