/**
 * CORS for a site served from another origin (a CDN, with GATSBY_API_URL pointing here): the origins in
 * CORS_ORIGINS may call the API and the long-poll socket transport from a browser; any other origin gets no
 * CORS header at all, so its browser refuses to read our answers. The same origin needs none of this.
 */

import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCKET_PATH } from '../../contract/socket';

/**
 * What the site sends: GET and POST with a JSON body and a bearer token (src/lib/base-query.ts), and the
 * phoenix long-poll's ndjson POSTs (plus its header for the `authToken` option, which the site does not use).
 */
const METHODS = ['GET', 'POST'];
const ALLOWED_HEADERS = ['accept', 'authorization', 'content-type', 'x-phoenix-authtoken'];
/** What the site reads beyond the safelisted headers: a 429's Retry-After, for its countdown. */
const EXPOSED_HEADERS = ['retry-after'];
/**
 * Tokens travel in headers, bodies and queries, never in cookies, so browsers need not send credentials;
 * without Access-Control-Allow-Credentials a page cannot ride on anything ambient either.
 */
const CREDENTIALS = false;
/** Two hours, the most Chromium keeps a preflight: one preflight per call and origin per two hours. */
const PREFLIGHT_MAX_AGE_S = 7200;

/** The paths a browser on the site calls with fetch or XHR: the API and the long-poll transport. */
function isCrossOriginPath(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/v1/') || path === `${SOCKET_PATH}/longpoll`;
}

export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // a function, not the list: for an origin it refuses, the plugin then adds no header (a list would still
    // answer preflights with the allowed methods and headers)
    delegator: (request, done) => {
      const origin = request.headers.origin;
      const permitted = isCrossOriginPath(request) && origin !== undefined && allowed.has(origin);
      done(null, {
        origin: permitted ? origin : false,
        methods: METHODS,
        allowedHeaders: ALLOWED_HEADERS,
        exposedHeaders: EXPOSED_HEADERS,
        credentials: CREDENTIALS,
        maxAge: PREFLIGHT_MAX_AGE_S,
      });
    },
  });
}
