/**
 * The shell's messages in the page's language. English (`en`) is the default and the shape every other language
 * follows; SPEC's English messages stay word for word. Components read messages through `useMessages()`.
 */

import { createContext, useContext } from 'react';
import { en } from './en';

export type Messages = typeof en;

/** The messages of the language the current page was built for (set once per page by the root element). */
export const MessagesContext = createContext<Messages>(en);

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
