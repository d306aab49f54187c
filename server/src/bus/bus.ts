/**
 * One publish/subscribe interface for server events (balance changes, promotions, jackpots):
 * in-process for a single node, Redis when several nodes must reach each other's sockets.
 */

export interface BusMessage {
  event: string;
  payload: unknown;
}

export interface Bus {
  publish(channel: string, message: BusMessage): Promise<void>;
  /** returns an unsubscribe function */
  subscribe(channel: string, handler: (message: BusMessage) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type BusHandler = (message: BusMessage) => void;

/** Where a bus reports what it cannot throw to a caller (a failing handler, a lost connection). */
export interface BusLog {
  warn: (...args: unknown[]) => void;
}

/** Calls every handler, so that one that throws cannot starve the others. */
export function deliverAll(handlers: Iterable<BusHandler>, message: BusMessage, onError: (err: unknown) => void): void {
  // a copy, as a handler may unsubscribe (itself or others) while we iterate
  for (const handler of [...handlers]) {
    try {
      handler(message);
    } catch (err) {
      onError(err);
    }
  }
}

/** Whether a decoded value has the shape of a BusMessage (data from Redis is untrusted). */
export function isBusMessage(value: unknown): value is BusMessage {
  return typeof value === 'object' && value !== null && typeof (value as { event?: unknown }).event === 'string';
}

/**
 * The single-node bus. Payloads make a JSON round trip, as they would through Redis,
 * so that a payload which cannot cross nodes (a Date, a BigInt) fails the same way in tests.
 */
export function createLocalBus(options: { log?: BusLog } = {}): Bus {
  const log = options.log ?? console;
  const channels = new Map<string, Set<BusHandler>>();
  let closed = false;

  return {
    async publish(channel, message) {
      if (closed) throw new Error('bus closed');
      const handlers = channels.get(channel);
      if (!handlers || handlers.size === 0) return;
      const copy = JSON.parse(JSON.stringify(message)) as BusMessage;
      // delivered after publish returns, like Redis: a publisher never re-enters its subscribers
      setImmediate(() => deliverAll(handlers, copy, (err) => log.warn({ err, channel }, 'bus handler failed')));
    },

    async subscribe(channel, handler) {
      if (closed) throw new Error('bus closed');
      // a wrapper per subscription, so the same function subscribed twice unsubscribes once
      const registration: BusHandler = (message) => handler(message);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(registration);
      return async () => {
        const current = channels.get(channel);
        if (!current) return;
        current.delete(registration);
        if (current.size === 0) channels.delete(channel);
      };
    },

    async close() {
      closed = true;
      channels.clear();
    },
  };
}
