/**
 * The shell's messages in the page's language. English (`en`) is the default and the shape every other language
 * follows; SPEC's English messages stay word for word. Components read messages through `useMessages()`, and the
 * page's language through `useLanguage()`. A language's missing strings fall back to English.
 */

import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANGUAGE, withLanguage } from '../lib/language';
import { en } from './en';
import { hi } from './hi';
import type { Translation } from './translation';
import { zu } from './zu';

export type Messages = typeof en;

const translations: Readonly<Record<string, Translation>> = { zu, hi };

/** Each language's name in itself, for a language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', zu: 'isiZulu', hi: 'हिन्दी' };

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) return over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merge((base as Record<string, unknown>)[key], value);
  return result;
}

const merged = new Map<string, Messages>();

/** The messages of `language`: its translation over English (English for an unknown language). */
export function messagesFor(language: string | null | undefined): Messages {
  const translation = language ? translations[language] : undefined;
  if (!language || !translation) return en;
  let messages = merged.get(language);
  if (!messages) {
    messages = merge(en, translation) as Messages;
    merged.set(language, messages);
  }
  return messages;
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
