/**
 * One connected client, whatever its transport: the topics it joined, its heartbeats, and the
 * order in which its frames are handled (one at a time, as a Phoenix socket process does, so a
 * push that follows a join is handled after that join).
 */

import { ChannelEvents, CloseCodes, HEARTBEAT_EVENT, Limits, PHOENIX_TOPIC } from './constants';
import { Channel, type ChannelHub, type ChannelOwner } from './channel';
import { decode, encode, reply, type Message } from './serializer';
import type { JoinResult, RealtimeLog, SocketIdentity, TopicHandler } from './types';

/** What a transport does for a socket. */
export interface Transport {
  write(frame: string): void;
  /** ends the connection; resolves once it is gone (or given up on) */
  end(code: number, reason: string): Promise<void>;
  /** whether the client has gone quiet for longer than this transport allows */
  isIdle(now: number): boolean;
}

export interface SocketContext {
  topics: Record<string, TopicHandler>;
  hub: ChannelHub;
  log: RealtimeLog;
  /** called once when the socket is closed, to forget it */
  onClosed(socket: RealtimeSocket): void;
}

const NO_CHANNELS: readonly Channel[] = [];

export class RealtimeSocket implements ChannelOwner {
  /** At most one per topic, and a socket joins a few: a short list costs less than a Map. Replaced, never changed
   *  in place (concat and toSpliced make arrays of the exact size, where push leaves room for 17). */
  private channels: readonly Channel[] = NO_CHANNELS;
  /** the frames being handled, one after another; null when none is */
  private queue: Promise<void> | null = null;
  private pending = 0;
  private closed = false;

  constructor(
    readonly identity: SocketIdentity,
    readonly transport: Transport,
    private readonly ctx: SocketContext,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  get hub(): ChannelHub {
    return this.ctx.hub;
  }

  /** A text frame from the client. */
  receive(text: string): void {
    if (this.closed) return;
    const message = decode(text);
    if (!message) {
      this.ctx.log.warn({ unitId: this.identity.unitId }, 'realtime: dropped a frame that is not V2 JSON');
      return;
    }
    // answered at once, not behind a slow join, as a late heartbeat reply makes the client reconnect
    if (message.topic === PHOENIX_TOPIC && message.event === HEARTBEAT_EVENT) {
      this.send(reply(message, 'ok', {}));
      return;
    }
    if (this.pending >= Limits.pendingFrames) {
      this.ctx.log.warn({ unitId: this.identity.unitId }, 'realtime: too many pending frames, closing');
      void this.close(CloseCodes.policyViolation, 'too many pending frames');
      return;
    }
    this.pending++;
    this.queue = (this.queue ?? Promise.resolve())
      .then(() => this.dispatch(message))
      .catch((err: unknown) => this.ctx.log.warn({ err, topic: message.topic }, 'realtime: frame handling failed'))
      .finally(() => {
        // every frame before is handled: the next starts a line of its own, and a quiet socket holds no promise
        if (--this.pending === 0) this.queue = null;
      });
  }

  /** Closes the connection and every channel. Idempotent. */
  async close(code: number, reason: string): Promise<void> {
    if (this.closed) return;
    this.dispose();
    await this.transport.end(code, reason);
  }

  /** The connection is gone (the transport saw it close): stop the channels. Idempotent. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.channels) channel.close();
    this.channels = NO_CHANNELS;
    this.ctx.onClosed(this);
  }

  private send(message: Message): void {
    this.sendFrame(encode(message));
  }

  /** An encoded frame to the client, unless the socket is closed. */
  sendFrame(frame: string): void {
    if (!this.closed) this.transport.write(frame);
  }

  private async dispatch(message: Message): Promise<void> {
    if (this.closed) return;
    if (message.event === ChannelEvents.join) return this.join(message);
    const channel = this.channelOf(message.topic);
    if (message.event === ChannelEvents.leave) return this.leave(message, channel);
    if (!channel || channel.joinRef !== message.joinRef) {
      // the client pushes only on joined channels; this one was closed or never joined here
      this.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    const handler = this.ctx.topics[message.topic];
    const handleIn = handler?.handleIn;
    const result: JoinResult = handleIn
      ? await this.guard(
          () => handleIn.call(handler, message.event, asParams(message.payload), this.identity),
          'internal error',
        )
      : { status: 'error', response: { reason: 'unknown event' } };
    if (channel.current !== 'closed') this.send(reply(message, result.status, result.response));
  }

  private async join(message: Message): Promise<void> {
    const handler = Object.hasOwn(this.ctx.topics, message.topic) ? this.ctx.topics[message.topic] : undefined;
    if (!handler || message.ref === null) {
      this.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    // a second join of the same topic replaces the first, as in Phoenix; the client ignores
    // the phx_close as it carries the old join_ref
    const previous = this.channelOf(message.topic);
    if (previous) {
      previous.close();
      this.forget(previous);
      this.send({
        joinRef: previous.joinRef,
        ref: previous.joinRef,
        topic: previous.topic,
        event: ChannelEvents.close,
        payload: {},
      });
    }
    const joinRef = message.joinRef ?? message.ref;
    const channel = new Channel(message.topic, joinRef, this, handler);
    this.channels = this.channels.concat(channel);

    let result: JoinResult;
    try {
      await channel.subscribe();
      result = await this.guard(() => handler.join(this.identity, asParams(message.payload)), 'join crashed');
    } catch (err) {
      this.ctx.log.warn({ err, topic: message.topic }, 'realtime: join setup failed');
      result = { status: 'error', response: { reason: 'unavailable' } };
    }
    if (channel.current === 'closed') return; // left, replaced or disconnected meanwhile
    if (result.status !== 'ok') {
      channel.close();
      this.forget(channel);
    }
    this.send(reply(message, result.status, result.response));
    if (result.status === 'ok') channel.activate();
  }

  private leave(message: Message, channel: Channel | undefined): void {
    // a leave for an older join raced a replacement; Phoenix does not answer it either
    if (channel && message.joinRef !== null && channel.joinRef !== message.joinRef) return;
    if (channel) {
      channel.close();
      this.forget(channel);
    }
    this.send(reply(message, 'ok', {}));
  }

  private channelOf(topic: string): Channel | undefined {
    return this.channels.find((channel) => channel.topic === topic);
  }

  private forget(channel: Channel): void {
    const at = this.channels.indexOf(channel);
    if (at !== -1) this.channels = this.channels.length === 1 ? NO_CHANNELS : this.channels.toSpliced(at, 1);
  }

  /** A handler that throws answers an error instead of taking the socket down. */
  private async guard(run: () => Promise<JoinResult>, reason: string): Promise<JoinResult> {
    try {
      return await run();
    } catch (err) {
      this.ctx.log.warn({ err, unitId: this.identity.unitId }, `realtime: ${reason}`);
      return { status: 'error', response: { reason } };
    }
  }
}

function asParams(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : {};
}
