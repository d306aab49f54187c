/**
 * The floating live-chat window (SPEC §2, §4, §7): the chat frame in an iframe titled 'LiveChat Widget Container',
 * 20 px from the edge. It talks to the frame by postMessage, only with the frame's origin, and nothing is posted
 * before the frame reports ready. Loaded lazily (app/chat-loader.tsx): it costs the first load nothing.
 */

import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import {
  CHAT_MESSAGE_SOURCE,
  ChatFrameEvents,
  ChatPageEvents,
  type ChatPageEvent,
  type ChatWidgetSettings,
} from '../../../contract/chat';
import { ChatIcon, CloseIcon } from '../../components/icons';
import { assertAccountId } from './account-id';
import {
  CHAT_OFFSET_PX,
  CHAT_CUSTOMER_KEY,
  CHAT_IN_TAB_KEY,
  CHAT_OPEN_KEY,
  CHAT_POPUP_SEEN_KEY,
  chatReducer,
  initialChatState,
  isHidden,
  openDelay,
} from './state';
import {
  isSupportChatLauncherCovered,
  onSupportChatIdentified,
  onSupportChatLauncherCovered,
  supportChatIdentity,
} from '../../lib/support-chat';
import { chatLocalStorage, chatSessionStorage } from './storage';

export interface ChatWidgetProps {
  accountId: string;
  /** the chat service's base address ('' = this origin) */
  chatUrl: string;
  /** the signed-in player's unit token (the service makes them the customer), or null */
  unitToken: string | null;
  /** grows by one with every request to open (the Customer Support entry) */
  openRequests: number;
  position?: 'right' | 'left';
  /** SPEC §4: support is unavailable when the server disables the widget */
  onAvailability(active: boolean): void;
  /** the account requires sign-in (SPEC §6 require_auth) */
  onAuthRequired(): void;
}

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

export default function ChatWidget(props: ChatWidgetProps) {
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

  // a game fills the screen: no launcher over its controls while the window is closed
  const covered = useSyncExternalStore(onSupportChatLauncherCovered, isSupportChatLauncherCovered, () => false);

  if (isHidden(state.settings)) return null;
  const side = props.position ?? 'right';
  const launcher = !covered || state.isOpen;
  const notify = launcher && state.shouldDisplayNotifications && !state.isOpen;
  const bubble = notify
    ? (state.settings?.new_messages_notification_text ?? 'New message')
    : launcher && popUp && !state.isOpen
      ? state.settings?.greeting
      : null;

  return (
    <div
      className="live-chat"
      // Only the launcher is in flow: the window and the greeting hang above it, so neither moves it when it
      // appears (a layout shift on every page), and the widget keeps its own type whatever font the page swaps in.
      style={{
        position: 'fixed',
        bottom: CHAT_OFFSET_PX,
        [side]: CHAT_OFFSET_PX,
        zIndex: 1300,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", sans-serif',
        fontSize: 14,
        lineHeight: 1.4,
      }}
    >
      <iframe
        ref={frame}
        title="LiveChat Widget Container"
        src={frameUrl.toString()}
        sandbox="allow-scripts allow-popups allow-same-origin allow-forms allow-downloads"
        style={{
          display: state.isOpen ? 'block' : 'none',
          position: 'absolute',
          bottom: 'calc(100% + 12px)',
          [side]: 0,
          width: 'min(370px, calc(100vw - 40px))',
          height: 'min(560px, calc(100vh - 120px))',
          border: 0,
          borderRadius: 12,
          boxShadow: '0 4px 24px rgba(0,0,0,.25)',
          background: '#fff',
        }}
      >
        Loading...
      </iframe>
      {bubble ? (
        <div
          role="status"
          style={{
            position: 'absolute',
            bottom: 'calc(100% + 8px)',
            [side]: 0,
            width: 'max-content',
            background: '#fff',
            color: '#111',
            padding: '8px 12px',
            borderRadius: 12,
            boxShadow: '0 2px 8px rgba(0,0,0,.2)',
            maxWidth: 260,
          }}
        >
          {bubble}
        </div>
      ) : null}
      <button
        type="button"
        aria-label={state.isOpen ? 'Close live chat' : 'Open live chat'}
        aria-expanded={state.isOpen}
        onClick={() => dispatch({ type: 'toggle' })}
        style={{
          // kept mounted while covered: it comes back as it was
          display: launcher ? 'flex' : 'none',
          alignItems: 'center',
          justifyContent: 'center',
          width: 56,
          height: 56,
          borderRadius: 28,
          border: 0,
          background: state.settings?.color ?? '#1f6feb',
          color: '#fff',
          fontSize: 24,
          cursor: 'pointer',
          position: 'relative',
        }}
      >
        {/* drawn, not an emoji: a phone without an emoji font would show a box */}
        {state.isOpen ? <CloseIcon /> : <ChatIcon />}
        {notify ? (
          <span
            aria-label={`${state.unseen} unread`}
            style={{
              position: 'absolute',
              top: 0,
              right: 0,
              background: '#d32f2f',
              borderRadius: 10,
              minWidth: 20,
              fontSize: 12,
              lineHeight: '20px',
            }}
          >
            {state.unseen}
          </span>
        ) : null}
      </button>
    </div>
  );
}
