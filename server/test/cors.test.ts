/**
 * CORS: a site served from another origin (CORS_ORIGINS) can call the API and the long-poll transport from a
 * browser, preflight included; any other origin, and every origin by default, gets no CORS header at all.
 * Run: node --import tsx --test server/test/cors.test.ts
 */

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { SOCKET_PATH } from '../../contract/socket';
import { ConfigError, loadConfig } from '../src/config';
import { type TestApp, testApp } from './helpers';

const SITE = 'https://casino.example';
const OTHER = 'https://evil.example';
const LONGPOLL = `${SOCKET_PATH}/longpoll?vsn=2.0.0`;

/** What a browser sends before a cross-origin POST with a JSON body and a bearer token. */
function preflight(app: TestApp, url: string, origin: string, headers = 'content-type, authorization') {
  return app.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
  });
}

function corsHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => name.startsWith('access-control-')));
}

/** The comma-separated header as a set of lower-case names. */
function listed(response: LightMyRequestResponse, header: string): Set<string> {
  const value = response.headers[header];
  return new Set(
    String(value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );
}

describe('CORS_ORIGINS', () => {
  for (const value of ['*', 'casino.example', 'https://casino.example/play', 'ftp://casino.example', 'null']) {
    test(`refuses ${JSON.stringify(value)} with a message naming the variable`, () => {
      assert.throws(
        () => loadConfig({ DATA_DIR: ':memory:', CORS_ORIGINS: `${SITE},${value}` }),
        (error: unknown) => error instanceof ConfigError && /CORS_ORIGINS/.test(error.message),
      );
    });
  }

  test('takes a comma-separated list of origins, and none by default', () => {
    const config = loadConfig({ DATA_DIR: ':memory:', CORS_ORIGINS: ` ${SITE}, http://localhost:9000/ ` });
    assert.deepEqual(config.corsOrigins, [SITE, 'http://localhost:9000']);
    assert.deepEqual(loadConfig({ DATA_DIR: ':memory:' }).corsOrigins, []);
  });
});

describe('a site on another origin', () => {
  const server = testApp({ env: { CORS_ORIGINS: `${SITE},http://localhost:9000` } });

  test('passes the preflight of an API call with the headers the site sends', async () => {
    const response = await preflight(server, ApiPaths.createAnonymousUnit, SITE, 'accept, content-type, authorization');
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], SITE);
    assert.ok(listed(response, 'access-control-allow-methods').has('post'));
    for (const header of ['accept', 'content-type', 'authorization']) {
      assert.ok(listed(response, 'access-control-allow-headers').has(header), header);
    }
    assert.ok(Number(response.headers['access-control-max-age']) > 0, 'the browser may keep the preflight');
    assert.equal(response.headers['access-control-allow-credentials'], undefined, 'tokens never ride on cookies');
  });

  test('reads the answers of API calls, errors included', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: ApiPaths.createAnonymousUnit,
      headers: { origin: SITE },
      payload: { site_id: 1 },
    });
    assert.equal(created.statusCode, 200);
    assert.equal(created.headers['access-control-allow-origin'], SITE);
    assert.match(String(created.headers.vary), /origin/i, 'a cache must not hand this answer to another origin');

    // the site must read a 401 to refresh its session, and a 422 to show what was wrong
    const unauthenticated = await server.app.inject({ url: ApiPaths.userUnits, headers: { origin: SITE } });
    assert.equal(unauthenticated.statusCode, 401);
    assert.equal(unauthenticated.headers['access-control-allow-origin'], SITE);
    const invalid = await server.app.inject({
      method: 'POST',
      url: ApiPaths.login,
      headers: { origin: 'http://localhost:9000' },
      payload: { login: 1 },
    });
    assert.equal(invalid.statusCode, 422);
    assert.equal(invalid.headers['access-control-allow-origin'], 'http://localhost:9000');

    // a refused resend's Retry-After is readable, so the code step counts down to it
    const phone = '+27821234599';
    const ask = () =>
      server.app.inject({
        method: 'POST',
        url: ApiPaths.startRegistration,
        headers: { origin: SITE },
        payload: { site_id: 1, phone },
      });
    assert.equal((await ask()).statusCode, 200);
    const refused = await ask();
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.ok(listed(refused, 'access-control-expose-headers').has('retry-after'));
  });

  test("uses the long-poll transport: its ndjson POST's preflight and its polls", async () => {
    const response = await preflight(server, LONGPOLL, SITE, 'content-type');
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], SITE);
    assert.ok(listed(response, 'access-control-allow-headers').has('content-type'));
    const poll = await server.app.inject({ url: `${LONGPOLL}&token=nope`, headers: { origin: SITE } });
    assert.equal(poll.statusCode, 200);
    assert.equal(poll.headers['access-control-allow-origin'], SITE);
  });

  // its browser then never sends a JSON POST (the preflight failed) and cannot read any answer
  test('another origin gets no CORS header, on the preflight or the call', async () => {
    const response = await preflight(server, ApiPaths.createAnonymousUnit, OTHER);
    assert.deepEqual(corsHeaders(response), {});
    assert.notEqual(response.statusCode, 204);
    const call = await server.app.inject({
      method: 'POST',
      url: ApiPaths.createAnonymousUnit,
      headers: { origin: OTHER },
      payload: { site_id: 1 },
    });
    assert.deepEqual(corsHeaders(call), {});
    const poll = await preflight(server, LONGPOLL, OTHER, 'content-type');
    assert.deepEqual(corsHeaders(poll), {});
    // a look-alike of an allowed origin is another origin
    const lookalike = await preflight(server, ApiPaths.login, `${SITE}.evil.example`);
    assert.deepEqual(corsHeaders(lookalike), {});
  });

  test('the allowed origin gets nothing outside the API and the socket', async () => {
    const response = await server.app.inject({ url: '/healthz', headers: { origin: SITE } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(corsHeaders(response), {});
  });

  test('a same-origin call (no Origin header) works as before', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: ApiPaths.createAnonymousUnit,
      payload: { site_id: 1 },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(corsHeaders(response), {});
  });
});

describe('by default', () => {
  const server = testApp();

  test('no origin gets a CORS header, and same-origin calls work', async () => {
    const response = await preflight(server, ApiPaths.createAnonymousUnit, SITE);
    assert.deepEqual(corsHeaders(response), {});
    const call = await server.app.inject({
      method: 'POST',
      url: ApiPaths.createAnonymousUnit,
      headers: { origin: SITE },
      payload: { site_id: 1 },
    });
    assert.equal(call.statusCode, 200);
    assert.deepEqual(corsHeaders(call), {});
  });
});
