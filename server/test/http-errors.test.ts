/**
 * Every non-2xx answer is the contract's `{"error":{"code","message"}}` (issue 14, finding 11), also those given
 * before any route runs: an address that is not valid percent-encoding, a body too large or of another type,
 * headers too large and requests Node's parser cannot read (over a raw socket: no client library sends them).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { testApp } from './helpers';
import { assertError, type Answer } from './support/money';
import { portOf, rawRequest, type RawAnswer } from './support/raw-http';

describe('error answers of the HTTP layer', () => {
  const t = testApp({ setUp: ({ app }) => app.listen({ port: 0, host: '127.0.0.1' }) });

  async function inject(options: InjectOptions): Promise<Answer> {
    const response = await t.app.inject(options);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  function assertRawError(answer: RawAnswer, status: number, code: string): void {
    assert.equal(answer.status, status, answer.headers);
    assert.match(answer.headers, /content-type: application\/json/i);
    assertError({ status: answer.status, body: JSON.parse(answer.body) as unknown }, status, code);
  }

  it('answers an address that is not valid percent-encoding with 400 bad_request', async () => {
    assertError(await inject({ method: 'GET', url: '/v1/%ff' }), 400, E.badRequest);
    assertError(await inject({ method: 'POST', url: '/v1/hp/units/%E0%A4%A', payload: {} }), 400, E.badRequest);
  });

  it('answers a body over the limit with 413 and a body of another type with 415', async () => {
    const large = { site_id: 1, pad: 'x'.repeat(70 * 1024) };
    assertError(
      await inject({ method: 'POST', url: ApiPaths.createAnonymousUnit, payload: large }),
      413,
      E.payloadTooLarge,
    );
    const xml = { 'content-type': 'text/xml' };
    const answer = await inject({ method: 'POST', url: ApiPaths.createAnonymousUnit, headers: xml, payload: '<a/>' });
    assertError(answer, 415, E.unsupportedMediaType);
  });

  it('answers unknown addresses and methods with 404, and malformed JSON with 422', async () => {
    assertError(await inject({ method: 'GET', url: '/v1/nothing/here' }), 404, E.notFound);
    assertError(await inject({ method: 'DELETE', url: ApiPaths.createAnonymousUnit }), 404, E.notFound);
    const json = { 'content-type': 'application/json' };
    const answer = await inject({ method: 'POST', url: ApiPaths.createAnonymousUnit, headers: json, payload: '{"a"' });
    assertError(answer, 422, E.validation);
  });

  it('answers a long-poll request without the protocol version with 400 bad_request', async () => {
    assertError(await inject({ method: 'GET', url: '/v2/units/socket/longpoll' }), 400, E.badRequest);
  });

  it('answers headers over 16 KiB with 431 headers_too_large', async () => {
    const big = `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20 * 1024)}\r\n\r\n`;
    assertRawError(await rawRequest(portOf(t.app), big), 431, E.headersTooLarge);
  });

  it('answers a request Node cannot parse with 400 bad_request', async () => {
    assertRawError(await rawRequest(portOf(t.app), 'NOT HTTP AT ALL\r\n\r\n'), 400, E.badRequest);
    const badHeader = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n';
    assertRawError(await rawRequest(portOf(t.app), badHeader), 400, E.badRequest);
  });
});
