/**
 * The operator back office console (backoffice/, built by Vite into dist/backoffice) at /backoffice/: its files, and
 * its index.html for every client route (/backoffice/players/12/show), with a strict policy of its own. The build has
 * no inline script or style, so the policy names no hash but that of an empty <style>, which Emotion adds and fills
 * through the CSSOM (as on the site: gatsby/security-headers.ts).
 */

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { hashSource, serializePolicy } from './csp';

export const BACKOFFICE_PATH = '/backoffice/';

export const BACKOFFICE_POLICY = serializePolicy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", hashSource('')],
  'font-src': ["'self'"],
  // The enrolment QR code is a data: PNG; a KYC document is loaded from its own URL with the session cookie. The
  // lists' CSV export downloads a blob: through a link, a navigation no img-src governs.
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Staff pages: never framed, never indexed, no address leaked to another site, no device features. */
export const BACKOFFICE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': BACKOFFICE_POLICY,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
};

function consoleHeaders(reply: FastifyReply, file: string): void {
  reply.headers(BACKOFFICE_HEADERS);
  // Vite names every asset by its hash; index.html names the current ones, so it is always asked for again.
  if (/\/assets\//.test(file) && !file.endsWith('.html')) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  } else reply.header('cache-control', 'no-cache');
}

export async function registerBackoffice(app: FastifyInstance, root: string): Promise<void> {
  // The site's static plugin, when registered first, has decorated the reply with sendFile already (with its own
  // headers: the console never calls it).
  const decorateReply = !app.hasReplyDecorator('sendFile');
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        decorateReply,
        setHeaders: (reply, file) => consoleHeaders(reply as unknown as FastifyReply, file),
      });
      // A client route is the console's page; a missing file (an asset of an older build) stays a 404.
      scope.setNotFoundHandler(async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || extname(path) !== '') {
          return reply.code(404).headers(BACKOFFICE_HEADERS).type('text/plain').send('Not found');
        }
        // Read here, not with reply.sendFile: that decorator may be the site's, which sends the site's headers.
        consoleHeaders(reply, 'index.html');
        return reply.type('text/html; charset=utf-8').send(await readFile(join(root, 'index.html')));
      });
    },
    { prefix: BACKOFFICE_PATH },
  );
  app.get(BACKOFFICE_PATH.slice(0, -1), async (_request, reply) => reply.redirect(BACKOFFICE_PATH, 301));
}
