/**
 * Asking for live chat support (SPEC §2: the Customer Support entry opens live chat). The layout dispatches this
 * event; the chat feature (or a listener in src/app) opens the chat window in answer. It lives in lib so that any
 * feature can dispatch or handle it without importing another feature.
 */

import { createAction } from '@reduxjs/toolkit';

export const supportChatRequested = createAction('chat/supportChatRequested');

type Listener = () => void;
const listeners = new Set<Listener>();
let requests = 0;

/** How many times chat was asked for so far (a widget that loads late applies the request it missed). */
export const supportChatRequestCount = (): number => requests;

/** Called for every supportChatRequested (the store's listener calls notifySupportChatRequested). */
export function onSupportChatRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySupportChatRequested(): void {
  requests += 1;
  for (const listener of [...listeners]) listener();
}

/** The chat service said whether support chat is on (SPEC §4: disabled → unit.isSupportChatActive false). */
export const supportChatAvailabilityChanged = createAction<boolean>('chat/supportAvailabilityChanged');
