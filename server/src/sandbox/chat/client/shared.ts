/** What the chat frame and agent console share: their page data, DOM helpers and the chat socket. */

import { Socket } from 'phoenix';
import { CHAT_SOCKET_PATH } from '../../../../../contract/chat';

export function pageData<T>(): T {
  return JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as T;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'className' | 'textContent' | 'type', string>> = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.appendChild(child);
  return node;
}

export function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

export function chatSocket(token: string): Socket {
  const socket = new Socket(CHAT_SOCKET_PATH, { params: { token } });
  socket.connect();
  return socket;
}

export function time(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
