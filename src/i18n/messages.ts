/** English with a language's translation laid over it: what every other language falls back on. */

import { en } from './en';
import type { Translation } from './translation';

export type Messages = typeof en;

function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) return over;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) result[key] = merge((base as Record<string, unknown>)[key], value);
  return result;
}

const merged = new WeakMap<Translation, Messages>();

/**
 * The messages of `language`: its translation among `translations` over English (English for a language not among
 * them). The site passes its brand's translations (themes/<brand>/index.ts).
 */
export function translate(
  language: string | null | undefined,
  translations: Readonly<Record<string, Translation>>,
): Messages {
  const translation = language ? translations[language] : undefined;
  if (!translation) return en;
  let messages = merged.get(translation);
  if (!messages) {
    messages = merge(en, translation) as Messages;
    merged.set(translation, messages);
  }
  return messages;
}
