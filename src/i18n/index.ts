/**
 * The shell's messages in the page's language. English (`en`) is the default and the shape every other language
 * follows; SPEC's English messages stay word for word. Components read messages through `useMessages()`, and the
 * page's language through `useLanguage()`. A language's missing strings fall back to English.
 */

import { createContext, useCallback, useContext } from 'react';
import brand from '@brand';
import { DEFAULT_LANGUAGE, withLanguage } from '../lib/language';
import { en } from './en';
import { translate } from './messages';
import type { Messages } from './messages';

export type { Messages } from './messages';

export { LANGUAGE_NAMES } from './language-names';

/** The messages of `language` in this build's brand (English for a language the brand does not have). */
export function messagesFor(language: string | null | undefined): Messages {
  return translate(language, brand.translations);
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
