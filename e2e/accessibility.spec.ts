/**
 * Every screen as a screen reader, a keyboard or a phone in the sun needs it: axe-core (the engine inside Lighthouse's
 * accessibility audit) run over each page once its data has arrived, on a 320 px phone, with all of its default rules
 * (WCAG 2 A and AA, contrast of the brand's colours included, and its best practices: one h1, headings in order, all
 * content in landmarks). Any violation fails the test and is listed with the elements it was found on.
 * - A visitor's pages and the second language on every brand (each brand's palette is its own contrast).
 * - A player's cash, account and bets pages on a brand of each country (their methods differ; their colours are
 *   the visitor pages' own).
 * - The sandbox's game pages (every engine) and the payment provider's page: what the player plays in and pays on.
 */

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_BRANDS, EACH_COUNTRY } from '../playwright.config';
import { en } from '../src/i18n/en';
import { hi } from '../src/i18n/hi';
import { zu } from '../src/i18n/zu';
import { brandSite, money } from './account-helpers';
import { chooseTab, openPage } from './pages';
import { deposit, launchUrl, newPlayer, openSignedIn } from './players';

const AXE = require.resolve('axe-core/axe.min.js');
const PHONE = { width: 320, height: 640 };
/** The loading note's words (src/components/loading-note.tsx) in each language. */
const LOADING = new RegExp(
  `^(${[en.common.loading, zu.common?.loading, hi.common?.loading]
    .filter((words) => words !== undefined)
    .map((words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$`,
);

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits for the page's data (the network quiet, no loading shell, note or spinner left: a placeholder further down, as the
 * cash-in hub's ticket form until it is reached, may stay), then runs axe over the whole document.
 */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-shell], [aria-busy="true"]'), `${what} still loading`).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: LOADING }), `${what} still loading`).toHaveCount(0);
  // The spinner a screen shows while its player or unit arrives (require-auth.tsx's Loading): the unit comes over the
  // socket, which the network's quiet does not wait for.
  await expect(page.getByRole('progressbar', { name: LOADING }), `${what} still loading`).toHaveCount(0);
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const found = violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

// The sandbox's pages forbid inline scripts (their Content-Security-Policy): axe goes in as one.
test.use({ bypassCSP: true, viewport: PHONE });

test.describe('accessibility', () => {
  // A page at a time, each waited for and audited (1–3 s each here): a minute for twenty pages unloaded, more on CI.
  test.describe.configure({ timeout: 240_000 });

  test('a visitor’s pages, in both languages', { tag: ALL_BRANDS }, async ({ page }) => {
    const second = brandSite().country === 'IN' ? 'hi' : 'zu';
    const pages = [
      '/',
      '/games/slots/',
      '/game/solar-scarab/',
      '/search/',
      '/promo/',
      '/casino-bonuses/',
      '/jackpot/',
      '/privacy-policy/',
      '/no-such-page/',
      `/${second}/`,
      `/${second}/auth/`,
    ];
    for (const path of pages) {
      await openPage(page, path);
      await expectAccessible(page, path);
    }
    await openPage(page, '/auth/');
    await expectAccessible(page, '/auth/ signing in');
    await chooseTab(page, 'Sign Up');
    await expectAccessible(page, '/auth/ signing up');
    await chooseTab(page, 'Sign In');
    await page.getByRole('button', { name: /forgot/i }).click();
    await expectAccessible(page, '/auth/ resetting the password');
  });

  // Two tests, not one: a player's nineteen pages in one test came near the time limit on a loaded 2-core host.
  test('a player’s cash pages', { tag: EACH_COUNTRY }, async ({ page, request }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 50_000);
    const methods =
      brandSite().country === 'IN'
        ? ['/cashin/upi/qr/', '/cashin/upi/intent/', '/cashout/upi/']
        : [
            '/cashin/acoin/voucher/',
            '/cashin/acoin/phone/',
            '/cashin/acoin/instant-eft/',
            '/cashin/acoin/card/',
            '/cashout/atm/',
            '/cashout/eft/',
            '/cashout/ticket/preload/',
          ];
    await openSignedIn(page, player, '/');
    await expectAccessible(page, '/ signed in');
    for (const path of ['/cashin/', '/cashout/', ...methods]) {
      await openPage(page, path);
      await expectAccessible(page, path);
    }
  });

  test('a player’s account, bets and offers pages', { tag: EACH_COUNTRY }, async ({ page, request }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 50_000);
    const pages = [
      '/my-account/',
      '/my-account/statement/',
      '/my-account/banks/',
      '/my-account/edit-phone/',
      '/my-account/password/',
      '/my-account/verification/',
      '/my-account/verification/info/',
      '/my-bets/',
      '/my-account/limits/',
      '/my-account/activity/',
      '/promo/happy-hour/',
    ];
    await openSignedIn(page, player, pages[0]!);
    await expectAccessible(page, pages[0]!);
    for (const path of pages.slice(1)) {
      await openPage(page, path);
      await expectAccessible(page, path);
    }
    await openPage(page, '/promo/');
    await page.getByRole('link', { name: 'Terms' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'a bonus campaign’s page');
  });

  test('the limits page by keyboard alone: a deposit limit set, a time-out taken', async ({ page, request }) => {
    const player = await newPlayer(request);
    await openSignedIn(page, player, '/my-account/limits/');
    /** Tabs forward until `target` has the focus (at most 60 presses), as a keyboard user gets there. */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 60; presses++) {
        if (await target.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };
    const day = page.getByRole('region', { name: 'Deposit limit' }).getByRole('listitem', { name: 'Per 24 hours' });
    await tabTo(day.getByRole('button', { name: /^Set limit: Deposit limit/ }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/Limit amount/)).toBeFocused();
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(day).toContainText(`${money(10_000)} left`);
    await expectAccessible(page, '/my-account/limits/ with a limit');

    const timeOut = page.getByRole('region', { name: 'Time-out' });
    await tabTo(timeOut.getByRole('button', { name: 'Take a time-out' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /^Take a time-out of/ });
    // Faded in fully first: half-way, its colours are blended with the page's and read as too faint.
    await expect(confirm.locator('xpath=..')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'the time-out confirmation');
    await tabTo(confirm.getByRole('button', { name: 'Start my time-out' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/^You are taking a time-out until/)).toBeVisible();
  });

  test('the sandbox’s game pages and payment page', { tag: ALL_BRANDS }, async ({ page, request }) => {
    const player = await newPlayer(request);
    await deposit(request, player, 50_000);
    // One game of each template and of each engine but the fruit machines: 243 ways, hold and win (net-end), tumble,
    // crash, lucky numbers, roulette, the wheel and, where the brand shows it (South Africa), Fafi.
    const games = [
      'solar-scarab',
      'clockwork-vault',
      brandSite().country === 'ZA' ? 'kalahari-gems' : 'lotus-lagoon',
      'rocket-rhino',
      'lucky-five',
      'velvet-roulette',
      'carnival-wheel',
      ...(brandSite().country === 'ZA' ? ['fafi-dream-wheel'] : []),
    ];
    for (const slug of games) {
      await page.goto(await launchUrl(page.request, player, slug));
      await expect(page.locator('#stage > *').first()).toBeVisible(); // the game's script has drawn it
      await expectAccessible(page, `the game ${slug}`);
    }
    if (brandSite().country !== 'ZA') return;
    await openSignedIn(page, player, '/cashin/acoin/card/');
    await page.getByLabel('Amount').fill('150');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\/[0-9a-f]+$/);
    await expectAccessible(page, 'the card payment page');
  });
});
