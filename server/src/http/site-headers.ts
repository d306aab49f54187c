/**
 * Security headers: the built site's, as its build wrote them (gatsby/security-headers.ts, the same file a CDN would
 * serve them from), and those every answer of this server gets.
 */

import { readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { SECURITY_HEADERS_FILE, serializePolicy, type SecurityHeadersFile } from './csp';

/** A year, as browsers expect; no includeSubDomains: the operator's other hosts may not all speak TLS. */
const HSTS = 'max-age=31536000';

/** API answers are data: never rendered, framed or sniffed into something else. */
const API_POLICY = serializePolicy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
const API_PATH = /^\/(v1|v2)\//;

/**
 * Every answer: nosniff (where a route has not said it already), the API's policy on /v1 and /v2, and HSTS when the
 * request came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto: Fastify's request.protocol). Over
 * plain HTTP HSTS would be ignored, and on a development machine it would only get in the way.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) reply.header('x-content-type-options', 'nosniff');
    if (API_PATH.test(request.url) && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_POLICY);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

export type SiteHeaders = (reply: FastifyReply, file: string) => void;

/**
 * The headers of each file of the site at `siteDir`: those of every file, and an HTML file's own policy. The file is
 * read again when it changes, so a build deployed into SITE_DIR under a running server is sent with its own hashes. A
 * build from before the file existed still serves, without a policy (any policy without its hashes would refuse its
 * inline scripts), and the log says to rebuild.
 */
export function siteHeaders(siteDir: string, log: FastifyBaseLogger): SiteHeaders {
  const path = join(siteDir, SECURITY_HEADERS_FILE);
  let read: { modified: number; file: SecurityHeadersFile } | null = null;
  const current = (): SecurityHeadersFile | null => {
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    if (read?.modified !== modified) {
      try {
        read = { modified, file: JSON.parse(readFileSync(path, 'utf8')) as SecurityHeadersFile };
      } catch (error) {
        // A deploy still writing it: the headers read before serve, and the next answer tries again.
        log.warn({ err: error }, `${path} could not be read`);
      }
    }
    return read?.file ?? null;
  };
  if (!current()) log.warn(`${path} is missing: the site is served without its Content-Security-Policy; rebuild it`);
  return (reply, file) => {
    const { headers, pages } = current() ?? { headers: {}, pages: {} };
    reply.headers(headers);
    const page = pages[sitePath(siteDir, file)];
    if (page !== undefined) reply.header('content-security-policy', page);
  };
}

/** `/cashout/index.html` for <siteDir>/cashout/index.html and its .br and .gz copies: how the build names pages. */
function sitePath(siteDir: string, file: string): string {
  return `/${relative(siteDir, file.replace(/\.(br|gz)$/, ''))
    .split(sep)
    .join('/')}`;
}
