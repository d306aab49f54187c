/**
 * Answers given before any route runs, in the contract's error shape like every other (issue 14, finding 11):
 * requests Node's HTTP parser refuses (malformed, headers too large, too slow to arrive) and addresses Fastify's
 * router cannot read (bad percent-encoding, a parameter too long).
 */

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes as E } from '../../../contract/errors';
import { errorBody, fail } from '../errors';

/** Node's parser and timeout errors, by code; anything else it refuses is a 400. */
const CLIENT_ERRORS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: E.requestTimeout,
  HPE_HEADER_OVERFLOW: E.headersTooLarge,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: E.payloadTooLarge,
};

/** Fastify's `clientErrorHandler`: writes the answer on the raw socket (there is no request yet) and closes it. */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // a reset connection has nobody to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = fail(CLIENT_ERRORS[error.code ?? ''] ?? E.badRequest);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(refusal.code, refusal.message));
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Router errors, by Fastify's code; any other is ours to hide. */
const FRAMEWORK_ERRORS: Record<string, string> = {
  FST_ERR_BAD_URL: E.badRequest,
  FST_ERR_MAX_PARAM_LENGTH: E.uriTooLong,
};

/** Fastify's `frameworkErrors`: errors its router meets before a route is found. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code = FRAMEWORK_ERRORS[error.code];
  if (!code) request.log.error({ err: error }, 'framework error');
  const refusal = fail(code ?? E.internal);
  void reply.status(refusal.status).send(errorBody(refusal.code, refusal.message));
}
