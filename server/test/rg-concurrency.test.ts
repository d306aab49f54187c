/**
 * Responsible-gambling limits under concurrency: many deposits or bets of one player at once never pass a limit,
 * because each is checked inside its money transaction under a lock of the player's RG row; a provider's callback it
 * refuses is refunded and recorded, never lost or credited twice. On PostgreSQL
 * (DATABASE_URL) the calls really interleave; on PGlite they run one after another, and the same sums must hold.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { UpiDepositAnswer } from '../../contract/deposits';
import { ErrorCodes as E } from '../../contract/errors';
import { testApp } from './helpers';
import {
  anonymousUnit,
  assertError,
  assertLedgerBalanced,
  depositOf,
  post,
  voucher,
  type Answer,
} from './support/money';
import { seedTestGames } from './support/games';
import { callback, startCard } from './support/payments';
import { bet, gameSession, load, rgCall, setLimit, signUp, type Player } from './support/rg';
import { createUnitsService } from '../src/modules/units/service';

const generous = { limit: 10_000, windowMs: 3_600_000 };
const INDIA = 3;

describe('responsible gambling under concurrency', () => {
  const t = testApp({
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous, anonymousUnitsPerIp: generous },
    setUp: ({ db }) => seedTestGames(db),
  });

  const playable = async (player: Player) => {
    const units = createUnitsService({ db: t.db });
    const unit = await units.view((await units.identify(player.unitToken))!.unitId);
    return unit.fin_account.deposit_balance + unit.fin_account.balance;
  };

  /** A player with `amount` to play with, a limit, and a game session. */
  async function player(limit?: { kind: string; amount: number }): Promise<{ player: Player; session: string }> {
    const signedUp = await signUp(t.app);
    assert.equal((await load(t.app, signedUp.unitToken, 100_000)).status, 200);
    if (limit) await setLimit(t.app, signedUp, limit.kind, 'day', limit.amount);
    return { player: signedUp, session: await gameSession(t.app, signedUp) };
  }

  for (const [kind, code] of [
    ['loss', E.rgLossLimitReached],
    ['wager', E.rgWagerLimitReached],
  ] as const) {
    it(`never passes a ${kind} limit with 50 bets at once`, async () => {
      const LIMIT = 10_000;
      const STAKE = 700;
      const { player: one, session } = await player({ kind, amount: LIMIT });
      const answers = await Promise.all(Array.from({ length: 50 }, () => bet(t.app, session, STAKE)));
      for (const answer of answers) if (answer.status !== 200) assertError(answer, 422, code);
      const staked = answers.filter((answer) => answer.status === 200).length * STAKE;
      assert.ok(staked <= LIMIT, `staked ${staked}, over the ${kind} limit of ${LIMIT}`);
      assert.equal(staked, Math.floor(LIMIT / STAKE) * STAKE);
      assert.equal(await playable(one), 100_000 - staked, 'only the accepted bets took money');
      await assertLedgerBalanced(t.db);
    });
  }

  it('settles no bet after a self-exclusion commits, with 20 in flight', async () => {
    const { player: one, session } = await player();
    const bets = Array.from({ length: 20 }, () => bet(t.app, session, 100));
    const excluded = rgCall(t.app, one, 'POST', ApiPaths.rgSelfExclusion, { period: '6m', confirm: true });
    const more = Array.from({ length: 20 }, () => bet(t.app, session, 100));
    const answers = await Promise.all([...bets, ...more]);
    assert.equal((await excluded).status, 200);
    for (const answer of answers) if (answer.status !== 200) assertError(answer, 403, E.rgSelfExcluded);
    const accepted = answers.filter((answer) => answer.status === 200).length;
    assert.equal(await playable(one), 100_000 - accepted * 100);
    // Every accepted bet was recorded before the exclusion, under the same lock; none after.
    const { rows } = await t.db.query<{ late: string }>(
      `SELECT count(*)::text AS late FROM rg_movements m JOIN rg_restrictions r ON r.user_id = m.user_id
       WHERE m.user_id = $1 AND m.kind = 'wager' AND m.recorded_at > r.recorded_at`,
      [one.session.user.id],
    );
    assert.equal(rows[0]!.late, '0');
    assertError(await bet(t.app, session, 100), 403, E.rgSelfExcluded);
    await assertLedgerBalanced(t.db);
  });

  it('never passes a deposit limit with 50 deposits at once (vouchers, callbacks, tickets); refused ones stay whole', async () => {
    const LIMIT = 10_000;
    const AMOUNT = 700;
    const player = await signUp(t.app);
    await setLimit(t.app, player, 'deposit', 'day', LIMIT);

    // A unit may hold 10 loadings open and start 20 payments an hour: 10 vouchers, 20 callbacks and 20 tickets.
    const codes = await Promise.all(Array.from({ length: 10 }, () => voucher(t.app, AMOUNT)));
    const batches: string[] = [];
    for (const code of codes) {
      const started = await post<{ acoin_batch_token: string }>(t.app, ApiPaths.startLoading, {
        token: player.unitToken,
        code,
      });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      batches.push(started.body.acoin_batch_token);
    }
    const payments: string[] = [];
    for (let i = 0; i < 20; i += 1) payments.push(await startCard(t.app, player.unitToken, AMOUNT));
    const tickets: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const cashier = await anonymousUnit(t.app);
      assert.equal((await load(t.app, cashier, AMOUNT)).status, 200);
      const out = await post<{ fin_operation: { gs_ticket: string } }>(t.app, ApiPaths.ticketCashOut, {
        token: cashier,
      });
      tickets.push(out.body.fin_operation.gs_ticket);
    }

    const calls: Array<Promise<Answer<unknown>>> = [
      ...batches.map((batch) =>
        post(t.app, ApiPaths.completeLoading, { token: player.unitToken, acoin_tx_token: batch, amount: AMOUNT }),
      ),
      ...payments.map((id) => callback(t.app, { payment_id: id, status: 'paid', amount: AMOUNT })),
      ...tickets.map((code) => post(t.app, ApiPaths.ticketCashIn, { token: player.unitToken, code })),
    ];
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      if (answer.status !== 200) assertError(answer, 422, E.rgDepositLimitReached);
    }

    const credited = await depositOf(t.db, player.unitToken);
    assert.ok(credited <= LIMIT, `credited ${credited}, over the limit of ${LIMIT}`);
    assert.equal(credited, Math.floor(LIMIT / AMOUNT) * AMOUNT, 'the limit is used up to the last whole deposit');

    // Every refused voucher still holds its amount, every refused ticket is still active, every refused callback
    // is recorded as refunded: nothing is lost.
    const whole = await t.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM vouchers WHERE code = ANY($1::text[]) AND remaining = $2',
      [codes, AMOUNT],
    );
    const active = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM tickets WHERE code = ANY($1::text[]) AND status = 'active'`,
      [tickets],
    );
    const refunded = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM payments WHERE id = ANY($1::text[]) AND status = 'refunded'`,
      [payments],
    );
    const refused = Number(whole.rows[0]!.n) + Number(active.rows[0]!.n) + Number(refunded.rows[0]!.n);
    assert.equal(refused, 50 - credited / AMOUNT, 'each deposit either credited or refused and kept whole');
    await assertLedgerBalanced(t.db);
  });

  it('credits one of two UPI callbacks that together pass a deposit limit, and refunds the other, retries and all', async () => {
    const LIMIT = 100_000;
    const AMOUNT = 60_000;
    const player = await signUp(t.app, INDIA);
    await setLimit(t.app, player, 'deposit', 'day', LIMIT);
    const payments: string[] = [];
    for (const method of ['qr', 'intent']) {
      const created = await post<UpiDepositAnswer>(t.app, ApiPaths.createUpiDeposit, {
        token: player.unitToken,
        amount: AMOUNT,
        method,
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      payments.push(created.body.deposit.id);
    }
    // Each paid callback arrives twice at once, as a provider that retries sends it.
    const answers = await Promise.all(
      [...payments, ...payments].map((id) => callback(t.app, { payment_id: id, status: 'paid', amount: AMOUNT })),
    );
    for (const answer of answers) assert.deepEqual(answer, { status: 200, body: { ok: true } }, 'the provider stops');

    assert.equal(await depositOf(t.db, player.unitToken), AMOUNT, 'exactly one credited, once');
    const { rows } = await t.db.query<{ status: string; refund_reason: string | null; amount: string }>(
      'SELECT status, refund_reason, amount::text FROM payments WHERE id = ANY($1::text[]) ORDER BY status',
      [payments],
    );
    assert.deepEqual(rows, [
      { status: 'paid', refund_reason: null, amount: String(AMOUNT) },
      { status: 'refunded', refund_reason: E.rgDepositLimitReached, amount: String(AMOUNT) },
    ]);
    const figures = await rgCall<{ deposits: number }>(t.app, player, 'GET', ApiPaths.rgActivity);
    assert.equal(figures.body.deposits, AMOUNT, 'the refused one counts towards nothing');
    await assertLedgerBalanced(t.db);
  });
});
