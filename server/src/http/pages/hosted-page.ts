/**
 * What every page this server hosts for a provider (the sandbox's stand-ins, the in-house KYC form) shares: the HTML
 * document around its content, the escaping of what it prints, and the headers it is sent with. The pages hold session ids and personal data, so
 * none is stored, indexed or framed by anyone but the site.
 */

import type { FastifyReply } from 'fastify';
import { inlineSources, serializePolicy } from '../csp';

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** A value as JSON inside a script element: `<` escaped so that no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface HostedPage {
  title: string;
  /** The head's elements after the title: the page's stylesheet link or style element. */
  head: string;
  body: string;
  bodyClass?: string;
  /** Draw under a phone's notch and rounded corners too (a game's stage). */
  fullBleed?: boolean;
  /** No referrer in the document as well as in its header: the address holds a session. */
  noReferrer?: boolean;
  /** The document's language (`<html lang>`); English when not given. */
  lang?: string;
}

/** The document: phone-sized, never indexed, the title and body class escaped. */
export function hostedPage(page: HostedPage): string {
  const viewport = `width=device-width, initial-scale=1${page.fullBleed ? ', viewport-fit=cover' : ''}`;
  const referrer = page.noReferrer ? '<meta name="referrer" content="no-referrer">\n' : '';
  const bodyClass = page.bodyClass === undefined ? '' : ` class="${escapeHtml(page.bodyClass)}"`;
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="${viewport}">
<meta name="robots" content="noindex">
${referrer}<title>${escapeHtml(page.title)}</title>
${page.head}
</head>
<body${bodyClass}>
${page.body}
</body>
</html>`;
}

/** Every page: fresh on each visit (it shows a session's state), never kept by a cache. */
function htmlReply(reply: FastifyReply): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
}

/**
 * A page that carries its script and style inline (the payment and KYC cards): a policy that allows exactly those
 * (by hash: an element injected into the page would not run), calls to this server only, no forms posted by the
 * browser (their scripts send them), no base, framed by no one.
 */
export function sendInlinePage(reply: FastifyReply, html: string): FastifyReply {
  const inline = inlineSources(html);
  const policy = serializePolicy({
    'default-src': ["'none'"],
    'script-src': inline.scripts.length > 0 ? inline.scripts : ["'none'"],
    'style-src': inline.styles.length > 0 ? inline.styles : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  });
  return htmlReply(reply)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', policy)
    .send(html);
}

export interface AssetPageSecurity {
  /** The frame-ancestors sources; none means no framing at all, said to older browsers by x-frame-options too. */
  framedBy: readonly string[];
  /** Style sources beyond this server's own, e.g. the hash of the one inline style element a page may have. */
  styleSources?: readonly string[];
  /** Where its fonts may come from (`'self'`: the stylesheet's own, client-assets.ts); none when not given. */
  fontSources?: readonly string[];
  /** The page's address holds a session or an account: it goes to no other site, not even the one framing it. */
  noReferrer?: boolean;
}

/**
 * A page whose script and style are this server's client assets (client-assets.ts): a policy that allows those only,
 * calls to this server only, no forms and no base, and the framing asked for.
 */
export function sendAssetPage(reply: FastifyReply, html: string, security: AssetPageSecurity): FastifyReply {
  const { framedBy, styleSources = [], fontSources = [], noReferrer = false } = security;
  const policy = serializePolicy({
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...styleSources],
    'font-src': fontSources,
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': framedBy.length === 0 ? ["'none'"] : framedBy,
  });
  htmlReply(reply);
  if (noReferrer) reply.header('referrer-policy', 'no-referrer');
  reply.header('x-content-type-options', 'nosniff');
  if (framedBy.length === 0) reply.header('x-frame-options', 'DENY');
  return reply.header('content-security-policy', policy).send(html);
}
