/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SecurityHeadersFile } from '../server/src/http/csp';
import { writeSecurityHeaders, type PolicyConfig } from './security-headers';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SAME_ORIGIN: PolicyConfig = { apiUrl: '', socketUrl: '', chatUrl: '', licenceSealUrl: '' };

/** A directive's sources in a policy. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('security headers of a build', () => {
  let dir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  const build = (config: PolicyConfig = SAME_ORIGIN): SecurityHeadersFile => {
    writeSecurityHeaders(dir, config);
    return JSON.parse(fs.readFileSync(path.join(dir, 'security-headers.json'), 'utf8')) as SecurityHeadersFile;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    write(
      'index.html',
      '<!doctype html><html><head><style data-emotion="css a1">.a1{color:red}</style>' +
        '<script>window.pagePath="/";</script><script src="/app.js" async></script>' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><div style="font-family:&quot;Segoe UI&quot;">Home</div>' +
        '<svg><style>.b{fill:red}</style></svg><script>window.___go=1;</script></body></html>',
    );
    write('cashout/index.html', '<!doctype html><script>window.pagePath="/cashout/";</script><p>Cash out</p>');
    // Gatsby keeps a folder per page under page-data, some named like pages: none is a page.
    write('page-data/500.html/page-data.json', '{}');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives each page a policy allowing exactly its own inline scripts, styles and style attributes', () => {
    const { pages } = build();
    expect(Object.keys(pages)).toEqual(['/cashout/index.html', '/index.html']);
    const home = pages['/index.html'] ?? '';
    // Data blocks and external scripts need no hash; the style attribute is hashed as the browser decodes it.
    expect(sources(home, 'script-src')).toEqual(["'self'", hash('window.pagePath="/";'), hash('window.___go=1;')]);
    expect(sources(home, 'style-src')).toEqual([
      "'self'",
      hash(''),
      hash('.a1{color:red}'),
      hash('.b{fill:red}'),
      "'unsafe-hashes'",
      hash('font-family:"Segoe UI"'),
    ]);
    expect(sources(pages['/cashout/index.html'] ?? '', 'script-src')).toEqual([
      "'self'",
      hash('window.pagePath="/cashout/";'),
    ]);
    expect(sources(pages['/cashout/index.html'] ?? '', 'style-src')).toEqual(["'self'", hash('')]);
    for (const policy of Object.values(pages)) {
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(sources(policy, 'frame-ancestors')).toEqual(["'self'"]);
      expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    }
  });

  it('sends assets a policy without hashes, and the same other headers with every file', () => {
    const { headers } = build();
    expect(headers['Content-Security-Policy']).not.toContain('sha256-');
    expect(sources(headers['Content-Security-Policy'] ?? '', 'script-src')).toEqual(["'self'"]);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).not.toContain('fullscreen');
  });

  it('allows data: fonts only to a build whose stylesheet inlines one', () => {
    expect(sources(build().headers['Content-Security-Policy'] ?? '', 'font-src')).toEqual(["'self'"]);
    write('styles.f0ee51550b697fcc7b85.css', '@font-face{font-family:N;src:url(data:font/woff2;base64,d09GMgAB)}');
    expect(sources(build().headers['Content-Security-Policy'] ?? '', 'font-src')).toEqual(["'self'", 'data:']);
  });

  it('lets the pages call, frame and load from the API, socket, chat, seal and Tag Manager origins the build names', () => {
    const same = build().headers['Content-Security-Policy'] ?? '';
    expect(sources(same, 'connect-src')).toEqual(["'self'"]);
    expect(sources(same, 'frame-src')).toEqual(["'self'"]);
    const { pages } = build({
      apiUrl: 'https://api.casino.example/',
      socketUrl: 'wss://live.casino.example/v2/units/socket',
      chatUrl: 'https://chat.example',
      licenceSealUrl: 'https://seal.example/seal.js',
      gtmId: 'GTM-ABC123',
    });
    const policy = pages['/index.html'] ?? '';
    expect(sources(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.casino.example',
        'wss://api.casino.example',
        'wss://live.casino.example',
        'https://chat.example',
        'https://*.google-analytics.com',
      ]),
    );
    expect(sources(policy, 'frame-src')).toEqual(["'self'", 'https://api.casino.example', 'https://chat.example']);
    expect(sources(policy, 'script-src')).toEqual(
      expect.arrayContaining(['https://seal.example', 'https://www.googletagmanager.com']),
    );
  });
});
