/**
 * Content-Security-Policy building blocks shared by the sandbox's hosted pages and the site's build
 * (gatsby/security-headers.ts): the hash sources of a page's inline elements, and a policy written out. Pure (no
 * Fastify): the site build imports it, so scripts/staleness.ts counts it among the site's sources.
 */

import { createHash } from 'node:crypto';
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';

/** A policy: each directive with its sources, in the order they are written. */
export type Directives = Readonly<Record<string, readonly string[]>>;

/** `a src1 src2; b src3`; a directive without sources is left out (an empty one would mean 'none'). */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The CSP source that allows exactly this text as an inline element (or, with 'unsafe-hashes', attribute). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * What a browser runs as a classic or module script; other types (JSON, ld+json) are data, which CSP does not
 * govern, so they need no hash.
 */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineSources {
  /** Hashes of the inline <script> elements a browser runs. */
  scripts: string[];
  /** Hashes of the <style> elements (an empty one too: its hash is that of ''). */
  styles: string[];
  /** Hashes of the style="" attribute values, which only count with 'unsafe-hashes'. */
  styleAttributes: string[];
}

function attribute(element: Html.Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function textOf(element: Html.Element): string {
  return element.childNodes.map((node) => (node.nodeName === '#text' ? (node as Html.TextNode).value : '')).join('');
}

/**
 * The hash sources of a document's inline scripts, styles and style attributes, each once, in document order. The
 * text is the one the browser hashes: parse5 is a spec-compliant parser, so raw text stays raw and attribute values
 * are decoded exactly as the browser decodes them.
 */
export function inlineSources(html: string): InlineSources {
  const found = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>() };
  const visit = (node: Html.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const style = attribute(child, 'style');
      if (style !== undefined) found.styleAttributes.add(hashSource(style));
      if (child.tagName === 'script') {
        const type = (attribute(child, 'type') ?? '').trim().toLowerCase();
        if (attribute(child, 'src') === undefined && SCRIPT_TYPES.has(type))
          found.scripts.add(hashSource(textOf(child)));
      } else if (child.tagName === 'style') {
        found.styles.add(hashSource(textOf(child)));
      }
      visit(child.tagName === 'template' ? (child as Html.Template).content : child);
    }
  };
  visit(parse(html));
  return {
    scripts: [...found.scripts],
    styles: [...found.styles],
    styleAttributes: [...found.styleAttributes],
  };
}

/**
 * The file a site build writes beside its pages (gatsby/security-headers.ts): the headers to send with each file of
 * the site, for this server (http/site-headers.ts) and for any CDN serving the same build.
 */
export const SECURITY_HEADERS_FILE = 'security-headers.json';

export interface SecurityHeadersFile {
  /** Sent with every file of the site; the policy here (no inline hashes) governs assets and the service worker. */
  headers: Record<string, string>;
  /** Each HTML file's own Content-Security-Policy, by its path from the site's root (`/cashout/index.html`). */
  pages: Record<string, string>;
}
