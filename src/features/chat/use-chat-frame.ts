/**
 * The chat frame's side of the live-chat widget (SPEC §6, §7): its settings, the requests to open it, and the
 * postMessage protocol with the frame (only with the frame's origin, nothing before it reports ready), including
 * who the customer is. chat-widget.tsx draws what this says.
 */

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  CHAT_MESSAGE_SOURCE,
  ChatFrameEvents,
  ChatPageEvents,
  type ChatPageEvent,
  type ChatWidgetSettings,
} from '../../../contract/chat';
import { assertAccountId } from './account-id';
import type { ChatWidgetProps } from './chat-widget';
import {
  CHAT_CUSTOMER_KEY,
  CHAT_IN_TAB_KEY,
  CHAT_OPEN_KEY,
  CHAT_POPUP_SEEN_KEY,
  chatReducer,
  initialChatState,
  openDelay,
} from './state';
import { onSupportChatIdentified, supportChatIdentity } from '../../lib/support-chat';
import { chatLocalStorage, chatSessionStorage } from './storage';

/** Requests already applied: the widget outlives no page, but this module outlives them all. */
let handledRequests = 0;

async function fetchSettings(chatUrl: string, accountId: string): Promise<Partial<ChatWidgetSettings>> {
  try {
    const answer = await fetch(`${chatUrl}/chat/api/widget_settings?account_id=${encodeURIComponent(accountId)}`);
    if (!answer.ok) return {};
    return ((await answer.json()) as { data?: Partial<ChatWidgetSettings> }).data ?? {};
  } catch {
    return {}; // SPEC §7: on failure an empty settings object
  }
}

/** The widget's state, the frame's element and address, and whether the greeting pops up. */
export function useChatFrame(props: ChatWidgetProps) {
  const { accountId, chatUrl, unitToken, openRequests, onAvailability, onAuthRequired } = props;
  assertAccountId(accountId);
  const [state, dispatch] = useReducer(chatReducer, undefined, () =>
    // a request that came before the widget loaded is remembered and applied once the frame is ready
    initialChatState(chatSessionStorage.get(CHAT_OPEN_KEY) === 'true' || openRequests > handledRequests),
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const [popUp, setPopUp] = useState(false);
  const frameUrl = useMemo(() => {
    const base = chatUrl || window.location.origin;
    const url = new URL('/chat/frame', base);
    url.searchParams.set('account_id', accountId);
    url.searchParams.set('origin', window.location.origin);
    return url;
  }, [accountId, chatUrl]);
  const frameOrigin = frameUrl.origin;

  const post = useCallback(
    (type: ChatPageEvent, payload: Record<string, unknown>) => {
      // SPEC §7: nothing reaches a frame that is not ready
      if (!state.loaded) {
        console.error(`LiveChat: "${type}" sent before the chat frame was ready`);
        return;
      }
      frame.current?.contentWindow?.postMessage({ source: CHAT_MESSAGE_SOURCE, type, payload }, frameOrigin);
    },
    [frameOrigin, state.loaded],
  );

  useEffect(() => {
    let live = true;
    void fetchSettings(chatUrl, accountId).then((settings) => {
      if (!live) return;
      dispatch({ type: 'settingsLoaded', settings });
      onAvailability(settings.enable_widget !== false);
    });
    return () => {
      live = false;
    };
  }, [accountId, chatUrl, onAvailability]);

  const includedAtMount = useRef(openRequests > handledRequests);
  // every later request opens it (one before mount is in the initial state)
  useEffect(() => {
    if (openRequests <= handledRequests) return;
    handledRequests = openRequests;
    if (includedAtMount.current) {
      includedAtMount.current = false;
      return;
    }
    const timer = setTimeout(() => dispatch({ type: 'open' }), openDelay(state));
    return () => clearTimeout(timer);
  }, [openRequests, state]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // SPEC §6: messages from anywhere but the chat frame are ignored
      if (event.origin !== frameOrigin || event.source !== frame.current?.contentWindow) return;
      const message = event.data as { source?: unknown; type?: unknown; payload?: Record<string, unknown> };
      if (message?.source !== CHAT_MESSAGE_SOURCE) return;
      const payload = message.payload ?? {};
      switch (message.type) {
        case ChatFrameEvents.ready:
          dispatch({ type: 'frameReady' });
          break;
        case ChatFrameEvents.customerCreated:
        case ChatFrameEvents.customerUpdated:
          if (typeof payload.customer_id === 'string') {
            chatLocalStorage.set(CHAT_CUSTOMER_KEY, payload.customer_id);
            chatSessionStorage.set(CHAT_IN_TAB_KEY, 'true');
          }
          break;
        case ChatFrameEvents.messagesUnseen:
          dispatch({ type: 'messagesUnseen', count: Number(payload.count) || 0 });
          break;
        case ChatFrameEvents.messagesSeen:
          dispatch({ type: 'messagesSeen' });
          break;
        case ChatFrameEvents.close:
          dispatch({ type: 'close' });
          break;
        case ChatFrameEvents.auth:
          onAuthRequired();
          break;
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, onAuthRequired]);

  // SPEC §7 "identify": the phone the player signed in with, parsed as SPEC §5 says (ZA first, E.164 or nothing).
  // The parser (libphonenumber's metadata, ~30 KiB) comes only when there is a phone to parse: a visitor's widget,
  // on every page, goes without it.
  const [identity, setIdentity] = useState(supportChatIdentity);
  useEffect(() => onSupportChatIdentified(() => setIdentity(supportChatIdentity())), []);
  const typedPhone = unitToken ? (identity.phone ?? null) : null;
  const [parsed, setParsed] = useState<{ typed: string; phone: string | null } | null>(null);
  useEffect(() => {
    if (typedPhone === null) return;
    let live = true;
    void import('./phone')
      .then(({ parseChatPhone }) => parseChatPhone(typedPhone))
      .catch(() => null) // SPEC §8: a phone that cannot be parsed is null, so is one whose parser did not load
      .then((phone) => {
        if (live) setParsed({ typed: typedPhone, phone });
      });
    return () => {
      live = false;
    };
  }, [typedPhone]);
  // the customer is told once the phone is known (or there is none), not before and again after
  const phoneKnown = typedPhone === null || parsed?.typed === typedPhone;
  const phone = typedPhone !== null && parsed?.typed === typedPhone ? parsed.phone : null;

  // once ready: who the customer is (again whenever the player signs in or out), then the open state
  useEffect(() => {
    if (!state.loaded || !phoneKnown) return;
    post(ChatPageEvents.customerUpdate, {
      customerId: chatLocalStorage.get(CHAT_CUSTOMER_KEY) ?? undefined,
      metadata: unitToken ? { unit_token: unitToken, ...(phone ? { phone } : {}) } : {},
    });
  }, [phone, phoneKnown, post, state.loaded, unitToken]);

  useEffect(() => {
    if (!state.loaded) return;
    chatSessionStorage.set(CHAT_OPEN_KEY, String(state.isOpen));
    post(ChatPageEvents.toggle, { isOpen: state.isOpen });
  }, [post, state.isOpen, state.loaded]);

  useEffect(() => {
    if (!state.loaded) return;
    post(ChatPageEvents.notificationsDisplay, {
      shouldDisplayNotifications: state.shouldDisplayNotifications,
      popUpInitialMessage: popUp,
    });
  }, [post, popUp, state.loaded, state.shouldDisplayNotifications]);

  // SPEC §4: the greeting pops up once, unless already seen
  useEffect(() => {
    if (!state.loaded || state.isOpen || !state.settings?.greeting) return;
    if (chatSessionStorage.get(CHAT_POPUP_SEEN_KEY) === 'true') return;
    chatSessionStorage.set(CHAT_POPUP_SEEN_KEY, 'true');
    setPopUp(true);
  }, [state.isOpen, state.loaded, state.settings]);

  return { state, dispatch, frame, frameUrl, popUp };
}
