/**
 * The floor of the sockets benchmark (scripts/bench/sockets.ts): a bare `ws` server doing the least a socket server
 * can for the same work, run as a process of its own on PORT. It holds every socket; echoes each message back (the
 * heartbeat's floor); `POST /send?group=g` sends one frame to the sockets that said `hello g` (a player's devices:
 * the push's floor); `POST /broadcast` sends one frame, encoded once, to every socket (the site-wide event's floor).
 */

import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const FRAME = JSON.stringify([
  null,
  null,
  'promotions',
  'promotion_state_updated',
  { promotion_state: { id: 1, status: 'ongoing', start: 1_800_000_000, end: 1_800_003_600 } },
]);

const groups = new Map<string, Set<WebSocket>>();
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let sent = 0;
  if (request.method === 'POST' && url.pathname === '/broadcast') {
    for (const socket of wss.clients) {
      socket.send(FRAME);
      sent++;
    }
  } else if (request.method === 'POST' && url.pathname === '/send') {
    for (const socket of groups.get(url.searchParams.get('group') ?? '') ?? []) {
      socket.send(FRAME);
      sent++;
    }
  }
  response.end(String(sent));
});
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    const text = String(data);
    if (text.startsWith('hello ')) {
      const group = text.slice(6);
      let members = groups.get(group);
      if (!members) groups.set(group, (members = new Set()));
      members.add(socket);
      socket.once('close', () => members.delete(socket));
    }
    socket.send(text);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening\n'));
