/**
 * The sandbox game server's games as a player meets them: the launch address from hp/units/games/show opens the
 * game's own page; tapping plays a round through the wallet, the balance on the page moves, and the provably fair
 * panel reveals the seed committed to before the round. Spaviator's round is shared: a player bets, cashes out in
 * flight and sees the balance move. Every engine's page is photographed on a phone and a desktop.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ApiPaths } from '../contract/api';
import type { SessionAnswer } from '../contract/users';
import type { UserUnitsAnswer } from '../contract/units';
import type { GameLaunchAnswer } from '../contract/games';
import { CRASH_BETTING_MS, type CrashBet, type SandboxRoundAnswer } from '../contract/sandbox';
import { GROWTH, MAX_MULTIPLIER, ONE } from '../server/src/modules/games/math/crash';
import { brandSite, money, registerPlayer } from './account-helpers';
import { snap } from './pages';
import { mintVoucher } from './sandbox';
import { ONE_BRAND } from '../playwright.config';
import { roundResult } from '../server/src/sandbox/games/client/shell';

/**
 * The longest a spaviator round can last: its bets, then a flight to the highest crash point there is (about 2 min
 * 40 s). A round that flies far is rare (a flight past 60 s, one round in 40) but real: every wait for the next round
 * allows for it.
 */
const LONGEST_ROUND_MS = CRASH_BETTING_MS + Math.ceil(Math.log(MAX_MULTIPLIER / ONE) / GROWTH);

const PASSWORD = 'correct-horse-1';
const FUNDS = 50_000;

/** A signed-in player of the brand's site with `funds` on their unit (a voucher loaded whole), and the unit token. */
async function fundedPlayer(request: APIRequestContext, funds = FUNDS): Promise<string> {
  const { siteId } = brandSite();
  const phone = await registerPlayer(request, PASSWORD);
  const login = await request.post(ApiPaths.login, {
    data: { login: phone.e164, password: PASSWORD, provider: 'identity', site_id: siteId },
  });
  expect(login.ok()).toBe(true);
  const session = (await login.json()) as SessionAnswer;
  const unit = await request.post(ApiPaths.createUserUnit, {
    data: {},
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  expect(unit.ok()).toBe(true);
  const token = ((await unit.json()) as UserUnitsAnswer).unit_token;
  const code = await mintVoucher(request, funds, siteId);
  const started = await request.post(ApiPaths.startLoading, { data: { token, code } });
  expect(started.ok(), await started.text()).toBe(true);
  const { acoin_batch_token } = (await started.json()) as { acoin_batch_token: string };
  const done = await request.post(ApiPaths.completeLoading, {
    data: { token, acoin_tx_token: acoin_batch_token, amount: funds },
  });
  expect(done.ok(), await done.text()).toBe(true);
  return token;
}

async function launchUrl(request: APIRequestContext, token: string, slug: string): Promise<string> {
  const response = await request.get(ApiPaths.gameShow, { params: { token, game_slug: slug, lobby_url: '/' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as GameLaunchAnswer).url;
}

/**
 * Plays one round by tapping the play button: the page shows the balance the round answered (the funds less the bet
 * plus the win), and the fair panel the seed of the commitment it showed before, which replays to the same outcome.
 */
async function playRound(page: Page, button: string, before: number): Promise<SandboxRoundAnswer> {
  const committed = (await page.locator('#fair-next').textContent())!;
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  const answered = page.waitForResponse((response) => response.url().endsWith('/rounds'));
  await page.getByRole('button', { name: button, exact: true }).tap();
  const round = (await (await answered).json()) as SandboxRoundAnswer;
  expect(round.balance).toBe(before - round.bet + round.win);
  // A 243-ways round that starts free spins shows all ten before the balance (one in about 135 rounds), a tumble
  // round every tumble and a hold-and-win round every respin.
  await expect(page.locator('#balance')).toHaveText(money(round.balance), { timeout: 45_000 });
  await page.getByText('Provably fair').tap();
  await expect(page.locator('#fair-commitment')).toHaveText(committed);
  await expect(page.locator('#fair-seed')).toHaveText(round.fair.server_seed);
  await expect(page.getByText('matches the commitment shown before the round')).toBeVisible();
  await expect(page.getByText('Replayed in this browser from the seeds: the same outcome.')).toBeVisible();
  await expect(page.locator('#fair-next')).toHaveText(round.next_commitment);
  return round;
}

test.describe('sandbox games', () => {
  test.use({ viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true });

  test('a slot opened from games/show spins by a tap: the balance moves and the fair panel reveals the seed', async ({
    page,
    request,
  }) => {
    const token = await fundedPlayer(request);
    await page.goto(await launchUrl(request, token, 'cherry-comet'));
    await expect(page.getByRole('heading', { name: 'Cherry Comet' })).toBeVisible();
    await expect(page.locator('#balance')).toHaveText(money(FUNDS));
    await expect(page.getByRole('link', { name: 'Back to lobby' })).toHaveAttribute('href', '/');
    const round = await playRound(page, 'Spin', FUNDS);
    expect(round.bet).toBe(100);
    await expect(page.locator('#win')).toHaveText(roundResult(round.bet, round.win, money).text);
  });

  // Spaviator's two tests mostly wait for rounds on the server's clock, and no brand decides them (ONE_BRAND).
  test(
    'spaviator: players share the round; one bets, cashes out mid-flight by a tap, and the balance moves',
    { tag: ONE_BRAND },
    async ({ page, request }) => {
      // A round takes bets for 6 s and may crash before a tap lands: the player bets again on the next one.
      test.setTimeout(4 * LONGEST_ROUND_MS);
      const token = await fundedPlayer(request);
      await page.goto(await launchUrl(request, token, 'spaviator'));
      const other = await page.context().newPage();
      await other.goto(await launchUrl(request, await fundedPlayer(request), 'spaviator'));
      await expect(page.locator('#round')).toHaveText(/^Round \d+$/);
      await expect
        .poll(
          async () => (await page.locator('#round').textContent()) === (await other.locator('#round').textContent()),
        )
        .toBe(true);
      // The player's page is the one on screen: the other, opened last, would be in front, and the page draws the round
      // (and so enables Bet) in animation frames, which a browser may hold back for a page behind another.
      await page.bringToFront();

      let balance = FUNDS;
      let cashed: CrashBet | null = null;
      for (let attempt = 0; attempt < 10 && !cashed; attempt += 1) {
        const betButton = page.getByRole('button', { name: 'Bet', exact: true });
        await expect(betButton).toBeEnabled({ timeout: LONGEST_ROUND_MS });
        // While a round takes bets, the line under its countdown invites one.
        if (attempt === 0)
          await expect(page.locator('#flight')).toHaveText('Place your bets', { timeout: LONGEST_ROUND_MS });
        const placed = page
          .waitForResponse((response) => response.url().endsWith('/crash/bets'), { timeout: 20_000 })
          .catch(() => null);
        // Bets close as the round flies: on a busy machine the window can shut between the look above and the tap,
        // and the player then waits for the next round, as the loop does.
        const missed = await betButton.tap({ timeout: 2_000 }).catch(() => true);
        if (missed) continue;
        const answer = await placed;
        if (!answer?.ok()) continue;
        const bet = (await answer.json()) as CrashBet;
        balance -= bet.bet;
        await expect(page.locator('#balance')).toHaveText(money(balance));
        // Under the countdown, the line says the bet is in (until the plane takes off).
        await expect(page.locator('#flight')).toHaveText(/^(Bet placed: good luck|Flying|Flew away at .*)$/);

        const cashButton = page.getByRole('button', { name: /^Cash out/ });
        // isEnabled() waits for the button to exist: a bet lost at 1.00× never shows one, so each look is short.
        const canCashOut = () => cashButton.isEnabled({ timeout: 500 }).catch(() => false);
        const flight = page.locator('#flight');
        // A round that crashes at once (1.00–1.01×) can pass between two polls, and the page may first hear of it
        // when the next round is already open: the bet's own line ('… bet lost') says so then.
        const lost = async () => /bet lost$/.test((await page.locator('#win').textContent()) ?? '');
        await expect
          .poll(
            async () =>
              (await canCashOut())
                ? 'flying'
                : (await flight.textContent())?.startsWith('Flew away') || (await lost())
                  ? 'crashed'
                  : 'waiting',
            { timeout: LONGEST_ROUND_MS },
          )
          .not.toBe('waiting');
        if (!(await canCashOut())) continue;
        const out = page.waitForResponse((response) => response.url().endsWith('/crash/cash_out'), {
          timeout: 20_000,
        });
        await cashButton.tap({ timeout: 5_000 }).catch(() => undefined);
        const settled = await out.catch(() => null);
        if (!settled?.ok()) continue;
        cashed = (await settled.json()) as CrashBet;
        await snap(page, 'games/crash-390.png');
      }
      expect(cashed, 'a cash-out landed within ten rounds').not.toBeNull();
      expect(cashed!.status).toBe('cashed_out');
      expect(cashed!.win).toBe(Math.floor((cashed!.bet * cashed!.cashed_out_at!) / 100));
      balance += cashed!.win;
      expect(cashed!.balance).toBe(balance);
      await expect(page.locator('#balance')).toHaveText(money(balance));
      await expect(page.locator('#win')).toHaveText(/^Cashed out at \d+\.\d\d×: you win/);
      // A cash-out is a win, in the colour of a win (not the game's red accent).
      await expect(page.locator('#win')).toHaveCSS('color', 'rgb(142, 240, 168)');

      // Beside the sky, the round's other bets: another player's, their name masked.
      await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({ timeout: LONGEST_ROUND_MS });
      const otherUrl = new URL(other.url());
      const otherBet = await request.post(`${otherUrl.origin}/sandbox/games/spaviator/crash/bets`, {
        data: { session: otherUrl.searchParams.get('session'), bet: 700 },
      });
      expect(otherBet.ok()).toBe(true);
      const others = page.getByRole('list', { name: 'Bets this round' }).getByRole('listitem');
      await expect(others.first()).toContainText(money(700));
      await expect(others.first()).toHaveText(/^[0-9a-f]\*\*\*[0-9a-f]/);

      await page.getByText('Provably fair').tap();
      await expect(page.locator('#fair-round')).toContainText(cashed!.round_id, { timeout: LONGEST_ROUND_MS });
      await expect(page.getByText('matches the commitment shown before the round')).toBeVisible();
      await expect(page.getByText('Replayed in this browser from the seed: the same crash point.')).toBeVisible();
      await expect(page.locator('.history li').first()).toHaveText(/^\d+\.\d\d×$/);
      await page.setViewportSize({ width: 360, height: 640 });
      await snap(page, 'games/crash-360x640.png');
      await page.setViewportSize({ width: 1600, height: 900 });
      await snap(page, 'games/crash-1600.png', { fullPage: true });
    },
  );

  test(
    'spaviator: a page whose animation frames stop after a bet still opens the next round for betting',
    { tag: ONE_BRAND },
    async ({ page, request }) => {
      // A browser may hold back frames (a page behind another, a phone saving battery): the poll shows the round too.
      test.setTimeout(4 * LONGEST_ROUND_MS);
      await page.addInitScript(() => {
        const frames = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => ('holdFrames' in window ? 0 : frames(callback));
      });
      await page.goto(await launchUrl(request, await fundedPlayer(request), 'spaviator'));
      const betButton = page.getByRole('button', { name: 'Bet', exact: true });
      let placed: CrashBet | null = null;
      for (let attempt = 0; attempt < 5 && !placed; attempt += 1) {
        await expect(betButton).toBeEnabled({ timeout: LONGEST_ROUND_MS });
        const answered = page.waitForResponse((response) => response.url().endsWith('/crash/bets'));
        await betButton.tap();
        // The window may have closed between the last frame and the tap: the next round takes the bet.
        const answer = await answered;
        if (answer.ok()) placed = (await answer.json()) as CrashBet;
      }
      expect(placed, 'a bet was taken within five rounds').not.toBeNull();
      await expect(page.locator('#balance')).toHaveText(money(FUNDS - placed!.bet));
      await expect(betButton).toHaveCount(0);
      await page.evaluate(() => Object.assign(window, { holdFrames: true }));
      // the round the bet is in may fly far before the next one opens
      await expect(betButton).toBeEnabled({ timeout: LONGEST_ROUND_MS });
    },
  );

  test('a bet above the balance says Insufficient funds and moves nothing', async ({ page, request }) => {
    const token = await fundedPlayer(request, 500);
    await page.goto(await launchUrl(request, token, 'carnival-wheel'));
    await page.getByRole('button', { name: 'Raise the bet' }).tap();
    await page.getByRole('button', { name: 'Raise the bet' }).tap();
    await page.getByRole('button', { name: 'Raise the bet' }).tap();
    await expect(page.locator('#bet')).toHaveText(money(1_000));
    await page.getByRole('button', { name: 'Spin', exact: true }).tap();
    await expect(page.getByRole('alert')).toHaveText(/^Insufficient funds/);
    await expect(page.locator('#balance')).toHaveText(money(500));
    await page.reload();
    await expect(page.locator('#balance')).toHaveText(money(500));
  });

  for (const [slug, engine, button] of [
    ['cherry-comet', 'slot', 'Spin'],
    ['neon-sevens', 'classic', 'Spin'],
    ['solar-scarab', 'ways', 'Spin'],
    ['baobab-bounty', 'ways', 'Spin'],
    ['kalahari-gems', 'tumble', 'Spin'],
    ['golden-mint', 'hold-and-win', 'Spin'],
    ['carnival-wheel', 'wheel', 'Spin'],
    ['fafi-dream-wheel', 'fafi', 'Draw'],
    ['lucky-five', 'lucky-numbers', 'Draw'],
    ['velvet-roulette', 'roulette', 'Spin'],
  ] as const) {
    test(`the ${engine} page of ${slug}, after a round, at 390 (and 360×640) and 1600 px`, async ({
      page,
      request,
    }) => {
      const token = await fundedPlayer(request);
      await page.goto(await launchUrl(request, token, slug));
      if (engine === 'lucky-numbers') await page.getByRole('button', { name: 'Quick pick' }).tap();
      if (engine === 'fafi') {
        // The player's dream: a fish. The search leaves the fish numbers; the big fish is the bet.
        await page.getByLabel('What did you dream of?').fill('I dreamt of a fish');
        await expect(page.getByText('2 numbers for “I dreamt of a fish”')).toBeVisible();
        await expect(page.locator('.fafi-number:visible')).toHaveCount(2);
        await page.getByRole('button', { name: '13 Big fish' }).tap();
        await expect(page.getByText('Your number: 13 · Big fish')).toBeVisible();
        await expect(page.getByText(/Your number pays 33 to 1: a R1\.00 bet brings back R34\.00\./)).toBeVisible();
      }
      await playRound(page, button, FUNDS);
      await expect(page.getByRole('button', { name: button, exact: true })).toBeEnabled({ timeout: 20_000 });
      await snap(page, `games/${engine}-${slug}-390.png`, { fullPage: true });
      await page.setViewportSize({ width: 360, height: 640 });
      await snap(page, `games/${engine}-${slug}-360x640.png`);
      await page.setViewportSize({ width: 1600, height: 900 });
      await snap(page, `games/${engine}-${slug}-1600.png`, { fullPage: true });
    });
  }
});
