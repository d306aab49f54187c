/**
 * A player's responsible gambling in the back office: their limits, session settings and restrictions for anyone who
 * may open the player, and an operator exclusion added by compliance (or the owner) with a period and a reason. It
 * closes games and money in on every device as a self-exclusion does, the player cannot lift it, and it is audited in
 * the transaction that adds it. Another operator's staff get 404; other roles 403.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { AuditEntry, PlayerRgAnswer } from '../../contract/backoffice';
import { ErrorCodes as E } from '../../contract/errors';
import { RgSocketEvents, type RgAnswer } from '../../contract/rg';
import { unitChannel } from '../src/ledger/ledger';
import { createUnitsService } from '../src/modules/units/service';
import { testApp, TestClock } from './helpers';
import { assertBoError, bo, listQuery, staffMember, type SignedInStaff } from './support/backoffice';
import { seedTestGames } from './support/games';
import { assertError, listen } from './support/money';
import { bet, gameSession, load, rgCall, rgState, setLimit, signUp } from './support/rg';

const DAY = 24 * 60 * 60 * 1000;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('responsible gambling in the back office', () => {
  const clock = new TestClock();
  const t = testApp({
    clock,
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: ({ db }) => seedTestGames(db),
  });
  const staff = (role: Parameters<typeof staffMember>[2], sites?: number[]): Promise<SignedInStaff> =>
    staffMember(t, clock, role, sites);
  const playerId = (player: Awaited<ReturnType<typeof signUp>>) => player.session.user.id;

  it('shows the player’s limits with used, remaining and pending, their session settings and restriction', async () => {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 3_000)).status, 200);
    await setLimit(t.app, player, 'deposit', 'day', 10_000);
    await setLimit(t.app, player, 'deposit', 'day', 20_000); // looser: pending for 24 hours
    await rgCall(t.app, player, 'POST', ApiPaths.rgSession, { session_limit_minutes: 90, reality_check_minutes: 30 });
    await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '7d' });

    for (const role of ['support', 'finance', 'compliance', 'owner'] as const) {
      const answer = await bo(t, await staff(role), 'GET', `players/${playerId(player)}/rg`);
      assert.equal(answer.statusCode, 200, answer.body);
      const { rg, restrictions } = answer.json() as PlayerRgAnswer;
      assert.deepEqual(rg, await rgState(t.app, player), 'what the player sees');
      assert.deepEqual(
        rg.limits.map((limit) => [limit.kind, limit.period, limit.amount, limit.used, limit.remaining]),
        [['deposit', 'day', 10_000, 3_000, 7_000]],
      );
      assert.equal(rg.limits[0]!.pending?.amount, 20_000);
      assert.deepEqual([rg.session_limit_minutes, rg.reality_check_minutes], [90, 30]);
      assert.equal(rg.restriction?.kind, 'time_out');
      assert.deepEqual(
        restrictions.map((row) => [row.kind, row.period, row.staff_id, row.reason]),
        [['time_out', '7d', null, null]],
      );
    }
    assertBoError(
      await bo(t, await staff('marketing'), 'GET', `players/${playerId(player)}/rg`),
      403,
      E.backofficeForbidden,
    );
  });

  it('lets compliance exclude a player: games close on every device, money in is refused, the player cannot lift it', async () => {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 50_000)).status, 200);
    const phone = await gameSession(t.app, player);
    const laptop = await gameSession(t.app, player);
    assert.equal((await bet(t.app, phone, 100)).status, 200);
    const identity = await createUnitsService({ db: t.db }).identify(player.unitToken);
    const listener = await listen(t.bus, unitChannel(identity!.unitId));
    const compliance = await staff('compliance');
    try {
      const answer = await bo(t, compliance, 'POST', `players/${playerId(player)}/rg/exclusions`, {
        period: '6m',
        reason: 'Affordability concerns raised by the player’s family',
      });
      assert.equal(answer.statusCode, 200, answer.body);
      const { rg, restrictions } = answer.json() as PlayerRgAnswer;
      assert.equal(rg.restriction?.kind, 'operator_exclusion');
      const until = new Date(rg.restriction!.until);
      assert.ok(until.getTime() - clock.now().getTime() > 180 * DAY);
      assert.deepEqual(
        restrictions.map((row) => [row.kind, row.period, row.staff_id, row.reason]),
        [['operator_exclusion', '6m', compliance.id, 'Affordability concerns raised by the player’s family']],
      );
      // Every device hears it, and every open game's next bet is refused.
      await listener.until(
        (message) =>
          message.event === RgSocketEvents.updated &&
          (message.payload as RgAnswer).rg.restriction?.kind === 'operator_exclusion',
      );
      assertError(await bet(t.app, phone, 100), 403, E.rgOperatorExcluded);
      assertError(await bet(t.app, laptop, 100), 403, E.rgOperatorExcluded);
      assertError(await load(t.app, player.unitToken, 1_000), 403, E.rgOperatorExcluded);
      // The player's own break only adds to it; nothing of theirs lifts or shortens it.
      const timeOut = await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '24h' });
      assert.deepEqual(timeOut.body.rg.restriction, rg.restriction);
      assert.equal((await rgCall(t.app, player, 'DELETE', ApiPaths.rgSelfExclusion)).status, 404);
      assert.equal((await rgState(t.app, player)).restriction?.kind, 'operator_exclusion');
    } finally {
      await listener.stop();
    }
  });

  it('writes one audit row with the reason, before and after, in the same transaction', async () => {
    const player = await signUp(t.app);
    const owner = await staff('owner');
    const answer = await bo(t, owner, 'POST', `players/${playerId(player)}/rg/exclusions`, {
      period: '30d',
      reason: '  Suspected problem gambling  ',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    const { rg } = answer.json() as PlayerRgAnswer;
    const audit = await bo(
      t,
      await staff('compliance'),
      'GET',
      `audit?${listQuery({ filter: { player_id: playerId(player), action: 'player.operator_exclusion' } })}`,
    );
    assert.equal(audit.statusCode, 200, audit.body);
    const rows = audit.json() as AuditEntry[];
    assert.equal(rows.length, 1);
    assert.deepEqual(
      { staff: rows[0]!.staff_id, target: rows[0]!.target, reason: rows[0]!.reason },
      { staff: owner.id, target: `player:${playerId(player)}`, reason: 'Suspected problem gambling' },
    );
    assert.deepEqual(rows[0]!.before, { restriction: null });
    assert.deepEqual(rows[0]!.after, { restriction: rg.restriction, period: '30d' });
    assert.equal(new Date(rg.restriction!.until).getTime() - clock.now().getTime() <= 30 * DAY, true);
  });

  it('refuses other roles (403), another operator’s staff (404) and a bad period or blank reason (422), changing nothing', async () => {
    const player = await signUp(t.app);
    const path = `players/${playerId(player)}/rg/exclusions`;
    const body = { period: '1y', reason: 'Requested by the regulator' };
    for (const role of ['support', 'finance', 'marketing'] as const) {
      assertBoError(await bo(t, await staff(role), 'POST', path, body), 403, E.backofficeForbidden);
    }
    const elsewhere = await staff('compliance', [2, 3]);
    assertBoError(await bo(t, elsewhere, 'POST', path, body), 404, E.userNotFound);
    assertBoError(await bo(t, elsewhere, 'GET', `players/${playerId(player)}/rg`), 404, E.userNotFound);
    const compliance = await staff('compliance');
    for (const bad of [
      { period: '3m', reason: 'x' },
      { period: '1y', reason: '' },
      { period: '1y', reason: '   ' },
      { period: '1y' },
    ]) {
      assertBoError(await bo(t, compliance, 'POST', path, bad), 422, E.validation);
    }
    assertBoError(await bo(t, compliance, 'POST', 'players/999999/rg/exclusions', body), 404, E.userNotFound);
    assert.equal((await rgState(t.app, player)).restriction, null);
    const { rows } = await t.db.query('SELECT 1 FROM rg_restrictions WHERE user_id = $1', [playerId(player)]);
    assert.equal(rows.length, 0);
    const audit = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'player.operator_exclusion' AND player_id = $1",
      [playerId(player)],
    );
    assert.equal(audit.rows.length, 0);
  });
});
