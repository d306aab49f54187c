/**
 * The catalogue's art as a brand's build serves it: every game's thumbnail and every studio's logo drawn into the
 * build (content/art/), each an SVG a browser may keep for a year because its name changes with its content.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { ContentGame, ContentProvider } from '../contract/content';
import { ALL_BRANDS } from '../playwright.config';
import { brandGames, projectBrand } from './pages';

test.describe('game art', { tag: ALL_BRANDS }, () => {
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
  // The brand's games (its country's): set before each test, which runs for one brand.
  let games: ContentGame[] = [];
  test.beforeEach(() => {
    games = brandGames();
  });
  const providers = readJson<ContentProvider[]>('content/providers.json');

  /** The build's drawn files of one kind, by slug (a build keeps only its own drawings). */
  function drawn(folder: 'games' | 'studios'): Map<string, string> {
    const dir = join('dist', projectBrand(), 'static', 'art', folder);
    const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
    return new Map(files.map((name) => [name.replace(/-[0-9a-f]{12}\.svg$/, ''), `/static/art/${folder}/${name}`]));
  }

  test('every game has a thumbnail and every studio a logo, served as cacheable SVG', async ({ request }) => {
    const thumbnails = drawn('games');
    const logos = drawn('studios');
    expect(thumbnails.size).toBe(games.length);
    for (const game of games) expect(thumbnails.get(game.slug), game.slug).toBeDefined();
    for (const provider of providers) expect(logos.get(provider.slug), provider.slug).toBeDefined();

    for (const [name, address] of [
      [games[0]!.name, thumbnails.get(games[0]!.slug)!],
      [providers[0]!.name, logos.get(providers[0]!.slug)!],
    ]) {
      const answer = await request.get(address!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('image/svg+xml');
      expect(answer.headers()['cache-control']).toContain('immutable');
      expect(await answer.text()).toContain(`<title>${name}</title>`);
    }
  });
});

test.describe('art away from the screen', { tag: ALL_BRANDS }, () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('is not drawn until it nears the screen, and its place keeps its size when it is', async ({ context }) => {
    // The lobby's last game picture and last studio logo: far below a phone's first screen. Each on a page of its own
    // (Gatsby brings a page opened again back to where it was scrolled).
    for (const selector of ['.game-tile-art', '.studio-logo']) {
      const page = await context.newPage();
      await page.goto('/');
      const art = page.locator(selector).last();
      const picture = art.locator('img');
      await expect(picture).toHaveAttribute('src', /\/static\/art\//);
      const drawn = () => picture.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      const before = { drawn: await drawn(), height: (await art.boundingBox())?.height ?? 0 };
      expect(before.drawn, selector).toBe(false);
      expect(before.height, selector).toBeGreaterThan(0);

      await art.scrollIntoViewIfNeeded();
      await expect.poll(drawn).toBe(true);
      expect((await art.boundingBox())?.height, selector).toBeCloseTo(before.height, 1);
    }
  });
});
