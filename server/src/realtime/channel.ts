/**
 * One topic joined by one socket: which join it is (join_ref), the bus channels it listens to,
 * and the pushes it holds back until its join has been answered.
 */

import type { BusMessage } from '../bus/bus';
import { Limits } from './constants';
import type { Fanout, FanoutTarget } from './fanout';
import { encodePush } from './serializer';

export type ChannelState = 'joining' | 'joined' | 'closed';

export class Channel implements FanoutTarget {
  private state: ChannelState = 'joining';
  /** pushes that arrived while the join was being answered: sent after the reply, never before it,
   *  so the client applies them on top of the joined state rather than under it */
  private held: BusMessage[] = [];
  private subscribed: string[] = [];

  constructor(
    readonly topic: string,
    readonly joinRef: string,
    private readonly fanout: Fanout,
    /** sends an encoded frame to the client */
    private readonly send: (frame: string) => void,
  ) {}

  get current(): ChannelState {
    return this.state;
  }

  /** Listens to the bus channels before the join is answered, so no event falls between the two. */
  async subscribe(busChannels: readonly string[]): Promise<void> {
    for (const name of new Set(busChannels)) {
      if (this.state === 'closed') return;
      this.subscribed.push(name);
      await this.fanout.add(name, this);
    }
  }

  /** The join was answered ok: from now on bus messages go straight to the client. */
  activate(): void {
    if (this.state !== 'joining') return;
    this.state = 'joined';
    const held = this.held;
    this.held = [];
    for (const message of held) this.deliver(message);
  }

  deliver(message: BusMessage): void {
    if (this.state === 'joined') {
      this.send(encodePush(this.joinRef, this.topic, message));
    } else if (this.state === 'joining' && this.held.length < Limits.joinBuffer) {
      // past the limit the join is stuck; the client times it out and rejoins for the full state
      this.held.push(message);
    }
  }

  /** Stops pushes and releases the bus channels. Idempotent. */
  close(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.held = [];
    for (const name of this.subscribed) this.fanout.remove(name, this);
    this.subscribed = [];
  }
}
