/**
 * `npm run bench`: server figures on this machine — sign-in latency (argon2id), voucher loads per second
 * (serial and 20 at once through the ledger), socket push latency (complete_loading → unit_updated on a real
 * phoenix client) and memory. Runs on PGlite, or on PostgreSQL / Redis when DATABASE_URL / REDIS_URL are set.
 * Prints figures; asserts nothing.
 */

import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Socket } from 'phoenix';
import WebSocket from 'ws';
import { ApiPaths } from '../../contract/api';
import { SOCKET_PATH } from '../../contract/socket';
import { buildApp } from '../../server/src/app';
import { createBus } from '../../server/src/bus';
import { loadConfig } from '../../server/src/config';
import { seedDemo } from '../../server/src/seed';
import { openTestDatabase } from '../../server/test/helpers';

const PASSWORD = 'bench-password-1';

async function post<T>(app: FastifyInstance, url: string, payload: object, bearer?: string): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

async function signUp(app: FastifyInstance, phone: string): Promise<{ access: string; unitToken: string }> {
  await post(app, ApiPaths.startRegistration, { site_id: 1, phone });
  const sms = await app.inject({ method: 'GET', url: `/sandbox/sms?phone=${encodeURIComponent(phone)}` });
  const otp = (sms.json() as { messages: Array<{ otp: string }> }).messages.at(-1)?.otp ?? '';
  const { phone_token } = await post<{ phone_token: string }>(app, ApiPaths.confirmPhone, { phone, otp, site_id: 1 });
  const session = await post<{ access: { token: string } }>(app, ApiPaths.createUser, {
    site_id: 1,
    phone_token,
    first_name: 'Bench',
    last_name: 'Player',
    password: PASSWORD,
  });
  const units = await app.inject({
    method: 'GET',
    url: ApiPaths.userUnits,
    headers: { authorization: `Bearer ${session.access.token}` },
  });
  return { access: session.access.token, unitToken: (units.json() as { unit_token: string }).unit_token };
}

async function loadVoucher(app: FastifyInstance, unitToken: string, amount: number): Promise<void> {
  const { code } = await post<{ code: string }>(app, '/sandbox/vouchers', { amount, site_id: 1 });
  const started = await post<{ acoin_batch_token: string }>(app, ApiPaths.startLoading, { token: unitToken, code });
  await post(app, ApiPaths.completeLoading, { token: unitToken, acoin_tx_token: started.acoin_batch_token, amount });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function describe(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR: ':memory:', SANDBOX: 'on', PORT: '0' });
  // A throw-away database: in memory, or created on (and dropped from) the PostgreSQL server.
  const db = await openTestDatabase();
  await seedDemo(db);
  const bus = createBus(config.redisUrl ?? undefined);
  const app = await buildApp({ config, db, bus, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const rows: Array<[string, string]> = [
    ['database / bus', `${db.kind} / ${config.redisUrl ? 'redis' : 'in-process'}`],
  ];

  const prefix = `+2782${String(randomBytes(2).readUInt16BE(0) % 100).padStart(2, '0')}`;
  const player = await signUp(app, `${prefix}00000`);

  const logins: number[] = [];
  for (let i = 0; i < 10; i++) {
    logins.push(
      await timed(() =>
        post(app, ApiPaths.login, { login: `${prefix}00000`, password: PASSWORD, provider: 'identity', site_id: 1 }),
      ),
    );
  }
  rows.push(['sign-in (argon2id verify + tokens)', describe(logins)]);

  const serial = 100;
  const serialMs = await timed(async () => {
    for (let i = 0; i < serial; i++) await loadVoucher(app, player.unitToken, 100);
  });
  rows.push([
    'voucher loads, one after another',
    `${((serial / serialMs) * 1000).toFixed(0)} loads/s (${serial} loads)`,
  ]);

  const players = await Promise.all(
    Array.from({ length: 20 }, (_, i) => signUp(app, `${prefix}${String(i + 1).padStart(5, '0')}`)),
  );
  const rounds = 5;
  const concurrentMs = await timed(async () => {
    for (let round = 0; round < rounds; round++) {
      await Promise.all(players.map((p) => loadVoucher(app, p.unitToken, 100)));
    }
  });
  rows.push([
    'voucher loads, 20 players at once',
    `${(((rounds * 20) / concurrentMs) * 1000).toFixed(0)} loads/s (${rounds * 20} loads)`,
  ]);

  // Socket push latency: from the start of complete_loading to unit_updated on a joined phoenix client.
  const socket = new Socket(`ws://127.0.0.1:${port}${SOCKET_PATH}`, {
    transport: WebSocket as unknown as typeof globalThis.WebSocket,
    params: { token: player.unitToken },
  });
  socket.connect();
  const channel = socket.channel('unit', {});
  await new Promise<void>((resolve, reject) =>
    channel
      .join()
      .receive('ok', () => resolve())
      .receive('error', reject),
  );
  let arrived: (() => void) | null = null;
  channel.on('unit_updated', () => arrived?.());
  const pushes: number[] = [];
  for (let i = 0; i < 30; i++) {
    const { code } = await post<{ code: string }>(app, '/sandbox/vouchers', { amount: 100, site_id: 1 });
    const started = await post<{ acoin_batch_token: string }>(app, ApiPaths.startLoading, {
      token: player.unitToken,
      code,
    });
    const event = new Promise<void>((resolve) => (arrived = resolve));
    pushes.push(
      await timed(async () => {
        await post(app, ApiPaths.completeLoading, {
          token: player.unitToken,
          acoin_tx_token: started.acoin_batch_token,
          amount: 100,
        });
        await event;
      }),
    );
  }
  rows.push(['balance change to socket push', describe(pushes)]);
  channel.leave();
  socket.disconnect();

  const memory = process.memoryUsage();
  rows.push([
    'memory after the run',
    `rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  ]);

  await app.close();
  await bus.close();
  await db.close();

  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('\nServer benchmark');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
