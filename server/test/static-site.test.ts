/** How the built site is served: the caching rules that let a deploy reach installed players (SPEC §1, §7). */

import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { testApp } from './helpers';

describe('static site caching', () => {
  let site: string;

  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(site, 'page-data'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(site, '404.html'), '<!doctype html><title>404</title>');
    writeFileSync(join(site, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(site, 'app-f74f91098f36eaea6402.js'), 'console.log(1);');
    writeFileSync(join(site, 'app-f74f91098f36eaea6402.js.br'), brotliCompressSync('console.log(1);'));
    writeFileSync(join(site, 'page-data', 'app-data.json'), '{"webpackCompilationHash":"abc"}');
  });
  const test = testApp(() => ({ env: { SITE_DIR: site } }));
  after(() => rmSync(site, { recursive: true, force: true }));

  const cacheControl = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 200, url);
    return response.headers['cache-control'];
  };

  it('never lets a cache keep the service worker', async () => {
    assert.equal(await cacheControl('/sw.js'), 'no-cache');
  });

  it('revalidates pages and app data, keeps hashed bundles for a year', async () => {
    assert.equal(await cacheControl('/'), 'public, max-age=0, must-revalidate');
    assert.equal(await cacheControl('/page-data/app-data.json'), 'public, max-age=0, must-revalidate');
    assert.equal(await cacheControl('/app-f74f91098f36eaea6402.js'), 'public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of the build to browsers that accept it, typed and cached as the original', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/app-f74f91098f36eaea6402.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await test.app.inject({ method: 'GET', url: '/app-f74f91098f36eaea6402.js' });
    assert.equal(plain.body, 'console.log(1);');
  });
});
