/**
 * What the request log may say about a request. Unit, session and other tokens travel in query strings (the
 * long-poll transport and GET calls take `?token=`), and whoever reads the log must not be able to act as the
 * player: the value of every query parameter whose name holds "token" is replaced, and no header (Authorization
 * above all) is logged.
 */

import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

function isSecretName(rawName: string): boolean {
  let name = rawName;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the name as written
  }
  return /token|auth|secret|password/i.test(name);
}

/** The URL with the values of secret query parameters replaced; path and other parameters as sent. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && isSecretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's own request serializer, less the secrets. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
