/**
 * Screenshots of the play screens (the lobby, a category, a game page, the crash game, the jackpot page, my bets, the
 * promotions, the verification page and the live chat) at a phone's 390×844 and a desktop's 1600×900, for looking at, not for
 * asserting; each is also checked for sideways scrolling at 320 px and for small tap targets. Run through
 * scripts/screens/playwright.config.ts.
 */

import { expect, test } from '@playwright/test';
import { BonusCampaignPaths, type BonusCampaignsAnswer } from '../../contract/campaigns';
import { DEMO_CHAT_ACCOUNTS } from '../../contract/chat';
import { brandSite } from '../../e2e/account-helpers';
import { deposit, launchUrl, newPlayer, openSignedIn } from '../../e2e/players';
import { join } from 'node:path';
import { SCREENS_DIR } from './playwright.config';
import { open, shoot, SIZES } from './shoot';

test.describe('play screens', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: SIZES[0].width, height: SIZES[0].height }));

  test('lobby, category, game pages, jackpot page and my bets', async ({ page, request }) => {
    await open(page, '/');
    await shoot(page, 'lobby-visitor');
    await open(page, '/games/slots/');
    await shoot(page, 'category-slots');

    const player = await newPlayer(request);
    await deposit(request, player, 250_000);
    await openSignedIn(page, player, '/jackpot/');
    await expect(page.getByRole('region', { name: 'Minor' })).toContainText(/\d/);
    await shoot(page, 'jackpot');

    await open(page, '/game/solar-scarab/');
    await shoot(page, 'game-solar-scarab');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.frameLocator('iframe[title="Solar Scarab"]').locator('button').first()).toBeVisible();
    await shoot(page, 'game-solar-scarab-playing');

    // The games themselves, as their frames show them; one in Hindi, in the frame's own Devanagari font.
    for (const [slug, lang] of [
      ['solar-scarab', ''],
      ['spaviator', ''],
      ['golden-mint', ''],
      ['golden-mint', 'hi'],
    ] as const) {
      await page.goto(`${await launchUrl(page.request, player, slug)}${lang ? `&lang=${lang}` : ''}`);
      await expect(page.locator('button').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await shoot(page, `play-${slug}${lang ? `-${lang}` : ''}`);
    }

    await open(page, '/my-bets/');
    await shoot(page, 'my-bets');

    // Promotions and verification, as the same player sees them.
    for (const [path, name] of [
      ['/promo/', 'promo'],
      ['/promo/happy-hour/', 'promo-happy-hour'],
      ['/my-account/verification/', 'verification'],
    ] as const) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      await shoot(page, name);
    }
  });

  test('one balance: the header total open on its cash and bonus, and the game saying the same', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 41_352);
    const listed = await request.get(BonusCampaignPaths.currents, { params: { token: player.unitToken } });
    const free = ((await listed.json()) as BonusCampaignsAnswer).bonus_campaigns.find((c) => c.type === 'free_money');
    if (free) {
      const accepted = await request.post(BonusCampaignPaths.accept(free.id), { data: { token: player.unitToken } });
      expect(accepted.ok()).toBe(true);
    }
    await openSignedIn(page, player, '/game/solar-scarab/');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const total = page.getByRole('button', { name: /^Balance / }).first();
      await total.click();
      const dir = join(SCREENS_DIR, test.info().project.name);
      await page.screenshot({ path: join(dir, `balance-parts-${size.suffix}.png`) });
      await total.click();
    }
    await page.goto(await launchUrl(page.request, player, 'solar-scarab'));
    await expect(page.locator('#balance-parts')).toBeVisible();
    await shoot(page, 'play-with-bonus');
  });

  test('live chat: the launcher, the open window, and the email asked first', async ({ page, request }) => {
    const site = brandSite();
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/');
    const launcher = page.getByRole('button', { name: 'Open live chat' });
    if (!site.chatEnabled) {
      // the India brand has no chat: the shot shows the page without a launcher
      await page.waitForLoadState('networkidle');
      await expect(launcher).toHaveCount(0);
      await shoot(page, 'chat-none', { fullPage: false });
      return;
    }
    // it loads once the page has settled (CHAT_DEFER_MS, src/app/chat-loader.tsx)
    await expect(launcher).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'chat-launcher', { fullPage: false });
    const frame = page.frameLocator('iframe[title="LiveChat Widget Container"]');
    await launcher.click();
    await expect(frame.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await shoot(page, 'chat-open', { fullPage: false });

    const settings = `/sandbox/chat/accounts/${DEMO_CHAT_ACCOUNTS[site.siteId]}/settings`;
    expect((await request.patch(settings, { data: { require_email_upfront: true } })).ok()).toBe(true);
    try {
      await page.getByRole('button', { name: 'Close live chat' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Open live chat' }).click();
      await expect(frame.getByRole('textbox', { name: 'Your email address' })).toBeVisible();
      await shoot(page, 'chat-email', { fullPage: false });
    } finally {
      await request.patch(settings, { data: { require_email_upfront: false } });
    }
  });
});
