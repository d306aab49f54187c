/**
 * The WebSocket transport at `<path>/websocket`: the `ws` package in noServer mode on Fastify's own
 * HTTP server, so the socket shares the port (and the load balancer) with the API.
 */

import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { ErrorCodes } from '../../../contract/errors';
import { errorBody } from '../errors';
import type { ConnectionSlots } from './connection-slots';
import { AUTH_TOKEN_PREFIX, CloseCodes, Limits, SUBPROTOCOL, VSN, type RealtimeTimings } from './constants';
import type { RealtimeSocket, Transport } from './socket';
import type { RealtimeLog, SocketIdentity } from './types';

export interface WebSocketTransportOptions {
  server: Server;
  /** the socket path; the transport answers at `${path}/websocket` */
  path: string;
  authenticate(token: string): Promise<SocketIdentity | null>;
  createSocket(identity: SocketIdentity, transport: Transport): RealtimeSocket;
  /** true once the app is shutting down: new connections are turned away */
  isClosing(): boolean;
  /** open connections per unit, address and node, shared with the long-poll transport */
  slots: ConnectionSlots;
  clientAddress(req: IncomingMessage): string;
  timings: RealtimeTimings;
  log: RealtimeLog;
}

/** Starts answering upgrades; the returned function stops. */
export function attachWebSocket(opts: WebSocketTransportOptions): () => void {
  const endpoint = `${opts.path}/websocket`;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false, // the plugin tracks its sockets itself
    maxPayload: Limits.maxFrameBytes,
    // the client asks for `phoenix` (plus the token) when it uses `authToken`, and a browser drops
    // a connection whose server does not pick one of the offered subprotocols
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
    WebSocket: RealtimeWebSocket,
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void => {
    if (opts.isClosing()) return refuse(socket, 503);
    if (url.searchParams.get('vsn') !== VSN) return refuse(socket, 400, `vsn must be ${VSN}`);
    const token = url.searchParams.get('token') ?? tokenFromProtocols(req.headers['sec-websocket-protocol']);
    if (!token) return refuse(socket, 403);
    // Over a cap the upgrade is refused like any failed one: the client reconnects later, with its backoff. A full
    // node answers 503, on which a proxy places the client on another node (deploy/haproxy.cfg); one address or
    // unit over its own cap answers 429, which no other node should make up for.
    const address = opts.clientAddress(req);
    if (opts.slots.nodeIsFull()) return refuse(socket, 503);
    if (opts.slots.isFull(address)) return refuse(socket, 429);

    opts.authenticate(token).then(
      (identity) => {
        if (!identity) return refuse(socket, 403);
        if (socket.destroyed || opts.isClosing()) return refuse(socket, 503);
        if (!opts.slots.acquire(address, identity.unitId)) return refuse(socket, opts.slots.nodeIsFull() ? 503 : 429);
        // until the handshake is done, the TCP connection's end frees the slot (ws gives up on a handshake by
        // destroying it); once it is, the WebSocket's close does, which ws emits once the connection has ended
        const release = () => opts.slots.release(address, identity.unitId);
        socket.once('close', release);
        wss.handleUpgrade(req, socket, head, (ws) => {
          socket.off('error', destroyOnError);
          socket.off('close', release);
          ws.start(identity, address, opts);
        });
      },
      (err: unknown) => {
        opts.log.warn({ err }, 'realtime: authenticate failed');
        refuse(socket, 500);
      },
    );
  };

  const unroute = routeUpgrades(opts.server, endpoint, onUpgrade);
  return () => {
    unroute();
    wss.close();
  };
}

type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) => void;

/** Each server's WebSocket endpoints (the players' socket, the chat's), by path. */
const upgradeRoutes = new WeakMap<Server, Map<string, UpgradeHandler>>();

/**
 * Routes the server's upgrades to `endpoint` to `handler`. One listener serves every endpoint of a server, so an
 * upgrade to a path that none serves is answered 404 by it, not left open: Node has let go of a connection once it
 * emits 'upgrade', and only its listener can answer or close it. Answers the function that takes the route away.
 */
function routeUpgrades(server: Server, endpoint: string, handler: UpgradeHandler): () => void {
  let routes = upgradeRoutes.get(server);
  if (!routes) {
    const table = new Map<string, UpgradeHandler>();
    upgradeRoutes.set(server, table);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // A client that goes away before its answer must not crash the process: nothing else listens for the
      // connection's errors until ws has upgraded it.
      socket.on('error', destroyOnError);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const route = table.get(url.pathname);
      if (route) route(req, socket, head, url);
      else refuse(socket, 404);
    });
    routes = table;
  }
  routes.set(endpoint, handler);
  return () => routes.delete(endpoint);
}

/**
 * ws's WebSocket, made by it for each upgrade (its `WebSocket` option), which is also its socket's transport. Nothing
 * of the upgrade (its request, URL, token or head) is kept: the socket holds its identity, its channels and this.
 * Thousands are held at once, so the listeners are methods shared by all, not closures made for each.
 */
class RealtimeWebSocket extends WebSocket implements Transport {
  // set by start(), before anything can use them: the listeners and the socket come with it
  #socket!: RealtimeSocket;
  /** the client address its slot counts against */
  #address!: string;
  #opts!: WebSocketTransportOptions;
  #lastFrameAt = Date.now();
  #closing: Promise<void> | null = null;

  /** Once the handshake is done: makes its socket, which answers its frames from now on. */
  start(identity: SocketIdentity, address: string, opts: WebSocketTransportOptions): void {
    this.#address = address;
    this.#opts = opts;
    this.#socket = opts.createSocket(identity, this);
    this.on('message', this.#received);
    this.on('close', this.#closed);
    this.on('error', this.#failed);
  }

  write(frame: string): void {
    if (this.readyState !== WebSocket.OPEN) return;
    if (this.bufferedAmount > Limits.wsBufferedBytes) {
      // a client this far behind would only ever fall further; it reconnects and rejoins fresh
      this.#opts.log.warn({ unitId: this.#socket.identity.unitId }, 'realtime: client too slow, dropping it');
      this.terminate();
      return;
    }
    this.send(frame);
  }

  end(code: number, reason: string): Promise<void> {
    this.#closing ??= new Promise<void>((resolve) => {
      if (this.readyState === WebSocket.CLOSED) return resolve();
      // a client that never answers our close frame is cut, or shutdown would wait for it
      const cut = setTimeout(() => this.terminate(), this.#opts.timings.closeGraceMs);
      this.once('close', () => {
        clearTimeout(cut);
        resolve();
      });
      this.close(code, reason);
    });
    return this.#closing;
  }

  isIdle(now: number): boolean {
    return now - this.#lastFrameAt > this.#opts.timings.idleTimeoutMs;
  }

  // ws calls a listener with its WebSocket as `this`, so these three serve every socket
  #received(this: WebSocket, data: RawData, isBinary: boolean): void {
    if (!(this instanceof RealtimeWebSocket)) return;
    this.#lastFrameAt = Date.now();
    if (isBinary) {
      void this.#socket.close(CloseCodes.unsupportedData, 'binary frames are not supported');
      return;
    }
    this.#socket.receive(rawToString(data));
  }

  #closed(this: WebSocket): void {
    if (!(this instanceof RealtimeWebSocket)) return;
    this.#opts.slots.release(this.#address, this.#socket.identity.unitId);
    this.#socket.dispose();
  }

  #failed(this: WebSocket, err: Error): void {
    if (!(this instanceof RealtimeWebSocket)) return;
    this.#opts.log.warn({ err, unitId: this.#socket.identity.unitId }, 'realtime: websocket error');
  }
}

/** The upgrading socket's error listener, one function for all of them. */
function destroyOnError(this: Duplex): void {
  this.destroy();
}

/** `authToken` arrives as the subprotocol `base64url.bearer.phx.<base64url token>`. */
function tokenFromProtocols(header: string | undefined): string | null {
  for (const protocol of header?.split(',') ?? []) {
    const value = protocol.trim();
    if (value.startsWith(AUTH_TOKEN_PREFIX)) {
      return Buffer.from(value.slice(AUTH_TOKEN_PREFIX.length), 'base64url').toString('utf8');
    }
  }
  return null;
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Answers the upgrade request with a plain HTTP error and ends the connection. */
/** The contract's error code of each refusal status (contract/errors.ts). */
const REFUSAL_CODES: Record<number, string> = {
  400: ErrorCodes.badRequest,
  403: ErrorCodes.unauthenticated,
  404: ErrorCodes.notFound,
  429: ErrorCodes.tooManyRequests,
  500: ErrorCodes.internal,
  503: ErrorCodes.serviceUnavailable,
};

/** A plain HTTP refusal of an upgrade, in the contract's error shape like every other non-2xx answer. */
function refuse(socket: Duplex, status: number, message = STATUS_CODES[status] ?? ''): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(errorBody(REFUSAL_CODES[status] ?? ErrorCodes.badRequest, message));
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
