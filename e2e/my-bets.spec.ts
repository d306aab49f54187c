/**
 * My bets (/my-bets/) as a player reads it, on every brand: rounds played on the sandbox game server (as the game's
 * page plays them), listed newest first with their game, bet and win, ten at a time with Load more; the page in the
 * brand's second language; a visitor is sent to sign in.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import type { GameLaunchAnswer } from '../contract/games';
import type { SandboxRoundAnswer } from '../contract/sandbox';
import { EACH_COUNTRY } from '../playwright.config';
import { brandSite, money } from './account-helpers';
import { openPage, snap } from './pages';
import { bearer, deposit, newPlayer, openSignedIn, type Player } from './players';

/** Two of the content's games with different engines: a slot and a wheel. */
const GAMES = [
  { slug: 'solar-scarab', name: 'Solar Scarab' },
  { slug: 'carnival-wheel', name: 'Carnival Wheel' },
] as const;

/** The game's session (its launch address's `session`), as the game's page gets it when the player opens it. */
async function openGame(request: APIRequestContext, player: Player, slug: string): Promise<string> {
  const launched = await request.get(ApiPaths.gameShow, {
    params: { token: player.unitToken, game_slug: slug, lobby_url: '/' },
    headers: bearer(player),
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  return new URL(((await launched.json()) as GameLaunchAnswer).url).searchParams.get('session')!;
}

async function playRound(request: APIRequestContext, slug: string, session: string, bet: number) {
  const played = await request.post(`/sandbox/games/${slug}/rounds`, { data: { session, bet } });
  expect(played.ok(), await played.text()).toBe(true);
  return (await played.json()) as SandboxRoundAnswer;
}

const list = (page: Page) => page.getByRole('region', { name: 'Rounds' });
const rows = (page: Page) => list(page).getByRole('listitem');

/** What a round's row must say: its game, its bet, and its win (or that it won nothing). */
async function expectRow(page: Page, index: number, round: { game: string; bet: number; win: number }) {
  const row = rows(page).nth(index);
  await expect(row).toContainText(round.game);
  await expect(row).toContainText(`Bet ${money(round.bet)}`);
  if (round.win > 0) await expect(row.getByTestId('bet-win')).toContainText(money(round.win));
  else await expect(row).toContainText('No win');
}

test.describe('My bets', { tag: EACH_COUNTRY }, () => {
  test('lists the rounds played, newest first with bet and win, and the older ones with Load more', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 100_000);
    const sessions = [await openGame(request, player, GAMES[0].slug), await openGame(request, player, GAMES[1].slug)];
    // 12 rounds of 1.00, 2.00 … 12.00, the two games in turn: the oldest two are on the second page.
    const played: { game: string; bet: number; win: number }[] = [];
    for (let n = 1; n <= 12; n++) {
      const game = GAMES[n % 2]!;
      const round = await playRound(request, game.slug, sessions[n % 2]!, n * 100);
      played.push({ game: game.name, bet: round.bet, win: round.win });
    }
    const newestFirst = played.reverse();

    await page.setViewportSize({ width: 360, height: 800 });
    await openSignedIn(page, player, '/my-bets/');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bets' })).toBeVisible();
    await expect(list(page).getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    for (let i = 0; i < 10; i++) await expectRow(page, i, newestFirst[i]!);
    // Each round shows its game's picture and leads to its page.
    const first = rows(page).first();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(first.getByRole('link', { name: newestFirst[0]!.game })).toHaveAttribute(
      'href',
      /\/game\/(solar-scarab|carnival-wheel)\/$/,
    );
    await snap(page, 'my-bets-360.png', { fullPage: true });

    await list(page).getByRole('button', { name: 'Load more' }).click();
    await expect(rows(page)).toHaveCount(12);
    await expectRow(page, 10, newestFirst[10]!);
    await expectRow(page, 11, newestFirst[11]!);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a player without rounds is led to the lobby', async ({ page, request }) => {
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/my-bets/');
    await expect(list(page).getByText('No bets yet')).toBeVisible();
    await list(page).getByRole('link', { name: 'Find a game' }).click();
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  });

  test('reads in the second language', async ({ page, request }) => {
    const india = brandSite().country === 'IN';
    const player = await newPlayer(request);
    await openSignedIn(page, player, `/${india ? 'hi' : 'zu'}/my-bets/`);
    await expect(page.getByRole('heading', { level: 1, name: india ? 'मेरे दांव' : 'Ukubheja Kwami' })).toBeVisible();
    await expect(page.getByText(india ? 'अभी तक कोई दांव नहीं' : 'Awukabheji')).toBeVisible();
  });

  test('sends a visitor to sign in', async ({ page }) => {
    await openPage(page, '/my-bets/');
    await expect(page).toHaveURL(/\/auth\/$/);
  });
});
