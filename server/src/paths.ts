/**
 * Where the files the server reads at run time are: the migrations, the content catalogue and the sandbox pages'
 * client sources. They are found from the repository's root, not from this module's folder, so the same paths hold
 * whether the server runs from its sources (tsx) or from its bundle in server/dist (`npm run build:server`).
 */

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest folder above `from` holding package.json: the repository's root. */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}: run the server from its repository`);
  }
}

const ROOT = repositoryRoot(__dirname);

/** A path inside the repository, e.g. `repositoryPath('content')`. */
export function repositoryPath(...parts: string[]): string {
  return join(ROOT, ...parts);
}
