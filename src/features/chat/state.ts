/**
 * The chat widget's state machine (SPEC §4 "Chat widget"), a plain reducer so the widget and its tests share it:
 * nothing opens before the frame reports ready (an open asked for earlier is remembered and applied then); the
 * open state may persist in session storage; unseen messages turn notifications on, seen ones off; the widget is
 * hidden when the server disables it or it is outside working hours with the hide option.
 */

import type { ChatWidgetSettings } from '../../../contract/chat';

/** SPEC §9 */
export const CHAT_OFFSET_PX = 20;
export const CHAT_TRANSITION_MS = 200;
export const CHAT_STORAGE_PREFIX = 'lc_';
export const CHAT_OPEN_KEY = `${CHAT_STORAGE_PREFIX}is_open`;
export const CHAT_POPUP_SEEN_KEY = `${CHAT_STORAGE_PREFIX}popup_seen`;
/** The chat customer (SPEC §3: its id in local storage). */
export const CHAT_CUSTOMER_KEY = `${CHAT_STORAGE_PREFIX}customer_id`;
/** This tab started or joined a conversation (session storage): its chat loads at once on the next page. */
export const CHAT_IN_TAB_KEY = `${CHAT_STORAGE_PREFIX}in_tab`;

export interface ChatState {
  /** the frame reported ready */
  loaded: boolean;
  isOpen: boolean;
  /** an open asked for before the frame was ready */
  openRequested: boolean;
  shouldDisplayNotifications: boolean;
  unseen: number;
  /** server settings; null until fetched (an empty object on failure, SPEC §7) */
  settings: Partial<ChatWidgetSettings> | null;
}

export const initialChatState = (persistedOpen = false, openByDefault = false): ChatState => ({
  loaded: false,
  isOpen: false,
  openRequested: persistedOpen || openByDefault,
  shouldDisplayNotifications: false,
  unseen: 0,
  settings: null,
});

export type ChatAction =
  | { type: 'settingsLoaded'; settings: Partial<ChatWidgetSettings> }
  | { type: 'frameReady' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'messagesUnseen'; count: number }
  | { type: 'messagesSeen' };

/** The server turned it off, or it is after hours and the account hides it then. */
export function isHidden(settings: Partial<ChatWidgetSettings> | null): boolean {
  if (!settings) return false;
  if (settings.enable_widget === false) return true;
  return settings.hide_outside_working_hours === true && settings.account?.is_outside_working_hours === true;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'settingsLoaded':
      return { ...state, settings: action.settings };
    case 'frameReady':
      return { ...state, loaded: true, isOpen: state.isOpen || state.openRequested, openRequested: false };
    case 'open':
      return state.loaded ? { ...state, isOpen: true } : { ...state, openRequested: true };
    case 'close':
      return { ...state, isOpen: false, openRequested: false };
    case 'toggle':
      if (!state.loaded) return { ...state, openRequested: !state.openRequested };
      return { ...state, isOpen: !state.isOpen };
    case 'messagesUnseen':
      return { ...state, unseen: action.count, shouldDisplayNotifications: action.count > 0 };
    case 'messagesSeen':
      return { ...state, unseen: 0, shouldDisplayNotifications: false };
    default:
      return state;
  }
}

/** SPEC §4: opening waits for the notification bubble's transition when notifications are showing. */
export function openDelay(state: Pick<ChatState, 'shouldDisplayNotifications'>): number {
  return state.shouldDisplayNotifications ? CHAT_TRANSITION_MS : 0;
}

/** SPEC §6: a received message is support's only with an agent user_id and no customer_id. */
export function isFromSupport(message: { user_id?: unknown; customer_id?: unknown } | null | undefined): boolean {
  return Boolean(message && message.user_id && !message.customer_id);
}
