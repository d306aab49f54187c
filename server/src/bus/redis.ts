/**
 * The bus across nodes: Redis pub/sub, so that an event published on node A reaches a socket on node B.
 * Redis pub/sub is at-most-once; socket joins answer the full current state, which heals a lost event.
 *
 * While Redis is away a publish fails at once rather than waiting in a queue: the money call that publishes has
 * committed and should answer now, and an event delivered ten seconds late is worth little. Both connections retry
 * every half second at most, and the subscriber subscribes again to every channel once back, so that sockets hear
 * new events within a second or so of Redis returning.
 */

import { Redis } from 'ioredis';
import { deliverAll, isBusMessage, type Bus, type BusHandler, type BusLog, type BusMessage } from './bus';

export interface RedisBusOptions {
  log?: BusLog;
}

/** Reconnect attempts 50 ms apart, then further apart up to half a second (ioredis's own goes to two). */
const retryStrategy = (attempts: number) => Math.min(attempts * 50, 500);

export function createRedisBus(url: string, options: RedisBusOptions = {}): Bus {
  const log = options.log ?? console;
  // a connection in subscriber mode can run no other command, so publishing needs its own
  // Auto-pipelining sends the publishes of one event-loop turn in one write.
  // A publish in flight when the connection drops fails after the first reconnect attempt.
  const publisher = new Redis(url, {
    lazyConnect: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  // Publishes made before the first connection wait for it (a node starting); once connected, none waits for a return.
  let connectedOnce = false;
  publisher.once('ready', () => {
    connectedOnce = true;
  });
  const subscriber = new Redis(url, { lazyConnect: false, retryStrategy });
  // Without listeners ioredis prints every reconnect attempt; it reconnects (and resubscribes) by itself. One line
  // when a connection is lost and one when it is back, not one per attempt.
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let lost = false;
    connection.on('error', (err: unknown) => {
      if (lost) return;
      lost = true;
      log.warn({ err }, `redis bus ${name} error`);
    });
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      log.warn({}, `redis bus ${name} connected again`);
    });
  }

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
      if (connectedOnce && publisher.status !== 'ready') throw new Error('redis bus: Redis unreachable, event dropped');
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
