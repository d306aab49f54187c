/**
 * The shell's messages in the page's language. English (`en`) is the default and the shape every other language
 * follows; SPEC's English messages stay word for word. Components read messages through `useMessages()`, and the
 * page's language through `useLanguage()`. A language's missing strings fall back to English.
 *
 * English is in the app's bundle; each other language of the brand is a chunk of its own, loaded with
 * `loadTranslation` before a page in it renders (gatsby-browser's onClientEntry for the first page, the language
 * switcher's link before it navigates) and registered here. The build's renderer registers them all at once.
 */

import { createContext, useCallback, useContext } from 'react';
import brand from '@brand';
import { DEFAULT_LANGUAGE, languageOf, withLanguage } from '../lib/language';
import { siteConfig } from '../lib/site-config';
import { en } from './en';
import { translate } from './messages';
import type { Messages } from './messages';
import type { Translation } from './translation';

export type { Messages } from './messages';

export { LANGUAGE_NAMES } from './language-names';

const registered: Record<string, Translation> = {};
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();

/** Makes translations available to `messagesFor` (the renderer and tests register every one; the browser, loaded ones). */
export function registerTranslations(translations: Readonly<Record<string, Translation>>): void {
  Object.assign(registered, translations);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a translation is registered; answers the unsubscribe. */
export function subscribeTranslations(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when `messagesFor(language)` answers the language's own messages: English, or a translation registered. */
export function translationReady(language: string): boolean {
  return language === DEFAULT_LANGUAGE || language in registered || !(language in brand.translations);
}

/**
 * Loads and registers `language`'s translation (its chunk), once however often asked; resolves at once when it is
 * ready. Rejects when the chunk fails to load (a later call tries again).
 */
export function loadTranslation(language: string): Promise<void> {
  if (translationReady(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const load = brand.translations[language]!;
    pending = load()
      .then((translation) => registerTranslations({ [language]: translation }))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the translation of the page at `pathname` (its language prefix), for its first render. A chunk that fails
 * is logged and the page shows English (LanguageProvider tries again).
 */
export async function loadPageTranslation(pathname: string): Promise<void> {
  const language = languageOf(pathname, siteConfig.languages);
  await loadTranslation(language).catch((error: unknown) => console.warn(`The ${language} texts did not load`, error));
}

/**
 * The messages of `language` in this build's brand: English for a language the brand does not have, and for one
 * not loaded yet (see `loadTranslation`).
 */
export function messagesFor(language: string | null | undefined): Messages {
  return translate(language, registered);
}

/** The messages of the language the current page was built for (set per page by the page wrapper). */
export const MessagesContext = createContext<Messages>(en);

/** The current page's language code ('en' on unprefixed pages). */
export const LanguageContext = createContext<string>(DEFAULT_LANGUAGE);

export function useMessages(): Messages {
  return useContext(MessagesContext);
}

export function useLanguage(): string {
  return useContext(LanguageContext);
}

/** Puts a site path under the current page's language prefix: for `navigate()` calls (links do it themselves). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  // Stable per language: memoised parts (the page layout) take callbacks built on it.
  return useCallback((path: string) => withLanguage(path, language), [language]);
}

/** The messages of a page from its context (gatsby/pages.ts sets `language`): for Gatsby `Head` exports. */
export function pageMessages(pageContext: unknown): Messages {
  const language = (pageContext as { language?: unknown } | null | undefined)?.language;
  return messagesFor(typeof language === 'string' ? language : null);
}
