/**
 * The provider server as one file: server/src/main.ts and everything of ours it imports, bundled by esbuild into
 * server/dist/main.js (with its source map), the packages in node_modules left to Node. A node starts from it in about
 * half the CPU that compiling and loading every source file through tsx takes (docs/operations.md), which counts
 * when every node of a cluster restarts at once. The server finds its migrations, content and sandbox pages from the
 * repository's root (server/src/paths.ts), so the bundle runs from a checkout with node_modules installed.
 */

import { buildSync } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './brands';

export const SERVER_BUNDLE = join(ROOT, 'server/dist/main.js');

let built = false;

/**
 * Bundles the server from its sources, once per process. Each file is written beside its place and then renamed over
 * it, so a node that another process starts meanwhile never reads half a file.
 */
export function buildServerBundle(): void {
  if (built) return;
  const { outputFiles } = buildSync({
    entryPoints: [join(ROOT, 'server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    outfile: SERVER_BUNDLE,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  // The map first: a node that starts between the two renames reads the new bundle with the new map, or the old
  // bundle with a map that only misplaces its stack traces.
  for (const file of [...outputFiles].sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  )) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  built = true;
}

/**
 * Node's arguments that run the server from its bundle, built first if this process has not built it yet. Stack traces
 * point into server/src through the source map.
 */
export function serverNodeArgs(): string[] {
  buildServerBundle();
  return ['--enable-source-maps', SERVER_BUNDLE];
}
