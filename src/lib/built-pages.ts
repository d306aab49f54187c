/**
 * The pages this build made (gatsby/webpack.ts defines `__BUILT_PAGES__`: every page's path without its language
 * prefix). Links to routes that arrive with later work (a game, a cash-out screen) are plain links: Gatsby's would
 * prefetch their page data, a 404, on every page where they show, and players pay for every byte on their phones.
 * `null` (`gatsby develop`, unit tests): every path counts as built.
 */

import { splitLanguage } from './language';

declare const __BUILT_PAGES__: readonly string[] | null | undefined;

const BUILT: ReadonlySet<string> | null =
  typeof __BUILT_PAGES__ === 'undefined' || __BUILT_PAGES__ === null ? null : new Set(__BUILT_PAGES__);

/** Whether `path` (any language prefix, query or hash) is a page of this build. */
export function isBuiltPage(path: string, built: ReadonlySet<string> | null = BUILT): boolean {
  if (!built) return true;
  const bare = splitLanguage(path.replace(/[?#].*$/, '')).path;
  return built.has(bare) || built.has(bare.endsWith('/') ? bare : `${bare}/`);
}

/** The unprefixed paths of a build's pages, each once, from Gatsby's page store (its keys are the paths). */
export function builtPagePaths(paths: Iterable<string>, languages: readonly string[]): string[] {
  const bare = [...paths].map((path) => {
    const { language, path: rest } = splitLanguage(path);
    return language && languages.includes(language) ? rest : path;
  });
  return [...new Set(bare)].sort();
}
