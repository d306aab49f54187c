/**
 * Responsible gambling, the player's own calls (contract/rg.ts): limits tighter at once and looser only after 24 hours
 * and a confirmation, session settings, time-outs and self-exclusions that nothing lifts or shortens, all on the
 * server's clock as the sandbox moves it.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { ErrorCodes as E } from '../../contract/errors';
import { RG_COOLING_OFF_MS } from '../../contract/rg';
import { testApp, TestClock } from './helpers';
import { assertError } from './support/money';
import { advanceClock, rgCall, rgState, setLimit, signUp, type Player } from './support/rg';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('responsible gambling: the player’s calls', () => {
  // Time stands still but for the sandbox clock's moves, so that every expiry can be checked to the millisecond.
  const t = testApp({ clock: new TestClock(), rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });
  const serverNow = async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { advance_ms: 0 } });
    return new Date((answer.json() as { now: string }).now).getTime();
  };

  it('starts with no limits, no session limit, a 60-minute reality check and no restriction', async () => {
    const player = await signUp(t.app);
    assert.deepEqual(await rgState(t.app, player), {
      limits: [],
      session_limit_minutes: null,
      reality_check_minutes: 60,
      session_pending: null,
      restriction: null,
      real_money: true,
      session: null,
    });
  });

  it('needs a signed-in player', async () => {
    const answer = await t.app.inject({ method: 'GET', url: ApiPaths.rg });
    assertError({ status: answer.statusCode, body: answer.json() }, 401, E.unauthenticated);
  });

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    const player = await signUp(t.app);
    const bad: Array<[string, object]> = [
      [ApiPaths.rgLimits, { kind: 'bets', period: 'day', amount: 100 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'year', amount: 100 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day', amount: 0 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day', amount: -5 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day', amount: 10.5 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day', amount: '100' }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day', amount: 2 ** 53 }],
      [ApiPaths.rgLimits, { kind: 'deposit', period: 'day' }],
      [ApiPaths.rgConfirmLimit, { kind: 'deposit' }],
      [ApiPaths.rgSession, {}],
      [ApiPaths.rgSession, { reality_check_minutes: null }],
      [ApiPaths.rgSession, { reality_check_minutes: 0 }],
      [ApiPaths.rgSession, { session_limit_minutes: 0 }],
      [ApiPaths.rgTimeOut, { period: '1y' }],
      [ApiPaths.rgSelfExclusion, { period: '6m' }],
      [ApiPaths.rgSelfExclusion, { period: '6m', confirm: false }],
      [ApiPaths.rgSelfExclusion, { period: '3m', confirm: true }],
    ];
    for (const [url, payload] of bad) {
      assertError(await rgCall(t.app, player, 'POST', url, payload), 422, E.validation);
    }
    for (const query of ['?from=yesterday', '?to=2024-02-30']) {
      assertError(await rgCall(t.app, player, 'GET', `${ApiPaths.rgActivity}${query}`), 422, E.validation);
    }
    const { real_money: _, session: __, ...state } = await rgState(t.app, player);
    assert.deepEqual(state, {
      limits: [],
      session_limit_minutes: null,
      reality_check_minutes: 60,
      session_pending: null,
      restriction: null,
    });
  });

  it('applies a new or lower limit at once; a higher one waits 24 h for a confirmation', async () => {
    const player = await signUp(t.app);
    let answer = await setLimit(t.app, player, 'deposit', 'day', 10_000);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.rg.limits, [
      { kind: 'deposit', period: 'day', amount: 10_000, used: 0, remaining: 10_000, pending: null },
    ]);
    answer = await setLimit(t.app, player, 'deposit', 'day', 5_000);
    assert.equal(answer.body.rg.limits[0]!.amount, 5_000, 'lower: at once');

    const asked = await serverNow();
    answer = await setLimit(t.app, player, 'deposit', 'day', 20_000);
    const limit = answer.body.rg.limits[0]!;
    assert.equal(limit.amount, 5_000, 'higher: the old limit still holds');
    assert.equal(limit.pending?.amount, 20_000);
    assert.equal(new Date(limit.pending!.effective_at).getTime(), asked + RG_COOLING_OFF_MS);

    const confirm = () => rgCall(t.app, player, 'POST', ApiPaths.rgConfirmLimit, { kind: 'deposit', period: 'day' });
    assertError(await confirm(), 422, E.rgCoolingOff);
    await advanceClock(t.app, DAY - HOUR);
    assertError(await confirm(), 422, E.rgCoolingOff);
    assert.equal((await rgState(t.app, player)).limits[0]!.amount, 5_000, 'not applied by itself');
    await advanceClock(t.app, HOUR);
    answer = await confirm();
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.rg.limits[0], {
      kind: 'deposit',
      period: 'day',
      amount: 20_000,
      used: 0,
      remaining: 20_000,
      pending: null,
    });
    assertError(await confirm(), 422, E.rgNothingPending);
  });

  it('removes a limit only after the cooling-off and a confirmation; a lower one meanwhile cancels the wait', async () => {
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'loss', 'week', 3_000);
    let answer = await setLimit(t.app, player, 'loss', 'week', null);
    assert.deepEqual(answer.body.rg.limits[0]!.pending?.amount, null);
    assert.equal(answer.body.rg.limits[0]!.amount, 3_000);
    answer = await setLimit(t.app, player, 'loss', 'week', 2_000);
    assert.equal(answer.body.rg.limits[0]!.amount, 2_000);
    assert.equal(answer.body.rg.limits[0]!.pending, null, 'a tighter limit replaces a waiting looser one');

    await setLimit(t.app, player, 'loss', 'week', null);
    await advanceClock(t.app, DAY);
    answer = await rgCall(t.app, player, 'POST', ApiPaths.rgConfirmLimit, { kind: 'loss', period: 'week' });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.rg.limits, []);
  });

  it('keeps each kind and period apart, in a fixed order', async () => {
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'wager', 'month', 90_000);
    await setLimit(t.app, player, 'deposit', 'week', 50_000);
    await setLimit(t.app, player, 'deposit', 'day', 10_000);
    const { limits } = await rgState(t.app, player);
    assert.deepEqual(
      limits.map((limit) => `${limit.kind}/${limit.period}/${limit.amount}`),
      ['deposit/day/10000', 'deposit/week/50000', 'wager/month/90000'],
    );
  });

  it('tightens session settings at once and loosens them only after 24 h; the reality check never turns off', async () => {
    const player = await signUp(t.app);
    let answer = await rgCall(t.app, player, 'POST', ApiPaths.rgSession, {
      session_limit_minutes: 120,
      reality_check_minutes: 30,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.rg.session_limit_minutes, 120);
    assert.equal(answer.body.rg.reality_check_minutes, 30);
    assert.equal(answer.body.rg.session_pending, null);

    answer = await rgCall(t.app, player, 'POST', ApiPaths.rgSession, {
      session_limit_minutes: null,
      reality_check_minutes: 90,
    });
    assert.equal(answer.body.rg.session_limit_minutes, 120, 'removal waits');
    assert.equal(answer.body.rg.reality_check_minutes, 30, 'a longer interval waits');
    assert.equal(answer.body.rg.session_pending?.session_limit_minutes, null);
    assert.equal(answer.body.rg.session_pending?.reality_check_minutes, 90);

    await advanceClock(t.app, DAY - 1);
    assert.equal((await rgState(t.app, player)).reality_check_minutes, 30);
    await advanceClock(t.app, 1);
    const state = await rgState(t.app, player);
    assert.equal(state.session_limit_minutes, null);
    assert.equal(state.reality_check_minutes, 90);
    assert.equal(state.session_pending, null);
  });

  describe('restrictions', () => {
    async function restricted(player: Player) {
      return (await rgState(t.app, player)).restriction;
    }

    it('a time-out lasts its period; a shorter one cannot cut it, a longer one extends it', async () => {
      const player = await signUp(t.app);
      const at = await serverNow();
      let answer = await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '7d' });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(answer.body.rg.restriction, {
        kind: 'time_out',
        until: new Date(at + 7 * DAY).toISOString(),
      });
      answer = await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '24h' });
      assert.equal(answer.body.rg.restriction?.until, new Date(at + 7 * DAY).toISOString(), 'not shortened');
      answer = await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '42d' });
      assert.equal(answer.body.rg.restriction?.until, new Date(at + 42 * DAY).toISOString(), 'extended');
      await advanceClock(t.app, 42 * DAY - 1);
      assert.equal((await restricted(player))?.kind, 'time_out');
      await advanceClock(t.app, 1);
      assert.equal(await restricted(player), null, 'over when its time is up');
    });

    it('a self-exclusion needs confirm:true, lasts its months, and nothing lifts or shortens it', async () => {
      const player = await signUp(t.app);
      const at = await serverNow();
      let answer = await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '6m', confirm: true });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const until = new Date(at);
      until.setUTCMonth(until.getUTCMonth() + 6);
      assert.deepEqual(answer.body.rg.restriction, { kind: 'self_exclusion', until: until.toISOString() });

      // A time-out on top, a limit removed, session settings loosened: none of them ends it.
      answer = await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '24h' });
      assert.deepEqual(answer.body.rg.restriction, { kind: 'self_exclusion', until: until.toISOString() });
      answer = await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '6m', confirm: true });
      assert.equal(answer.body.rg.restriction?.until, until.toISOString());
      assertError(await rgCall(t.app, player, 'DELETE', ApiPaths.rgSelfExclusion), 404, E.notFound);

      await advanceClock(t.app, until.getTime() - at - 1);
      assert.equal((await restricted(player))?.kind, 'self_exclusion', 'still excluded a moment before the end');
      await advanceClock(t.app, 1);
      assert.equal(await restricted(player), null);
    });

    it('a self-exclusion taken during a time-out replaces it with the longer exclusion', async () => {
      const player = await signUp(t.app);
      await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '42d' });
      const answer = await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '1y', confirm: true });
      assert.equal(answer.body.rg.restriction?.kind, 'self_exclusion');
      assert.ok(new Date(answer.body.rg.restriction!.until).getTime() - (await serverNow()) > 360 * DAY);
    });
  });
});

describe('the sandbox RG clock', () => {
  const t = testApp({ clock: new TestClock() });
  const clock = async (payload: object) => {
    const answer = await t.app.inject({ method: 'POST', url: '/sandbox/clock', payload });
    return { status: answer.statusCode, body: answer.json() as { now: string } };
  };

  it('moves forward only, and a reset undoes every move', async () => {
    const start = Date.parse((await clock({ advance_ms: 0 })).body.now);
    assert.equal(Date.parse((await clock({ advance_ms: DAY })).body.now), start + DAY);
    assert.equal(Date.parse((await clock({ advance_ms: DAY })).body.now), start + 2 * DAY);
    assert.equal((await clock({ advance_ms: -DAY })).status, 422);
    assert.equal(Date.parse((await clock({ reset: true })).body.now), start);
    assert.equal((await clock({ reset: false })).status, 422);
  });
});

describe('the RG clock without the sandbox', () => {
  const t = testApp({ env: { NODE_ENV: 'production', SANDBOX: '', SMS_PROVIDER: 'log', EXCLUSION_REGISTER: 'none' } });

  it('cannot be moved: /sandbox/clock is not there', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { advance_ms: DAY } });
    assertError({ status: answer.statusCode, body: answer.json() }, 404, E.notFound);
  });
});
