/**
 * The agent console (/chat/agent/): sign in, the account's conversations (newest activity first, unread marked),
 * open one, see who the customer is, reply. Live over the chat socket's `chat_agent` topic.
 */

import type { Channel } from 'phoenix';
import {
  ChatPushes,
  ChatTopics,
  CHAT_MESSAGE_MAX,
  type ChatAgentJoinReply,
  type ChatConversationSummary,
  type ChatMessage,
} from '../../../../../contract/chat';
import { BACKOFFICE_CSRF_HEADER, BackofficePaths } from '../../../../../contract/backoffice';
import { byId, chatSocket, el, time } from './shared';

const TOKEN_KEY = 'chat-agent-token';
const conversations = new Map<string, ChatConversationSummary>();
let current: string | null = null;
let channel: Channel | null = null;

const signIn = byId<HTMLFormElement>('sign-in');
const consoleView = byId<HTMLDivElement>('console');
const list = byId<HTMLUListElement>('conversations');
const thread = byId<HTMLOListElement>('thread');
const who = byId<HTMLHeadingElement>('customer');
const reply = byId<HTMLFormElement>('reply');
const replyBody = byId<HTMLTextAreaElement>('reply-body');
const error = byId<HTMLParagraphElement>('sign-in-error');
replyBody.maxLength = CHAT_MESSAGE_MAX;

/** The player's name when signed in (else 'visitor'), with every way back they left: their phone, the widget's. */
const customerName = (c: ChatConversationSummary) => {
  const reach = [...new Set([c.customer?.phone, c.contact.phone, c.contact.email].filter(Boolean))].join(', ');
  const who = c.customer?.name ?? 'visitor';
  return reach ? `${who} (${reach})` : who;
};

function renderList(): void {
  const sorted = [...conversations.values()].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at));
  list.replaceChildren(
    ...sorted.map((c) => {
      const button = el(
        'button',
        { type: 'button', className: c.id === current ? 'current' : '' },
        el('strong', { textContent: customerName(c) }),
        el('span', { textContent: c.last_message?.body ?? '' }),
      );
      if (c.unread > 0 && c.id !== current) {
        button.appendChild(el('em', { className: 'unread', textContent: `${c.unread} unread` }));
      }
      button.addEventListener('click', () => open(c.id));
      return el('li', {}, button);
    }),
  );
}

function showMessage(message: ChatMessage): void {
  if (document.getElementById(`m-${message.id}`)) return;
  const item = el(
    'li',
    { className: message.customer_id ? 'theirs' : 'mine' },
    el('p', { textContent: message.body }),
    el('time', { textContent: time(message.created_at) }),
  );
  item.id = `m-${message.id}`;
  thread.appendChild(item);
  thread.scrollTop = thread.scrollHeight;
}

function open(id: string): void {
  current = id;
  channel
    ?.push(ChatPushes.open, { conversation_id: id })
    .receive('ok', (answer: { conversation: ChatConversationSummary; messages: ChatMessage[] }) => {
      conversations.set(id, answer.conversation);
      who.textContent = customerName(answer.conversation);
      thread.replaceChildren();
      answer.messages.forEach(showMessage);
      reply.hidden = false;
      renderList();
      replyBody.focus();
    });
}

function connect(token: string): void {
  const socket = chatSocket(token);
  channel = socket.channel(ChatTopics.agent, {});
  channel.on(ChatPushes.conversation, (payload: { conversation: ChatConversationSummary; message: ChatMessage }) => {
    conversations.set(payload.conversation.id, payload.conversation);
    if (payload.conversation.id === current) {
      showMessage(payload.message);
      // seen as it arrives: tell the server so the unread count stays at zero
      if (payload.message.customer_id) channel?.push(ChatPushes.open, { conversation_id: current });
    }
    renderList();
  });
  channel
    .join()
    .receive('ok', (answer: ChatAgentJoinReply) => {
      signIn.hidden = true;
      consoleView.hidden = false;
      conversations.clear();
      for (const c of answer.conversations) conversations.set(c.id, c);
      renderList();
    })
    .receive('error', () => {
      sessionStorage.removeItem(TOKEN_KEY);
      socket.disconnect();
      signIn.hidden = false;
      consoleView.hidden = true;
    });
}

signIn.addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(signIn);
  error.textContent = '';
  void fetch('/chat/api/agent/sign_in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
  }).then(async (answer) => {
    const body = (await answer.json()) as { token?: string; error?: { message: string } };
    if (!answer.ok || !body.token) {
      error.textContent = body.error?.message ?? 'Sign-in failed';
      return;
    }
    sessionStorage.setItem(TOKEN_KEY, body.token);
    connect(body.token);
  });
});

reply.addEventListener('submit', (event) => {
  event.preventDefault();
  const body = replyBody.value.trim();
  if (!body || !current) return;
  channel
    ?.push(ChatPushes.reply, { conversation_id: current, body })
    .receive('ok', (answer: { message: ChatMessage }) => {
      replyBody.value = '';
      showMessage(answer.message);
    });
});

/** Opened from the back office's menu: its session signs the staff member in (the server checks their role). */
async function backofficeSignIn(): Promise<void> {
  const answer = await fetch(BackofficePaths.sandboxChatAgentSignIn, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [BACKOFFICE_CSRF_HEADER]: '1' },
  });
  const body = (await answer.json()) as { token?: string; error?: { message: string } };
  if (!answer.ok || !body.token) {
    error.textContent = body.error?.message ?? 'Sign-in failed';
    return;
  }
  sessionStorage.setItem(TOKEN_KEY, body.token);
  connect(body.token);
}

const saved = sessionStorage.getItem(TOKEN_KEY);
if (saved) connect(saved);
else if (new URLSearchParams(location.search).has('backoffice')) void backofficeSignIn();
