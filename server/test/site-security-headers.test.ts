/**
 * The security headers of the served site (issue 37): each page allows exactly its own inline script and style, no
 * one else may frame it, and every kind of answer (page, script, stylesheet, data, the 404 page, the API) says what
 * it is. A site without them still renders, so only this notices them gone.
 */

import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { writeSecurityHeaders } from '../../gatsby/security-headers';
import { ApiPaths } from '../../contract/api';
import { testApp } from './helpers';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SCRIPT = 'window.pagePath="/";';
const STYLE = '.css-1{color:#212121}';
const HOME = `<!doctype html><html><head><style data-emotion="css 1">${STYLE}</style></head><body>
<div style="visibility:hidden">Home</div><script>${SCRIPT}</script><script src="/app-f74f91098f36eaea6402.js"></script>
</body></html>`;
const NOT_FOUND_SCRIPT = 'window.pagePath="/404.html";';
const NOT_FOUND = `<!doctype html><title>Not found</title><script>${NOT_FOUND_SCRIPT}</script>`;

const SAME_ORIGIN = { apiUrl: '', socketUrl: '', chatUrl: '', licenceSealUrl: '' };

/** A directive's sources. */
function sources(response: LightMyRequestResponse, directive: string): string[] {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const found = policy.split('; ').find((part) => part.startsWith(`${directive} `));
  return found ? found.split(' ').slice(1) : [];
}

/** What every file of the site is sent with, whatever it is. */
function assertSiteHeaders(response: LightMyRequestResponse): void {
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.match(String(response.headers['permissions-policy']), /(^|, )camera=\(\)/);
  assert.match(String(response.headers['permissions-policy']), /(^|, )geolocation=\(\)/);
  assert.deepEqual(sources(response, 'frame-ancestors'), ["'self'"]);
  assert.deepEqual(sources(response, 'object-src'), ["'none'"]);
  assert.doesNotMatch(String(response.headers['content-security-policy']), /unsafe-inline|unsafe-eval/);
  assert.equal(response.headers['strict-transport-security'], undefined, 'plain HTTP: no HSTS');
}

describe('site security headers', () => {
  let site: string;

  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(site, 'page-data'));
    writeFileSync(join(site, 'index.html'), HOME);
    writeFileSync(join(site, 'index.html.br'), brotliCompressSync(HOME));
    writeFileSync(join(site, '404.html'), NOT_FOUND);
    writeFileSync(join(site, 'app-f74f91098f36eaea6402.js'), 'console.log(1);');
    writeFileSync(join(site, 'styles.aac55f630311918b70e6.css'), 'body{margin:0}');
    writeFileSync(join(site, 'page-data', 'app-data.json'), '{"webpackCompilationHash":"abc"}');
    writeFileSync(join(site, 'sw.js'), 'importScripts("workbox-v4.3.1/workbox-sw.js");');
    // The build's own step, as gatsby build runs it after the pages are final.
    writeSecurityHeaders(site, SAME_ORIGIN);
  });
  const t = testApp(() => ({ env: { SITE_DIR: site, TRUST_PROXY: 'loopback' } }));
  after(() => rmSync(site, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });

  it('a page runs exactly its own inline script and style, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const page = await get('/', { 'accept-encoding': encoding });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /text\/html/);
      assertSiteHeaders(page);
      assert.deepEqual(sources(page, 'script-src'), ["'self'", hash(SCRIPT)], encoding);
      assert.deepEqual(
        sources(page, 'style-src'),
        ["'self'", hash(''), hash(STYLE), "'unsafe-hashes'", hash('visibility:hidden')],
        encoding,
      );
      assert.ok(!sources(page, 'script-src').includes(hash(NOT_FOUND_SCRIPT)), 'another page’s script is refused');
    }
  });

  it('scripts, stylesheets, page data and the service worker carry the policy without any inline hash', async () => {
    for (const url of [
      '/app-f74f91098f36eaea6402.js',
      '/styles.aac55f630311918b70e6.css',
      '/page-data/app-data.json',
      '/sw.js',
    ]) {
      const answer = await get(url);
      assert.equal(answer.statusCode, 200, url);
      assertSiteHeaders(answer);
      assert.deepEqual(sources(answer, 'script-src'), ["'self'"], url);
      assert.deepEqual(sources(answer, 'connect-src'), ["'self'"], url);
    }
  });

  it('an unknown page is the site’s 404 page with that page’s own policy', async () => {
    const missing = await get('/no-such-page/');
    assert.equal(missing.statusCode, 404);
    assert.match(String(missing.headers['content-type']), /text\/html/);
    assertSiteHeaders(missing);
    assert.deepEqual(sources(missing, 'script-src'), ["'self'", hash(NOT_FOUND_SCRIPT)]);
  });

  it('API answers, errors included, are data: never sniffed, framed or given the site’s policy', async () => {
    const created = await t.app.inject({ method: 'POST', url: ApiPaths.createAnonymousUnit, payload: { site_id: 1 } });
    const refused = await t.app.inject({
      method: 'POST',
      url: ApiPaths.createAnonymousUnit,
      payload: { site_id: 'x' },
    });
    const unknown = await get('/v1/no-such-call');
    assert.deepEqual(
      [created.statusCode, refused.statusCode, unknown.statusCode],
      [200, 422, 404],
      'the answers themselves are unchanged',
    );
    for (const answer of [created, refused, unknown]) {
      assert.match(String(answer.headers['content-type']), /application\/json/);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.equal(answer.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
      assert.equal(answer.headers['permissions-policy'], undefined);
    }
  });

  it('tells browsers to keep to HTTPS only when the request came over TLS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const page = await get('/', https);
    const api = await t.app.inject({ url: '/v1/no-such-call', headers: https, remoteAddress: '127.0.0.1' });
    assert.equal(page.headers['strict-transport-security'], 'max-age=31536000');
    assert.equal(api.headers['strict-transport-security'], 'max-age=31536000');
    // A client claiming TLS itself is not a proxy the server trusts.
    const spoofed = await t.app.inject({ url: '/', headers: https, remoteAddress: '203.0.113.9' });
    assert.equal(spoofed.statusCode, 200);
    assert.equal(spoofed.headers['strict-transport-security'], undefined);
  });

  it('a build deployed under the running server is sent with its own hashes', async () => {
    const deployed = 'window.pagePath="/";window.___webpackCompilationHash="next";';
    writeFileSync(join(site, 'index.html'), HOME.replace(SCRIPT, deployed));
    rmSync(join(site, 'index.html.br'));
    writeSecurityHeaders(site, SAME_ORIGIN);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(site, 'security-headers.json'), later, later);
    const page = await get('/');
    assert.deepEqual(sources(page, 'script-src'), ["'self'", hash(deployed)]);
  });
});
