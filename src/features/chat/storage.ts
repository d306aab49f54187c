/**
 * The widget's storage (prefix 'lc_'); a storage failure falls back to memory (SPEC §8). The chat customer id is kept
 * in local storage (SPEC §3), so a player's conversation follows them into a new tab; the window's open state, the
 * greeting already seen and whether this tab started a conversation belong to this tab's visit (session storage).
 */

import { sessionStore, storage } from '../../lib/safe-storage';
import { CHAT_CUSTOMER_KEY, CHAT_IN_TAB_KEY } from './state';

export const chatSessionStorage = sessionStore;
export const chatLocalStorage = storage;

/** The player signed out: the chat customer was theirs, and the next player on this phone must not see its talk. */
export function forgetChatCustomer(): void {
  chatLocalStorage.remove(CHAT_CUSTOMER_KEY);
  chatSessionStorage.remove(CHAT_IN_TAB_KEY);
}
