/**
 * One topic joined by one socket: which join it is (join_ref), the bus channels it listens to,
 * and the pushes it holds back until its join has been answered, or until a push before them has been rendered.
 */

import type { BusMessage } from '../bus/bus';
import { Limits } from './constants';
import type { Fanout, FanoutTarget } from './fanout';
import type { RenderedChannels, RenderedMember } from './rendered';
import { encodePush } from './serializer';
import type { SocketIdentity, TopicHandler } from './types';

export type ChannelState = 'joining' | 'joined' | 'closed';

/** A push in the channel's line: a bus message, or the place of one being rendered (ready once it is). */
interface Place {
  message: BusMessage | null;
  ready: boolean;
}

/** Where a channel's bus channels come from: the node's fanout, and its groups of rendered channels. */
export interface ChannelHub {
  fanout: Fanout;
  rendered: RenderedChannels;
}

/** The socket a channel belongs to: whose it is, where its bus channels come from, and the way to its client. */
export interface ChannelOwner {
  readonly identity: SocketIdentity;
  readonly hub: ChannelHub;
  /** sends an encoded frame to the client */
  sendFrame(frame: string): void;
}

export class Channel implements FanoutTarget, RenderedMember {
  private state: ChannelState = 'joining';
  /** pushes not sent yet, in the order the bus gave them: while the join is being answered (sent after the reply,
   *  never before it, so the client applies them on top of the joined state rather than under it), and behind a
   *  push still being rendered; null while there are none, as there mostly are not */
  private line: Place[] | null = null;

  constructor(
    readonly topic: string,
    readonly joinRef: string,
    private readonly owner: ChannelOwner,
    /** the topic's handler, which names the bus channels: asked again on close rather than its answer kept */
    private readonly handler: TopicHandler,
  ) {}

  get current(): ChannelState {
    return this.state;
  }

  get identity(): SocketIdentity {
    return this.owner.identity;
  }

  /** Listens to the bus channels before the join is answered, so no event falls between the two. */
  async subscribe(): Promise<void> {
    const { hub, identity } = this.owner;
    for (const name of new Set(this.handler.channels(identity))) {
      if (this.state === 'closed') return;
      await hub.fanout.add(name, this);
    }
    const rendered = this.handler.rendered;
    for (const name of new Set(rendered?.channels(identity) ?? [])) {
      if (this.state === 'closed' || !rendered) return;
      await hub.rendered.add(name, rendered.render, this);
    }
  }

  /** The join was answered ok: from now on bus messages go to the client as soon as those before them have. */
  activate(): void {
    if (this.state !== 'joining') return;
    this.state = 'joined';
    this.flush();
  }

  deliver(message: BusMessage): void {
    if (this.state === 'joined' && this.line === null) {
      this.owner.sendFrame(encodePush(this.joinRef, this.topic, message));
      return;
    }
    this.enqueue({ message, ready: true });
  }

  reserve(): (message: BusMessage | null) => void {
    const place: Place = { message: null, ready: false };
    if (!this.enqueue(place)) return () => {};
    return (message) => {
      place.message = message;
      place.ready = true;
      this.flush();
    };
  }

  /**
   * Stops pushes and releases the bus channels: all the topic names, whether or not the join got to add each (one
   * never added is no member to remove). Idempotent.
   */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.line = null;
    const { hub, identity } = this.owner;
    try {
      for (const name of this.handler.channels(identity)) hub.fanout.remove(name, this);
      for (const name of this.handler.rendered?.channels(identity) ?? []) hub.rendered.remove(name, this);
    } catch {
      // a handler whose names throw threw at the join too, before anything was added
    }
  }

  private enqueue(place: Place): boolean {
    // past the limit the join is stuck (the client times it out and rejoins for the full state) or a render is (its
    // database is down): what does not fit is lost, as Redis may lose it
    if (this.state === 'closed' || (this.line?.length ?? 0) >= Limits.heldPushes) return false;
    (this.line ??= []).push(place);
    return true;
  }

  private flush(): void {
    if (this.state !== 'joined' || this.line === null) return;
    const line = this.line;
    let sent = 0;
    while (sent < line.length && line[sent]!.ready) {
      const { message } = line[sent]!;
      sent++;
      if (message) this.owner.sendFrame(encodePush(this.joinRef, this.topic, message));
    }
    this.line = sent === line.length ? null : line.slice(sent);
  }
}
