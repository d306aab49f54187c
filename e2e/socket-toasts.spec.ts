/**
 * Toasts the socket raises (SPEC §2, §7): a jackpot won, announced to every player of the site, and a campaign
 * bonus just started, sent to one player. The events are published on Redis, as the jackpots or promotions module
 * of any server node publishes them; they cross the Phoenix socket to the page's store and become toasts. So this
 * spec runs a server of its own for the brand's build, with REDIS_URL set (the other specs' servers keep the
 * in-process bus).
 */

import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { Redis } from 'ioredis';
import { BRANDS, EACH_COUNTRY } from '../playwright.config';
import { brandSite, money, signUpThroughUi } from './account-helpers';
import { projectBrand } from './pages';
import { socketJoined } from './players';
import { serverNodeArgs } from '../scripts/server-bundle';

const ROOT = join(__dirname, '..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The server's keys and channels on Redis start with this (REDIS_PREFIX); the events below are published under it. */
const REDIS_PREFIX = `e2e-toasts:${randomBytes(6).toString('hex')}:`;
const portOf = (brand: string) =>
  Number(process.env.E2E_PORT || 8123) + 10 + BRANDS.indexOf(brand as (typeof BRANDS)[number]);
const brandOf = projectBrand;
const originOf = (brand: string) => `http://localhost:${portOf(brand)}`;

test.describe('toasts from the socket', { tag: EACH_COUNTRY }, () => {
  let server: ChildProcess | null = null;
  let redis: Redis | null = null;

  test.beforeAll(async () => {
    const brand = brandOf();
    server = spawn(process.execPath, serverNodeArgs(), {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(portOf(brand)),
        SITE_DIR: join(ROOT, 'dist', brand),
        DATA_DIR: ':memory:',
        REDIS_URL,
        // Its own keys: rate-limit counters left on this Redis by other runs (from this same address) must not
        // refuse this spec's sign-up.
        REDIS_PREFIX,
        LOG_LEVEL: 'warn',
        // sign-up reads its code from the sandbox SMS outbox, which main.ts alone leaves off
        SANDBOX: '1',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${originOf(brand)}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
    redis = new Redis(REDIS_URL);
  });

  test.afterAll(async () => {
    server?.kill();
    await redis?.quit();
  });

  const publish = (channel: string, event: string, payload: unknown) =>
    redis!.publish(`${REDIS_PREFIX}${channel}`, JSON.stringify({ event, payload }));

  test('a jackpot won and a campaign bonus started reach the signed-in player as toasts', async ({
    browser,
    playwright,
  }) => {
    const origin = originOf(brandOf());
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
    const request = await playwright.request.newContext({ baseURL: origin });
    const page = await context.newPage();
    const joined = socketJoined(page);
    await signUpThroughUi(page, request, { firstName: 'Ayanda', lastName: 'Zulu', password: 'correct-horse-1' });
    const unitId = await joined;
    const { siteId } = brandSite();

    // A unique pot: other runs may share this Redis.
    const pot = 1_000_000 + Math.floor(Math.random() * 9_000_000);
    await publish(`site:${siteId}:jackpots`, 'jackpot_lifecycle_updated', {
      action: 'won',
      win_lifecycle: { slug: 'grand', balance: pot, is_won: true, winner_name: 'Thandi' },
    });
    const jackpot = page
      .getByRole('status')
      .filter({ hasText: `GRAND Jackpot won by Thandi in amount of ${money(pot)}` });
    await expect(jackpot).toBeVisible();
    await expect(jackpot).toHaveAttribute('data-style', 'grand');

    await publish(`unit:${unitId}:promotions`, 'campaign_bonus_activated', {
      bonus_campaign: { bonus_state: { start_amount: 5000 } },
    });
    const started = page.getByRole('status').filter({ hasText: 'You have just started the bonus. See details' });
    await expect(started.getByRole('link')).toHaveAttribute('href', /\/promo\/$/);

    // Each closes on its button, as every toast does.
    await jackpot.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(jackpot).toHaveCount(0);
    await expect(started).toBeVisible();
    await context.close();
    await request.dispose();
  });
});
