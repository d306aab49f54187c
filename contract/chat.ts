/**
 * Live chat (SPEC §3 chat widget settings and customer, §7 "Chat widget"): the sandbox chat service that a real
 * third-party widget host would be, mounted with the sandbox under /chat.
 *
 * - `GET /chat/api/widget_settings?account_id=<uuid>` → `{"data": ChatWidgetSettings}`; an invalid uuid is 422
 *   `validation_error`, an unknown account 404 `chat:account_not_found`.
 * - `GET /chat/frame?account_id=<uuid>&…` is the frame page; it talks to its parent page by postMessage
 *   (ChatFrameEvents out, ChatPageEvents in) and to the server by the calls below and the chat socket.
 * - `POST /chat/api/customers` `{account_id, customer_id?, unit_token?, metadata?}` → ChatCustomerSession. A unit
 *   token of a signed-in player makes the customer that player (`external_id` = our user id); `require_auth` refuses
 *   anyone else (401 `chat:auth_required`, the frame then posts `auth`). A known customer_id of the account is reused.
 *   `metadata` is merged into what the customer already has; its `email` (an email address) and `phone` (E.164, as
 *   the widget's phone parsing gives it) are the customer's contact, shown to agents; either malformed is 422.
 * - `require_email_upfront`: a customer without an email cannot send (422 `chat:email_required`); the frame asks for
 *   one first (placeholder `email_input_placeholder`) and sends it as `metadata.email`.
 * - `POST /chat/api/agent/sign_in` `{email, password}` → `{token, agent:{id, name, account_id}}`; a wrong email
 *   or password is 401 `auth:wrong_password`, rate-limited like player sign-in (429).
 *
 * The chat socket is a socket of its own: CHAT_SOCKET_PATH, as the npm `phoenix` client speaks it, with `token`
 * a chat customer token or an agent session token. As on the unit socket, the token decides what its fixed
 * topics mean (ChatTopics): `chat` is the customer's own conversation, `chat_agent` the agent's account.
 * A separate socket keeps the unit socket's rule (its token is a unit token) and lets chat run on a chat host.
 */

export const CHAT_SOCKET_PATH = '/chat/socket';
export const CHAT_MESSAGE_MAX = 2000;
/** SPEC §9 */
export const CHAT_WIDGET_VERSION = '1.1.8';

/** Demo chat accounts, one per ZA demo site (the India brand has no chat); brands carry theirs as chatAccountId. */
export const DEMO_CHAT_ACCOUNTS: Readonly<Record<number, string>> = {
  1: '3f6c1d2e-9a4b-4c7d-8e1f-2a3b4c5d6e01',
  2: '3f6c1d2e-9a4b-4c7d-8e1f-2a3b4c5d6e02',
};
/** The demo chat accounts' colour: each brand's own (its primary, themes/<brand>/primitives.ts). */
export const DEMO_CHAT_COLOURS: Readonly<Record<number, string>> = { 1: '#f5b700', 2: '#00796b' };

/**
 * The text colour to draw on a `#rrggbb` background: near-black or white, whichever contrasts more (WCAG relative
 * luminance), so a light brand colour (gold) gets dark text and a dark one white.
 */
export function textOn(background: string): '#111111' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#ffffff';
  const channel = (at: number) => {
    const value = parseInt(background.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + .05); with #111 it is (L + .05) / (0.0056 + .05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0556 ? '#ffffff' : '#111111';
}

/** The sandbox's demo agents, one per demo chat account (no real secret: sandbox logins, printed in README). */
export const DEMO_CHAT_AGENTS: ReadonlyArray<{ siteId: number; email: string; password: string; name: string }> = [
  { siteId: 1, email: 'agent@lucky-star.example', password: 'agent-demo-1', name: 'Lucky Star Support' },
  { siteId: 2, email: 'agent@golden-reef.example', password: 'agent-demo-1', name: 'Golden Reef Support' },
];

export interface WorkingHours {
  /** IANA time zone the hours are in */
  timezone: string;
  /** days 0 (Sunday) … 6, each open from..to (HH:MM, 24 h); a day not listed is closed */
  days: Array<{ day: number; from: string; to: string }>;
}

/** SPEC §3 chat widget settings; `hide_outside_working_hours` (SPEC §4's hide option) is ours. */
export interface ChatWidgetSettings {
  enable_widget: boolean;
  title: string;
  subtitle: string;
  greeting: string;
  color: string;
  away_message: string;
  new_message_placeholder: string;
  auth_message: string;
  email_input_placeholder: string;
  new_messages_notification_text: string;
  require_email_upfront: boolean;
  require_auth: boolean;
  show_agent_availability: boolean;
  agent_available_text: string;
  agent_unavailable_text: string;
  icon_variant: string;
  hide_outside_working_hours: boolean;
  account: { company_name: string; company_logo_url: string | null; is_outside_working_hours: boolean };
}

/** What the operator edits (the settings minus `account.is_outside_working_hours`, plus the hours). */
export type ChatAccountSettings = Omit<ChatWidgetSettings, 'account'> & {
  company_name: string;
  company_logo_url: string | null;
  working_hours: WorkingHours | null;
};

export interface ChatCustomerSession {
  customer_id: string;
  conversation_id: string;
  /** the chat socket's token for this customer */
  token: string;
  external_id: string | null;
  /** what the customer left to be reached by (from their metadata) */
  contact: ChatContact;
}

export interface ChatContact {
  email: string | null;
  phone: string | null;
}

/** A customer's phone in metadata: E.164. */
export const CHAT_PHONE_E164 = '^\\+[1-9][0-9]{6,14}$';

/** One message as the socket carries it: SPEC §6, support's messages have user_id and no customer_id. */
export interface ChatMessage {
  id: string;
  conversation_id: string;
  body: string;
  created_at: string;
  customer_id: string | null;
  user_id: string | null;
}

export interface ChatConversationSummary {
  id: string;
  customer_id: string;
  /** the player's name and phone when signed in, else null (a visitor) */
  customer: { name: string; phone: string } | null;
  /** the contact the customer left in the widget (a visitor's only way back) */
  contact: ChatContact;
  last_message: ChatMessage | null;
  last_activity_at: string;
  unread: number;
}

export const ChatTopics = { customer: 'chat', agent: 'chat_agent' } as const;

/** Pushes on the chat topics. */
export const ChatPushes = {
  /** client → server on `chat`: `{body}` → reply `{message}` */
  send: 'send_message',
  /** client → server on `chat`: the customer saw everything so far */
  markSeen: 'mark_seen',
  /** client → server on `chat_agent`: `{conversation_id}` → `{messages, customer}` (marks it seen) */
  open: 'open_conversation',
  /** client → server on `chat_agent`: `{conversation_id, body}` → `{message}` */
  reply: 'reply',
  /** server → client on both: `{message}` */
  message: 'message',
  /** server → agents: a conversation's summary changed `{conversation}` */
  conversation: 'conversation_updated',
} as const;

/** Join replies. */
export interface ChatJoinReply {
  conversation_id: string;
  messages: ChatMessage[];
}
export interface ChatAgentJoinReply {
  conversations: ChatConversationSummary[];
}

/** Frame → page events (SPEC §7), posted as `{source: CHAT_MESSAGE_SOURCE, type, payload}`. */
export const ChatFrameEvents = {
  ready: 'chat_loaded',
  customerCreated: 'customer_created',
  customerUpdated: 'customer_updated',
  conversationJoin: 'conversation_join',
  messageReceived: 'message_received',
  messageSent: 'message_sent',
  messagesUnseen: 'messages_unseen',
  messagesSeen: 'messages_seen',
  open: 'open',
  close: 'close',
  auth: 'auth',
} as const;
export type ChatFrameEvent = (typeof ChatFrameEvents)[keyof typeof ChatFrameEvents];

/** Page → frame events (SPEC §7). */
export const ChatPageEvents = {
  configUpdate: 'config_update',
  /** `{customerId, metadata}`; metadata may carry `unit_token` so the service knows the signed-in player */
  customerUpdate: 'customer_update',
  toggle: 'toggle',
  notificationsDisplay: 'notifications_display',
} as const;
export type ChatPageEvent = (typeof ChatPageEvents)[keyof typeof ChatPageEvents];

export const CHAT_MESSAGE_SOURCE = 'chat-widget';

export interface ChatPostMessage<T extends string = string> {
  source: typeof CHAT_MESSAGE_SOURCE;
  type: T;
  payload?: Record<string, unknown>;
}
