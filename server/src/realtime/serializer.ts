/**
 * The V2 JSON serializer: every frame is a text array `[join_ref, ref, topic, event, payload]`.
 * (The client's binary frames carry ArrayBuffer payloads, which none of our topics use.)
 */

import { ChannelEvents } from './constants';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

export type ReplyStatus = 'ok' | 'error';

export function encode(message: Message): string {
  return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
}

/** `null` for anything that is not a V2 frame, which the caller drops. */
export function decode(text: string): Message | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 5) return null;
  const [joinRef, ref, topic, event, payload] = value as unknown[];
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  const jr = asRef(joinRef);
  const r = asRef(ref);
  if (jr === undefined || r === undefined) return null;
  return { joinRef: jr, ref: r, topic, event, payload };
}

/** The answer to the client push `to` (a join, a leave, a heartbeat or an event). */
export function reply(to: Message, status: ReplyStatus, response: unknown): Message {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: ChannelEvents.reply,
    payload: { status, response },
  };
}

/**
 * Each bus message's push frames without their join_ref, per topic: `null,"topic","event",payload]`. Every socket
 * joined to the topic gets the same bytes after its own join_ref, so an event for a whole site is encoded once per
 * node rather than once per socket. Held as long as the message is (a WeakMap), which is one delivery.
 */
const pushTails = new WeakMap<object, Map<string, string>>();

/**
 * A server push on a joined channel, encoded: its join_ref, so the client can tell it from an older join, and no ref.
 * The same text `encode` makes of `{joinRef, ref: null, topic, event, payload}`.
 */
export function encodePush(joinRef: string, topic: string, message: { event: string; payload: unknown }): string {
  let tails = pushTails.get(message);
  if (!tails) {
    tails = new Map();
    pushTails.set(message, tails);
  }
  let tail = tails.get(topic);
  if (tail === undefined) {
    tail = JSON.stringify([null, topic, message.event, message.payload]).slice(1);
    tails.set(topic, tail);
  }
  return `[${JSON.stringify(joinRef)},${tail}`;
}

// refs are strings from the npm client; numbers are accepted as other clients send them
function asRef(value: unknown): string | null | undefined {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
