import type { Actions, GatsbyNode, Page } from 'gatsby';
import { DEFAULT_BRAND } from '../src/lib/build-config';
import { DEFAULT_LANGUAGE, withLanguage } from '../src/lib/language';
import { loadBrandSettings } from '../themes/load-settings';

/** What every page's context carries: the language it was built in (the page wrapper picks its messages). */
export interface LanguagePageContext {
  language: string;
}

type AnyPage = Page<Record<string, unknown>>;

const brandLanguages = () => loadBrandSettings(process.env.BRAND || DEFAULT_BRAND).languages;

/**
 * A page in every language of the brand (SPEC §2): the English page at its own path, and a copy under /<lang>/
 * for each other language, each with `context.language`.
 */
export function languageCopies(page: AnyPage, languages: readonly string[]): AnyPage[] {
  const english = { ...page, context: { ...page.context, language: DEFAULT_LANGUAGE } };
  return [
    english,
    ...languages
      .filter((language) => language !== DEFAULT_LANGUAGE)
      .map((language) => ({
        ...page,
        path: withLanguage(page.path, language),
        ...(page.matchPath ? { matchPath: withLanguage(page.matchPath, language) } : {}),
        context: { ...page.context, language },
      })),
  ];
}

/** Pages Gatsby and its plugins make for themselves (dev 404, the offline plugin's app shell): English only. */
const GATSBY_OWN_PAGES = /^\/(dev-404-page|offline-plugin-app-shell-fallback)\//;

/** Files under src/pages: built in every language. Gatsby's own pages are left alone. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = page.context as Partial<LanguagePageContext> | undefined;
  if (context?.language || !page.path.endsWith('/') || GATSBY_OWN_PAGES.test(page.path)) return;
  actions.deletePage(page);
  for (const copy of languageCopies(page as AnyPage, brandLanguages())) actions.createPage(copy);
};

/**
 * Pages our own createPages makes do not pass through onCreatePage (Gatsby skips the plugin that created them):
 * wrapping that hook gives them their language copies too.
 */
export function withLanguageCopies(createPages: GatsbyNode['createPages']): GatsbyNode['createPages'] {
  // Two parameters: Gatsby waits for a callback that a hook of three declares, and ours are promise-style.
  return (args, options) => {
    const languages = brandLanguages();
    const createPage: Actions['createPage'] = (page, ...rest) => {
      for (const copy of languageCopies(page as AnyPage, languages)) args.actions.createPage(copy, ...rest);
    };
    return createPages?.({ ...args, actions: { ...args.actions, createPage } }, options, () => {});
  };
}
