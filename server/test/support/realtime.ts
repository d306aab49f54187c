/**
 * Test helpers for the realtime plugin: a bare Fastify app with the plugin, real `phoenix` clients
 * (WebSocket from `ws`, or the client's own LongPoll over Node's fetch), and waiting without sleeps.
 */

import type { TestContext } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { Socket, LongPoll, type Channel } from 'phoenix';
import { WebSocket } from 'ws';
import { SOCKET_PATH } from '../../../contract/socket';
import type { Bus, BusMessage } from '../../src/bus/bus';
import { registerRealtime, type RealtimeOptions, type SocketIdentity } from '../../src/realtime/plugin';

export const quietLog = { info: () => {}, warn: () => {} };

/** Tokens of the form `u<unit>s<site>` are valid; anything else is refused. */
export async function authenticateTestToken(token: string): Promise<SocketIdentity | null> {
  const match = /^u(\d+)s(\d+)$/.exec(token);
  return match ? { unitId: Number(match[1]), siteId: Number(match[2]) } : null;
}

/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | false, label: string, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Like waitFor, for a check that must ask something asynchronously (Redis, say). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  label: string,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface Started {
  app: FastifyInstance;
  port: number;
  /** the socket endpoint as the client is given it: ws://127.0.0.1:<port>/v2/units/socket */
  endpoint: string;
}

export interface ClientOptions {
  token?: string;
  longPoll?: boolean;
  heartbeatIntervalMs?: number;
  authToken?: string;
}

type AppOptions = Omit<RealtimeOptions, 'authenticate' | 'log'> & Partial<Pick<RealtimeOptions, 'authenticate'>>;

/**
 * Starts apps and clients for one test and ends them all when it ends: clients first (so none
 * reconnects to a closing app), then apps, then whatever else was registered (buses).
 */
export class Harness {
  private readonly clients: Socket[] = [];
  private readonly apps: FastifyInstance[] = [];
  private readonly cleanups: Array<() => Promise<void>> = [];

  constructor(t: TestContext) {
    t.after(() => this.cleanup());
  }

  /** A bare Fastify app with the realtime plugin, listening on `port` (0: any). */
  async startApp(opts: AppOptions, port = 0): Promise<Started> {
    const app = Fastify({ return503OnClosing: false });
    registerRealtime(app, { authenticate: authenticateTestToken, log: quietLog, ...opts });
    this.apps.push(app);
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return { app, port: address.port, endpoint: `ws://127.0.0.1:${address.port}/v2/units/socket` };
  }

  /** A real phoenix client, connecting at once. */
  connect(endpoint: string, opts: ClientOptions = {}): Socket {
    const socket = new Socket(endpoint, {
      transport: opts.longPoll ? LongPoll : (WebSocket as unknown as new (endpoint: string) => object),
      params: opts.token === undefined ? {} : { token: opts.token },
      ...(opts.authToken === undefined ? {} : { authToken: opts.authToken }),
      heartbeatIntervalMs: opts.heartbeatIntervalMs ?? 30_000,
      // fast reconnects and rejoins keep the tests short
      reconnectAfterMs: () => 20,
      rejoinAfterMs: () => 50,
    });
    socket.connect();
    this.clients.push(socket);
    return socket;
  }

  onCleanup(fn: () => Promise<void>): void {
    this.cleanups.push(fn);
  }

  private async cleanup(): Promise<void> {
    // channels first: a join or push still waiting for its reply holds a timer (10 s by default)
    // that disconnect does not clear, and it would keep the test process alive
    await Promise.all(this.clients.flatMap((s) => (s as unknown as { channels: Channel[] }).channels.map(leave)));
    await Promise.all(this.clients.map((s) => new Promise<void>((resolve) => s.disconnect(() => resolve()))));
    await Promise.all(this.apps.map(closeApp));
    for (const fn of this.cleanups) await fn();
  }
}

/**
 * Closes an app (again, harmlessly, if the test closed it). Node's fetch (undici) can leave a pooled
 * connection that never sent a request, and `server.close()` waits for such a connection until its
 * headers timeout (60 s); once our clients are gone, whatever is left is cut.
 */
async function closeApp(app: FastifyInstance): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), 500);
  try {
    await app.close();
  } catch {
    // closed before
  } finally {
    clearTimeout(cut);
  }
}

/** Makes an app (the real one, say) listen on a free port, and answers its socket endpoint as the client is given it. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${SOCKET_PATH}`;
}

export type JoinOutcome = { status: 'ok' | 'error' | 'timeout'; response: unknown };

/** Joins and resolves with the first answer. */
export function join(channel: Channel, timeoutMs = 3000): Promise<JoinOutcome> {
  return new Promise((resolve) => {
    channel
      .join(timeoutMs)
      .receive('ok', (response: unknown) => resolve({ status: 'ok', response }))
      .receive('error', (response: unknown) => resolve({ status: 'error', response }))
      .receive('timeout', () => resolve({ status: 'timeout', response: null }));
  });
}

/** Sends a push on a joined channel and resolves with the reply. */
export function pushAndReply(channel: Channel, event: string, payload: object): Promise<JoinOutcome> {
  return new Promise((resolve) => {
    channel
      .push(event, payload, 3000)
      .receive('ok', (response: unknown) => resolve({ status: 'ok', response }))
      .receive('error', (response: unknown) => resolve({ status: 'error', response }))
      .receive('timeout', () => resolve({ status: 'timeout', response: null }));
  });
}

/** Leaves; resolves on the server's ok, at once when not connected, or after a second without answer. */
export function leave(channel: Channel): Promise<void> {
  return new Promise((resolve) => {
    channel
      .leave(1000)
      .receive('ok', () => resolve())
      .receive('timeout', () => resolve());
  });
}

/** Every payload of `event` the channel receives, in order. */
export function collect(channel: Channel, event: string): unknown[] {
  const seen: unknown[] = [];
  channel.on(event, (payload?: unknown) => {
    seen.push(payload);
  });
  return seen;
}

/** Every frame the socket receives, whether or not a channel still wants it. */
export interface Frame {
  topic: string;
  event: string;
  payload: unknown;
  ref: string | null;
  join_ref: string | null;
}
export function frames(socket: Socket): Frame[] {
  const seen: Frame[] = [];
  socket.onMessage((message) => {
    seen.push(message as Frame);
  });
  return seen;
}

/** A bus that counts what the fan-out asks of it, to check the per-node refcount. */
export function countingBus(inner: Bus): {
  bus: Bus;
  subscribes: Map<string, number>;
  unsubscribes: Map<string, number>;
} {
  const subscribes = new Map<string, number>();
  const unsubscribes = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const bus: Bus = {
    publish: (channel: string, message: BusMessage) => inner.publish(channel, message),
    async subscribe(channel, handler) {
      bump(subscribes, channel);
      const unsubscribe = await inner.subscribe(channel, handler);
      return async () => {
        bump(unsubscribes, channel);
        await unsubscribe();
      };
    },
    close: () => inner.close(),
  };
  return { bus, subscribes, unsubscribes };
}

export function uniqueSuffix(): string {
  return `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The HTTP status a raw WebSocket upgrade gets: 101 when accepted (the socket is closed again at once). */
export function upgradeStatus(endpoint: string, token: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${endpoint}/websocket?token=${token}&vsn=2.0.0`, { headers });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      resolve(101);
      ws.close();
    });
    ws.once('error', (err) => reject(err));
  });
}
