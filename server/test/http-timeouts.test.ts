/**
 * A request must arrive within the request timeout (issue 14, finding 8): a client that sends its headers or its
 * body a byte at a time is answered 408 in the contract's shape and cut off, while a long-poll, whose answer
 * takes long but whose request arrived at once, keeps working. A connection on which nothing moves for the
 * connection timeout is closed (http/idle.ts), but a WebSocket, which has its heartbeats, is not. Real listening
 * server, raw sockets, short timeouts.
 */

import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { connect, type Socket as NetSocket } from 'node:net';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCodes as E } from '../../contract/errors';
import { testApp } from './helpers';
import { anonymousUnit, assertError } from './support/money';
import { dribble, portOf } from './support/raw-http';
import WebSocket from 'ws';
import { SOCKET_PATH } from '../../contract/socket';

const REQUEST_TIMEOUT_MS = 400;

describe('request timeouts', () => {
  let port: number;

  const t = testApp({
    deps: {
      http: {
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        headersTimeoutMs: REQUEST_TIMEOUT_MS,
        timeoutCheckIntervalMs: 50,
      },
    },
    setUp: async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = portOf(t.app);
    },
    // fetch's pooled keep-alive connections would hold close() open
    tearDown: ({ app }) => app.server.closeAllConnections(),
  });

  it('answers a body sent a byte at a time with 408 and closes the connection', { timeout: 20_000 }, async () => {
    const body = JSON.stringify({ site_id: 1, fp_request_id: 'x'.repeat(200) });
    const head =
      'POST /v1/hp/units/create HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`;
    const answer = await dribble(port, head, body, 50);
    assertError({ status: answer.status, body: JSON.parse(answer.body) as unknown }, 408, E.requestTimeout);
  });

  it('answers headers sent a byte at a time with 408 and closes the connection', { timeout: 20_000 }, async () => {
    const answer = await dribble(port, 'GET /healthz HTTP/1.1\r\n', `X-Slow: ${'x'.repeat(200)}\r\n\r\n`, 50);
    assertError({ status: answer.status, body: JSON.parse(answer.body) as unknown }, 408, E.requestTimeout);
  });

  it('keeps a long-poll waiting past the request timeout: only receiving the request is timed', async () => {
    const base = `http://127.0.0.1:${port}/v2/units/socket/longpoll?vsn=2.0.0&token=${await anonymousUnit(t.app)}`;
    const opened = (await (await fetch(base)).json()) as { status: number; token: string };
    assert.equal(opened.status, 410);
    const url = `${base}&token=${encodeURIComponent(opened.token)}`;
    const poll = fetch(url).then(async (response) => ({ http: response.status, body: await response.json() }));
    // the poll waits (up to 10 s) for frames; let several timeout checks pass it by first
    await sleep(REQUEST_TIMEOUT_MS * 3);
    const heartbeat = JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]);
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson' },
      body: heartbeat,
    });
    assert.equal(posted.status, 200);
    const answer = await poll;
    assert.equal(answer.http, 200);
    assert.equal((answer.body as { status: number }).status, 200, JSON.stringify(answer.body));
    assert.deepEqual(
      (answer.body as { messages: string[] }).messages.map((frame) => JSON.parse(frame) as unknown),
      [[null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]],
    );
  });
});

describe('idle connections', () => {
  const IDLE_MS = 300;
  let port: number;

  const t = testApp({
    deps: { http: { connectionTimeoutMs: IDLE_MS, timeoutCheckIntervalMs: 50 } },
    setUp: async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = portOf(t.app);
    },
    tearDown: ({ app }) => app.server.closeAllConnections(),
  });

  /** How long until the server closes `socket`, from now. */
  const closedAfter = (socket: { once(event: 'close', listener: () => void): unknown }) => {
    const start = performance.now();
    return new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - start)));
  };

  it(
    'closes a connection that never sends a request, once the connection timeout has passed',
    { timeout: 10_000 },
    async () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const after = await closedAfter(socket);
      assert.ok(after >= IDLE_MS - 20, `closed after ${Math.round(after)} ms`);
    },
  );

  it(
    'closes a connection whose request has had no bytes either way for the connection timeout',
    { timeout: 10_000 },
    async () => {
      // A long-poll waits up to 10 s for frames: far past the 300 ms, with nothing sent either way meanwhile.
      const base = `http://127.0.0.1:${port}/v2/units/socket/longpoll?vsn=2.0.0&token=${await anonymousUnit(t.app)}`;
      const opened = (await (await fetch(base)).json()) as { token: string };
      const url = `${base}&token=${encodeURIComponent(opened.token)}`;
      const start = performance.now();
      await assert.rejects(fetch(url, { headers: { connection: 'close' } }));
      assert.ok(performance.now() - start < 5_000, 'cut by the connection timeout, not ended by the long-poll');
    },
  );

  it('keeps a WebSocket open past the connection timeout, with no timer: it answers a heartbeat after three of them', async () => {
    const token = await anonymousUnit(t.app);
    // The server's end of the connection as it asks to upgrade: no timeout was set on it. Node's server timeout would
    // have armed one as it opened, which ws turns off at the upgrade while the connection keeps its timer for good.
    const timeoutAtUpgrade = new Promise<number | undefined>((resolve) =>
      t.app.server.once('upgrade', (request: IncomingMessage) => resolve((request.socket as NetSocket).timeout)),
    );
    const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}/websocket?vsn=2.0.0&token=${token}`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    assert.equal(await timeoutAtUpgrade, undefined);
    await sleep(IDLE_MS * 3);
    assert.equal(socket.readyState, WebSocket.OPEN);
    const reply = new Promise<unknown>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(String(data)))),
    );
    socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    assert.deepEqual(await reply, [null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    socket.close();
  });
});
