/** The signed-in player's units: player token, units/create with fingerprint data, and linking an anonymous unit. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { SessionAnswer } from '../../contract/users';
import { ErrorCodes as E } from '../../contract/errors';
import { SandboxPaths } from '../../contract/sandbox';
import { PLAYER_TOKEN_TTL_MS } from '../../contract/sites';
import { createTokenSigner } from '../src/auth/tokens';
import { createUnitsService, type UnitsService } from '../src/modules/units/service';
import { TEST_JWT_SECRET, TestClock, testApp } from './helpers';
import { anonymousUnit, assertError, assertLedgerBalanced, voucher, type Answer } from './support/money';
import { phoneMaker, register } from './support/users';

const signer = createTokenSigner(TEST_JWT_SECRET);
const clock = new TestClock();
const newPhone = phoneMaker(5_000_000);

describe('player units', () => {
  let units: UnitsService;

  const t = testApp({
    clock,
    setUp: () => {
      units = createUnitsService({ db: t.db });
    },
  });

  async function call<T = Record<string, unknown>>(
    url: string,
    session: SessionAnswer | null,
    payload?: object,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = session ? { authorization: `Bearer ${session.access.token}` } : {};
    const response = await t.app.inject({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() as T };
  }

  async function playerUnit(session: SessionAnswer): Promise<string> {
    const answer = await call<{ unit_token: string }>(ApiPaths.createUserUnit, session, {});
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.unit_token;
  }

  async function unitId(token: string): Promise<number> {
    const identity = await units.identify(token);
    assert.ok(identity, 'the token names a unit');
    return identity.unitId;
  }

  /** Loads a voucher of `amount` into the unit's deposit balance. */
  async function load(token: string, amount: number, siteId = 1): Promise<void> {
    const code = await voucher(t.app, amount, siteId);
    const started = await call<{ acoin_batch_token: string }>(ApiPaths.startLoading, null, { token, code });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    const done = await call(ApiPaths.completeLoading, null, {
      token,
      acoin_tx_token: started.body.acoin_batch_token,
      amount,
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
  }

  const deposit = async (id: number) => (await units.view(id)).fin_account.deposit_balance;

  describe('players/token/create', () => {
    it('answers a short-lived signed token naming the player, unit and site', async () => {
      const session = await register(t.app, newPhone());
      const token = await playerUnit(session);
      const answer = await call<{ player_token: string }>(ApiPaths.playerToken, session, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.deepEqual(Object.keys(answer.body), ['player_token']);
      const claims = await signer.verifyClaim('player', answer.body.player_token, clock.now());
      assert.equal(claims.sub, String(session.user.id));
      assert.equal(claims.unit, await unitId(token));
      assert.equal(claims.site, 1);
      assert.equal((claims.exp as number) - (claims.iat as number), PLAYER_TOKEN_TTL_MS / 1000);
    });

    it("refuses an anonymous unit and another player's unit with 403; unknown tokens and no bearer with 401", async () => {
      const mine = await register(t.app, newPhone());
      const theirs = await register(t.app, newPhone());
      assertError(await call(ApiPaths.playerToken, mine, { token: await anonymousUnit(t.app) }), 403, E.unitNotOwned);
      assertError(await call(ApiPaths.playerToken, mine, { token: await playerUnit(theirs) }), 403, E.unitNotOwned);
      assertError(await call(ApiPaths.playerToken, mine, { token: 'x'.repeat(128) }), 401, E.unauthenticated);
      assertError(await call(ApiPaths.playerToken, null, { token: await playerUnit(mine) }), 401, E.unauthenticated);
      assertError(await call(ApiPaths.playerToken, mine, {}), 422, E.validation);
      assertError(await call(ApiPaths.playerToken, mine, { token: '' }), 422, E.validation);
    });
  });

  describe('hp/users/units/create', () => {
    it("answers the player's unit on their site, the same unit each time, and keeps the fingerprint", async () => {
      const session = await register(t.app, newPhone());
      const fingerprint = { visitorId: 'v-123', confidence: { score: 0.99 }, components: ['a', 'b'] };
      const answer = await call<{ unit_token: string }>(ApiPaths.createUserUnit, session, {
        fingerprint,
        fp_request_id: 'fp-req-1',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const id = await unitId(answer.body.unit_token);
      assert.equal(await unitId(await playerUnit(session)), id);
      const stored = await t.db.query<{ fp_request_id: string; data: unknown }>(
        'SELECT fp_request_id, data FROM unit_fingerprints WHERE unit_id = $1 ORDER BY id',
        [id],
      );
      assert.deepEqual(stored.rows, [{ fp_request_id: 'fp-req-1', data: fingerprint }]);
      const owner = await t.db.query('SELECT user_id, site_id FROM units WHERE id = $1', [id]);
      assert.deepEqual(
        owner.rows.map((r) => [Number(r.user_id), Number(r.site_id)]),
        [[session.user.id, 1]],
      );
    });

    it('refuses no bearer (401) and malformed fingerprint data (422)', async () => {
      const session = await register(t.app, newPhone());
      assertError(await call(ApiPaths.createUserUnit, null, {}), 401, E.unauthenticated);
      assertError(await call(ApiPaths.createUserUnit, session, { fingerprint: 'nope' }), 422, E.validation);
      assertError(await call(ApiPaths.createUserUnit, session, { fp_request_id: 'x'.repeat(201) }), 422, E.validation);
    });
  });

  describe('hp/users/units/link', () => {
    it('a player without a unit takes the anonymous unit as it is, balance and all', async () => {
      const anonymous = await anonymousUnit(t.app);
      await load(anonymous, 5000);
      const session = await register(t.app, newPhone());
      const answer = await call<{ unit_token: string }>(ApiPaths.linkUnit, session, {
        unit_token: anonymous,
        fp_request_id: 'fp-link',
      });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const id = await unitId(anonymous);
      assert.equal(await unitId(answer.body.unit_token), id);
      assert.equal(await unitId(await playerUnit(session)), id);
      assert.equal(await deposit(id), 5000);
      // Now the player's: the player token works, and linking it again is harmless.
      const playerToken = await call(ApiPaths.playerToken, session, { token: answer.body.unit_token });
      assert.equal(playerToken.status, 200);
      const again = await call<{ unit_token: string }>(ApiPaths.linkUnit, session, { unit_token: anonymous });
      assert.equal(again.status, 200);
      assert.equal(await unitId(again.body.unit_token), id);
    });

    it("a player with a unit gets the anonymous unit's money through the ledger; its token stops working", async () => {
      const session = await register(t.app, newPhone());
      const own = await playerUnit(session);
      await load(own, 2000);
      const anonymous = await anonymousUnit(t.app);
      await load(anonymous, 3000);
      const anonymousId = await unitId(anonymous);

      const answer = await call<{ unit_token: string }>(ApiPaths.linkUnit, session, { unit_token: anonymous });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const ownId = await unitId(own);
      assert.equal(await unitId(answer.body.unit_token), ownId);
      assert.equal(await deposit(ownId), 5000);
      assert.equal(await deposit(anonymousId), 0);
      assert.equal(await units.identify(anonymous), null);
      assertError(
        await call(ApiPaths.startLoading, null, { token: anonymous, code: '1'.repeat(16) }),
        401,
        E.unauthenticated,
      );
      const moved = await t.db.query(
        "SELECT amount FROM ledger_transfers WHERE kind = 'unit_link' AND metadata->>'from_unit' = $1",
        [String(anonymousId)],
      );
      assert.deepEqual(
        moved.rows.map((r) => Number(r.amount)),
        [3000],
      );
      await assertLedgerBalanced(t.db);
    });

    it("refuses another player's unit (403) and another site's (422), and changes nothing", async () => {
      const mine = await register(t.app, newPhone());
      const theirs = await register(t.app, newPhone());
      const theirUnit = await playerUnit(theirs);
      await load(theirUnit, 1500);
      assertError(await call(ApiPaths.linkUnit, mine, { unit_token: theirUnit }), 403, E.unitNotOwned);
      const theirId = await unitId(theirUnit);
      assert.equal(await deposit(theirId), 1500);
      const owner = await t.db.query('SELECT user_id FROM units WHERE id = $1', [theirId]);
      assert.equal(Number(owner.rows[0]!.user_id), theirs.user.id);

      const otherSite = await anonymousUnit(t.app, 2);
      assertError(await call(ApiPaths.linkUnit, mine, { unit_token: otherSite }), 422, E.unitOtherSite);
      const stillAnonymous = await t.db.query('SELECT user_id FROM units WHERE id = $1', [await unitId(otherSite)]);
      assert.equal(stillAnonymous.rows[0]!.user_id, null);
    });

    it('refuses no bearer and unknown tokens (401), and malformed input (422)', async () => {
      const session = await register(t.app, newPhone());
      const anonymous = await anonymousUnit(t.app);
      assertError(await call(ApiPaths.linkUnit, null, { unit_token: anonymous }), 401, E.unauthenticated);
      assertError(await call(ApiPaths.linkUnit, session, { unit_token: 'y'.repeat(128) }), 401, E.unauthenticated);
      assertError(await call(ApiPaths.linkUnit, session, {}), 422, E.validation);
      assertError(
        await call(ApiPaths.linkUnit, session, { unit_token: anonymous, fp_request_id: 'x'.repeat(201) }),
        422,
        E.validation,
      );
      const row = await t.db.query('SELECT user_id FROM units WHERE id = $1', [await unitId(anonymous)]);
      assert.equal(row.rows[0]!.user_id, null);
    });

    it('linking while another tab creates the player unit ends with one unit holding the money', async () => {
      const anonymous = await anonymousUnit(t.app);
      await load(anonymous, 700);
      const session = await register(t.app, newPhone());
      const [linked, created] = await Promise.all([
        call<{ unit_token: string }>(ApiPaths.linkUnit, session, { unit_token: anonymous }),
        call<{ unit_token: string }>(ApiPaths.createUserUnit, session, {}),
      ]);
      assert.equal(linked.status, 200, JSON.stringify(linked.body));
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const id = await unitId(linked.body.unit_token);
      assert.equal(await unitId(created.body.unit_token), id);
      assert.equal(await deposit(id), 700);
      await assertLedgerBalanced(t.db);
    });

    it('a deposit-blocked player cannot take in a funded anonymous unit (403), and nothing moves', async () => {
      for (const hasUnit of [true, false]) {
        const phone = newPhone();
        const session = await register(t.app, phone);
        const own = hasUnit ? await unitId(await playerUnit(session)) : null;
        const blocked = await call(SandboxPaths.blocks, null, { phone, block: 'deposit', on: true });
        assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
        const anonymous = await anonymousUnit(t.app);
        await load(anonymous, 1200);
        const anonymousId = await unitId(anonymous);

        assertError(await call(ApiPaths.linkUnit, session, { unit_token: anonymous }), 403, E.depositBlock);
        assert.equal(await deposit(anonymousId), 1200, 'the money stays where it was');
        if (own !== null) assert.equal(await deposit(own), 0);
        const owner = await t.db.query<{ user_id: number | null }>('SELECT user_id FROM units WHERE id = $1', [
          anonymousId,
        ]);
        assert.equal(owner.rows[0]?.user_id, null, 'the unit is still nobody’s');

        // An empty anonymous unit brings no money in: linking it is no deposit, and the block lets it through.
        const empty = await anonymousUnit(t.app);
        assert.equal((await call(ApiPaths.linkUnit, session, { unit_token: empty })).status, 200);
      }
      await assertLedgerBalanced(t.db);
    });

    it('two players racing for one anonymous unit: one gets it, the other is refused', async () => {
      const anonymous = await anonymousUnit(t.app);
      await load(anonymous, 1000);
      const a = await register(t.app, newPhone());
      const b = await register(t.app, newPhone());
      const answers = await Promise.all([a, b].map((s) => call(ApiPaths.linkUnit, s, { unit_token: anonymous })));
      assert.deepEqual(answers.map((x) => x.status).sort(), [200, 403]);
      assert.equal(await deposit(await unitId(anonymous)), 1000);
      await assertLedgerBalanced(t.db);
    });
  });
});
