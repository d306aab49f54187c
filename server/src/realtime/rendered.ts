/**
 * Bus channels whose messages each socket gets in a form of its own (TopicHandler.rendered): on each node, one
 * group per channel gathers the sockets that listen to it and is itself one fanout target, so a message costs one
 * bus subscription and one `render` per batch of sockets on that node, not a subscription or a query per socket.
 */

import type { BusMessage } from '../bus/bus';
import type { Fanout, FanoutTarget } from './fanout';
import type { RealtimeLog, Render, SocketIdentity } from './types';

/** Sockets rendered for in one call: a site's thousands of sockets on a node make several short reads, not one. */
export const RENDER_BATCH = 500;

/** A socket's channel as a group sees it: whose it is, and a place among its pushes for a message being rendered. */
export interface RenderedMember {
  readonly identity: SocketIdentity;
  /** Takes the next place among the channel's pushes; the answer fills it (null: nothing for this socket). */
  reserve(): (message: BusMessage | null) => void;
}

class RenderGroup implements FanoutTarget {
  readonly members = new Set<RenderedMember>();

  constructor(
    private readonly busChannel: string,
    private readonly render: Render,
    private readonly log: RealtimeLog,
  ) {}

  deliver(message: BusMessage): void {
    // every place is taken now, in the order the bus delivered, so what comes next waits behind this message
    const places = [...this.members].map((member) => ({ identity: member.identity, fill: member.reserve() }));
    void this.renderAll(message, places);
  }

  private async renderAll(
    message: BusMessage,
    places: Array<{ identity: SocketIdentity; fill: (message: BusMessage | null) => void }>,
  ): Promise<void> {
    for (let first = 0; first < places.length; first += RENDER_BATCH) {
      const batch = places.slice(first, first + RENDER_BATCH);
      let rendered: ReadonlyMap<number, BusMessage> = new Map();
      try {
        rendered = await this.render(
          message,
          batch.map((place) => place.identity),
        );
      } catch (err) {
        // these sockets miss this one message, as they would a message Redis lost; a rejoin heals it
        this.log.warn({ err, busChannel: this.busChannel }, 'realtime: rendering a bus message failed');
      }
      for (const place of batch) place.fill(rendered.get(place.identity.unitId) ?? null);
    }
  }
}

export class RenderedChannels {
  private readonly groups = new Map<string, RenderGroup>();

  constructor(
    private readonly fanout: Fanout,
    private readonly log: RealtimeLog,
  ) {}

  /** Resolves once messages published on `busChannel` reach `member`, rendered by `render`. */
  async add(busChannel: string, render: Render, member: RenderedMember): Promise<void> {
    let group = this.groups.get(busChannel);
    if (!group) {
      group = new RenderGroup(busChannel, render, this.log);
      this.groups.set(busChannel, group);
    }
    group.members.add(member);
    try {
      // the group is one target: adding it again only waits for the same subscription
      await this.fanout.add(busChannel, group);
    } catch (err) {
      this.remove(busChannel, member);
      throw err;
    }
  }

  remove(busChannel: string, member: RenderedMember): void {
    const group = this.groups.get(busChannel);
    if (!group || !group.members.delete(member) || group.members.size > 0) return;
    this.groups.delete(busChannel);
    this.fanout.remove(busChannel, group);
  }
}
