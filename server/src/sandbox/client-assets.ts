/**
 * A hosted page's client assets: its scripts and its stylesheet, bundled from a client/ folder with esbuild, and the
 * font files the stylesheet names (from their npm packages, e.g. `url('@fontsource/…/….woff2')`). Built once, on the
 * first request that needs them, and kept in memory; each name carries a hash of its content so browsers may keep it
 * for a year.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Type } from 'typebox';
import { ErrorCodes } from '../../../contract/errors';
import { fail } from '../errors';

export interface ClientAsset {
  /** The file's name with its hash, e.g. `slot.3f2a….js`: its address under the asset route. */
  name: string;
  type: string;
  body: string | Buffer;
}

export interface ClientAssets<Script extends string = string> {
  scripts: Readonly<Record<Script, ClientAsset>>;
  style: ClientAsset;
  byName: ReadonlyMap<string, ClientAsset>;
}

export interface ClientBundle<Script extends string> {
  /** The folder of the scripts' entry points (`<script>.ts`) and of the stylesheet. */
  dir: string;
  scripts: readonly Script[];
  /** The stylesheet's base name: `<style>.css` in dir. */
  style: string;
}

function hashed(base: string, extension: string, type: string, body: string | Buffer): ClientAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  return { name: `${base}.${hash}.${extension}`, type, body };
}

async function buildAssets<Script extends string>(bundle: ClientBundle<Script>): Promise<ClientAssets<Script>> {
  const result = await build({
    entryPoints: bundle.scripts.map((name) => join(bundle.dir, `${name}.ts`)),
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    outdir: '/',
    logLevel: 'silent',
  });
  const scripts = {} as Record<Script, ClientAsset>;
  for (const name of bundle.scripts) {
    const file = result.outputFiles.find((out) => out.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`${bundle.dir}: ${name}.js was not built`);
    scripts[name] = hashed(name, 'js', 'text/javascript; charset=utf-8', file.text);
  }
  // The stylesheet's fonts are files of their own beside it (`./<name>.<hash>.woff2`), named by esbuild.
  const css = await build({
    entryPoints: [join(bundle.dir, `${bundle.style}.css`)],
    bundle: true,
    write: false,
    minify: true,
    loader: { '.woff2': 'file' },
    assetNames: '[name].[hash]',
    outdir: '/',
    logLevel: 'silent',
  });
  const sheet = css.outputFiles.find((out) => out.path.endsWith('.css'));
  if (!sheet) throw new Error(`${bundle.dir}: ${bundle.style}.css was not built`);
  const style = hashed(bundle.style, 'css', 'text/css; charset=utf-8', sheet.text);
  const fonts = css.outputFiles
    .filter((out) => out.path.endsWith('.woff2'))
    .map((out) => ({ name: out.path.slice(1), type: 'font/woff2', body: Buffer.from(out.contents) }));
  const byName = new Map([...Object.values<ClientAsset>(scripts), style, ...fonts].map((asset) => [asset.name, asset]));
  return { scripts, style, byName };
}

/** The bundle's assets, built on first use; a failed build is tried again on the next request. */
export function clientAssets<const Script extends string>(
  bundle: ClientBundle<Script>,
): () => Promise<ClientAssets<Script>> {
  let assets: Promise<ClientAssets<Script>> | undefined;
  return () => {
    assets ??= buildAssets(bundle).catch((error: unknown) => {
      assets = undefined;
      throw error;
    });
    return assets;
  };
}

export interface AssetRouteOptions {
  /** Where the files are served, e.g. `/assets` for `/assets/:file`. */
  path: string;
  assets: () => Promise<Pick<ClientAssets, 'byName'>>;
}

/** Serves the files by their hashed names; a changed file has a new name, so each one may be kept for good. */
export const clientAssetRoute: FastifyPluginAsyncTypebox<AssetRouteOptions> = async (app, { path, assets }) => {
  app.get(
    `${path}/:file`,
    { schema: { params: Type.Object({ file: Type.String({ maxLength: 100 }) }) } },
    async (request, reply) => {
      const asset = (await assets()).byName.get(request.params.file);
      if (!asset) throw fail(ErrorCodes.notFound);
      return reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(asset.body);
    },
  );
};
