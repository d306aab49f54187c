/**
 * How long and how much a client may take (issue 14, finding 8). Without a request timeout a client that sends
 * its body a byte at a time holds a connection, and its memory, for ever.
 */

import type { FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';

export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this; then 408. Answering may take longer. */
  requestTimeoutMs: number;
  /** The headers must arrive within this (at most requestTimeoutMs); then 408. */
  headersTimeoutMs: number;
  /** How often Node looks for requests past those two timeouts: a slow request is cut within the sum. */
  timeoutCheckIntervalMs: number;
  /**
   * A connection with no bytes either way for this long is closed. Longer than a long-poll waits (10 s) and than
   * keepAliveTimeoutMs, so that it cuts only connections that are stuck. Applied by http/idle.ts, not by Node (whose
   * timer would stay on every WebSocket): a connection that never sends a request is closed at most
   * timeoutCheckIntervalMs later.
   */
  connectionTimeoutMs: number;
  /**
   * An idle keep-alive connection is closed after this. Longer than the usual load balancer idle timeout (60 s),
   * so that the balancer, not us, closes first and never sends a request into a closing connection.
   */
  keepAliveTimeoutMs: number;
  /** The largest request body: our calls need a few hundred bytes. Routes may set less. */
  bodyLimit: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 20_000,
  timeoutCheckIntervalMs: 5_000,
  connectionTimeoutMs: 90_000,
  keepAliveTimeoutMs: 72_000,
  bodyLimit: 64 * 1024,
};

/** The Fastify (and Node http.Server) options that apply `limits`. */
export function httpServerOptions(limits: HttpLimits): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'bodyLimit'
> & {
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    // No timer of Node's on every connection: guardIdleConnections (http/idle.ts) applies connectionTimeoutMs.
    connectionTimeout: 0,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: limits.bodyLimit,
    // Node checks headersTimeout <= requestTimeout when it creates the server, so both go here too.
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
  };
}
