/**
 * The bus across nodes: Redis pub/sub, so that an event published on node A reaches a socket on node B.
 * Redis pub/sub is at-most-once; socket joins answer the full current state, which heals a lost event.
 */

import { Redis } from 'ioredis';
import { deliverAll, isBusMessage, type Bus, type BusHandler, type BusLog, type BusMessage } from './bus';

export interface RedisBusOptions {
  log?: BusLog;
}

export function createRedisBus(url: string, options: RedisBusOptions = {}): Bus {
  const log = options.log ?? console;
  // a connection in subscriber mode can run no other command, so publishing needs its own
  // Auto-pipelining sends the publishes of one event-loop turn in one write.
  const publisher = new Redis(url, { lazyConnect: false, enableAutoPipelining: true });
  const subscriber = new Redis(url, { lazyConnect: false });
  // without listeners ioredis prints every reconnect attempt; it reconnects (and resubscribes) by itself
  publisher.on('error', (err: unknown) => log.warn({ err }, 'redis bus publisher error'));
  subscriber.on('error', (err: unknown) => log.warn({ err }, 'redis bus subscriber error'));

  /** the local handlers of each channel, and its one Redis SUBSCRIBE which they all share */
  const channels = new Map<string, { handlers: Set<BusHandler>; ready: Promise<unknown> }>();
  let closed = false;

  subscriber.on('message', (channel: string, raw: string) => {
    const handlers = channels.get(channel)?.handlers;
    if (!handlers) return; // an UNSUBSCRIBE is on its way
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      log.warn({ channel }, 'redis bus: message is not JSON, dropped');
      return;
    }
    if (!isBusMessage(message)) {
      log.warn({ channel }, 'redis bus: message has no event, dropped');
      return;
    }
    deliverAll(handlers, message, (err) => log.warn({ err, channel }, 'bus handler failed'));
  });

  return {
    async publish(channel: string, message: BusMessage) {
      if (closed) throw new Error('bus closed');
      await publisher.publish(channel, JSON.stringify(message));
    },

    async subscribe(channel: string, handler: BusHandler) {
      if (closed) throw new Error('bus closed');
      const registration: BusHandler = (message) => handler(message);
      let entry = channels.get(channel);
      if (!entry) {
        // commands keep their order on the one connection, so a quick UNSUBSCRIBE then SUBSCRIBE
        // of the same channel ends subscribed
        entry = { handlers: new Set(), ready: subscriber.subscribe(channel) };
        channels.set(channel, entry);
      }
      const mine = entry;
      mine.handlers.add(registration);
      try {
        // resolves once Redis confirmed, so no message published after this returns is missed
        await mine.ready;
      } catch (err) {
        // the next subscriber tries again with a fresh SUBSCRIBE
        if (channels.get(channel) === mine) channels.delete(channel);
        throw err;
      }

      let done = false;
      return async () => {
        if (done) return;
        done = true;
        const current = channels.get(channel);
        // a channel dropped and subscribed again since has a new entry, without this registration
        if (current !== mine || !mine.handlers.delete(registration) || mine.handlers.size > 0) return;
        channels.delete(channel);
        if (!closed) await subscriber.unsubscribe(channel);
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      channels.clear();
      // QUIT lets queued publishes finish; both connections end so the process can exit
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
