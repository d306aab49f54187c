/**
 * Happy hours (contract/happy-hours.ts): the scheduler opens each window at its cron time and closes it once, however
 * many nodes tick and after a restart; a deposit of at least the minimum in a window opens the player's bonus, bets
 * wager it through, and acquiring pays it to cash exactly once, also when acquires race. On PostgreSQL
 * (DATABASE_URL) the racing ticks and acquires really interleave.
 */

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { StatementAnswer } from '../../contract/statement';
import { ErrorCodes } from '../../contract/errors';
import type { WalletAnswer } from '../../contract/games';
import {
  HappyHourPushes,
  SandboxHappyHourPaths,
  type HhBonusState,
  type HhBonusStateUpdatedPayload,
  type PromotionState,
  type PromotionStateUpdatedPayload,
} from '../../contract/happy-hours';
import type { PromotionsJoinReply } from '../../contract/socket';
import { runAdmin, UsageError } from '../../scripts/admin';
import { setHappyHourConfig } from '../src/modules/happy-hours/configs';
import { createHappyHourScheduler } from '../src/modules/happy-hours/scheduler';
import { promotionsChannel, unitPromotionsChannel } from '../src/modules/units/promotion-channels';
import { createUnitsService } from '../src/modules/units/service';
import { createTopics } from '../src/topics';
import type { SocketIdentity } from '../src/realtime/types';
import { createTestApp, TestClock, testApp } from './helpers';
import { playerToken, seedTestGames, TEST_GAMES, walletCall } from './support/games';
import { anonymousUnit, assertError, assertLedgerBalanced, listen, post, voucher, type Answer } from './support/money';
import { RETURNS, paymentIdOf, sandboxOutcome } from './support/payments';
import { phoneMaker } from './support/users';
import { call, fundedPlayer, loadVoucher, type Player } from './support/withdrawals';

const newPhone = phoneMaker(7_800_000);
const silent = { warn: () => undefined };
const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Site 1's terms in these tests: R50 minimum, half the deposit, at most R500. */
const TERMS = { min_deposit: 5_000, bonus_percentage: 50, max_bonus: 50_000 };

describe('happy hours', () => {
  const clock = new TestClock();
  let topics: ReturnType<typeof createTopics>;
  let n = 0;

  const t = testApp({
    clock,
    setUp: async () => {
      await seedTestGames(t.db);
      topics = createTopics({ db: t.db, bus: t.bus, clock }, createUnitsService({ db: t.db }));
    },
  });

  const identityOf = (p: Player): SocketIdentity => ({ unitId: p.unitId, siteId: 1 });

  async function push<T>(p: Player | SocketIdentity, event: string, payload: Record<string, unknown> = {}) {
    const identity = 'unitId' in p && 'siteId' in p ? p : identityOf(p);
    const reply = await topics.promotions!.handleIn!(event, payload, identity);
    return reply as { status: 'ok' | 'error'; response: T };
  }

  const states = async (p: Player) =>
    (await push<{ hh_bonus_states: HhBonusState[] }>(p, HappyHourPushes.bonusStates)).response.hh_bonus_states;

  const bet = async (p: Player & { playerToken: string }, amount: number) => {
    const answer = await walletCall<WalletAnswer>(t.app, ApiPaths.walletBet, {
      player_token: p.playerToken,
      transaction_id: `hh-bet-${++n}`,
      round_id: `hh-round-${n}`,
      game_slug: TEST_GAMES.slot.slug,
      amount,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };

  async function player(deposit?: number) {
    const p = await fundedPlayer(t, newPhone(), { deposit });
    return { ...p, playerToken: await playerToken(t.app, p.session, p.token) };
  }

  async function startNow(siteId: number, duration?: number): Promise<PromotionState> {
    const answer: Answer<{ promotion_state: PromotionState }> = await post(t.app, SandboxHappyHourPaths.start, {
      site_id: siteId,
      ...(duration === undefined ? {} : { duration }),
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.promotion_state;
  }

  it('seeds a happy hour on every demo site, and the promotions join answers its configs', async () => {
    for (const siteId of [1, 2, 3]) {
      const identity = { unitId: 1, siteId };
      const joined = await topics.promotions!.join(identity, {});
      const reply = joined.response as PromotionsJoinReply;
      assert.equal(joined.status, 'ok');
      assert.equal(reply.promotions.length, 1);
      assert.deepEqual(reply.promotions[0], {
        id: reply.promotions[0]!.id,
        type: 'happy_hour',
        schedule: '0 */2 * * *',
        duration: 3600,
        config: siteId === 3 ? { min_deposit: 10_000, bonus_percentage: 50, max_bonus: 100_000 } : TERMS,
      });
    }
  });

  describe('the scheduler (site 2, its own clock)', () => {
    const schedulerClock = new TestClock(Date.parse('2030-01-01T17:59:00Z'));
    const scheduler = () => createHappyHourScheduler({ db: t.db, bus: t.bus, clock: schedulerClock, log: silent });

    before(async () => {
      // Only this config runs on the scheduler's clock: the demo's run every other hour on every site.
      await t.db.query('UPDATE happy_hour_configs SET active = false');
      await setHappyHourConfig(t.db, 2, 'evening', { schedule: '0 18 * * *', duration: 3600, ...TERMS });
    });

    it('opens a window at its cron time and closes it after its duration, announcing both once', async () => {
      const news = await listen(t.bus, promotionsChannel(2));
      const node = scheduler();
      const idle = await node.tick();
      assert.deepEqual([idle.opened, idle.closed], [[], []]);
      assert.deepEqual(idle.nextAt, at('2030-01-01T18:00:00Z'));

      schedulerClock.advance(60_000);
      const opened = await node.tick();
      assert.equal(opened.opened.length, 1);
      const window = opened.opened[0]!;
      assert.deepEqual(
        { status: window.status, start: window.start, end: window.end, type: window.promotion.type },
        {
          status: 'ongoing',
          start: seconds('2030-01-01T18:00:00Z'),
          end: seconds('2030-01-01T19:00:00Z'),
          type: 'happy_hour',
        },
      );
      assert.deepEqual(opened.nextAt, at('2030-01-01T19:00:00Z'));
      assert.deepEqual((await node.tick()).opened, [], 'a window opens once');

      schedulerClock.advance(3600_000);
      const closed = await node.tick();
      assert.deepEqual(
        closed.closed.map((state) => [state.id, state.status]),
        [[window.id, 'finished']],
      );
      assert.deepEqual([(await node.tick()).closed, (await node.tick()).opened], [[], []]);

      const event = (message: { payload: unknown }) =>
        (message.payload as PromotionStateUpdatedPayload).promotion_state;
      await news.until((message) => event(message).status === 'finished');
      await news.stop();
      assert.deepEqual(
        news.received.map((message) => [message.event, event(message).id, event(message).status]),
        [
          ['promotion_state_updated', window.id, 'ongoing'],
          ['promotion_state_updated', window.id, 'finished'],
        ],
      );
    });

    it('after a restart opens the window running now and closes one that ended while it was down', async () => {
      schedulerClock.advance(Date.parse('2030-01-02T18:30:00Z') - schedulerClock.now().getTime());
      const restarted = await scheduler().tick();
      assert.deepEqual(
        restarted.opened.map((state) => [state.start, state.end]),
        [[seconds('2030-01-02T18:00:00Z'), seconds('2030-01-02T19:00:00Z')]],
      );
      schedulerClock.advance(2 * 3600_000);
      const later = await scheduler().tick();
      assert.deepEqual(
        later.closed.map((state) => state.id),
        restarted.opened.map((state) => state.id),
      );
      assert.deepEqual(later.opened, []);
    });

    it('opens a window once when several nodes tick at its start together', async () => {
      schedulerClock.advance(Date.parse('2030-01-03T18:00:00Z') - schedulerClock.now().getTime());
      const nodes = Array.from({ length: 4 }, scheduler);
      const ticks = await Promise.all(nodes.map((node) => node.tick()));
      assert.equal(ticks.flatMap((tick) => tick.opened).length, 1);
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM promotion_states WHERE site_id = 2 AND starts_at = $1`,
        [at('2030-01-03T18:00:00Z')],
      );
      assert.equal(rows[0]!.n, 1);
      schedulerClock.advance(3600_000);
      const closing = await Promise.all(nodes.map((node) => node.tick()));
      assert.equal(closing.flatMap((tick) => tick.closed).length, 1, 'and closes it once');
    });
  });

  describe('a window on site 1', () => {
    let window: PromotionState;
    let rich: Awaited<ReturnType<typeof player>>;
    let wagered: Awaited<ReturnType<typeof player>>;

    before(async () => {
      await t.db.query('UPDATE happy_hour_configs SET active = false WHERE site_id = 1');
      // New Year's noon only: a tick on the app's clock must not open a window of it while these tests run.
      await setHappyHourConfig(t.db, 1, 'new-year', { schedule: '0 12 1 1 *', duration: 3600, ...TERMS });
      window = await startNow(1, 600);
    });

    it('the sandbox opens one now on the site, listed among the ongoing windows', async () => {
      assert.equal(window.status, 'ongoing');
      assert.equal(window.end - window.start, 600);
      assert.deepEqual(window.promotion.config, TERMS);
      const p = await player();
      const ongoing = await push<{ promotion_states: PromotionState[] }>(p, HappyHourPushes.ongoingPromotionStates);
      assert.deepEqual(ongoing, { status: 'ok', response: { promotion_states: [window] } });
      assert.equal((await post(t.app, SandboxHappyHourPaths.start, { site_id: 99 })).status, 404, 'no happy hour');
      assert.equal((await post(t.app, SandboxHappyHourPaths.start, { site_id: 1, duration: 0 })).status, 422);
    });

    it('a deposit of at least the minimum opens the bonus: half the deposit, at most the maximum', async () => {
      const small = await player(4_999);
      assert.deepEqual(await states(small), [], 'below the minimum');

      const p = await player();
      const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
      await loadVoucher(t, p.token, 12_345);
      const [state] = await states(p);
      assert.deepEqual(state, {
        id: state!.id,
        promotion_state_id: window.id,
        promotion_state: { id: window.id, config: TERMS },
        status: 'ongoing',
        balance: 0,
        bonus_amount: 6_172,
        deposit_amount: 12_345,
        end: window.end,
      });
      const pushed = await news.until((message) => message.event === 'hh_bonus_state_updated');
      assert.deepEqual((pushed.payload as HhBonusStateUpdatedPayload).hh_bonus_state, state);
      await news.stop();

      await loadVoucher(t, p.token, 20_000);
      assert.deepEqual(await states(p), [state], 'a second deposit in the window changes nothing');
      const inWindow = await push<{ hh_bonus_state: HhBonusState | null }>(p, HappyHourPushes.bonusState, {
        promotion_state_id: window.id,
      });
      assert.deepEqual(inWindow.response.hh_bonus_state, state);

      rich = await player(500_000);
      assert.equal((await states(rich))[0]!.bonus_amount, TERMS.max_bonus);
    });

    it('deposits racing in the window open one bonus, for one of them', async () => {
      const p = await player();
      const amounts = [10_000, 11_000, 12_000, 13_000, 14_000, 15_000];
      await Promise.all(amounts.map((amount) => loadVoucher(t, p.token, amount)));
      const opened = await states(p);
      assert.equal(opened.length, 1, JSON.stringify(opened));
      assert.ok(amounts.includes(opened[0]!.deposit_amount));
      assert.equal(opened[0]!.bonus_amount, Math.floor(opened[0]!.deposit_amount / 2));
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hh_bonus_states WHERE unit_id = $1',
        [p.unitId],
      );
      assert.equal(rows[0]!.n, 1);
      await assertLedgerBalanced(t.db);
    });

    it('a card payment paid during the window qualifies too; an anonymous unit gets no bonus', async () => {
      const p = await player();
      const started = await post<{ redirect_url: string }>(t.app, ApiPaths.startDirectDeposit, {
        token: p.token,
        payment_type: 'card',
        amount: 8_000,
        ...RETURNS,
      });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal((await sandboxOutcome(t.app, paymentIdOf(started.body.redirect_url), 'paid')).status, 200);
      assert.deepEqual(
        (await states(p)).map((state) => [state.deposit_amount, state.bonus_amount]),
        [[8_000, 4_000]],
      );

      const anonymous = await anonymousUnit(t.app);
      const started2 = await call<{ acoin_batch_token: string }>(t, ApiPaths.startLoading, {
        token: anonymous,
        code: await voucher(t.app, 10_000),
      });
      await call(t, ApiPaths.completeLoading, {
        token: anonymous,
        acoin_tx_token: started2.body.acoin_batch_token,
        amount: 10_000,
      });
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM hh_bonus_states h JOIN units u ON u.id = h.unit_id WHERE u.user_id IS NULL`,
      );
      assert.equal(rows[0]!.n, 0);
    });

    it('bets wager it through, the whole bet counting, up to the bonus; then it is complete', async () => {
      const p = await player(10_000);
      wagered = p;
      const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
      const [opened] = await states(p);
      assert.equal(opened!.bonus_amount, 5_000);
      const acquire = () => push<unknown>(p, HappyHourPushes.acquire, { hh_bonus_state_id: opened!.id });
      assert.deepEqual(await acquire(), {
        status: 'error',
        response: {
          error: {
            code: 'promotions_ctx:hh_bonus_states:not_complete',
            message: 'Wager the happy-hour bonus through before you acquire it',
          },
        },
      });

      await bet(p, 2_000);
      assert.deepEqual(
        (await states(p)).map((state) => [state.balance, state.status]),
        [[2_000, 'ongoing']],
      );
      await bet(p, 2_500);
      assert.deepEqual(
        (await states(p)).map((state) => [state.balance, state.status]),
        [[4_500, 'ongoing']],
      );
      await bet(p, 1_000);
      assert.deepEqual(
        (await states(p)).map((state) => [state.balance, state.status]),
        [[5_000, 'complete']],
      );
      await bet(p, 1_000);
      assert.deepEqual(
        (await states(p)).map((state) => [state.balance, state.status]),
        [[5_000, 'complete']],
      );

      const event = (message: { payload: unknown }) => (message.payload as HhBonusStateUpdatedPayload).hh_bonus_state;
      await news.until((message) => event(message).status === 'complete');
      assert.deepEqual(
        news.received.map((message) => [event(message).balance, event(message).status]),
        [
          [2_000, 'ongoing'],
          [4_500, 'ongoing'],
          [5_000, 'complete'],
        ],
      );
      await news.stop();
    });

    it('a rolled-back bet takes its wagering back; once the bonus is complete, its bets can no longer be rolled back', async () => {
      const p = await player(10_000);
      const call = (path: string, placed: { transaction_id: string; round_id: string }, amount?: number) =>
        walletCall<WalletAnswer>(t.app, path, {
          player_token: p.playerToken,
          game_slug: TEST_GAMES.slot.slug,
          ...placed,
          ...(amount === undefined ? {} : { amount }),
        });
      const wagering = () => states(p).then((list) => list.map((state) => [state.balance, state.status]));
      const first = { transaction_id: `hh-rb-${++n}`, round_id: `hh-rb-round-${n}` };
      assert.equal((await call(ApiPaths.walletBet, first, 3_000)).status, 200);
      assert.deepEqual(await wagering(), [[3_000, 'ongoing']]);
      assert.equal((await call(ApiPaths.walletRollback, first)).status, 200);
      assert.equal((await call(ApiPaths.walletRollback, first)).status, 200);
      assert.deepEqual(await wagering(), [[0, 'ongoing']], 'taken back once');

      // Pairs of bets and rollbacks never complete it.
      for (let i = 0; i < 3; i++) {
        const pair = { transaction_id: `hh-rb-${++n}`, round_id: `hh-rb-round-${n}` };
        assert.equal((await call(ApiPaths.walletBet, pair, 2_000)).status, 200);
        assert.equal((await call(ApiPaths.walletRollback, pair)).status, 200);
      }
      assert.deepEqual(await wagering(), [[0, 'ongoing']]);

      const completing = { transaction_id: `hh-rb-${++n}`, round_id: `hh-rb-round-${n}` };
      const placed = await call(ApiPaths.walletBet, completing, 5_000);
      assert.equal(placed.status, 200);
      assert.deepEqual(await wagering(), [[5_000, 'complete']]);
      assertError(await call(ApiPaths.walletRollback, completing), 422, ErrorCodes.walletBetSettled);
      assert.deepEqual(await wagering(), [[5_000, 'complete']]);
      const now = await walletCall<WalletAnswer>(t.app, ApiPaths.walletBalance, {
        player_token: p.playerToken,
        game_slug: TEST_GAMES.slot.slug,
      });
      assert.equal(now.body.balance, placed.body.balance, 'the refused rollback moved nothing');
    });

    it('acquiring pays the bonus to cash exactly once, also when acquires race', async () => {
      const p = await player(10_000);
      const [state] = await states(p);
      await bet(p, 5_000);
      const before = await createUnitsService({ db: t.db }).view(p.unitId);

      const replies = await Promise.all(
        Array.from({ length: 6 }, () =>
          push<{ hh_bonus_state: HhBonusState }>(p, HappyHourPushes.acquire, { hh_bonus_state_id: state!.id }),
        ),
      );
      for (const reply of replies) {
        assert.equal(reply.status, 'ok', JSON.stringify(reply.response));
        assert.equal(reply.response.hh_bonus_state.status, 'paid');
      }
      const afterwards = await createUnitsService({ db: t.db }).view(p.unitId);
      assert.equal(afterwards.fin_account.balance, before.fin_account.balance + 5_000);
      const { rows } = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1`,
        [`hh_bonus:${state!.id}`],
      );
      assert.equal(rows[0]!.n, 1);
      assert.deepEqual(await states(p), [], 'a paid bonus is no longer among those to act on');

      const statement = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: p.token } });
      const bonus = (statement.json() as StatementAnswer).transactions.filter((row) => row.type === 'bonus');
      assert.deepEqual(
        bonus.map(({ amount, description }) => ({ amount, description })),
        [{ amount: 5_000, description: 'Happy hour bonus' }],
      );

      const other = await player();
      assert.deepEqual(await push(other, HappyHourPushes.acquire, { hh_bonus_state_id: state!.id }), {
        status: 'error',
        response: {
          error: { code: 'promotions_ctx:hh_bonus_states:not_found', message: 'Happy-hour bonus not found' },
        },
      });
      assert.equal((await push(other, HappyHourPushes.acquire, { hh_bonus_state_id: 'x' })).status, 'error');
      await assertLedgerBalanced(t.db);
    });

    it('when the window ends an unfinished bonus expires, later bets count nothing, a complete one stays', async () => {
      const p = await player(10_000);
      await bet(p, 1_000);
      const news = await listen(t.bus, unitPromotionsChannel(p.unitId));
      clock.advance((window.end - Math.floor(clock.now().getTime() / 1000)) * 1000 + 1000);
      // A player token lasts minutes: the game would have asked for a fresh one.
      await bet({ ...p, playerToken: await playerToken(t.app, p.session, p.token) }, 1_000);
      assert.equal((await states(p))[0]!.balance, 1_000, 'a bet after the end counts nothing');

      const { closed } = await createHappyHourScheduler({ db: t.db, bus: t.bus, clock, log: silent }).tick();
      assert.deepEqual(
        closed.map((state) => state.id),
        [window.id],
      );
      assert.deepEqual(await states(p), []);
      const expired = await news.until(
        (message) => (message.payload as HhBonusStateUpdatedPayload).hh_bonus_state.status === 'expired',
      );
      assert.equal((expired.payload as HhBonusStateUpdatedPayload).hh_bonus_state.balance, 1_000);
      await news.stop();
      assert.deepEqual(await states(rich), [], "every player's unfinished bonus expired");
      assert.deepEqual(
        (await states(wagered)).map((state) => state.status),
        ['complete'],
        'a complete bonus stays to be acquired',
      );

      const late = await player(10_000);
      assert.deepEqual(await states(late), [], 'no window, no bonus');
      await assertLedgerBalanced(t.db);
    });
  });

  it('the operator lists and edits a site’s happy hours with npm run admin', async () => {
    const lines = await runAdmin(['happy-hour', '3'], t.db);
    assert.deepEqual(lines, [
      'Site 3 happy hours:',
      '  happy-hour: inactive, schedule "0 */2 * * *" (UTC), 3600 s, min_deposit 10000, bonus_percentage 50, max_bonus 100000',
    ]);
    const edited = await runAdmin(
      ['happy-hour', '3', 'happy-hour', 'schedule=30 19 * * 5', 'max_bonus=200000', 'active=true'],
      t.db,
    );
    assert.match(edited[1]!, /^ {2}happy-hour: active, schedule "30 19 \* \* 5" \(UTC\), 3600 s, .* max_bonus 200000$/);
    await assert.rejects(runAdmin(['happy-hour', '3', 'happy-hour', 'schedule=every day'], t.db), UsageError);
    await assert.rejects(
      runAdmin(['happy-hour', '3', 'late', 'duration=600'], t.db),
      UsageError,
      'a new one needs all',
    );
    await assert.rejects(runAdmin(['happy-hour', '3', 'happy-hour', 'bonus_percentage=0'], t.db), UsageError);
    assert.deepEqual(await runAdmin(['happy-hour', '99'], t.db), ['No site 99']);
  });

  it('a running node closes a window on time by itself', { timeout: 15_000 }, async () => {
    const node = await createTestApp({ deps: { happyHourScheduler: true } });
    try {
      const news = await listen(node.bus, promotionsChannel(1));
      const answer = await post<{ promotion_state: PromotionState }>(node.app, SandboxHappyHourPaths.start, {
        site_id: 1,
        duration: 1,
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const id = answer.body.promotion_state.id;
      const state = (message: { payload: unknown }) =>
        (message.payload as PromotionStateUpdatedPayload).promotion_state;
      await news.until((message) => state(message).id === id && state(message).status === 'ongoing');
      await news.until((message) => state(message).id === id && state(message).status === 'finished', 5_000);
      await news.stop();
    } finally {
      await node.close();
    }
  });
});
