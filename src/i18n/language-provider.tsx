import type { ReactNode } from 'react';
import { LanguageContext, MessagesContext, messagesFor } from './index';

/** Gives everything below it the language and the messages of `language`. */
export function LanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={language}>
      <MessagesContext.Provider value={messagesFor(language)}>{children}</MessagesContext.Provider>
    </LanguageContext.Provider>
  );
}
