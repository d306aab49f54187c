/**
 * The game pages' script and style: one small script per engine, bundled from client/ with esbuild (the game math's
 * constants come from modules/games/math, so the page draws exactly the strips, segments and tables the server
 * plays), and one stylesheet. Built once, on the first request that needs them, and kept in memory; each file's
 * name carries a hash of its content so browsers may keep it for a year.
 */

import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const ENGINE_SCRIPTS = ['slot', 'wheel', 'lucky-numbers', 'roulette', 'crash'] as const;

export interface Asset {
  /** The file's name with its hash, e.g. `slot.3f2a…js`: the address under /sandbox/game-assets/. */
  name: string;
  type: string;
  body: string;
}

export interface GameAssets {
  scripts: Readonly<Record<string, Asset>>;
  style: Asset;
  byName: ReadonlyMap<string, Asset>;
}

const CLIENT_DIR = join(__dirname, 'client');

function hashed(base: string, extension: string, type: string, body: string): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `${base}.${hash}.${extension}`, type, body };
}

async function buildAssets(): Promise<GameAssets> {
  const result = await build({
    entryPoints: ENGINE_SCRIPTS.map((engine) => join(CLIENT_DIR, `${engine}.ts`)),
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    outdir: '/',
    logLevel: 'silent',
  });
  const scripts: Record<string, Asset> = {};
  for (const file of result.outputFiles) {
    const engine = file.path.replace(/^.*\//, '').replace(/\.js$/, '');
    scripts[engine] = hashed(engine, 'js', 'text/javascript; charset=utf-8', file.text);
  }
  const style = hashed(
    'games',
    'css',
    'text/css; charset=utf-8',
    await readFile(join(CLIENT_DIR, 'games.css'), 'utf8'),
  );
  const byName = new Map([...Object.values(scripts), style].map((asset) => [asset.name, asset]));
  return { scripts, style, byName };
}

let assets: Promise<GameAssets> | undefined;

/** The bundles, built on first use; a failed build is tried again on the next request. */
export function gameAssets(): Promise<GameAssets> {
  assets ??= buildAssets().catch((error: unknown) => {
    assets = undefined;
    throw error;
  });
  return assets;
}
