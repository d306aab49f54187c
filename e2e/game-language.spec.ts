/**
 * A game opened from a page in the brand's second language plays in it (issue 40): the site's game page sends its
 * language with the launch, and the sandbox's page inside the frame says Spin and Bet, its rules and its paytable in
 * Hindi (shubh-play) or isiZulu (lucky-star), its money in the country's format. The words themselves:
 * server/test/sandbox-game-pages.
 */

import { EACH_COUNTRY } from '../playwright.config';
import { registerPlayer } from './account-helpers';
import { expect, test } from './fixtures';
import { brandGames, chooseTab, openPage, projectBrand, snap } from './pages';

/** The brand's second language: the site's Play, and the game's Spin, Bet, rules and paytable in it. */
const LANGUAGE = {
  hi: { play: 'खेलें', spin: 'स्पिन करें', bet: 'दांव', rules: '5 रील, 3 पंक्तियां', paytable: 'भुगतान तालिका (लाइन दांव ×)' },
  zu: {
    play: 'Dlala',
    spin: 'Jikisa',
    bet: 'Ukubheja',
    rules: 'Amarili angu-5, imigqa evundlile engu-3',
    paytable: 'Ithebula lokukhokha (ukubheja komugqa ×)',
  },
} as const;

test.describe('games in the page language', { tag: EACH_COUNTRY }, () => {
  test("a game opened from the brand's second language says Spin and Bet in it", async ({ page, request }) => {
    const language = projectBrand() === 'shubh-play' ? 'hi' : 'zu';
    const words = LANGUAGE[language];
    const game = brandGames().find((candidate) => candidate.engine === 'slot')!;
    const password = 'secret-pass-1';
    const phone = await registerPlayer(request, password);
    await page.setViewportSize({ width: 390, height: 844 });
    const gamePath = `/${language}/game/${game.slug}/`;
    await openPage(page, `/auth/?next=${encodeURIComponent(`/game/${game.slug}/`)}`);
    await chooseTab(page, 'Sign In');
    await page.getByLabel('Phone number').fill(phone.e164);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The English sign-in page comes back to the English game page: the language's page is opened after it.
    await expect(page).toHaveURL(new RegExp(`/game/${game.slug}/$`));
    await openPage(page, gamePath);

    await page.getByRole('button', { name: words.play, exact: true }).click();
    const frame = page.getByTitle(game.name);
    await expect(frame).toHaveAttribute('src', new RegExp(`[?&]lang=${language}(&|$)`));
    const inside = page.frameLocator(`iframe[title="${game.name}"]`);
    await expect(inside.locator('html')).toHaveAttribute('lang', language);
    await expect(inside.locator('#play')).toHaveText(words.spin);
    await expect(inside.getByRole('group', { name: words.bet })).toBeVisible();
    // The rules the page prints and the paytable its script draws are in it too: no English left on the page.
    await expect(inside.locator('.rules p')).toContainText(words.rules);
    await expect(inside.locator('.paytable summary')).toHaveText(words.paytable);
    await expect(inside.locator('[lang="en"]')).toHaveCount(0);
    // Money in the country's format, whatever the words.
    await expect(inside.locator('#bet')).toHaveText(language === 'hi' ? /^₹1\.00$/ : /^R1\.00$/);
    await snap(page, `game-${language}-390.png`);

    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(inside.locator('#play')).toHaveText(words.spin);
    await snap(page, `game-${language}-1600.png`);
  });
});
