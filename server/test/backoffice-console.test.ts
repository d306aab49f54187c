/** The back office console at /backoffice/: its page for every client route, its assets, its own strict policy. */

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { BACKOFFICE_POLICY } from '../src/http/backoffice';
import { createTestApp, type ClosableTestApp } from './helpers';

const SITE_POLICY = "default-src 'self'; style-src 'self'";
const PAGE = '<!doctype html><title>Back office</title><script type="module" src="/backoffice/assets/index-abc.js">';

describe('back office console', () => {
  let dir: string;
  let site: string;
  let test: ClosableTestApp;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'backoffice-'));
    site = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>home</title>');
    // The site's own headers (as its build writes them) must never reach the console's answers.
    writeFileSync(
      join(site, 'security-headers.json'),
      JSON.stringify({ headers: { 'content-security-policy': SITE_POLICY }, pages: {} }),
    );
    test = await createTestApp({ env: { BACKOFFICE_DIR: dir, SITE_DIR: site } });
  });

  after(async () => {
    await test.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(site, { recursive: true, force: true });
  });

  it("answers GET /backoffice/ with the console's HTML and its security headers", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/backoffice/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, PAGE);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.equal(response.headers['content-security-policy'], BACKOFFICE_POLICY);
    assert.match(BACKOFFICE_POLICY, /script-src 'self';/);
    assert.doesNotMatch(BACKOFFICE_POLICY, /unsafe-inline|unsafe-eval/);
    assert.match(BACKOFFICE_POLICY, /frame-ancestors 'none'/);
    // Images from the console's own origin, and the enrolment QR code's data: PNG; nothing else.
    assert.match(BACKOFFICE_POLICY, /(^|; )img-src 'self' data:(;|$)/);
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it("answers a client route with the console's page, and a missing asset with 404", async () => {
    const route = await test.app.inject({ method: 'GET', url: '/backoffice/players/12/show?tab=notes' });
    assert.equal(route.statusCode, 200);
    assert.equal(route.body, PAGE);
    assert.equal(route.headers['content-security-policy'], BACKOFFICE_POLICY);
    const missing = await test.app.inject({ method: 'GET', url: '/backoffice/assets/index-old.js' });
    assert.equal(missing.statusCode, 404);
  });

  it('keeps hashed assets for a year, and sends /backoffice to /backoffice/', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/backoffice/assets/index-abc.js' });
    assert.equal(asset.statusCode, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const bare = await test.app.inject({ method: 'GET', url: '/backoffice' });
    assert.equal(bare.statusCode, 301);
    assert.equal(bare.headers.location, '/backoffice/');
  });

  it("leaves the players' site where it was", async () => {
    const home = await test.app.inject({ method: 'GET', url: '/' });
    assert.equal(home.statusCode, 200);
    assert.equal(home.headers['content-security-policy'], SITE_POLICY);
  });
});

describe('back office console without a site', () => {
  it('serves its page for client routes on a server that serves only the API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backoffice-'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    const test = await createTestApp({ env: { BACKOFFICE_DIR: dir } });
    try {
      const route = await test.app.inject({ method: 'GET', url: '/backoffice/withdrawals' });
      assert.equal(route.statusCode, 200);
      assert.equal(route.body, PAGE);
      assert.equal((await test.app.inject({ method: 'GET', url: '/backoffice/' })).body, PAGE);
    } finally {
      await test.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
