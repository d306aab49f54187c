/**
 * The chat frame (SPEC §7 "Chat widget"): the conversation window the site embeds. It talks to its parent page by
 * postMessage, only with the site origins it was given, and to the chat service by HTTP and the chat socket.
 */

import type { Channel, Socket } from 'phoenix';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_SOURCE,
  ChatFrameEvents,
  ChatPageEvents,
  ChatPushes,
  ChatTopics,
  type ChatCustomerSession,
  type ChatFrameEvent,
  type ChatJoinReply,
  type ChatMessage,
  type ChatWidgetSettings,
  textOn,
} from '../../../../../contract/chat';
import { ErrorCodes } from '../../../../../contract/errors';
import { byId, chatSocket, el, pageData, time } from './shared';

interface FrameData {
  accountId: string;
  settings: ChatWidgetSettings;
  allowedOrigins: string[];
}

const data = pageData<FrameData>();
const allowed = new Set(data.allowedOrigins);
const parentOrigin = ((): string | null => {
  const fromQuery = new URLSearchParams(location.search).get('origin');
  const fromReferrer = document.referrer ? new URL(document.referrer).origin : null;
  for (const candidate of [fromQuery, fromReferrer]) if (candidate && allowed.has(candidate)) return candidate;
  return null;
})();

let isOpen = false;
let unseen = 0;
let channel: Channel | null = null;
let socket: Socket | null = null;
let starting: string | null = null;
/** the customer as last started: the email form starts them again with their email */
let current: { customerId: string; unitToken: string | undefined; metadata: Record<string, unknown> } | null = null;

function post(type: ChatFrameEvent, payload: Record<string, unknown> = {}): void {
  if (parentOrigin && window.parent !== window) {
    window.parent.postMessage({ source: CHAT_MESSAGE_SOURCE, type, payload }, parentOrigin);
  }
}

const list = byId<HTMLOListElement>('messages');
const form = byId<HTMLFormElement>('compose');
const input = byId<HTMLTextAreaElement>('body');
const notice = byId<HTMLDivElement>('notice');
const emailForm = byId<HTMLFormElement>('email-form');
const emailInput = byId<HTMLInputElement>('email');
input.maxLength = CHAT_MESSAGE_MAX;
input.placeholder = data.settings.new_message_placeholder;
byId('title').textContent = data.settings.title;
byId('subtitle').textContent = data.settings.account.is_outside_working_hours
  ? data.settings.agent_unavailable_text
  : data.settings.show_agent_availability
    ? data.settings.agent_available_text
    : data.settings.subtitle;
document.documentElement.style.setProperty('--accent', data.settings.color);
document.documentElement.style.setProperty('--accent-text', textOn(data.settings.color));

function show(message: ChatMessage): void {
  if (document.getElementById(`m-${message.id}`)) return;
  const mine = message.customer_id !== null;
  const item = el(
    'li',
    { className: mine ? 'mine' : 'theirs' },
    el('p', { textContent: message.body }),
    el('time', { textContent: time(message.created_at) }),
  );
  item.id = `m-${message.id}`;
  list.appendChild(item);
  list.scrollTop = list.scrollHeight;
}

function greet(): void {
  list.replaceChildren(el('li', { className: 'theirs greeting' }, el('p', { textContent: data.settings.greeting })));
  if (data.settings.account.is_outside_working_hours) {
    list.appendChild(el('li', { className: 'theirs greeting' }, el('p', { textContent: data.settings.away_message })));
  }
}

function markSeen(): void {
  if (!isOpen || document.hidden || unseen === 0) return;
  unseen = 0;
  post(ChatFrameEvents.messagesSeen);
  channel?.push(ChatPushes.markSeen, {});
}

function askToSignIn(): void {
  form.hidden = true;
  notice.replaceChildren(
    el('p', { textContent: data.settings.auth_message }),
    (() => {
      const button = el('button', { type: 'button', textContent: 'Sign in' });
      button.addEventListener('click', () => post(ChatFrameEvents.auth));
      return button;
    })(),
  );
  notice.hidden = false;
}

/** SPEC §3 require_email_upfront: the first message waits for an email address. */
function askForEmail(): void {
  form.hidden = true;
  emailForm.hidden = false;
  emailInput.focus();
}

/*
 * The customer's last token, kept by the frame for the tab (a reload starts the customer again): a visitor shows it to
 * be started again as the same customer, since their customer id alone, which the page keeps, proves nothing.
 */
const CUSTOMER_TOKEN_KEY = 'chat_customer_token';

function keptToken(customerId: string | undefined): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(CUSTOMER_TOKEN_KEY) ?? 'null') as { id?: unknown; token?: unknown };
    return kept && kept.id === customerId && typeof kept.token === 'string' ? kept.token : undefined;
  } catch {
    return undefined;
  }
}

function keepToken(session: ChatCustomerSession): void {
  try {
    sessionStorage.setItem(CUSTOMER_TOKEN_KEY, JSON.stringify({ id: session.customer_id, token: session.token }));
  } catch {
    // storage refused: a reload starts a new customer
  }
}

async function start(customerId: string | undefined, metadata: Record<string, unknown>): Promise<void> {
  const unitToken = typeof metadata.unit_token === 'string' ? metadata.unit_token : undefined;
  // the same customer told the same again (the page re-sends it on every change of its own) is not started twice
  const key = JSON.stringify([customerId, unitToken, metadata.email, metadata.phone]);
  if (starting === key) return;
  starting = key;
  const { unit_token: _omitted, ...rest } = metadata;
  const answer = await fetch('/chat/api/customers', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account_id: data.accountId,
      customer_id: customerId,
      customer_token: keptToken(customerId),
      unit_token: unitToken,
      metadata: rest,
    }),
  });
  if (answer.status === 401) {
    askToSignIn();
    return;
  }
  if (!answer.ok) {
    notice.replaceChildren(el('p', { textContent: 'Chat is unavailable right now.' }));
    notice.hidden = false;
    return;
  }
  const next = (await answer.json()) as ChatCustomerSession;
  keepToken(next);
  current = { customerId: next.customer_id, unitToken, metadata: rest };
  post(customerId === next.customer_id ? ChatFrameEvents.customerUpdated : ChatFrameEvents.customerCreated, {
    customer_id: next.customer_id,
    external_id: next.external_id,
  });
  notice.hidden = true;
  if (data.settings.require_email_upfront && !next.contact.email) askForEmail();
  else {
    emailForm.hidden = true;
    form.hidden = false;
  }
  join(next);
}

emailForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const email = emailInput.value.trim();
  if (!current || !emailInput.checkValidity()) return;
  void start(current.customerId, { ...current.metadata, unit_token: current.unitToken, email }).then(() => {
    if (!emailForm.hidden) return;
    input.focus();
  });
});

function join(current: ChatCustomerSession): void {
  // a new session is a new token: the old socket would be refused on its next reconnect
  socket?.disconnect();
  socket = chatSocket(current.token);
  channel = socket.channel(ChatTopics.customer, {});
  channel.on(ChatPushes.message, (payload: { message: ChatMessage }) => {
    const message = payload.message;
    show(message);
    const fromSupport = message.user_id !== null && message.customer_id === null;
    if (!fromSupport) return;
    post(ChatFrameEvents.messageReceived, { message, user_id: message.user_id, customer_id: null });
    unseen += 1;
    if (isOpen && !document.hidden) markSeen();
    else post(ChatFrameEvents.messagesUnseen, { count: unseen });
  });
  channel.join().receive('ok', (reply: ChatJoinReply) => {
    greet();
    reply.messages.forEach(show);
    post(ChatFrameEvents.conversationJoin, {
      conversation_id: reply.conversation_id,
      customer_id: current.customer_id,
    });
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const body = input.value.trim();
  if (!body || !channel) return;
  channel
    .push(ChatPushes.send, { body })
    .receive('ok', (reply: { message: ChatMessage }) => {
      input.value = '';
      show(reply.message);
      post(ChatFrameEvents.messageSent, { message: reply.message, customer_id: reply.message.customer_id });
    })
    .receive('error', (reply: { code?: string }) => {
      // the operator turned require_email_upfront on since this frame loaded
      if (reply.code === ErrorCodes.chatEmailRequired) askForEmail();
    });
});
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && !event.shiftKey) {
    event.preventDefault();
    form.requestSubmit();
  }
});
byId('close').addEventListener('click', () => {
  isOpen = false;
  post(ChatFrameEvents.close);
});
document.addEventListener('visibilitychange', markSeen);

window.addEventListener('message', (event: MessageEvent) => {
  // SPEC §6: only the site's own pages speak to the frame
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const message = event.data as { source?: unknown; type?: unknown; payload?: Record<string, unknown> };
  if (message?.source !== CHAT_MESSAGE_SOURCE) return;
  const payload = message.payload ?? {};
  switch (message.type) {
    case ChatPageEvents.toggle:
      isOpen = payload.isOpen === true;
      post(isOpen ? ChatFrameEvents.open : ChatFrameEvents.close);
      if (isOpen) {
        input.focus();
        markSeen();
      }
      break;
    case ChatPageEvents.customerUpdate:
      void start(
        typeof payload.customerId === 'string' ? payload.customerId : undefined,
        typeof payload.metadata === 'object' && payload.metadata !== null
          ? (payload.metadata as Record<string, unknown>)
          : {},
      );
      break;
    default:
      break;
  }
});

greet();
post(ChatFrameEvents.ready, { settings: data.settings });
