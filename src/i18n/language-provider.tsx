import { useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { LanguageContext, MessagesContext, loadTranslation, messagesFor, subscribeTranslations } from './index';

/**
 * Gives everything below it the language and the messages of `language`. Its translation is normally loaded before
 * the page renders; if it is not (its chunk failed), the page shows English meanwhile and its language once loaded.
 */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  const current = () => messagesFor(language);
  const messages = useSyncExternalStore(subscribeTranslations, current, current);
  useEffect(() => {
    loadTranslation(language).catch((error: unknown) => console.warn(`The ${language} texts did not load`, error));
  }, [language]);
  return (
    <LanguageContext.Provider value={language}>
      <MessagesContext.Provider value={messages}>{children}</MessagesContext.Provider>
    </LanguageContext.Provider>
  );
}
