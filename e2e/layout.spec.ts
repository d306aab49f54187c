/**
 * The page frame at phone, tablet, laptop and desktop widths (SPEC §2 Layout): which columns show, the sliding
 * left sidebar, the navigation rules for a visitor and a player, the providers sidebar and the shell routes.
 * Written for any brand: expectations come from the brand's settings and the content catalogue.
 */

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { ContentGame, ContentPage, ContentProvider } from '../contract/content';
import { resolveSiteConfig } from '../src/lib/build-config';
import { loadBrandSettings } from '../themes/load-settings';
import { brandGames, chooseTab, openPage, projectBrand, snap } from './pages';
import { brandSite, playerName, registerPlayer } from './account-helpers';
import { deposit, newPlayer, openSignedIn } from './players';
import { ALL_BRANDS, EACH_COUNTRY } from '../playwright.config';

// On one brand per country: the frame is the same code on every brand, and the country decides its navigation and
// languages. A second South African brand would run it again; only its logo's width is its own (the 320 px header).
test.describe('layout', { tag: EACH_COUNTRY }, () => {
  const PHONE = { width: 390, height: 844 };
  const TABLET = { width: 1000, height: 800 };
  const LAPTOP = { width: 1280, height: 800 };
  const DESKTOP = { width: 1600, height: 900 };

  const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
  const providers = readJson<ContentProvider[]>('content/providers.json');
  // The brand's games (its country's): set before each test, which runs for one brand.
  let games: ContentGame[] = [];
  test.beforeEach(() => {
    games = brandGames();
  });
  const gamesOf = (slug: string) => games.filter((game) => game.provider === slug).length;

  function siteConfig() {
    return resolveSiteConfig(loadBrandSettings(projectBrand()), {});
  }

  const menu = (page: Page) => page.getByRole('complementary', { name: 'Menu' });
  const providersSidebar = (page: Page) => page.getByRole('complementary', { name: 'Game providers' });
  const burger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

  test.describe('columns by width', () => {
    test('phone: one column, the left sidebar is a closed drawer', async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openPage(page, '/');
      await expect(page.locator('header').first()).toBeVisible();
      await expect(burger(page)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
      await expect(menu(page)).toBeHidden();
      await expect(providersSidebar(page)).toBeHidden();
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await snap(page, 'layout-phone.png');
    });

    test('tablet (md): still one column', async ({ page }) => {
      await page.setViewportSize(TABLET);
      await openPage(page, '/');
      await expect(burger(page)).toBeVisible();
      await expect(menu(page)).toBeHidden();
      await expect(providersSidebar(page)).toBeHidden();
    });

    test('laptop (lg): the providers sidebar joins, the left sidebar stays a drawer', async ({ page }) => {
      await page.setViewportSize(LAPTOP);
      await openPage(page, '/');
      await expect(providersSidebar(page)).toBeVisible();
      await expect(burger(page)).toBeVisible();
      await expect(menu(page)).toBeHidden();
      const box = await providersSidebar(page).boundingBox();
      expect(box).toMatchObject({ x: LAPTOP.width - 375, width: 375, y: 64 });
    });

    test('desktop (xl): three columns, no burger', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openPage(page, '/');
      await expect(menu(page)).toBeVisible();
      await expect(providersSidebar(page)).toBeVisible();
      await expect(burger(page)).toBeHidden();
      expect(await menu(page).boundingBox()).toMatchObject({ x: 0, width: 320, y: 64 });
      const main = await page.getByRole('main').boundingBox();
      expect(main!.x).toBeGreaterThanOrEqual(320);
      expect(main!.x + main!.width).toBeLessThanOrEqual(DESKTOP.width - 375);
      // The lobby takes the room between the sidebars (issue 40); every other page keeps SPEC's 560 px column.
      expect(main!.width).toBeGreaterThan(560);
      await snap(page, 'layout-desktop.png');
      await openPage(page, '/promo/');
      expect((await page.getByRole('main').boundingBox())!.width).toBeLessThanOrEqual(560);
    });
  });

  test('the burger opens the drawer, the overlay closes it, and page scroll is locked meanwhile', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/');
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await burger(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await expect(menu(page).getByRole('link', { name: 'Search Games...' })).toBeVisible();
    await expect(menu(page).getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // Slid in all the way: the 320px drawer lies against the left edge (and the screenshot shows it whole).
    await expect.poll(async () => (await menu(page).boundingBox())?.x).toBe(0);
    expect(await menu(page).boundingBox()).toMatchObject({ width: 320 });
    await snap(page, 'layout-phone-drawer.png');

    // The overlay covers the page to the right of the 320px drawer.
    await page.locator('[data-sidebar-overlay]').click({ position: { x: PHONE.width - 20, y: 400 } });
    await expect(menu(page)).toBeHidden();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('a visitor sees Sign In / Sign Up and no Sign Out or Verification', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    const sidebar = menu(page);
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Promo', 'Slots', 'Table Games', 'Quick Games', 'Lucky Numbers', 'My Statement', 'Withdrawals'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/games/slots/');
    const support = nav.getByRole('button', { name: 'Customer Support' });
    if (siteConfig().chatEnabled) await expect(support).toBeVisible();
    else await expect(support).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Verification' })).toHaveCount(0);
    await expect(page.getByLabel('Balance')).toHaveCount(0);
  });

  test('a player sees the profile, balance, Verification and Sign Out; signing out clears the session', async ({
    page,
    request,
  }) => {
    const password = 'layout-pass-1';
    const phone = await registerPlayer(request, password);
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/auth/');
    await chooseTab(page, 'Sign In');
    await page.getByLabel('Phone number').fill(phone.typed);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);

    const sidebar = menu(page);
    const { first_name, last_name } = playerName();
    const profile = sidebar.getByRole('link', { name: new RegExp(`${first_name} ${last_name}`) });
    await expect(profile).toBeVisible();
    await expect(profile).toContainText(phone.e164);
    await expect(profile).toHaveAttribute('href', '/my-account/');
    await expect(page.getByLabel('Balance')).toHaveText(/\d\.\d\d$/);
    await expect(sidebar.getByRole('link', { name: 'Deposit' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Verification' })).toBeVisible();
    await snap(page, 'layout-desktop-signed-in.png');

    // Sign Out is a button: it clears the session and goes home.
    await openPage(page, '/search/');
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Balance')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(sidebar.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  /** How tall a band, through the middle of each named header control, a tap lands on that control in. */
  const tapHeights = (page: Page, names: string[]) =>
    page.locator('header').evaluate((header, wanted) => {
      const controls = [...header.querySelectorAll<HTMLElement>('a, button')];
      return wanted.map((name) => {
        const control = controls.find((el) => (el.getAttribute('aria-label') ?? el.textContent?.trim()) === name);
        if (!control) return `${name}: missing`;
        const box = control.getBoundingClientRect();
        const x = box.left + box.width / 2;
        let height = 0;
        for (let y = 0; y < header.getBoundingClientRect().bottom; y += 1) {
          if (document.elementFromPoint(x, y)?.closest('a, button') === control) height += 1;
        }
        return `${name}: ${height}`;
      });
    }, names);

  test(
    'on a 320 px phone the header holds a long balance and Deposit, without sideways scrolling',
    { tag: ALL_BRANDS },
    async ({ page, request }) => {
      const player = await newPlayer(request);
      // the longest balance a deposit of the country allows: R123,456.78, or ₹99,999.99 under UPI's maximum
      await deposit(request, player, brandSite().country === 'IN' ? 9_999_999 : 12_345_678);
      await page.setViewportSize({ width: 320, height: 640 });

      // The controls are narrow here, so a thumb gets a 48 px band of the 64 px header on each.
      await openPage(page, '/');
      await expect(page.locator('header').getByRole('link', { name: 'Sign Up' })).toBeVisible();
      expect(await tapHeights(page, ['Open menu', 'Home', 'Search', 'Sign In', 'Sign Up'])).toEqual([
        'Open menu: 48',
        'Home: 48',
        'Search: 48',
        'Sign In: 48',
        'Sign Up: 48',
      ]);

      await openSignedIn(page, player, '/my-bets/');
      const header = page.locator('header');
      await expect(header.getByLabel('Balance')).toHaveText(/\d{2},\d{3}\.\d\d/);
      // Once the page has settled: on a busy machine one CI run measured 20 px for an instant as My bets loaded,
      // and the page right after fitted (the failure's own screenshot). A page that stays too wide still fails.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      const depositBox = await header.getByRole('link', { name: 'Deposit' }).boundingBox();
      expect((depositBox?.x ?? Infinity) + (depositBox?.width ?? 0)).toBeLessThanOrEqual(320);
      const logo = await header.getByRole('link', { name: /^.+ Home$/ }).boundingBox();
      expect(logo?.width, 'the logo is still there').toBeGreaterThan(24);
      expect(await tapHeights(page, ['Open menu', 'Deposit'])).toEqual(['Open menu: 48', 'Deposit: 48']);
      await snap(page, 'header-320-long-balance.png');
    },
  );

  test('the providers sidebar lists providers with games and their counts, in the static HTML', async ({
    page,
    request,
  }) => {
    const listed = providers.filter((provider) => gamesOf(provider.slug) > 0);
    const unlisted = providers.filter((provider) => gamesOf(provider.slug) === 0);
    const html = await (await request.get('/')).text();
    // SPEC's label for the Fafi studio, on the brands that show Fafi (South Africa's)
    if (gamesOf('fafi') > 0) expect(html).toContain('Fafi Dream Wheel');
    else expect(html).not.toContain('Fafi Dream Wheel');

    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    const sidebar = providersSidebar(page);
    await expect(sidebar.getByRole('listitem')).toHaveCount(listed.length);
    for (const provider of listed) {
      const count = gamesOf(provider.slug);
      const label = provider.slug === 'fafi' ? 'Fafi Dream Wheel' : provider.name;
      const link = sidebar.getByRole('link', { name: label });
      await expect(link).toContainText(count === 1 ? '1 game' : `${count} games`);
      const href = { fafi: '/game/fafi/', aviator: '/game/spaviator/' }[provider.slug] ?? `/games/${provider.slug}/`;
      await expect(link).toHaveAttribute('href', href);
    }
    for (const provider of unlisted) await expect(sidebar.getByText(provider.name, { exact: true })).toHaveCount(0);
  });

  test('/search/ hides the search button and filters the catalogue by name', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/');
    await expect(menu(page).getByRole('link', { name: 'Search Games...' })).toBeVisible();
    await menu(page).getByRole('link', { name: 'Search Games...' }).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole('heading', { name: 'Search Games' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Search Games...' })).toHaveCount(0);

    const target = games[0]!;
    const word = target.name.split(' ')[0]!.toLowerCase();
    await page.getByLabel('Game name').fill(word);
    const expected = games.filter((game) => game.name.toLowerCase().includes(word));
    await expect(page.getByRole('list', { name: 'Search Games' }).getByRole('link')).toHaveCount(expected.length);
    await expect(page.getByRole('link', { name: target.name })).toBeVisible();
    await page.getByLabel('Game name').fill('zzzz-no-such-game');
    // the page's own status line (the chat's greeting is a status too)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No games match "zzzz-no-such-game".');
  });

  test('/auth/ hides the header on phones only', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openPage(page, '/auth/');
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await snap(page, 'layout-phone-auth.png');
    await page.setViewportSize(TABLET);
    await expect(page.locator('header').first()).toBeVisible();
  });

  test('tag pages and content pages render from the content catalogue', async ({ page }) => {
    const tag = games[0]!.tags[0]!;
    await openPage(page, `/tags/${tag}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Games tagged ${tag}` })).toBeVisible();
    const tagged = games.filter((game) => game.tags.includes(tag));
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(tagged.length);

    for (const slug of ['privacy-policy', 'casino-bonuses', 'play-free-casino-slots']) {
      const content = readJson<ContentPage>(`content/pages/${slug}.json`);
      await openPage(page, `/${slug}/`);
      await expect(page.getByRole('heading', { level: 1, name: content.title })).toBeVisible();
      await expect(page.getByText(content.sections[0]!.paragraphs[0]!)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(content.title));
    }
  });

  test('404 and exit pages offer a way back to the previous page', async ({ page }) => {
    await openPage(page, '/no-such-page/');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    await openPage(page, '/privacy-policy/');
    // A client-side move, as a link would make: the route history lives for the visit.
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/exit/'));
    await expect(page.getByRole('heading', { name: 'You have left' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Return to / })).toHaveAttribute('href', '/privacy-policy/');
    await page.getByRole('link', { name: /^Return to / }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
  });
});
