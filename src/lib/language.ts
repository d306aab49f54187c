/**
 * Language prefixes in paths (SPEC §2): two lowercase letters may lead any path, and the address keeps them.
 * English is the default and has no prefix: /auth/ is English, /zu/auth/ is isiZulu.
 */

export const DEFAULT_LANGUAGE = 'en';

const PREFIX = /^\/([a-z]{2})(?=[/?#]|$)/;

/** '/zu/auth/?a=1' → { language: 'zu', path: '/auth/?a=1' }; an unprefixed path has language null. */
export function splitLanguage(path: string): { language: string | null; path: string } {
  const match = PREFIX.exec(path);
  if (!match) return { language: null, path };
  const rest = path.slice(match[0].length);
  return { language: match[1] ?? null, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/** The page's language: its prefix when it is one of the site's languages, else the default. */
export function languageOf(path: string, languages: readonly string[] = [DEFAULT_LANGUAGE]): string {
  const { language } = splitLanguage(path);
  return language && languages.includes(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The path under `language`'s prefix, replacing any prefix it had: withLanguage('/auth/', 'zu') is '/zu/auth/',
 * withLanguage('/zu/auth/', 'en') is '/auth/'. Addresses that are not site paths (https://…, //host, #top,
 * mailto:) are returned as they are.
 */
export function withLanguage(path: string, language: string | null | undefined): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = splitLanguage(path).path;
  if (!language || language === DEFAULT_LANGUAGE) return bare;
  return `/${language}${bare}`;
}
