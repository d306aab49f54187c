/**
 * What staff change in the back office reaches the players' open sockets at once, without a rejoin: a site's unit
 * config as each unit's whole unit on the `unit` topic, a jackpot turned on or off as `init` or `stopped` on the
 * `jackpots` topic; on one node, and from node A to the sockets node B holds through Redis.
 */

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it, test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { BackofficeJackpot } from '../../contract/backoffice-promotions';
import type { Unit } from '../../contract/entities';
import type { JackpotLifecycleUpdatedPayload, JackpotsJoinReply, UnitJoinReply } from '../../contract/socket';
import { buildApp } from '../src/app';
import { busFromConfig } from '../src/bus';
import { loadConfig } from '../src/config';
import { seedDemo } from '../src/seed';
import { TEST_JWT_SECRET, TestClock, openTestDatabase, testApp, testRateLimitStore, type TestApp } from './helpers';
import { bo, staffMember, type SignedInStaff } from './support/backoffice';
import { anonymousUnit } from './support/money';
import { Harness, collect, join, listenForSockets, waitFor } from './support/realtime';
import { phoneMaker } from './support/users';
import { fundedPlayer } from './support/withdrawals';

const newPhone = phoneMaker(7_910_000);

/** A socket's channel on `topic`, joined, with every `event` it gets from then on. */
async function joined<Reply>(h: Harness, endpoint: string, token: string, topic: string, event: string) {
  const channel = h.connect(endpoint, { token }).channel(topic);
  const seen = collect(channel, event);
  const answer = await join(channel);
  assert.equal(answer.status, 'ok', JSON.stringify(answer.response));
  return { reply: answer.response as Reply, seen };
}

const unitSocket = (h: Harness, endpoint: string, token: string) =>
  joined<UnitJoinReply>(h, endpoint, token, 'unit', 'unit_updated');
const jackpotsSocket = (h: Harness, endpoint: string, token: string) =>
  joined<JackpotsJoinReply>(h, endpoint, token, 'jackpots', 'jackpot_lifecycle_updated');

async function ok(answer: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const done = await answer;
  assert.equal(done.statusCode, 200, done.body);
  return done.json();
}

/** `unit` with its config changed as `change` says: what the site must hold after a config push. */
const withConfig = (unit: Unit, change: Partial<Unit['config']>): Unit => ({
  ...unit,
  config: { ...unit.config, ...change },
});

/** The site's jackpots topic entry for `pot`, as the join and the events carry one. */
function entry(pot: { slug: string; pot: number }, action: 'init' | 'stopped', games: string[]) {
  const win_lifecycle = { slug: pot.slug, balance: pot.pot };
  const event: JackpotLifecycleUpdatedPayload = { slug: pot.slug, action, win_lifecycle };
  return action === 'init' ? { ...event, games } : event;
}

describe('on one node', () => {
  const clock = new TestClock();
  let endpoint = '';
  const server = testApp({
    clock,
    setUp: async ({ app }) => {
      endpoint = await listenForSockets(app);
    },
  });

  it("a staff change of a site's unit config reaches each open unit socket of the site as its whole unit, and no other site's", async (t) => {
    const h = new Harness(t);
    const player = await fundedPlayer(server, newPhone(), { deposit: 5_000 });
    const [playerSocket, visitorSocket, otherSiteSocket] = [
      await unitSocket(h, endpoint, player.token),
      await unitSocket(h, endpoint, await anonymousUnit(server.app)),
      await unitSocket(h, endpoint, await anonymousUnit(server.app, 2)),
    ];
    const owner = await staffMember(server, clock, 'owner');

    // The operator's own setting: players are never told it, so nothing is sent.
    await ok(bo(server, owner, 'PUT', 'sites/1/config', { adjustment_approval_threshold: 7 }));
    const fee = playerSocket.reply.unit.config.im_withdrawal_fee + 111;
    await ok(bo(server, owner, 'PUT', 'sites/1/config', { im_withdrawal_fee: fee, upi_qr_deposit: { enabled: true } }));
    const change = {
      im_withdrawal_fee: fee,
      upi_qr_deposit: { ...playerSocket.reply.unit.config.upi_qr_deposit, enabled: true },
    };

    for (const socket of [playerSocket, visitorSocket]) {
      await waitFor(() => socket.seen.length > 0, 'the config push');
      assert.deepEqual(socket.seen, [{ action: 'config_updated', unit: withConfig(socket.reply.unit, change) }]);
    }
    // Each unit its own: the player's deposit is theirs, and the push is what a join now answers.
    assert.equal((playerSocket.seen[0] as UnitJoinReply).unit.fin_account.deposit_balance, 5_000);
    const rejoined = await unitSocket(h, endpoint, player.token);
    assert.deepEqual(playerSocket.seen[0], { action: 'config_updated', unit: rejoined.reply.unit });

    // Site 2 hears of its own change only.
    await ok(bo(server, owner, 'PUT', 'sites/2/config', { eft_withdrawal_enabled: false }));
    await waitFor(() => otherSiteSocket.seen.length > 0, "site 2's config push");
    assert.deepEqual(otherSiteSocket.seen, [
      { action: 'config_updated', unit: withConfig(otherSiteSocket.reply.unit, { eft_withdrawal_enabled: false }) },
    ]);
    assert.equal(playerSocket.seen.length, 1, "site 1's sockets heard nothing of site 2");
  });

  it("a jackpot staff create, turn off and on again reaches the site's jackpots channels as init, stopped, init", async (t) => {
    const h = new Harness(t);
    const siteOne = await jackpotsSocket(h, endpoint, await anonymousUnit(server.app));
    const siteTwo = await jackpotsSocket(h, endpoint, await anonymousUnit(server.app, 2));
    const games = siteOne.reply.jackpots[0]!.games!;
    assert.ok(games.length > 0, 'the demo has jackpot games');
    const marketing = await staffMember(server, clock, 'marketing');

    const terms = { seed_amount: 250_000, contribution_bp: 20, win_chance_ppm: 5 };
    const mega = (await ok(
      bo(server, marketing, 'POST', 'jackpots', { site_id: 1, slug: 'mega', ...terms }),
    )) as BackofficeJackpot;
    // New terms seed the next cycle: players see nothing of them.
    await ok(bo(server, marketing, 'PUT', `jackpots/${mega.id}`, { seed_amount: 400_000 }));
    await ok(bo(server, marketing, 'DELETE', `jackpots/${mega.id}`));
    await ok(bo(server, marketing, 'PUT', `jackpots/${mega.id}`, { active: true }));

    await waitFor(() => siteOne.seen.length >= 3, 'init, stopped and init');
    assert.deepEqual(siteOne.seen, [
      entry(mega, 'init', games),
      entry(mega, 'stopped', games),
      entry(mega, 'init', games),
    ]);

    const other = (await ok(
      bo(server, marketing, 'POST', 'jackpots', { site_id: 2, slug: 'mega', ...terms }),
    )) as BackofficeJackpot;
    await waitFor(() => siteTwo.seen.length > 0, "site 2's jackpot");
    assert.deepEqual(siteTwo.seen, [entry(other, 'init', games)], "site 1's jackpots are not site 2's news");
    assert.equal(siteOne.seen.length, 3);
  });
});

/** Two nodes of one deployment: one database, one Redis under a prefix of this test's own. */
async function twoNodes(h: Harness, clock: TestClock): Promise<[TestApp, TestApp]> {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const config = loadConfig({
    DATA_DIR: ':memory:',
    JWT_SECRET: TEST_JWT_SECRET,
    SANDBOX: 'on',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
  });
  const db = await openTestDatabase();
  await seedDemo(db, { sandbox: true });
  const buses = [busFromConfig(config), busFromConfig(config)];
  const apps: FastifyInstance[] = await Promise.all(
    buses.map((bus) =>
      buildApp({
        config,
        db,
        bus,
        clock,
        logger: false,
        rateLimitStore: testRateLimitStore(redisUrl),
        happyHourScheduler: false,
      }),
    ),
  );
  // Nodes first, then what they stand on.
  h.onCleanup(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  h.onCleanup(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await db.close();
  });
  return [
    { app: apps[0]!, db, bus: buses[0]!, config },
    { app: apps[1]!, db, bus: buses[1]!, config },
  ];
}

test('a config change and a jackpot turned off on node A reach the sockets node B holds, through Redis', async (t) => {
  const clock = new TestClock();
  const h = new Harness(t);
  const [nodeA, nodeB] = await twoNodes(h, clock);
  const endpointA = await listenForSockets(nodeA.app);
  const endpointB = await listenForSockets(nodeB.app);
  const player = await fundedPlayer(nodeA, newPhone(), { deposit: 4_321 });
  const visitor = await anonymousUnit(nodeA.app);
  const units = [
    await unitSocket(h, endpointB, player.token),
    await unitSocket(h, endpointB, visitor),
    await unitSocket(h, endpointA, visitor),
  ];
  const jackpots = await jackpotsSocket(h, endpointB, visitor);
  const owner: SignedInStaff = await staffMember(nodeA, clock, 'owner');

  await ok(bo(nodeA, owner, 'PUT', 'sites/1/config', { ticket_cashout_enabled: false }));
  for (const socket of units) {
    await waitFor(() => socket.seen.length > 0, 'the config push on either node');
    assert.deepEqual(socket.seen, [
      { action: 'config_updated', unit: withConfig(socket.reply.unit, { ticket_cashout_enabled: false }) },
    ]);
  }

  const minor = jackpots.reply.jackpots.find((pot) => pot.slug === 'minor')!;
  const { rows } = await nodeA.db.query<{ id: string }>("SELECT id FROM jackpots WHERE site_id = 1 AND slug = 'minor'");
  const off = (await ok(bo(nodeA, owner, 'DELETE', `jackpots/${rows[0]!.id}`))) as BackofficeJackpot;
  assert.equal(off.pot, minor.win_lifecycle.balance);
  await waitFor(
    () => jackpots.seen.some((event) => isDeepStrictEqual(event, entry(off, 'stopped', []))),
    'the jackpot stopped, via Redis',
  );
});
