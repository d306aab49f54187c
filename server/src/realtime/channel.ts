/**
 * One topic joined by one socket: which join it is (join_ref), the bus channels it listens to,
 * and the pushes it holds back until its join has been answered, or until a push before them has been rendered.
 */

import type { BusMessage } from '../bus/bus';
import { Limits } from './constants';
import type { Fanout, FanoutTarget } from './fanout';
import type { RenderedChannels, RenderedMember } from './rendered';
import { encodePush } from './serializer';
import type { RenderedTopic, SocketIdentity } from './types';

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

/** What a channel without a given kind of bus channel holds: one empty list shared by all of them. */
const NONE: readonly string[] = [];

export class Channel implements FanoutTarget, RenderedMember {
  private state: ChannelState = 'joining';
  /** pushes not sent yet, in the order the bus gave them: while the join is being answered (sent after the reply,
   *  never before it, so the client applies them on top of the joined state rather than under it), and behind a
   *  push still being rendered; null while there are none, as there mostly are not */
  private line: Place[] | null = null;
  /** the bus channels it listens to, plain and rendered: listed before each is added, so that a close while
   *  subscribing removes it too (removing one never added does nothing) */
  private busChannels = NONE;
  private renderedChannels = NONE;

  constructor(
    readonly topic: string,
    readonly joinRef: string,
    private readonly owner: ChannelOwner,
  ) {}

  get current(): ChannelState {
    return this.state;
  }

  get identity(): SocketIdentity {
    return this.owner.identity;
  }

  /** Listens to the bus channels before the join is answered, so no event falls between the two. */
  async subscribe(busChannels: readonly string[], rendered?: RenderedTopic): Promise<void> {
    const { hub, identity } = this.owner;
    const names = distinct(busChannels);
    this.busChannels = names;
    for (const [i, name] of names.entries()) {
      if (this.state === 'closed') return;
      names[i] = await hub.fanout.add(name, this);
    }
    if (!rendered) return;
    const renderedNames = distinct(rendered.channels(identity));
    this.renderedChannels = renderedNames;
    for (const [i, name] of renderedNames.entries()) {
      if (this.state === 'closed') return;
      renderedNames[i] = await hub.rendered.add(name, rendered.render, this);
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

  /** Stops pushes and releases the bus channels. Idempotent. */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.line = null;
    const { hub } = this.owner;
    for (const name of this.busChannels) hub.fanout.remove(name, this);
    for (const name of this.renderedChannels) hub.rendered.remove(name, this);
    this.busChannels = NONE;
    this.renderedChannels = NONE;
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

/** The names once each, in a list of their own of the exact size (the caller writes into it). */
function distinct(names: readonly string[]): string[] {
  return names.length === 0 ? [] : [...new Set(names)];
}
