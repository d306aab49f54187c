/**
 * Connections on which nothing moves are closed after HttpLimits.connectionTimeoutMs, as Node's server timeout would
 * close them, without the timer that timeout keeps on every connection for its whole life. A WebSocket outlives
 * its upgrade by hours: ws turns the timeout off at the upgrade, but the connection keeps the timer's object and its
 * bound callback, some 150 bytes each, a twentieth of what a held socket costs (docs/performance.md). So:
 * - a connection that has not yet sent a request is closed by one sweep for the whole server, every
 *   `sweepMs`, once it is `idleMs` old (headersTimeoutMs cuts one whose headers started and stalled sooner);
 * - an HTTP request arms the connection's timeout: no bytes either way for `idleMs` (an answer that never comes, a
 *   client that stopped reading) and the connection is closed. After the answer, a kept-alive connection waits
 *   keepAliveTimeoutMs, Node's own;
 * - an upgraded connection carries no timer at all: the realtime server's heartbeats decide when it is dead.
 */

import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/** Starts the guard on `server`; the function it answers stops the sweep (at the app's close). */
export function guardIdleConnections(server: Server, idleMs: number, sweepMs: number): () => void {
  if (idleMs <= 0) return () => {};
  // Connections that have sent no request yet, with when each opened, in the order they opened.
  const silent = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => silent.set(socket, Date.now()));
  // First, before Fastify's own listener answers: the answer's keep-alive wait then replaces this timeout.
  server.prependListener('request', (request: IncomingMessage) => {
    silent.delete(request.socket);
    request.socket.setTimeout(idleMs);
  });
  server.on('upgrade', (request: IncomingMessage) => silent.delete(request.socket));
  const sweep = setInterval(() => {
    const openedBefore = Date.now() - idleMs;
    for (const [socket, opened] of silent) {
      // A closed connection leaves here, rather than by a listener of its own on every connection.
      if (socket.destroyed) silent.delete(socket);
      else if (opened <= openedBefore) {
        silent.delete(socket);
        socket.destroy();
      }
    }
  }, sweepMs);
  sweep.unref();
  return () => clearInterval(sweep);
}
