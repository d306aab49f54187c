import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { languageOf } from '../lib/language';
import { siteConfig } from '../lib/site-config';

/** The language a page was built in: its context's (gatsby/pages.ts), else read from its path's prefix. */
export function pageLanguage(pathname: string, pageContext: unknown): string {
  const language = (pageContext as { language?: unknown } | undefined)?.language;
  return typeof language === 'string' ? language : languageOf(pathname, siteConfig.languages);
}

/**
 * Wraps each page (wrapPageElement) in its language's messages and keeps `<html lang>` right after client-side
 * navigation (the static HTML gets it from gatsby-ssr's onRenderBody).
 */
export function PageLanguage({ language, children }: { language: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}
