/**
 * Writes the drawn art where the site serves it: public/static/art/, names carrying a hash of the content, so the
 * server (and any CDN) may keep them a year (server/src/app.ts caches /static/ as immutable) and a redrawn tile
 * gets a new address. A game or studio whose content already names its art keeps that address.
 */

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentGame, ContentProvider } from '../../contract/content';
import { providerLogo } from './logo';
import { gameThumbnail } from './thumbnail';

export const ART_PATH = '/static/art';

function write(publicDir: string, folder: string, slug: string, svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  const address = `${ART_PATH}/${folder}/${slug}-${hash}.svg`;
  const file = path.join(publicDir, address);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, svg);
  return address;
}

/** Removes the drawings of earlier builds (public/ outlives a build), so a build holds only what its pages name. */
function prune(publicDir: string, folder: string, kept: readonly string[]): void {
  const dir = path.join(publicDir, ART_PATH, folder);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir))
    if (!kept.includes(`${ART_PATH}/${folder}/${name}`)) fs.rmSync(path.join(dir, name), { force: true });
}

/** The catalogue with every game's `thumbnail` and every studio's `logo` set, drawing those it lacks. */
export function drawCatalogueArt(
  publicDir: string,
  providers: readonly ContentProvider[],
  games: readonly ContentGame[],
): { providers: (ContentProvider & { logo: string })[]; games: (ContentGame & { thumbnail: string })[] } {
  const drawn = {
    providers: providers.map((provider) => ({
      ...provider,
      logo: provider.logo ?? write(publicDir, 'studios', provider.slug, providerLogo(provider)),
    })),
    games: games.map((game) => ({
      ...game,
      thumbnail: game.thumbnail ?? write(publicDir, 'games', game.slug, gameThumbnail(game)),
    })),
  };
  prune(
    publicDir,
    'studios',
    drawn.providers.map((provider) => provider.logo),
  );
  prune(
    publicDir,
    'games',
    drawn.games.map((game) => game.thumbnail),
  );
  return drawn;
}
