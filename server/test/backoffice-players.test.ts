/**
 * The back office's player pages: search, detail with balances from the ledger, transactions as the statement names
 * them, notes, blocks with a reason (audited, and enforced on the site), and adjustments through the ledger under
 * four eyes, never below zero.
 */

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type {
  Adjustment,
  AuditEntry,
  PlayerDetail,
  PlayerNote,
  PlayerRow,
  PlayerTransaction,
} from '../../contract/backoffice';
import { ErrorCodes } from '../../contract/errors';
import { createTestApp, TestClock, type ClosableTestApp } from './helpers';
import { assertLedgerBalanced, voucher } from './support/money';
import { assertBoError, bo, listQuery, staffMember, type SignedInStaff } from './support/backoffice';
import { phoneMaker } from './support/users';
import * as w from './support/withdrawals';

const E = ErrorCodes;
const newPhone = phoneMaker(7_810_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('back-office player pages', () => {
  let t: ClosableTestApp;
  const clock = new TestClock();
  let owner: SignedInStaff;
  let finance: SignedInStaff;
  let finance2: SignedInStaff;
  let support: SignedInStaff;

  before(async () => {
    t = await createTestApp({ clock, rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });
    owner = await staffMember(t, clock, 'owner');
    finance = await staffMember(t, clock, 'finance');
    finance2 = await staffMember(t, clock, 'finance');
    support = await staffMember(t, clock, 'support');
  });
  after(() => t.close());

  const adjust = (staff: SignedInStaff, playerId: number, amount: number, reason = 'goodwill') =>
    bo(t, staff, 'POST', `players/${playerId}/adjustments`, { amount, reason });

  it('finds players by phone, name or id, within the site asked for', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 5000 });
    const byPhone = await bo(t, support, 'GET', `players?${listQuery({ filter: { q: player.phone.slice(-7) } })}`);
    assert.equal(byPhone.statusCode, 200, byPhone.body);
    assert.deepEqual(
      (byPhone.json() as PlayerRow[]).map((row) => row.id),
      [player.userId],
    );
    const byId = await bo(t, support, 'GET', `players?${listQuery({ filter: { q: String(player.userId) } })}`);
    assert.ok((byId.json() as PlayerRow[]).some((row) => row.id === player.userId));
    const byName = await bo(t, support, 'GET', `players?${listQuery({ filter: { q: 'thandi MOK', site_id: 1 } })}`);
    assert.ok((byName.json() as PlayerRow[]).some((row) => row.id === player.userId));
    assert.match(String(byName.headers['content-range']), /^players 0-\d+\/\d+$/);
    const otherSite = await bo(t, support, 'GET', `players?${listQuery({ filter: { q: player.phone, site_id: 2 } })}`);
    assert.deepEqual(otherSite.json(), []);
    assert.equal(otherSite.headers['content-range'], 'players 0-0/0');
  });

  it('shows a player with exactly the contract’s fields, balances from the ledger, and the statement’s names', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 7000, cash: 300 });
    const answer = await bo(t, support, 'GET', `players/${player.userId}`);
    assert.equal(answer.statusCode, 200, answer.body);
    const detail = answer.json() as PlayerDetail;
    assert.deepEqual(Object.keys(detail).sort(), [
      'blocks',
      'created_at',
      'first_name',
      'id',
      'last_login_at',
      'last_name',
      'phone',
      'site_id',
      'units',
      'verification_level',
    ]);
    assert.equal(detail.site_id, 1);
    assert.deepEqual(detail.blocks, []);
    assert.deepEqual(detail.units, [
      { id: player.unitId, fin_account: { balance: 300, deposit_balance: 7000, bonus_balance: 0 } },
    ]);

    const transactions = await bo(t, support, 'GET', `players/${player.userId}/transactions?range=[0,9]`);
    assert.equal(transactions.statusCode, 200, transactions.body);
    const rows = transactions.json() as PlayerTransaction[];
    const load = rows.find((row) => row.kind === 'acoin_load');
    assert.ok(load, transactions.body);
    assert.equal(load.type, 'deposit');
    assert.equal(load.amount, 7000);
    assert.match(load.description, /^Voucher \d{4}…$/);
    for (const path of ['rounds', 'bonuses', 'notes']) {
      const list = await bo(t, support, 'GET', `players/${player.userId}/${path}`);
      assert.equal(list.statusCode, 200, list.body);
      assert.deepEqual(list.json(), []);
    }
  });

  it('keeps notes, newest first, each audited', async () => {
    const player = await w.fundedPlayer(t, newPhone());
    for (const text of ['Called about a deposit', 'Asked for a statement']) {
      const made = await bo(t, support, 'POST', `players/${player.userId}/notes`, { text });
      assert.equal(made.statusCode, 200, made.body);
      assert.equal((made.json() as PlayerNote).staff_id, support.id);
    }
    const notes = (await bo(t, support, 'GET', `players/${player.userId}/notes`)).json() as PlayerNote[];
    assert.deepEqual(
      notes.map((note) => note.text),
      ['Asked for a statement', 'Called about a deposit'],
    );
    const audit = await bo(t, owner, 'GET', `audit?${listQuery({ filter: { player_id: player.userId } })}`);
    assert.deepEqual(
      (audit.json() as AuditEntry[]).map((entry) => entry.action),
      ['player.note', 'player.note'],
    );
  });

  it('blocks deposits with a reason: audited, shown, and refused on the site', async () => {
    const player = await w.fundedPlayer(t, newPhone());
    const blocked = await bo(t, support, 'POST', `players/${player.userId}/blocks`, {
      block: 'deposit',
      on: true,
      reason: 'Asked for a cooling-off period',
    });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.deepEqual((blocked.json() as PlayerDetail).blocks, ['deposit']);
    const load = await w.call(t, ApiPaths.startLoading, { token: player.token, code: await voucher(t.app, 1000) });
    assert.equal(load.status, 403, JSON.stringify(load.body));
    const audit = await bo(t, owner, 'GET', `audit?${listQuery({ filter: { player_id: player.userId } })}`);
    const [entry] = audit.json() as AuditEntry[];
    assert.equal(entry?.action, 'player.block');
    assert.equal(entry?.reason, 'Asked for a cooling-off period');
    assert.deepEqual(entry?.before, { block: 'deposit', on: false });
    assert.deepEqual(entry?.after, { block: 'deposit', on: true });
    assertBoError(
      await bo(t, support, 'POST', `players/${player.userId}/blocks`, { block: 'deposit', on: false }),
      422,
      E.validation,
    );
  });

  it('applies a small adjustment at once as one ledger transfer, shown as an adjustment', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 1000 });
    const answer = await adjust(finance, player.userId, 2500);
    assert.equal(answer.statusCode, 200, answer.body);
    const { adjustment } = answer.json() as { adjustment: Adjustment };
    assert.equal(adjustment.status, 'applied');
    assert.deepEqual(await w.finAccount(t, player.unitId), { balance: 2500, deposit_balance: 1000, bonus_balance: 0 });
    const { rows } = await t.db.query<{ kind: string; idempotency_key: string }>(
      "SELECT kind, idempotency_key FROM ledger_transfers WHERE metadata->>'adjustment_id' = $1",
      [String(adjustment.id)],
    );
    assert.deepEqual(rows, [{ kind: 'adjustment', idempotency_key: `backoffice:adjustment:${adjustment.id}` }]);
    const statement = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: player.token } });
    assert.equal(statement.statusCode, 200, statement.body);
    const [latest] = (statement.json() as { transactions: Array<{ type: string; amount: number }> }).transactions;
    assert.equal(latest?.type, 'adjustment');
    assert.equal(latest?.amount, 2500);

    // A debit takes cash, then deposit, and never more than both.
    assertBoError(await adjust(finance, player.userId, -3501), 422, E.noFunds);
    const debit = await adjust(finance, player.userId, -3000);
    assert.equal(debit.statusCode, 200, debit.body);
    assert.deepEqual(await w.finAccount(t, player.unitId), { balance: 0, deposit_balance: 500, bonus_balance: 0 });
    await assertLedgerBalanced(t.db);
  });

  it('waits for a second staff member at the threshold: no self-approval, once only', async () => {
    const player = await w.fundedPlayer(t, newPhone());
    const asked = await adjust(finance, player.userId, 100_000, 'Lost win, ticket 42');
    assert.equal(asked.statusCode, 200, asked.body);
    const { adjustment } = asked.json() as { adjustment: Adjustment };
    assert.equal(adjustment.status, 'awaiting_approval');
    assert.equal((await w.finAccount(t, player.unitId)).balance, 0);

    const queue = await bo(t, finance2, 'GET', `adjustments?${listQuery({ filter: { status: 'awaiting_approval' } })}`);
    assert.ok((queue.json() as Adjustment[]).some((row) => row.id === adjustment.id));

    assertBoError(await bo(t, finance, 'POST', `adjustments/${adjustment.id}/approve`), 403, E.backofficeSelfApproval);
    assertBoError(await bo(t, support, 'POST', `adjustments/${adjustment.id}/approve`), 403, E.backofficeForbidden);
    const approved = await bo(t, finance2, 'POST', `adjustments/${adjustment.id}/approve`, {
      reason: 'Ticket 42 checked',
    });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((approved.json() as { adjustment: Adjustment }).adjustment.status, 'applied');
    assert.equal((await w.finAccount(t, player.unitId)).balance, 100_000);
    // The approver's note is what the audit trail keeps of the approval.
    const audit = await bo(t, owner, 'GET', `audit?${listQuery({ filter: { player_id: player.userId } })}`);
    assert.deepEqual(
      (audit.json() as AuditEntry[]).map((entry) => [entry.action, entry.reason]),
      [
        ['adjustment.approve', 'Ticket 42 checked'],
        ['adjustment.create', 'Lost win, ticket 42'],
      ],
    );
    assertBoError(
      await bo(t, owner, 'POST', `adjustments/${adjustment.id}/approve`),
      409,
      E.backofficeAdjustmentSettled,
    );
    assertBoError(
      await bo(t, owner, 'POST', `adjustments/${adjustment.id}/reject`, { reason: 'late' }),
      409,
      E.backofficeAdjustmentSettled,
    );
  });

  it('checks a large debit again at approval, and rejects with a reason', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 150_000 });
    assertBoError(await adjust(finance, player.userId, -150_001), 422, E.noFunds);
    const asked = await adjust(finance, player.userId, -150_000, 'Chargeback');
    const { adjustment } = asked.json() as { adjustment: Adjustment };
    assert.equal(adjustment.status, 'awaiting_approval');
    const withdrawn = await w.create(t, 'eft', w.bodyFor('eft', player.token, 10_000));
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
    assertBoError(await bo(t, finance2, 'POST', `adjustments/${adjustment.id}/approve`), 422, E.noFunds);

    const rejected = await bo(t, finance2, 'POST', `adjustments/${adjustment.id}/reject`, {
      reason: 'Bank reversed it',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((rejected.json() as { adjustment: Adjustment }).adjustment.status, 'rejected');
    const audit = await bo(t, owner, 'GET', `audit?${listQuery({ filter: { player_id: player.userId } })}`);
    assert.deepEqual(
      (audit.json() as AuditEntry[]).map((entry) => [entry.action, entry.reason]),
      [
        ['adjustment.reject', 'Bank reversed it'],
        ['adjustment.create', 'Chargeback'],
      ],
    );
    await assertLedgerBalanced(t.db);
  });

  it('does not show another site’s player to staff of other sites', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 1000 });
    const elsewhere = await staffMember(t, clock, 'owner', [2, 3]);
    for (const path of ['', '/transactions', '/rounds', '/bonuses', '/notes']) {
      assertBoError(await bo(t, elsewhere, 'GET', `players/${player.userId}${path}`), 404, E.userNotFound);
    }
    assertBoError(
      await bo(t, elsewhere, 'POST', `players/${player.userId}/blocks`, { block: 'login', on: true, reason: 'x' }),
      404,
      E.userNotFound,
    );
    assertBoError(await adjust(elsewhere, player.userId, 100), 404, E.userNotFound);
    const list = await bo(t, elsewhere, 'GET', `players?${listQuery({ filter: { q: player.phone } })}`);
    assert.deepEqual(list.json(), []);
  });
});
