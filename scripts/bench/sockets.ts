/**
 * The sockets' part of `npm run bench`: BENCH_SOCKETS sockets (default 5,000; the aim is stated for 20,000) held by
 * one server node, ten per player as a player's devices, each joined to its unit, promotions and jackpots, every
 * player from an address of its own (through TRUST_PROXY, as behind a proxy). The server runs as a process of its
 * own, and beside it, as the floor, a bare `ws` server (bare-ws-server.ts) doing the least a server can for the same
 * work. For both: memory per socket after a full garbage collection (read through the inspector), a heartbeat's
 * reply time while the sockets are held, a push to one player's ten sockets, and one event for the whole site
 * reaching every socket. Each figure beside the floor's, as a ratio. Prints figures; asserts nothing.
 */

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ROOT } from '../brands';
import { freePort } from '../free-port';
import { freshPostgresDatabase } from '../../server/test/helpers';
import { startInspected, type Inspected, type Memory } from './inspected';
import { percentile } from './stats';
import { serverNodeArgs } from '../server-bundle';

export const BENCH_SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const DEVICES = 10;
const TOPICS = ['unit', 'promotions', 'jackpots'];
/** Connections opened at once while the sockets are being made. */
const OPENING = 200;

interface Client {
  ws: WebSocket;
  player: number;
  /** Waiters for a frame containing a text, resolved with the time it arrived. */
  waiting: Array<{ text: string; done: (at: number) => void }>;
}

function waitFor(client: Client, text: string): Promise<number> {
  return new Promise((done) => client.waiting.push({ text, done }));
}

function track(client: Client): void {
  client.ws.on('message', (data) => {
    const at = performance.now();
    if (client.waiting.length === 0) return;
    const frame = String(data);
    client.waiting = client.waiting.filter((waiter) => {
      if (!frame.includes(waiter.text)) return true;
      waiter.done(at);
      return false;
    });
  });
}

/** 10.x.y.z for player i: every player an address of its own, as players behind a proxy are. */
const addressOf = (player: number) => `10.${(player >> 16) & 255}.${(player >> 8) & 255}.${player & 255}`;

async function inBatches<T>(count: number, open: (i: number) => Promise<T>, out: T[] = []): Promise<T[]> {
  for (let start = 0; start < count; start += OPENING) {
    const size = Math.min(OPENING, count - start);
    out.push(...(await Promise.all(Array.from({ length: size }, (_, i) => open(start + i)))));
  }
  return out;
}

async function opened(url: string, headers: Record<string, string>): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing answered on port ${port}`);
}

async function post<T>(port: number, path: string, body: object, address: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Sends each client's heartbeat every 25 s or so, spread over the interval, so the server's 60 s idle close never
 * fires; `clients` may still be growing.
 */
function keepAlive(clients: Client[]): () => void {
  let at = 0;
  const timer = setInterval(() => {
    const perTick = Math.ceil(clients.length / 25);
    for (let i = 0; i < perTick; i++) {
      const client = clients[at++ % clients.length];
      if (client?.ws.readyState === WebSocket.OPEN) client.ws.send('[null,"keep","phoenix","heartbeat",{}]');
    }
  }, 1_000);
  return () => clearInterval(timer);
}

interface Figures {
  memory: { perSocketRss: number; perSocketHeap: number };
  heartbeat: number[];
  push: number[];
  siteWide: number[];
}

const perSocket = (before: Memory, after: Memory, sockets: number) => ({
  perSocketRss: (after.rss - before.rss) / sockets,
  perSocketHeap: (after.heapUsed + after.external - before.heapUsed - before.external) / sockets,
});

/** The heartbeat's reply time on `samples` sockets, a few at a time while every socket is held. */
async function heartbeats(clients: Client[], samples: number, frame: (ref: string) => string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, samples - i) }, async (_, j) => {
        const client = clients[((i + j) * 7919) % clients.length]!;
        const ref = `m${i + j}`;
        const reply = waitFor(client, `"${ref}"`);
        const sent = performance.now();
        client.ws.send(frame(ref));
        times.push((await reply) - sent);
      }),
    );
  }
  return times;
}

async function provider(sockets: number, players: number): Promise<Figures> {
  const port = await freePort();
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : null;
  const server = await startInspected(serverNodeArgs(), {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: ':memory:',
    ...(database ? { DATABASE_URL: database.url } : {}),
    SANDBOX: '1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    SOCKETS_PER_NODE: String(sockets + DEVICES),
    SOCKETS_PER_UNIT: String(DEVICES),
    SOCKETS_PER_ADDRESS: String(DEVICES),
    DRAIN_MS: '0',
    REDIS_PREFIX: `bench:${randomBytes(6).toString('hex')}:`,
  });
  try {
    await waitHealthy(port);
    const tokens = await inBatches(players, (player) =>
      post<{ token: string }>(port, '/v1/hp/units/create', { site_id: 1 }, addressOf(player)).then((a) => a.token),
    );
    const before = await server.memory();
    const clients: Client[] = [];
    const stopKeepAlive = keepAlive(clients);
    await inBatches(
      sockets,
      async (i) => {
        const player = i % players;
        const url = `ws://127.0.0.1:${port}/v2/units/socket/websocket?token=${tokens[player]}&vsn=2.0.0`;
        const client: Client = { ws: await opened(url, { 'x-forwarded-for': addressOf(player) }), player, waiting: [] };
        track(client);
        const joins = TOPICS.map((topic, t) =>
          waitFor(client, `["${t + 1}","${t + 1}","${topic}","phx_reply",{"status":"ok"`),
        );
        TOPICS.forEach((topic, t) => client.ws.send(JSON.stringify([`${t + 1}`, `${t + 1}`, topic, 'phx_join', {}])));
        await Promise.all(joins);
        return client;
      },
      clients,
    );
    try {
      const memory = perSocket(before, await server.memory(), sockets);
      const heartbeat = await heartbeats(clients, 1_000, (ref) =>
        JSON.stringify([null, ref, 'phoenix', 'heartbeat', {}]),
      );

      const push: number[] = [];
      for (let player = 0; player < Math.min(100, players); player++) {
        const address = addressOf(player);
        const token = tokens[player]!;
        const { code } = await post<{ code: string }>(port, '/sandbox/vouchers', { amount: 100, site_id: 1 }, address);
        const started = await post<{ acoin_batch_token: string }>(
          port,
          '/v1/hp/acoin/start_loading',
          { token, code },
          address,
        );
        const devices = clients.filter((client) => client.player === player);
        const arrived = devices.map((client) => waitFor(client, '"unit_updated"'));
        const sent = performance.now();
        await post(
          port,
          '/v1/hp/acoin/complete_loading',
          { token, acoin_tx_token: started.acoin_batch_token, amount: 100 },
          address,
        );
        push.push(Math.max(...(await Promise.all(arrived))) - sent);
      }

      const siteWide: number[] = [];
      for (let i = 0; i < 3; i++) {
        const arrived = clients.map((client) => waitFor(client, '"promotion_state_updated"'));
        const sent = performance.now();
        await post(port, '/sandbox/happy_hours/start', { site_id: 1, duration: 60 }, addressOf(0));
        siteWide.push(Math.max(...(await Promise.all(arrived))) - sent);
      }
      return { memory, heartbeat, push, siteWide };
    } finally {
      stopKeepAlive();
      for (const client of clients) client.ws.terminate();
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
}

async function floor(sockets: number, players: number): Promise<Figures> {
  const port = await freePort();
  const server: Inspected = await startInspected(['--import', 'tsx', join(ROOT, 'scripts/bench/bare-ws-server.ts')], {
    ...process.env,
    PORT: String(port),
  });
  try {
    for (
      let i = 0;
      i < 240 &&
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      ));
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 250));
    const before = await server.memory();
    const clients = await inBatches(sockets, async (i) => {
      const client: Client = { ws: await opened(`ws://127.0.0.1:${port}/`, {}), player: i % players, waiting: [] };
      track(client);
      const greeted = waitFor(client, `hello ${client.player}`);
      client.ws.send(`hello ${client.player}`);
      await greeted;
      return client;
    });
    try {
      const memory = perSocket(before, await server.memory(), sockets);
      const heartbeat = await heartbeats(clients, 1_000, (ref) => `"${ref}"`);
      const push: number[] = [];
      for (let player = 0; player < Math.min(100, players); player++) {
        const arrived = clients
          .filter((client) => client.player === player)
          .map((client) => waitFor(client, '"promotion_state_updated"'));
        const sent = performance.now();
        await fetch(`http://127.0.0.1:${port}/send?group=${player}`, { method: 'POST' }).then((r) => r.text());
        push.push(Math.max(...(await Promise.all(arrived))) - sent);
      }
      const siteWide: number[] = [];
      for (let i = 0; i < 3; i++) {
        const arrived = clients.map((client) => waitFor(client, '"promotion_state_updated"'));
        const sent = performance.now();
        await fetch(`http://127.0.0.1:${port}/broadcast`, { method: 'POST' }).then((r) => r.text());
        siteWide.push(Math.max(...(await Promise.all(arrived))) - sent);
      }
      return { memory, heartbeat, push, siteWide };
    } finally {
      for (const client of clients) client.ws.terminate();
    }
  } finally {
    await server.stop();
  }
}

const p99 = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    99,
  );
const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

/** The table's rows: each figure of the server beside the bare server's, and their ratio. */
export async function benchSockets(sockets = BENCH_SOCKETS): Promise<string[]> {
  const players = Math.ceil(sockets / DEVICES);
  const ours = await provider(sockets, players);
  const bare = await floor(sockets, players);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows: Array<[string, string, string]> = [
    ['memory per socket, RSS after GC', kb(ours.memory.perSocketRss), kb(bare.memory.perSocketRss)],
    ['memory per socket, heap + external', kb(ours.memory.perSocketHeap), kb(bare.memory.perSocketHeap)],
    ['heartbeat reply p99 (1,000 while held)', ms(p99(ours.heartbeat)), ms(p99(bare.heartbeat))],
    ["push to a player's 10 sockets p99 (100)", ms(p99(ours.push)), ms(p99(bare.push))],
    ['one site-wide event to every socket, median of 3', ms(median(ours.siteWide)), ms(median(bare.siteWide))],
  ];
  const ratios = [
    ours.memory.perSocketRss / bare.memory.perSocketRss,
    ours.memory.perSocketHeap / bare.memory.perSocketHeap,
    p99(ours.heartbeat) / p99(bare.heartbeat),
    p99(ours.push) / p99(bare.push),
    median(ours.siteWide) / median(bare.siteWide),
  ];
  const lines = [
    `Sockets: ${sockets} held by one node (${players} players × ${DEVICES} devices, each in ${TOPICS.join(', ')})`,
    `  ${'figure'.padEnd(50)} ${'server'.padStart(10)} ${'bare ws'.padStart(10)}  server/floor`,
  ];
  rows.forEach(([name, server, floorFigure], i) =>
    lines.push(
      `  ${name.padEnd(50)} ${server.padStart(10)} ${floorFigure.padStart(10)}  ${(ratios[i] ?? NaN).toFixed(2)}×`,
    ),
  );
  return lines;
}

if (require.main === module) {
  benchSockets()
    .then((lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
