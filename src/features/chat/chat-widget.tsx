/**
 * The floating live-chat window (SPEC §2, §4, §7): the chat frame in an iframe titled 'LiveChat Widget Container',
 * 20 px from the edge, with its launcher and greeting. What it shows comes from use-chat-frame.ts, which speaks the
 * frame's protocol. Loaded lazily (app/chat-loader.tsx): it costs the first load nothing.
 */

import { useSyncExternalStore } from 'react';
import { textOn } from '../../../contract/chat';
import { ChatIcon, CloseIcon } from '../../components/icons';
import { CHAT_OFFSET_PX, isHidden } from './state';
import { isSupportChatLauncherCovered, onSupportChatLauncherCovered } from '../../lib/support-chat';
import { useChatFrame } from './use-chat-frame';

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

export default function ChatWidget(props: ChatWidgetProps) {
  const { state, dispatch, frame, frameUrl, popUp } = useChatFrame(props);
  // a game fills the screen: no launcher over its controls while the window is closed
  const covered = useSyncExternalStore(onSupportChatLauncherCovered, isSupportChatLauncherCovered, () => false);

  if (isHidden(state.settings)) return null;
  const side = props.position ?? 'right';
  const accent = state.settings?.color ?? '#1f6feb';
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
          // The chat account's colour (the brand's, as the operator set it), its icon in the colour that reads on it.
          background: accent,
          color: textOn(accent),
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
