/**
 * One bus subscription per bus channel per node, shared by every socket channel that needs it:
 * a thousand sockets of one site cost one Redis SUBSCRIBE, not a thousand.
 */

import type { Bus, BusMessage } from '../bus/bus';
import type { RealtimeLog } from './types';

export interface FanoutTarget {
  deliver(message: BusMessage): void;
}

interface Entry {
  targets: Set<FanoutTarget>;
  /** the bus unsubscribe, once the bus confirmed the subscription */
  subscription: Promise<() => Promise<void>>;
}

export class Fanout {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly bus: Bus,
    private readonly log: RealtimeLog,
  ) {}

  /** Resolves once messages published on `busChannel` reach `target`. */
  async add(busChannel: string, target: FanoutTarget): Promise<void> {
    let entry = this.entries.get(busChannel);
    if (!entry) {
      const created: Entry = { targets: new Set(), subscription: Promise.resolve(async () => {}) };
      // the handler holds its own entry, not the name: a channel dropped and subscribed again
      // must not deliver twice while the old subscription is still being torn down
      created.subscription = this.bus.subscribe(busChannel, (message) => this.deliver(created, message));
      entry = created;
      this.entries.set(busChannel, entry);
    }
    entry.targets.add(target);
    try {
      await entry.subscription;
    } catch (err) {
      entry.targets.delete(target);
      // forget the failed subscription so that the next join tries again
      if (this.entries.get(busChannel) === entry) this.entries.delete(busChannel);
      throw err;
    }
  }

  remove(busChannel: string, target: FanoutTarget): void {
    const entry = this.entries.get(busChannel);
    if (!entry || !entry.targets.delete(target) || entry.targets.size > 0) return;
    this.entries.delete(busChannel);
    void this.unsubscribe(busChannel, entry);
  }

  /** Drops every subscription (on shutdown). */
  async close(): Promise<void> {
    const entries = [...this.entries];
    this.entries.clear();
    await Promise.all(entries.map(([name, entry]) => this.unsubscribe(name, entry)));
  }

  private deliver(entry: Entry, message: BusMessage): void {
    for (const target of [...entry.targets]) {
      try {
        target.deliver(message);
      } catch (err) {
        this.log.warn({ err }, 'realtime: delivering a bus message failed');
      }
    }
  }

  private async unsubscribe(busChannel: string, entry: Entry): Promise<void> {
    try {
      const unsubscribe = await entry.subscription;
      await unsubscribe();
    } catch (err) {
      // a failed subscribe has nothing to undo; a failed unsubscribe only costs unused messages
      this.log.warn({ err, busChannel }, 'realtime: bus unsubscribe failed');
    }
  }
}
