/**
 * Brotli and gzip copies of every text file of the build, beside the originals (app.js → app.js.br, app.js.gz).
 * The provider server sends them as they are (@fastify/static `preCompressed`), and so can any CDN: the player
 * downloads about a quarter of the bytes and no server compresses on each request.
 */

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { GatsbyNode } from 'gatsby';
import { paintFirstAll } from './paint-first';

const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest|txt|xml)$/;
/**
 * The service worker's own files stay as they are: the offline plugin writes idb-keyval without waiting for it,
 * and the worker is fetched by the browser's update check, not by players.
 */
const SKIPPED = /(^|\/)(sw\.js|idb-keyval-[^/]*|workbox-v[^/]*\/.*)$/;
/** Below this a compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

export function precompress(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || SKIPPED.test(path.relative(dir, file))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/**
 * After every plugin's onPostBuild (the site's gatsby-node runs last), so the offline plugin's files exist: the pages
 * are made to paint before their scripts run (gatsby/paint-first.ts), then everything is compressed.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  reporter.info(`Scripts start after the first paint in ${paintFirstAll(path.resolve('public'))} pages`);
  reporter.info(`Precompressed ${precompress(path.resolve('public'))} files (brotli and gzip)`);
};
