/**
 * Calls that move money or change a unit's owner, raced against each other: voucher loads, cancels and links.
 * On PostgreSQL (DATABASE_URL) they really interleave; on PGlite they run one after another. Either way, after
 * every race no money is stranded in a merged unit, no voucher pays twice, and the ledger balances.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E, type ErrorBody } from '../../contract/errors';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { testApp } from './helpers';
import { anonymousUnit, assertLedgerBalanced, voucher, type Answer } from './support/money';
import { phoneMaker, register } from './support/users';
import { call as callAs } from './support/withdrawals';

const newPhone = phoneMaker(7_000_000);
const ROUNDS = 25;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('money under concurrency', () => {
  let units: UnitsService;

  const t = testApp({
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  const call = <T = Record<string, unknown>>(url: string, payload: object, session?: SessionAnswer) =>
    callAs<T>(t, url, payload, session);

  async function playerWithUnit(): Promise<{ session: SessionAnswer; unitId: number }> {
    const session = await register(t.app, newPhone());
    const answer = await call<{ unit_token: string }>(ApiPaths.createUserUnit, {}, session);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const identity = await units.identify(answer.body.unit_token);
    assert.ok(identity);
    return { session, unitId: identity.unitId };
  }

  async function startLoading(token: string, amount: number): Promise<{ code: string; batch: string }> {
    const code = await voucher(t.app, amount);
    const started = await call<{ acoin_batch_token: string }>(ApiPaths.startLoading, { token, code });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    return { code, batch: started.body.acoin_batch_token };
  }

  async function remaining(code: string): Promise<number> {
    const { rows } = await t.db.query<{ remaining: number }>('SELECT remaining FROM vouchers WHERE code = $1', [code]);
    return Number(rows[0]?.remaining);
  }

  const deposit = async (unitId: number) => (await units.view(unitId)).fin_account.deposit_balance;

  /** Money left behind in units merged into another: nobody can ever reach it. */
  async function stranded(): Promise<number> {
    const { rows } = await t.db.query<{ total: string | null }>(
      `SELECT sum(a.balance)::text AS total FROM ledger_accounts a JOIN units u ON u.id = a.unit_id
       WHERE u.merged_into IS NOT NULL`,
    );
    return Number(rows[0]?.total ?? 0);
  }

  it('a voucher load racing the link of its unit ends in the player’s unit, or is refused and spends nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const player = await playerWithUnit();
      const anonymous = await anonymousUnit(t.app);
      const { code, batch } = await startLoading(anonymous, 2500);
      const before = await deposit(player.unitId);

      const [loaded, linked] = await Promise.all([
        call(ApiPaths.completeLoading, { token: anonymous, acoin_tx_token: batch, amount: 2500 }),
        call(ApiPaths.linkUnit, { unit_token: anonymous }, player.session),
      ]);

      assert.equal(linked.status, 200, JSON.stringify(linked.body));
      if (loaded.status === 200) {
        assert.equal(await remaining(code), 0);
        assert.equal(
          await deposit(player.unitId),
          before + 2500,
          `round ${round}: the loaded money reached the player`,
        );
      } else {
        assert.equal(loaded.status, 401, JSON.stringify(loaded.body));
        assert.equal(await remaining(code), 2500, `round ${round}: a refused load spends nothing`);
        assert.equal(await deposit(player.unitId), before);
      }
      assert.equal(await stranded(), 0, `round ${round}: no money stranded in a merged unit`);
    }
    await assertLedgerBalanced(t.db);
  });

  it('two players linking one funded anonymous unit at once: exactly one gets it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Even rounds: both players already have a unit (the link merges); odd rounds: neither has (it adopts).
      const merging = round % 2 === 0;
      const players = merging
        ? [await playerWithUnit(), await playerWithUnit()]
        : [{ session: await register(t.app, newPhone()) }, { session: await register(t.app, newPhone()) }];
      const anonymous = await anonymousUnit(t.app);
      const { batch } = await startLoading(anonymous, 1000);
      const loaded = await call(ApiPaths.completeLoading, { token: anonymous, acoin_tx_token: batch, amount: 1000 });
      assert.equal(loaded.status, 200, JSON.stringify(loaded.body));

      const answers = await Promise.all(
        players.map((player) =>
          call<{ unit_token: string }>(ApiPaths.linkUnit, { unit_token: anonymous }, player.session),
        ),
      );
      const winners = answers.filter((answer) => answer.status === 200);
      assert.equal(winners.length, 1, `round ${round}: ${JSON.stringify(answers)}`);
      const loser = answers.find((answer) => answer.status !== 200) as Answer<unknown> as Answer<ErrorBody>;
      const refusals: string[] = [E.unitNotOwned, E.unauthenticated];
      assert.ok(refusals.includes(loser.body.error.code), JSON.stringify(loser.body));
      const owner = await units.identify(winners[0]!.body.unit_token);
      assert.ok(owner);
      assert.equal(await deposit(owner.unitId), 1000, `round ${round}: the winner holds the money`);
      assert.equal(await stranded(), 0);
    }
    await assertLedgerBalanced(t.db);
  });

  it('completing one loading many times at once credits it once', async () => {
    for (let round = 0; round < 5; round++) {
      const anonymous = await anonymousUnit(t.app);
      const { code, batch } = await startLoading(anonymous, 900);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(ApiPaths.completeLoading, { token: anonymous, acoin_tx_token: batch, amount: 900 }),
        ),
      );
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1, JSON.stringify(answers));
      assert.ok(answers.every((answer) => answer.status === 200 || answer.status === 422));
      assert.equal(await remaining(code), 0);
      const identity = await units.identify(anonymous);
      assert.equal(await deposit(identity!.unitId), 900);
    }
    await assertLedgerBalanced(t.db);
  });

  it('two loadings of one voucher completed at once never draw more than the voucher holds', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = [await anonymousUnit(t.app), await anonymousUnit(t.app)];
      const code = await voucher(t.app, 1000);
      const batches = [];
      for (const token of [first, second]) {
        const started = await call<{ acoin_batch_token: string }>(ApiPaths.startLoading, { token, code });
        assert.equal(started.status, 200, JSON.stringify(started.body));
        batches.push({ token, batch: started.body.acoin_batch_token });
      }
      const answers = await Promise.all(
        batches.map(({ token, batch }) =>
          call(ApiPaths.completeLoading, { token, acoin_tx_token: batch, amount: 700 }),
        ),
      );
      assert.equal(answers.filter((answer) => answer.status === 200).length, 1, JSON.stringify(answers));
      assert.equal(await remaining(code), 300);
    }
    await assertLedgerBalanced(t.db);
  });

  it('a cancel racing a completion: either the money moved and the loading is completed, or neither', async () => {
    for (let round = 0; round < 10; round++) {
      const anonymous = await anonymousUnit(t.app);
      const { code, batch } = await startLoading(anonymous, 800);
      const [completed, canceled] = await Promise.all([
        call(ApiPaths.completeLoading, { token: anonymous, acoin_tx_token: batch, amount: 800 }),
        call(ApiPaths.cancelLoading, { token: anonymous, acoin_tx_token: batch }),
      ]);
      const { rows } = await t.db.query<{ status: string }>(
        'SELECT status FROM acoin_batches WHERE voucher_code = $1',
        [code],
      );
      const identity = await units.identify(anonymous);
      if (completed.status === 200) {
        assert.equal(canceled.status, 422, JSON.stringify(canceled.body));
        assert.equal(rows[0]?.status, 'completed');
        assert.equal(await deposit(identity!.unitId), 800);
      } else {
        assert.equal(canceled.status, 200, JSON.stringify(canceled.body));
        assert.equal(rows[0]?.status, 'canceled');
        assert.equal(await remaining(code), 800);
        assert.equal(await deposit(identity!.unitId), 0);
      }
    }
    await assertLedgerBalanced(t.db);
  });
});
