/**
 * The jackpot page (/jackpot/) as a signed-in player watches it: the three pots from the jackpots channel's join;
 * another player's bet on a jackpot game wins the minor (the sandbox's trigger makes the next contributing bet win
 * it); the first player sees the won toast, the minor pot back at its seed and the win among the recent winners.
 */

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { SandboxJackpotPaths } from '../contract/jackpots';
import type { SandboxRoundAnswer } from '../contract/sandbox';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite, money } from './account-helpers';
import { shots } from './pages';
import { deposit, gameSession, newPlayer, openSignedIn, socketJoined, type Player } from './players';

/** A slot of the content's jackpot category. */
const JACKPOT_GAME = 'frost-fang';
/** The demo minor jackpot's seed (server/src/modules/jackpots/pots.ts DEMO_JACKPOTS). */
const MINOR_SEED = 10_000;

async function playJackpotRound(request: APIRequestContext, player: Player): Promise<SandboxRoundAnswer> {
  const session = await gameSession(request, player, JACKPOT_GAME);
  const played = await request.post(`/sandbox/games/${JACKPOT_GAME}/rounds`, { data: { session, bet: 1_000 } });
  expect(played.ok(), await played.text()).toBe(true);
  return (await played.json()) as SandboxRoundAnswer;
}

test.describe('Jackpot page', { tag: EACH_COUNTRY }, () => {
  test('shows the three pots live; when another player wins the minor, the toast and the pot back at its seed', async ({
    page,
    request,
  }) => {
    const watcher = await newPlayer(request);
    const joined = socketJoined(page);
    await openSignedIn(page, watcher, '/jackpot/');
    await joined;
    for (const tier of ['Grand', 'Major', 'Minor']) {
      await expect(page.getByRole('region', { name: tier })).toContainText(/\d/);
    }

    const winner = await newPlayer(request);
    await deposit(request, winner, 10_000);
    // One round grows the minor past its seed, so its return to the seed is seen.
    await playJackpotRound(request, winner);
    const triggered = await request.post(SandboxJackpotPaths.trigger('minor'), {
      data: { site_id: brandSite().siteId },
    });
    expect(triggered.ok(), await triggered.text()).toBe(true);
    await playJackpotRound(request, winner);

    await expect(page.getByText(/MINOR Jackpot won by .+ in amount of/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Minor' })).toContainText(money(MINOR_SEED));
    await expect(page.getByRole('list', { name: 'Recent winners' }).getByRole('listitem').first()).toContainText(
      'Minor',
    );
  });
});

test.describe('A jackpot this player wins', { tag: EACH_COUNTRY }, () => {
  test('is celebrated over the open game in its style, the amount counted up, until the player collects it', async ({
    page,
    request,
  }) => {
    const winner = await newPlayer(request);
    await deposit(request, winner, 10_000);
    // On the Indian brand, its Hindi page: the celebration speaks the page's language.
    const hindi = brandSite().country === 'IN';
    // The win is pushed once, on the unit channel: the page's socket has to be there to hear it.
    const joined = socketJoined(page);
    await openSignedIn(page, winner, `${hindi ? '/hi' : ''}/game/${JACKPOT_GAME}/`);
    await joined;
    const bystander = await newPlayer(request);
    await deposit(request, bystander, 10_000);

    const triggered = await request.post(SandboxJackpotPaths.trigger('minor'), {
      data: { site_id: brandSite().siteId },
    });
    expect(triggered.ok(), await triggered.text()).toBe(true);
    const round = await playJackpotRound(request, winner);
    expect(round.balance).toBeGreaterThan(9_000 + MINOR_SEED - 1);

    const words = hindi
      ? { title: 'आपने माइनर जैकपॉट जीता!', balance: 'यह अब आपके बैलेंस में है।', collect: 'लें' }
      : { title: 'You won the Minor Jackpot!', balance: 'It is in your balance now.', collect: 'Collect' };
    const celebration = page.getByRole('alertdialog', { name: words.title });
    await expect(celebration).toBeVisible({ timeout: 20_000 });
    await expect(celebration).toHaveAttribute('data-tier', 'minor');
    await expect(celebration).toContainText(words.balance);
    // The count-up lands on the pot paid out.
    const amount = celebration.locator('p[aria-label]');
    const paid = await amount.getAttribute('aria-label');
    expect(paid).toMatch(/\d/);
    await expect(amount).toHaveText(paid!);
    const collect = celebration.getByRole('button', { name: words.collect });
    await expect(collect).toBeFocused();
    // The pot's news reaches its winner too: its toast goes below the card, on a phone and on a desktop alike.
    const news = page.locator('[data-kind="jackpotWon"]');
    await expect(news).toBeVisible({ timeout: 20_000 });
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1600, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await expect
        .poll(async () => {
          const [card, toast] = [await celebration.boundingBox(), await news.boundingBox()];
          return card && toast ? toast.y - (card.y + card.height) : null;
        })
        .toBeGreaterThanOrEqual(0);
    }
    await shots(page, 'jackpot-celebration');
    await page.keyboard.press('Escape');
    await expect(celebration).toBeHidden();

    // Another player's win is only the toast's news: no celebration over this player's game.
    await request.post(SandboxJackpotPaths.trigger('minor'), { data: { site_id: brandSite().siteId } });
    await playJackpotRound(request, bystander);
    await expect(page.getByText(/MINOR Jackpot won by .+ in amount of/).last()).toBeVisible({ timeout: 20_000 });
    await expect(celebration).toBeHidden();
  });
});
