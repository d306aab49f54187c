/**
 * The chat frame's and agent console's script (bundled from client/ with esbuild, the phoenix client included)
 * and their stylesheet. Built once, on the first request that needs them, and kept in memory; each name carries
 * a hash of its content so browsers may keep it for a year.
 */

import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ChatAsset {
  name: string;
  type: string;
  body: string;
}

export interface ChatAssets {
  frame: ChatAsset;
  agent: ChatAsset;
  style: ChatAsset;
  byName: ReadonlyMap<string, ChatAsset>;
}

const CLIENT_DIR = join(__dirname, 'client');

function hashed(base: string, extension: string, type: string, body: string): ChatAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `${base}.${hash}.${extension}`, type, body };
}

async function buildAssets(): Promise<ChatAssets> {
  const result = await build({
    entryPoints: ['frame', 'agent'].map((name) => join(CLIENT_DIR, `${name}.ts`)),
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    outdir: '/',
    logLevel: 'silent',
  });
  const script = (name: string) => {
    const file = result.outputFiles.find((out) => out.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`chat: ${name}.js was not built`);
    return hashed(name, 'js', 'text/javascript; charset=utf-8', file.text);
  };
  const frame = script('frame');
  const agent = script('agent');
  const style = hashed('chat', 'css', 'text/css; charset=utf-8', await readFile(join(CLIENT_DIR, 'chat.css'), 'utf8'));
  return { frame, agent, style, byName: new Map([frame, agent, style].map((asset) => [asset.name, asset])) };
}

let assets: Promise<ChatAssets> | undefined;

export function chatAssets(): Promise<ChatAssets> {
  assets ??= buildAssets().catch((err: unknown) => {
    assets = undefined; // a failed build is tried again on the next request
    throw err;
  });
  return assets;
}
