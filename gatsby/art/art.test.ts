import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import gameFile from '../../content/games.json';
import providerFile from '../../content/providers.json';
import { validateCatalogue } from '../../src/lib/catalogue';
import { drawCatalogueArt } from './files';
import { monogram, providerLogo } from './logo';
import { gameThumbnail, titleLines } from './thumbnail';

const { providers, games } = validateCatalogue(providerFile, gameFile);

/** Parses as the browser would; a malformed file gives a <parsererror> document. */
function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const textOf = (document: Document) => [...document.querySelectorAll('text')].map((text) => text.textContent ?? '');

describe('game thumbnails', () => {
  it('draw every game of the catalogue as a well-formed 3:4 SVG with its name set large', () => {
    for (const game of games) {
      const document = parseSvg(gameThumbnail(game));
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 300 400');
      expect(document.querySelector('title')?.textContent).toBe(game.name);
      expect(textOf(document).join(' ')).toContain(titleLines(game.name).join(' '));
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
  it('draw every studio with its monogram and name', () => {
    for (const provider of providers) {
      const texts = textOf(parseSvg(providerLogo(provider)));
      expect(texts).toEqual([monogram(provider.name), provider.name.toUpperCase()]);
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
