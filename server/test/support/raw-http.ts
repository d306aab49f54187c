/** HTTP over a bare TCP socket, for what a client library would not send: oversized headers, bytes dribbled in. */

import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** The port a listening app is on. */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening');
  return address.port;
}

/** Everything the server sends until it closes the connection, read as one HTTP answer. */
export function answerOf(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: split === -1 ? '' : text.slice(split + 4),
      });
    });
  });
}

/** Sends `text` as is and reads the answer. */
export async function rawRequest(port: number, text: string): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  const answer = answerOf(socket);
  socket.write(text);
  return answer;
}

/**
 * Sends `head`, then `body` one byte every `everyMs`, and reads the answer. The bytes stop when the server
 * closes the connection (or the body runs out); a server that never closes fails the test by its timeout.
 */
export async function dribble(port: number, head: string, body: string, everyMs: number): Promise<RawAnswer> {
  const socket = connect(port, '127.0.0.1');
  const answer = answerOf(socket);
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= body.length) return clearInterval(timer);
    socket.write(body[sent] ?? '');
    sent += 1;
  }, everyMs);
  try {
    return await answer;
  } finally {
    clearInterval(timer);
  }
}
