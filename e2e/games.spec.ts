/**
 * The games area as a visitor meets it (SPEC §2 Games): the lobby's rails with their art, the list and studio pages
 * built from the content catalogue, search on a phone, a game's page asking to sign in, and every games route of
 * SPEC §2 on each brand, and Play through the server's launch call (the sandbox's game pages come with their own
 * work; the page logic is unit-tested in src/features/games/components/game-screen.test.tsx).
 */

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { ContentGame, ContentProvider, GameCategory } from '../contract/content';
import { ALL_BRANDS } from '../playwright.config';
import { registerPlayer } from './account-helpers';
import { setBlock } from './sandbox';
import { brandGames, chooseTab, openPage, projectBrand, snap } from './pages';

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
// The brand's games (its country's): set before each test, which runs for one brand.
let games: ContentGame[] = [];
test.beforeEach(() => {
  games = brandGames();
});
const providers = readJson<ContentProvider[]>('content/providers.json');
const byName = (a: ContentGame, b: ContentGame) => a.name.localeCompare(b.name);
const inCategory = (category: GameCategory) => games.filter((game) => game.categories.includes(category)).sort(byName);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1600, height: 900 };

/** The names of the game tiles in the list `name`, in order. */
const tileNames = (page: Page, name: string) =>
  page
    .getByRole('list', { name, exact: true })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.querySelector('.game-tile-name')?.textContent ?? ''));

/** Whether every picture in `locator`'s tiles has loaded (a broken or missing picture has no natural width). */
const picturesLoaded = (page: Page, list: string) =>
  page
    .getByRole('list', { name: list, exact: true })
    .locator('img')
    .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));

test.describe('games', () => {
  test('the lobby: category rails with their art, jackpots, studios; See all opens the category', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    const main = page.getByRole('main');
    // The running offers come first for a visitor (e2e/offers.spec.ts), then the banners, then the rails.
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Welcome offers',
      'Aviator',
      'Jackpots',
      'Happy Hour',
      'Slots',
      'Jackpot Games',
      'Quick Games',
      'Lucky Numbers',
      'Table Games',
      'Bonus Games',
      'Studios',
    ]);
    await expect(page.getByRole('list', { name: 'Slots', exact: true }).getByRole('link')).toHaveCount(12);
    await expect.poll(() => picturesLoaded(page, 'Slots')).toBe(true);
    await snap(page, 'games-lobby-1600.png');

    // Scrolled into view, a later rail's pictures load too.
    const jackpots = page.getByRole('list', { name: 'Jackpot Games', exact: true });
    await jackpots.scrollIntoViewIfNeeded();
    await expect.poll(() => picturesLoaded(page, 'Jackpot Games')).toBe(true);
    expect((await tileNames(page, 'Jackpot Games')).sort()).toEqual(
      inCategory('jackpot')
        .slice(0, 12)
        .map((game) => game.name)
        .sort(),
    );

    // Studios by logo, each to its own games.
    const studio = providers.find((provider) => provider.slug === 'kestrel-reels')!;
    await expect(main.getByRole('link', { name: studio.name, exact: true })).toHaveAttribute(
      'href',
      `/games/${studio.slug}/`,
    );
    await expect(main.getByRole('link', { name: 'Fafi Dream Wheel', exact: true })).toHaveAttribute(
      'href',
      '/game/fafi/',
    );

    await main.getByRole('link', { name: 'See all Jackpot Games' }).click();
    await expect(page).toHaveURL(/\/games\/jackpot\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jackpot Games');
  });

  test('on a phone the rails scroll sideways, and nothing is wider than a 320 px screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/');
    const rail = page.getByRole('list', { name: 'Slots', exact: true });
    const [clientWidth, scrollWidth] = await rail.evaluate((list) => [list.clientWidth, list.scrollWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await snap(page, 'games-lobby-390.png');

    for (const path of ['/', '/games/slots/', '/game/frost-fang/']) {
      await page.setViewportSize({ width: 320, height: 700 });
      await openPage(page, path);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, path).toBeLessThanOrEqual(320);
    }
  });

  test('the lobby works by keyboard: Tab reaches the first game, Enter opens it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/');
    // The lobby's rails keep the catalogue's order.
    const first = games.find((game) => game.categories.includes('slots'))!;
    const tile = page.getByRole('list', { name: 'Slots', exact: true }).getByRole('link').first();
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Tab');
      if (await tile.evaluate((link) => link === document.activeElement)) break;
    }
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/game/${first.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test('category and studio pages list their games, studio pages with the logo', async ({ page }) => {
    for (const category of ['slots', 'table-games', 'oln', 'op'] as const) {
      await openPage(page, `/games/${category}/`);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page.getByRole('main')).toContainText(`${inCategory(category).length} games`);
      expect(await tileNames(page, title!), category).toEqual(inCategory(category).map((game) => game.name));
    }
    await page.setViewportSize(PHONE);
    await openPage(page, '/games/slots/');
    await snap(page, 'games-category-390.png');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'games-category-1600.png');

    await openPage(page, '/games/all/');
    expect(await tileNames(page, 'All Games')).toEqual([...games].sort(byName).map((game) => game.name));

    const studio = providers.find((provider) => provider.slug === 'drawhouse')!;
    await openPage(page, `/games/${studio.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${studio.name} games`);
    await expect(page.getByRole('main').locator('img[src*="/static/art/studios/"]')).toHaveCount(1);
    expect(await tileNames(page, `${studio.name} games`)).toEqual(
      games
        .filter((game) => game.provider === studio.slug)
        .sort(byName)
        .map((game) => game.name),
    );
  });

  test('the sidebar’s Slots, Table Games, Quick Games and Lucky Numbers open their categories', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [entry, path] of [
      ['Slots', '/games/slots/'],
      ['Table Games', '/games/table-games/'],
      ['Quick Games', '/games/op/'],
      ['Lucky Numbers', '/games/oln/'],
    ] as const) {
      await openPage(page, '/');
      await nav.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry);
    }
  });

  test('search finds a game by name on a 390 px phone, as the player types', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/search/');
    const target = games.find((game) => game.slug === 'kalahari-gems')!;
    await page.getByLabel('Game name').pressSequentially('kalah');
    // in the page's main: the chat's greeting, once it pops up, is a status too
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 game found');
    const tile = page.getByRole('list', { name: 'Search Games' }).getByRole('link');
    await expect(tile).toHaveCount(1);
    await expect(tile).toHaveAccessibleName(new RegExp(`^${target.name}`));
    await expect(tile.locator('img')).toHaveAttribute('src', /\/static\/art\/games\/kalahari-gems-/);
    await tile.click();
    await expect(page).toHaveURL(/\/game\/kalahari-gems\/$/);
  });

  test('a game page shows its art, studio and more of its games, and asks a visitor to sign in and come back', async ({
    page,
  }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await openPage(page, '/game/frost-fang/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frost Fang');
      const art = page.getByRole('article').locator('img').first();
      await expect(art).toHaveAttribute('src', /\/static\/art\/games\/frost-fang-/);
      expect(await art.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'by Kestrel Reels' })).toHaveAttribute(
        'href',
        '/games/kestrel-reels/',
      );
      await expect(page.getByText('Sign in or sign up to play this game with your balance.')).toBeVisible();
      await snap(page, `games-game-${viewport.width}.png`);
    }
    // Up to four more of the studio's games, by name.
    expect(await tileNames(page, 'More from Kestrel Reels')).toEqual(
      games
        .filter((game) => game.provider === 'kestrel-reels' && game.slug !== 'frost-fang')
        .sort(byName)
        .slice(0, 4)
        .map((game) => game.name),
    );
    await page.getByRole('link', { name: 'Sign in to play' }).click();
    await expect(page).toHaveURL(/\/auth\/\?next=%2Fgame%2Ffrost-fang%2F$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await openPage(page, '/game/fafi/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fafi Dream Wheel');
    await openPage(page, '/game/spaviator/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviator');
  });

  test('a visitor who signs in from a game page comes back to it, and may Play', async ({ page, request }) => {
    const password = 'secret-pass-1';
    const phone = await registerPlayer(request, password);
    await openPage(page, '/game/cherry-comet/');
    await page.getByRole('link', { name: 'Sign in to play' }).click();
    await chooseTab(page, 'Sign In');
    await page.getByLabel('Phone number').fill(phone.e164);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/game\/cherry-comet\/$/);
    await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Sign in to play' })).toHaveCount(0);
  });

  test('Play opens the launch address the server gives in a frame; a game block sends the player home', async ({
    page,
    request,
    baseURL,
  }) => {
    const password = 'secret-pass-1';
    const phone = await registerPlayer(request, password);
    await page.setViewportSize(PHONE);
    await openPage(page, '/auth/?next=%2Fgame%2Fcherry-comet%2F');
    await chooseTab(page, 'Sign In');
    await page.getByLabel('Phone number').fill(phone.e164);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/game\/cherry-comet\/$/);

    await page.getByRole('button', { name: 'Play' }).click();
    const frame = page.getByTitle('Cherry Comet');
    await expect(frame).toHaveAttribute('src', /\/sandbox\/games\/cherry-comet\/play\?session=/);
    const launched = new URL((await frame.getAttribute('src'))!);
    expect(launched.searchParams.get('lobby')).toBe(`${baseURL}/`);
    // On a phone the game covers the header: one bar, with one way back, the balance and the session's figures, the
    // game taking the rest; the sandbox's page drops its own bar (and its Back to lobby) in the frame.
    const open = page.getByRole('region', { name: 'Cherry Comet' });
    await expect(open.getByLabel('Balance')).toBeVisible();
    await expect(open.getByRole('group', { name: 'This session' })).toBeVisible();
    await expect(open.getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
    await expect(open.getByRole('button', { name: 'Close the game' })).toBeHidden();
    expect((await frame.boundingBox())!.y).toBeLessThanOrEqual(56);
    const inside = page.frameLocator('iframe[title="Cherry Comet"]');
    await expect(inside.locator('#play')).toBeVisible();
    await expect(inside.getByRole('link', { name: 'Back to lobby' })).toBeHidden();
    await snap(page, 'game-open-phone.png');
    await page.keyboard.press('Escape');
    await expect(frame).toHaveCount(0);

    // On a desktop the header's balance stays in sight above the game, and the bar closes it.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Play' }).click();
    expect((await frame.boundingBox())!.y).toBeGreaterThanOrEqual(64 + 48);
    await expect(page.getByRole('banner').getByLabel('Balance')).toBeVisible();
    await page.frameLocator('iframe[title="Cherry Comet"]').locator('#play').waitFor();
    await snap(page, 'game-open-desktop.png');
    await page.getByRole('button', { name: 'Close the game' }).click();
    await expect(frame).toHaveCount(0);
    await page.setViewportSize(PHONE);

    await setBlock(request, phone.e164, 'game');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Your access to games is currently blocked. Please contact the Support Team for assistance.'),
    ).toBeVisible();
  });

  test('recent games ask a visitor to sign in (the lists themselves: games-journey.spec.ts)', async ({ page }) => {
    await openPage(page, '/games/recent/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recent Games');
    await expect(page.getByText('Sign in and the games you play will be listed here, the latest first.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/?next=%2Fgames%2Frecent%2F',
    );
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  });
});

test.describe('games routes', { tag: ALL_BRANDS }, () => {
  test('every games route of SPEC §2 answers 200, in English and in the brand’s second language', async ({
    request,
  }) => {
    const lists = ['all', 'recent', 'most-popular', 'bonus', 'table-games', 'oln', 'op', 'slots', 'jackpot', 'aviator'];
    const studios = providers
      .filter((provider) => !['fafi', 'aviator'].includes(provider.slug))
      .filter((provider) => games.some((game) => game.provider === provider.slug));
    const gamePages = games.map((game) =>
      game.provider === 'fafi'
        ? '/game/fafi/'
        : game.provider === 'aviator'
          ? '/game/spaviator/'
          : `/game/${game.slug}/`,
    );
    const paths = [
      '/games/all',
      ...lists.map((list) => `/games/${list}/`),
      ...studios.map((provider) => `/games/${provider.slug}/`),
      ...gamePages,
    ];
    // Fafi is South African: its route is on the South African brands only.
    const fafi = projectBrand() === 'shubh-play' ? [] : ['/game/fafi/'];
    expect(gamePages).toEqual(expect.arrayContaining([...fafi, '/game/spaviator/']));
    if (fafi.length === 0) expect(gamePages).not.toContain('/game/fafi/');
    const language = projectBrand() === 'shubh-play' ? 'hi' : 'zu';
    for (const path of [...paths, `/${language}/games/slots/`, `/${language}/game/frost-fang/`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
    }
  });
});
