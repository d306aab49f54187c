/**
 * The whole games journey of a funded player, on every brand: the lobby, a category, a slot's page, Play; a spin
 * inside the game's frame moves the header's balance (the socket's push); the round is in My bets, and the game in
 * Recent Games and Most Popular. (A game block sending the player home is in games.spec.ts.)
 */

import { expect, test } from './fixtures';
import { ENGINE_RTP } from '../contract/content';
import type { SandboxRoundAnswer } from '../contract/sandbox';
import { ALL_BRANDS } from '../playwright.config';
import { balance, money } from './account-helpers';
import { openPage, snap } from './pages';
import { deposit, newPlayer, openSignedIn } from './players';

const FUNDS = 50_000;
/** A 243-ways slot (content/games.json), whose RTP the game's rules state. */
const GAME = { slug: 'solar-scarab', name: 'Solar Scarab', rtp: ENGINE_RTP.ways[0] / 100 };

test.describe('the games journey', { tag: ALL_BRANDS }, () => {
  test('lobby → Slots → a slot → Play → Spin: the balance moves, and the round and game are listed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const player = await newPlayer(request);
    await deposit(request, player, FUNDS);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, player, '/');
    await expect(balance(page)).toHaveText(money(FUNDS), { timeout: 20_000 });

    await page.getByRole('link', { name: 'See all Slots' }).click();
    await expect(page).toHaveURL(/\/games\/slots\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${GAME.name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/game/${GAME.slug}/$`));
    // What the game pays back, as its own rules inside the frame say it.
    await expect(page.getByText(`Return to player ${GAME.rtp}%`)).toBeVisible();

    await page.getByRole('button', { name: 'Play' }).click();
    const game = page.frameLocator(`iframe[title="${GAME.name}"]`);
    await expect(game.getByRole('heading', { name: GAME.name })).toBeVisible({ timeout: 20_000 });
    await expect(game.locator('#balance')).toHaveText(money(FUNDS));
    const answered = page.waitForResponse((response) => response.url().endsWith('/rounds'));
    await game.getByRole('button', { name: 'Spin', exact: true }).click();
    const round = (await (await answered).json()) as SandboxRoundAnswer;
    expect(round.balance).toBe(FUNDS - round.bet + round.win);
    // the header hears the new balance from the server's socket, not from the frame
    await expect(balance(page)).toHaveText(money(round.balance), { timeout: 20_000 });
    await snap(page, 'games-journey-spin.png');

    await openPage(page, '/my-bets/');
    const rounds = page.getByRole('region', { name: 'Rounds' }).getByRole('listitem');
    await expect(rounds).toHaveCount(1);
    await expect(rounds.first()).toContainText(GAME.name);
    await expect(rounds.first()).toContainText(`Bet ${money(round.bet)}`);

    await openPage(page, '/games/recent/');
    const recent = page.getByRole('list', { name: 'Recent Games', exact: true }).getByRole('link');
    await expect(recent).toHaveCount(1);
    await expect(recent.first()).toContainText(GAME.name);
    await expect(recent.first()).toHaveAttribute('href', `/game/${GAME.slug}/`);

    // the site's most played is kept for a while (MOST_POPULAR_TTL_MS, 2 s on the e2e servers): ask again until it
    // counts this round
    await expect(async () => {
      await openPage(page, '/games/most-popular/');
      await expect(
        page.getByRole('list', { name: 'Most Popular', exact: true }).getByRole('link', { name: GAME.name }),
      ).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await snap(page, 'games-journey-most-popular.png');
  });
});
