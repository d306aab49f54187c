/**
 * One topic joined by one socket: which join it is (join_ref), the bus channels it listens to,
 * and the pushes it holds back until its join has been answered, or until a push before them has been rendered.
 */

import type { BusMessage } from '../bus/bus';
import { Limits } from './constants';
import type { Fanout, FanoutTarget } from './fanout';
import type { RenderedChannels, RenderedMember } from './rendered';
import { encodePush } from './serializer';
import type { Render, SocketIdentity } from './types';

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

export class Channel implements FanoutTarget, RenderedMember {
  private state: ChannelState = 'joining';
  /** pushes not sent yet, in the order the bus gave them: while the join is being answered (sent after the reply,
   *  never before it, so the client applies them on top of the joined state rather than under it), and behind a
   *  push still being rendered */
  private line: Place[] = [];
  private subscribed: string[] = [];
  private renderedSubscribed: string[] = [];

  constructor(
    readonly topic: string,
    readonly joinRef: string,
    readonly identity: SocketIdentity,
    private readonly hub: ChannelHub,
    /** sends an encoded frame to the client */
    private readonly send: (frame: string) => void,
  ) {}

  get current(): ChannelState {
    return this.state;
  }

  /** Listens to the bus channels before the join is answered, so no event falls between the two. */
  async subscribe(
    busChannels: readonly string[],
    rendered?: { channels: readonly string[]; render: Render },
  ): Promise<void> {
    for (const name of new Set(busChannels)) {
      if (this.state === 'closed') return;
      this.subscribed.push(name);
      await this.hub.fanout.add(name, this);
    }
    for (const name of new Set(rendered?.channels ?? [])) {
      if (this.state === 'closed' || !rendered) return;
      this.renderedSubscribed.push(name);
      await this.hub.rendered.add(name, rendered.render, this);
    }
  }

  /** The join was answered ok: from now on bus messages go to the client as soon as those before them have. */
  activate(): void {
    if (this.state !== 'joining') return;
    this.state = 'joined';
    this.flush();
  }

  deliver(message: BusMessage): void {
    if (this.state === 'joined' && this.line.length === 0) {
      this.send(encodePush(this.joinRef, this.topic, message));
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

  /** Stops pushes and releases the bus channels. Idempotent. */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.line = [];
    for (const name of this.subscribed) this.hub.fanout.remove(name, this);
    for (const name of this.renderedSubscribed) this.hub.rendered.remove(name, this);
    this.subscribed = [];
    this.renderedSubscribed = [];
  }

  private enqueue(place: Place): boolean {
    // past the limit the join is stuck (the client times it out and rejoins for the full state) or a render is (its
    // database is down): what does not fit is lost, as Redis may lose it
    if (this.state === 'closed' || this.line.length >= Limits.heldPushes) return false;
    this.line.push(place);
    return true;
  }

  private flush(): void {
    if (this.state !== 'joined') return;
    let sent = 0;
    while (sent < this.line.length && this.line[sent]!.ready) {
      const { message } = this.line[sent]!;
      sent++;
      if (message) this.send(encodePush(this.joinRef, this.topic, message));
    }
    this.line = sent === this.line.length ? [] : this.line.slice(sent);
  }
}
