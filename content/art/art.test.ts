import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import gameFile from '../../content/games.json';
import providerFile from '../../content/providers.json';
import { validateCatalogue } from '../../src/lib/catalogue';
import { drawCatalogueArt } from './files';
import { pathBox } from './path-box';
import { monogram, providerLogo } from './logo';
import { TEXT_WIDTH, gameThumbnail, titleLettering, titleLines } from './thumbnail';

const { providers, games } = validateCatalogue(providerFile, gameFile);

/** Parses as the browser would; a malformed file gives a <parsererror> document. */
function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const paths = (document: Document) => [...document.querySelectorAll('path')].map((path) => path.getAttribute('d'));

describe('game thumbnails', () => {
  it('draw every game of the catalogue as a well-formed 3:4 SVG with its name set large, as outlines', () => {
    for (const game of games) {
      const document = parseSvg(gameThumbnail(game));
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 300 400');
      expect(document.querySelector('title')?.textContent).toBe(game.name);
      // No <text>: the browser would lay it out on the page's main thread, in whatever font the phone has.
      expect(document.querySelectorAll('text')).toHaveLength(0);
      const { size, lines } = titleLettering(game.name);
      expect(lines).toHaveLength(titleLines(game.name).length);
      expect(size).toBeGreaterThanOrEqual(30);
      for (const line of lines) {
        expect(paths(document)).toContain(line.d);
        // Every line inside the tile's margins and in its foot, below the motif.
        const box = pathBox(line.d);
        expect(box.left).toBeGreaterThan((300 - TEXT_WIDTH) / 2 - 3);
        expect(box.right).toBeLessThan(300 - (300 - TEXT_WIDTH) / 2 + 3);
        expect(box.top).toBeGreaterThan(260);
        expect(box.bottom).toBeLessThan(380);
      }
    }
  });

  it('differ from game to game and are the same on every build', () => {
    const drawn = games.map(gameThumbnail);
    expect(new Set(drawn).size).toBe(games.length);
    expect(games.map(gameThumbnail)).toEqual(drawn);
  });

  it('escape names for XML', () => {
    const game = { ...games[0]!, name: 'Rock & Roll <Live>' };
    const document = parseSvg(gameThumbnail(game));
    expect(document.querySelector('title')?.textContent).toBe('Rock & Roll <Live>');
  });

  it('set short names on one line and long ones on two lines as even as the words allow', () => {
    expect(titleLines('Aviator')).toEqual(['AVIATOR']);
    expect(titleLines('Crown of Jaipur')).toEqual(['CROWN OF', 'JAIPUR']);
    expect(titleLines('Lucky Seven Draw')).toEqual(['LUCKY', 'SEVEN DRAW']);
    expect(titleLines('Supercalifragilistic')).toEqual(['SUPERCALIFRAGILISTIC']);
  });
});

describe('studio logos', () => {
  it('draw every studio with its monogram in the disc and its name beside it, as outlines inside the badge', () => {
    for (const provider of providers) {
      const document = parseSvg(providerLogo(provider));
      expect(document.querySelector('title')?.textContent).toBe(provider.name);
      expect(document.querySelectorAll('text')).toHaveLength(0);
      const [letters, name] = paths(document).map((d) => pathBox(d ?? ''));
      const [width, height] = document.documentElement.getAttribute('viewBox')!.split(' ').slice(2).map(Number);
      expect(letters!.left).toBeGreaterThan(8);
      expect(letters!.right).toBeLessThan(height! - 8);
      expect(name!.left).toBeGreaterThan(height!);
      expect(name!.right).toBeLessThan(width! - 8);
      expect(name!.bottom - name!.top).toBeGreaterThan(10);
    }
    expect(monogram('Velvet Felt')).toBe('VF');
    expect(monogram('Fafi')).toBe('F');
  });
});

describe('drawCatalogueArt', () => {
  it('writes each picture under /static/ with a hash of its content in the name, keeping art the content names', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-'));
    try {
      const named = { ...games[1]!, thumbnail: 'https://cdn.example/tile.png' };
      const drawn = drawCatalogueArt(dir, providers, [games[0]!, named]);
      const [first, second] = drawn.games;
      expect(first?.thumbnail).toMatch(/^\/static\/art\/games\/solar-scarab-[0-9a-f]{12}\.svg$/);
      expect(fs.readFileSync(path.join(dir, first!.thumbnail), 'utf8')).toBe(gameThumbnail(games[0]!));
      expect(second?.thumbnail).toBe('https://cdn.example/tile.png');
      expect(
        drawn.providers.every((provider) => /^\/static\/art\/studios\/[a-z-]+-[0-9a-f]{12}\.svg$/.test(provider.logo)),
      ).toBe(true);

      const renamed = drawCatalogueArt(dir, [], [{ ...games[0]!, name: 'Solar Scarab II' }]).games[0];
      expect(renamed?.thumbnail).not.toBe(first?.thumbnail);
      // A redrawn picture replaces the old one: the build holds only what its pages name.
      expect(fs.readdirSync(path.join(dir, 'static/art/games'))).toEqual([path.basename(renamed!.thumbnail)]);
      expect(fs.readdirSync(path.join(dir, 'static/art/studios'))).toEqual([]);
      expect(drawCatalogueArt(dir, [], [games[0]!]).games[0]?.thumbnail).toBe(first?.thumbnail);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
