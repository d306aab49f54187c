/**
 * A contact sheet of every game thumbnail and studio logo, as the build draws them: an HTML page screenshotted
 * in Chromium at a phone's width (390 px: tiles at lobby size) and a desktop's (1600 px), to look at the art
 * together. `npx tsx scripts/art/contact-sheet.ts [out dir]` (default e2e-artifacts/art/).
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { validateCatalogue } from '../../src/lib/catalogue';
import { providerLogo } from '../../content/art/logo';
import { gameThumbnail } from '../../content/art/thumbnail';

const out = resolve(process.argv[2] ?? 'e2e-artifacts/art');
const readJson = (file: string): unknown => JSON.parse(readFileSync(join('content', file), 'utf8'));
const { providers, games } = validateCatalogue(readJson('providers.json'), readJson('games.json'));

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const tiles = games
  .map(
    (game) =>
      `<figure><img src="${dataUrl(gameThumbnail(game))}" alt=""><figcaption>${game.name}</figcaption></figure>`,
  )
  .join('');
const logos = providers
  .map((provider) => `<img class="logo" src="${dataUrl(providerLogo(provider))}" alt="">`)
  .join('');
const html = `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; padding: 12px; background: #14101f; color: #eee; font: 14px sans-serif; }
  .grid { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); }
  figure { margin: 0; } figure img { display: block; width: 100%; aspect-ratio: 3 / 4; border-radius: 12px; }
  figcaption { padding: 6px 2px; } .logos { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  .logo { width: 180px; }
</style><div class="grid">${tiles}</div><div class="logos">${logos}</div>`;

async function main() {
  mkdirSync(out, { recursive: true });
  const page = join(out, 'contact-sheet.html');
  writeFileSync(page, html);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const width of [390, 1600]) {
      const tab = await browser.newPage({ viewport: { width, height: width > 1000 ? 900 : 844 } });
      await tab.goto(`file://${page}`);
      // The phone shot is one screenful, as a player sees it; the desktop one shows everything at once.
      await tab.screenshot({ path: join(out, `contact-sheet-${width}.png`), fullPage: width > 1000 });
      await tab.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`Contact sheets in ${out}`);
}

void main();
