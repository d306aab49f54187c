/**
 * Phoenix channels (V2 JSON) for the npm `phoenix` client, over WebSocket and long-poll, on the
 * app's own HTTP server. Topics answer joins and name the bus channels whose messages reach their
 * sockets; the bus carries those messages between nodes.
 */

import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { SOCKET_PATH } from '../../../contract/socket';
import { ConnectionSlots } from './connection-slots';
import { CloseCodes, DEFAULT_CAPS, DEFAULT_TIMINGS } from './constants';
import { Fanout } from './fanout';
import { RenderedChannels } from './rendered';
import { RealtimeSocket, type SocketContext, type Transport } from './socket';
import { registerLongPoll } from './transport-longpoll';
import { attachWebSocket } from './transport-websocket';
import type { RealtimeLog, RealtimeOptions, SocketIdentity } from './types';

export type { JoinResult, RealtimeOptions, Render, SocketIdentity, TopicHandler } from './types';

/** How often a draining node closes its next batch of sockets. */
const DRAIN_BATCH_EVERY_MS = 100;

export interface Realtime {
  /**
   * Turns new connections away (upgrades 503, polls `{status: 500}`: the client retries, and the proxy places it on
   * another node) and closes the open sockets with 1001 in even batches over `windowMs`, so that their clients do not
   * all come back at once. Resolves when every socket is closed.
   */
  drain(windowMs: number): Promise<void>;
}

/**
 * Create the app with `return503OnClosing: false`: polls that arrive while it closes must get the protocol's
 * `{status: 500}` (the client retries), not Fastify's 503, which the phoenix client cannot read.
 */
export function registerRealtime(app: FastifyInstance, opts: RealtimeOptions): Realtime {
  const path = opts.path ?? SOCKET_PATH;
  const timings = { ...DEFAULT_TIMINGS, ...opts.timings };
  const log = opts.log ?? pinoLog(app);
  const fanout = new Fanout(opts.bus, log);
  const sockets = new Set<RealtimeSocket>();
  const slots = new ConnectionSlots({ ...DEFAULT_CAPS, ...opts.caps });
  let shutdown: Promise<void> | null = null;
  let draining = false;

  const hub = { fanout, rendered: new RenderedChannels(fanout, log) };
  const ctx: SocketContext = { topics: opts.topics, hub, log, onClosed: (socket) => sockets.delete(socket) };
  const createSocket = (identity: SocketIdentity, transport: Transport): RealtimeSocket => {
    const socket = new RealtimeSocket(identity, transport, ctx);
    sockets.add(socket);
    return socket;
  };
  const authenticate = (token: string) => opts.authenticate(token);
  const clientAddress = opts.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');

  const detachWebSocket = attachWebSocket({
    server: app.server,
    path,
    authenticate,
    createSocket,
    isClosing: () => shutdown !== null || draining,
    slots,
    clientAddress,
    timings,
    log,
  });
  registerLongPoll(app, {
    path,
    authenticate,
    createSocket,
    slots,
    clientAddress,
    nodeId: opts.nodeId,
    isDraining: () => draining,
    timings,
    log,
  });

  // one timer for every socket rather than one per socket
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const socket of sockets) {
      if (socket.transport.isIdle(now)) void socket.close(CloseCodes.normal, 'idle');
    }
  }, timings.sweepIntervalMs);
  sweeper.unref();

  const closeSockets = (): Promise<void> => {
    shutdown ??= (async () => {
      clearInterval(sweeper);
      log.info({ sockets: sockets.size }, 'realtime: closing sockets');
      // 1001 "going away": clients reconnect (to this node once restarted, or another) and rejoin
      await Promise.all([...sockets].map((socket) => socket.close(CloseCodes.goingAway, 'server restart')));
    })();
    return shutdown;
  };

  const revoked = opts.revokedUnitsChannel;
  let stopRevocations: (() => Promise<void>) | null = null;
  if (revoked !== undefined) {
    app.addHook('onReady', async () => {
      stopRevocations = await opts.bus.subscribe(revoked, (message) => {
        const ids = (message.payload as { unit_ids?: unknown } | null)?.unit_ids;
        if (!Array.isArray(ids)) return;
        const units = new Set(ids);
        for (const socket of sockets) {
          if (units.has(socket.identity.unitId)) void socket.close(CloseCodes.policyViolation, 'token revoked');
        }
      });
    });
  }

  // preClose, not only onClose: Fastify closes its HTTP server before running onClose hooks, and
  // the server does not finish closing while upgraded sockets or waiting long-polls are open
  app.addHook('preClose', async () => {
    await closeSockets();
  });
  app.addHook('onClose', async () => {
    await closeSockets();
    await stopRevocations?.();
    detachWebSocket();
    await fanout.close();
  });

  return {
    async drain(windowMs) {
      draining = true;
      const open = [...sockets];
      const batches = Math.max(1, Math.floor(windowMs / DRAIN_BATCH_EVERY_MS));
      const size = Math.ceil(open.length / batches);
      log.info({ sockets: open.length, windowMs }, 'realtime: draining');
      // Each batch on the window's clock: a batch waits for no earlier batch's clients to answer the close (a silent
      // one is cut after the close grace), or slow clients would stretch the window and the node's deploy with it.
      const closing: Array<Promise<void>> = [];
      const begun = Date.now();
      for (let first = 0, batch = 0; first < open.length; first += size, batch++) {
        const due = begun + batch * DRAIN_BATCH_EVERY_MS;
        if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
        // 1001 "going away": the client reconnects, through the proxy, to a node that is not draining
        for (const socket of open.slice(first, first + size)) {
          closing.push(socket.close(CloseCodes.goingAway, 'node draining'));
        }
      }
      await Promise.all(closing);
    },
  };
}

/** Fastify's pino logger takes (object, message), which is how this module logs. */
function pinoLog(app: FastifyInstance): RealtimeLog {
  return {
    info: (obj, msg) => app.log.info(obj as object, msg as string | undefined),
    warn: (obj, msg) => app.log.warn(obj as object, msg as string | undefined),
  };
}
