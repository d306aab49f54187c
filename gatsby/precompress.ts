/**
 * Brotli and gzip copies of every text file of the build, beside the originals (app.js → app.js.br, app.js.gz).
 * The provider server sends them as they are (@fastify/static `preCompressed`), and so can any CDN: the player
 * downloads about a quarter of the bytes and no server compresses on each request.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { GatsbyNode } from 'gatsby';
import { paintFirstAll } from './paint-first';
import { buildPolicyConfig, writeSecurityHeaders } from './security-headers';

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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes the copies of every file worth compressing under `dir`; returns how many files it compressed. Brotli at its
 * best quality is most of a build's last step (about 19 s a brand, 12 s of it the pages' HTML), so files are
 * compressed a core's worth at a time: zlib's asynchronous calls run on libuv's thread pool, beside each other.
 */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && !SKIPPED.test(path.relative(dir, file)));
  let next = 0;
  let count = 0;
  const compressNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const content = await fs.promises.readFile(file);
      if (content.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, compressNext));
  return count;
}

/**
 * After every plugin's onPostBuild (the site's gatsby-node runs last), so the offline plugin's files exist: the pages
 * are made to paint before their scripts run (gatsby/paint-first.ts), then everything is compressed, then each
 * page's policy is taken from its final HTML (gatsby/security-headers.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve('public');
  reporter.info(`Scripts start after the first paint in ${paintFirstAll(publicDir)} pages`);
  reporter.info(`Precompressed ${await precompress(publicDir)} files (brotli and gzip)`);
  const pages = writeSecurityHeaders(publicDir, buildPolicyConfig(process.env.BRAND ?? '', process.env));
  reporter.info(`Security headers of ${pages} pages written to public/security-headers.json`);
};
