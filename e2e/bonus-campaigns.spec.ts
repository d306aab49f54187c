/**
 * Bonus campaigns as a player meets them: on /promo/ the player takes the free-play bonus, then plays a sandbox slot
 * round by round; the bonus's left to wager falls live with every bet, on /promo/ and in the game page's header, and
 * the last bet completes it: the completion toast, the bar gone, and the bonus among the finished ones.
 */

import { expect, test } from './fixtures';
import { money } from './account-helpers';
import { deposit, gameSession, newPlayer, openSignedIn } from './players';

/** A slot of the content (slots count 100 % towards wagering). */
const SLOT = 'frost-fang';
/** The demo free-play campaign (server/src/modules/campaigns/demo.ts): R25, wagered 4 times. */
const FREE_PLAY = { title: 'Free play', amount: 2_500, requirement: 10_000 };
const BET = 2_000;

test.describe('Bonus campaigns', () => {
  test('take the free play, play: left to wager falls live, and the last bet pays the bonus with a toast', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 20_000);
    await openSignedIn(page, player, '/promo/');

    const card = page.getByRole('article', { name: FREE_PLAY.title });
    await card.getByRole('button', { name: 'Take bonus' }).click();
    const yours = page.getByRole('region', { name: 'Your bonus' });
    await expect(yours).toContainText(`${money(FREE_PLAY.requirement)} left to wager`);
    await expect(page.getByText('You have just started the bonus. See details')).toBeVisible();

    const session = await gameSession(request, player, SLOT);
    const play = async () => {
      const played = await request.post(`/sandbox/games/${SLOT}/rounds`, { data: { session, bet: BET } });
      expect(played.ok(), await played.text()).toBe(true);
    };
    await play();
    await expect(yours).toContainText(`${money(FREE_PLAY.requirement - BET)} left to wager`);

    // The game page's header shows it too, and it keeps falling there while the player plays on.
    await page.goto(`/game/${SLOT}/`);
    const header = page.getByRole('status', { name: 'Bonus wagering' });
    await expect(header).toContainText(`${money(FREE_PLAY.requirement - BET)} left to wager`);
    await play();
    await expect(header).toContainText(`${money(FREE_PLAY.requirement - 2 * BET)} left to wager`);
    for (let round = 3; round * BET <= FREE_PLAY.requirement; round++) await play();

    await expect(
      page.getByText(`You have wagered bonus and ${money(FREE_PLAY.amount)} has been credited to your cash balance`),
    ).toBeVisible();
    await expect(header).toHaveCount(0);
    await page.goto('/promo/');
    await expect(page.getByRole('region', { name: 'Finished bonuses' })).toContainText(
      `Completed: ${money(FREE_PLAY.amount)} paid to your cash`,
    );
    await expect(page.getByRole('region', { name: 'Your bonus' })).toHaveCount(0);
  });
});
