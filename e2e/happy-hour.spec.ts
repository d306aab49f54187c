/**
 * A happy hour from start to bonus: the sandbox starts one now on the brand's site, a player loads a voucher during
 * it, watches /promo/happy-hour/ show the bonus to wager for, plays a sandbox game round that wagers it through, sees
 * the congratulations, acquires the bonus, and the balance grows by it.
 */

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import type { GameLaunchAnswer } from '../contract/games';
import type { SandboxRoundAnswer } from '../contract/sandbox';
import { SandboxHappyHourPaths } from '../contract/happy-hours';
import { brandSite, money } from './account-helpers';
import { shots } from './pages';
import { bearer, deposit, newPlayer, openSignedIn, type Player } from './players';

const GAME = 'frost-fang';

async function playRound(request: APIRequestContext, player: Player, bet: number): Promise<SandboxRoundAnswer> {
  const launched = await request.get(ApiPaths.gameShow, {
    params: { token: player.unitToken, game_slug: GAME, lobby_url: '/' },
    headers: bearer(player),
  });
  expect(launched.ok(), await launched.text()).toBe(true);
  const session = new URL(((await launched.json()) as GameLaunchAnswer).url).searchParams.get('session')!;
  const played = await request.post(`/sandbox/games/${GAME}/rounds`, { data: { session, bet } });
  expect(played.ok(), await played.text()).toBe(true);
  return (await played.json()) as SandboxRoundAnswer;
}

test('a happy hour: deposit, play, acquire the bonus, and the balance has it', async ({ page, request }) => {
  const started = await request.post(SandboxHappyHourPaths.start, {
    data: { site_id: brandSite().siteId, duration: 900 },
  });
  expect(started.ok(), await started.text()).toBe(true);

  const player = await newPlayer(request);
  // The demo's terms: half the deposit as the bonus, from R50 / ₹100 (server/src/modules/happy-hours/configs.ts).
  const amount = 20_000;
  const bonus = amount / 2;
  await deposit(request, player, amount);
  await openSignedIn(page, player, '/promo/happy-hour/');
  await expect(page.getByRole('heading', { name: 'Happy hour is on!' })).toBeVisible();
  await expect(page.getByText(`Wager ${money(bonus)} more to get your ${money(bonus)} bonus`)).toBeVisible();
  await expect(page.getByRole('timer').first()).toHaveText(/\d+m \d\ds|\d\ds/);

  const round = await playRound(request, player, bonus);
  await expect(page.getByText('Congratulations!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Balance').first()).toContainText(money(round.balance));
  await page.getByRole('button', { name: /Get my bonus/ }).click();
  await expect(page.getByRole('button', { name: /Get my bonus/ })).toBeHidden();
  await expect(page.getByLabel('Balance').first()).toContainText(money(round.balance + bonus));
  // The card confirms the payment and stays on the window the player is in (15 minutes) until it ends.
  const card = page.getByRole('region', { name: 'Happy hour is on!' });
  await expect(card.getByRole('status')).toHaveText(
    `Your ${money(bonus)} happy-hour bonus has been paid into your balance.`,
  );
  await expect(card.getByRole('timer')).toHaveText(/^1[0-4]m \d\ds$/);
  await shots(page, 'happy-hour-paid');
});
