/**
 * Responsible gambling at the money-in calls: every deposit (voucher, provider callback, ticket, a funded anonymous
 * unit taken in) is checked against the player's deposit limits and restriction inside the transaction that would
 * credit it. A refused one credits nothing; a refused voucher or ticket stays usable; a provider's paid callback is
 * refunded and recorded, never lost. The periods roll on the sandbox's clock. On PostgreSQL (DATABASE_URL) the
 * parallel loads really interleave; on PGlite they run one after another.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import { BonusCampaignPaths } from '../../contract/campaigns';
import { ErrorCodes as E } from '../../contract/errors';
import { testApp, TestClock } from './helpers';
import { writeLimit } from '../src/modules/rg/repository';
import {
  anonymousUnit,
  assertError,
  assertLedgerBalanced,
  depositOf,
  lockWaiters,
  post,
  voucher,
} from './support/money';
import { callback, sandboxOutcome, startCard } from './support/payments';
import { bodyFor, create } from './support/withdrawals';
import { advanceClock, load, rgCall, rgState, setLimit, signUp, startLoad } from './support/rg';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('responsible gambling: deposits', () => {
  const t = testApp({ clock: new TestClock(), rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });

  it('refuses a voucher load over the deposit limit, credits nothing, and leaves the voucher usable', async () => {
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'day', 10_000);
    assert.equal((await load(t.app, player.unitToken, 6_000)).status, 200);

    const code = await voucher(t.app, 5_000);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token: player.unitToken,
      code,
    });
    assert.equal(started.status, 200);
    const complete = () =>
      post(t.app, ApiPaths.completeLoading, {
        token: player.unitToken,
        acoin_tx_token: started.body.acoin_batch_token,
        amount: 5_000,
      });
    assertError(await complete(), 422, E.rgDepositLimitReached);
    assert.equal(await depositOf(t.db, player.unitToken), 6_000, 'nothing credited');
    const limit = (await rgState(t.app, player)).limits[0]!;
    assert.deepEqual([limit.used, limit.remaining], [6_000, 4_000]);

    // Up to the limit still goes in; the refused voucher loads anywhere else, whole.
    assert.equal((await load(t.app, player.unitToken, 4_000)).status, 200);
    const other = await anonymousUnit(t.app);
    const again = await post<{ acoin_batch: { total_amount: number } }>(t.app, ApiPaths.startLoading, {
      token: other,
      code,
    });
    assert.equal(again.body.acoin_batch.total_amount, 5_000);
    await assertLedgerBalanced(t.db);
  });

  it('a load that waits for its unit meets a deposit limit set while it waited', async () => {
    // The load reads the limits behind its locks, in their round trip: it must read them once it holds them.
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'week', 1_000_000);
    const code = await voucher(t.app, 5_000);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token: player.unitToken,
      code,
    });
    assert.equal(started.status, 200);
    const userId = player.session.user.id;
    const held = await t.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM units WHERE user_id = $1 FOR UPDATE', [userId]);
      const waiting = post(t.app, ApiPaths.completeLoading, {
        token: player.unitToken,
        acoin_tx_token: started.body.acoin_batch_token,
        amount: 5_000,
      });
      // PGlite's one connection is this transaction's: there the load waits for it to end.
      if (t.db.kind === 'postgres') await lockWaiters(t.db, 1);
      await writeLimit(tx, userId, {
        kind: 'deposit',
        period: 'day',
        amount: 1_000,
        pending: false,
        pendingAmount: null,
        pendingAt: null,
      });
      return { waiting };
    });
    assertError(await held.waiting, 422, E.rgDepositLimitReached);
    assert.equal(await depositOf(t.db, player.unitToken), 0, 'nothing credited');
    await assertLedgerBalanced(t.db);
  });

  it('lets deposits roll out of each period: a day after 24 h, a week after 7 days', async () => {
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'day', 5_000);
    await setLimit(t.app, player, 'deposit', 'week', 8_000);
    assert.equal((await load(t.app, player.unitToken, 5_000)).status, 200);
    assertError(await load(t.app, player.unitToken, 1), 422, E.rgDepositLimitReached);
    await advanceClock(t.app, DAY - 1);
    assertError(await load(t.app, player.unitToken, 1), 422, E.rgDepositLimitReached);
    await advanceClock(t.app, 1);
    assertError(await load(t.app, player.unitToken, 3_001), 422, E.rgDepositLimitReached); // the week's 8,000
    assert.equal((await load(t.app, player.unitToken, 3_000)).status, 200);
    await advanceClock(t.app, 6 * DAY - 1);
    assertError(await load(t.app, player.unitToken, 1), 422, E.rgDepositLimitReached);
    await advanceClock(t.app, 1);
    // The first 5,000 left the week; the 3,000 of a day later is still in it.
    assert.equal((await rgState(t.app, player)).limits.find((limit) => limit.period === 'week')!.used, 3_000);
    assert.equal((await load(t.app, player.unitToken, 5_000)).status, 200);
  });

  it('counts deposits made before a limit was set', async () => {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 7_000)).status, 200);
    const answer = await setLimit(t.app, player, 'deposit', 'month', 10_000);
    assert.deepEqual([answer.body.rg.limits[0]!.used, answer.body.rg.limits[0]!.remaining], [7_000, 3_000]);
    assertError(await load(t.app, player.unitToken, 3_001), 422, E.rgDepositLimitReached);
  });

  it('refunds and records a provider’s paid callback over the limit, never crediting it, once', async () => {
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'day', 10_000);
    const id = await startCard(t.app, player.unitToken, 12_000);
    const paid = await sandboxOutcome(t.app, id, 'paid');
    assert.equal(paid.body.status, 'failed', 'the player is sent back to the error address');
    assert.equal(await depositOf(t.db, player.unitToken), 0);
    const { rows } = await t.db.query<{ status: string; amount: string; refund_reason: string }>(
      'SELECT status, amount::text, refund_reason FROM payments WHERE id = $1',
      [id],
    );
    assert.deepEqual(rows[0], { status: 'refunded', amount: '12000', refund_reason: E.rgDepositLimitReached });
    // The provider may deliver again, later, after the limit has room: still refunded, still nothing credited.
    await advanceClock(t.app, DAY);
    assert.equal((await callback(t.app, { payment_id: id, status: 'paid', amount: 12_000 })).status, 200);
    assert.equal(await depositOf(t.db, player.unitToken), 0);
    // One under the limit is credited.
    const fits = await startCard(t.app, player.unitToken, 10_000);
    assert.equal((await sandboxOutcome(t.app, fits, 'paid')).body.status, 'complete');
    assert.equal(await depositOf(t.db, player.unitToken), 10_000);
    await assertLedgerBalanced(t.db);
  });

  it('refuses a ticket over the limit and leaves it active', async () => {
    const cashier = await anonymousUnit(t.app);
    assert.equal((await load(t.app, cashier, 9_000)).status, 200);
    const out = await post<{ fin_operation: { gs_ticket: string } }>(t.app, ApiPaths.ticketCashOut, {
      token: cashier,
    });
    assert.equal(out.status, 200, JSON.stringify(out.body));
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'week', 8_000);
    const cashIn = (token: string) =>
      post(t.app, ApiPaths.ticketCashIn, { token, code: out.body.fin_operation.gs_ticket });
    assertError(await cashIn(player.unitToken), 422, E.rgDepositLimitReached);
    assert.equal(await depositOf(t.db, player.unitToken), 0);
    assert.equal((await cashIn(await anonymousUnit(t.app))).status, 200, 'the ticket is still good');
  });

  it('refuses taking in a funded anonymous unit over the limit; nothing moves', async () => {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 3_000)).status, 200);
    await setLimit(t.app, player, 'deposit', 'day', 5_000);
    const anonymous = await anonymousUnit(t.app);
    assert.equal((await load(t.app, anonymous, 2_001)).status, 200);
    const link = () =>
      t.app.inject({
        method: 'POST',
        url: ApiPaths.linkUnit,
        headers: { authorization: player.bearer },
        payload: { unit_token: anonymous },
      });
    const refused = await link();
    assertError({ status: refused.statusCode, body: refused.json() }, 422, E.rgDepositLimitReached);
    assert.equal(await depositOf(t.db, player.unitToken), 3_000);
    assert.equal(await depositOf(t.db, anonymous), 2_001, 'the anonymous unit keeps its money');
  });

  it('closes every money-in call (and bonuses) during a time-out and a self-exclusion; withdrawals, statement and RG calls stay open', async () => {
    const player = await signUp(t.app);
    assert.equal((await load(t.app, player.unitToken, 8_000)).status, 200);
    const code = await voucher(t.app, 1_000);
    const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
      token: player.unitToken,
      code,
    });
    await rgCall(t.app, player, 'POST', ApiPaths.rgTimeOut, { period: '24h' });

    assertError(await startLoad(t.app, player.unitToken, 1_000), 403, E.rgTimedOut);
    assertError(
      await post(t.app, ApiPaths.completeLoading, {
        token: player.unitToken,
        acoin_tx_token: started.body.acoin_batch_token,
        amount: 1_000,
      }),
      403,
      E.rgTimedOut,
    );
    assertError(
      await post(t.app, ApiPaths.startDirectDeposit, {
        token: player.unitToken,
        payment_type: 'card',
        amount: 1_000,
        success_url: 'http://localhost/cashin/',
        cancel_url: 'http://localhost/cashin/',
        error_url: 'http://localhost/cashin/',
      }),
      403,
      E.rgTimedOut,
    );
    const statement = await t.app.inject({ url: `${ApiPaths.statement}?token=${player.unitToken}` });
    assert.equal(statement.statusCode, 200, statement.body);
    assert.equal((await rgState(t.app, player)).restriction?.kind, 'time_out');

    const currents = await t.app.inject({ url: `${BonusCampaignPaths.currents}?token=${player.unitToken}` });
    const campaign = (currents.json() as { bonus_campaigns: Array<{ id: number }> }).bonus_campaigns[0];
    assert.ok(campaign, 'the demo site offers a bonus campaign');
    assertError(
      await post(t.app, BonusCampaignPaths.accept(campaign.id), { token: player.unitToken }),
      403,
      E.rgTimedOut,
    );

    await rgCall(t.app, player, 'POST', ApiPaths.rgSelfExclusion, { period: '6m', confirm: true });
    assertError(await startLoad(t.app, player.unitToken, 1_000), 403, E.rgSelfExcluded);
    assert.equal(await depositOf(t.db, player.unitToken), 8_000);
    // The player can still take their money out.
    const withdrawal = await create(t, 'im', bodyFor('im', player.unitToken, 5_000), player.session);
    assert.equal(withdrawal.status, 200, JSON.stringify(withdrawal.body));
    assert.equal(withdrawal.body.withdrawal.status, 'pending');
    // The voucher the player could not load is still whole.
    const other = await post<{ acoin_batch: { total_amount: number } }>(t.app, ApiPaths.startLoading, {
      token: await anonymousUnit(t.app),
      code,
    });
    assert.equal(other.body.acoin_batch.total_amount, 1_000);
  });
});
