/**
 * Calls a provider signs (payment callbacks, seamless-wallet calls): `x-signature: sha256=<hex HMAC-SHA256 of the
 * raw body>` with the shared secret. Registered in a plugin, it keeps that plugin's JSON bodies as bytes, checks
 * the signature before the body is even parsed or validated, and answers 401 to a missing or wrong one: an
 * unsigned request learns nothing and changes nothing.
 */

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../contract/errors';
import { fail } from '../errors';
import { SIGNATURE_HEADER, validSignature } from '../modules/payments/signature';

/**
 * Replaces the plugin's JSON parser (encapsulated: other routes keep theirs) and answers the `preValidation` hook
 * its signed routes use, so that a forged body gets 401 whatever it holds.
 */
export function requireSignedJson(app: FastifyInstance, secret: string): (request: FastifyRequest) => Promise<void> {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    rawBodies.set(request, raw);
    // An unsigned body is not parsed at all; the preValidation hook refuses it.
    if (!validSignature(secret, raw, request.headers[SIGNATURE_HEADER])) return done(null, {});
    try {
      done(null, JSON.parse(raw.toString('utf8')));
    } catch {
      done(fail(ErrorCodes.validation, 'body must be valid JSON'), undefined);
    }
  });
  return async (request) => {
    const raw = rawBodies.get(request) ?? Buffer.alloc(0);
    if (!validSignature(secret, raw, request.headers[SIGNATURE_HEADER])) throw fail(ErrorCodes.invalidSignature);
  };
}
