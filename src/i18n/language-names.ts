/** Each language's name in itself, for a language switcher (a module of its own: the build reads it too). */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', zu: 'isiZulu', hi: 'हिन्दी' };
