/**
 * The back office's withdrawal queue (issue 38, the manual payout provider): finance sees what it needs to pay a
 * withdrawal, approves it with the bank's reference (paid, the player texted) or rejects it with a reason (failed,
 * amount and fee back exactly), each with its audit row; settled ones are 409, another site's 404; the bank's CSV is
 * exact and audited. Approvals and rejections racing (on PostgreSQL with DATABASE_URL) settle once. With a payout
 * provider that pays a withdrawal itself (the sandbox's ATM cash-send), staff cannot settle it too, nor export it.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { AuditEntry } from '../../contract/backoffice';
import type { BackofficeWithdrawal } from '../../contract/backoffice-withdrawals';
import { ErrorCodes } from '../../contract/errors';
import type { StatementAnswer } from '../../contract/statement';
import type { WithdrawalMethod } from '../../contract/withdrawals';
import { inertText } from '../src/modules/backoffice/withdrawals/export';
import { TestClock, testApp } from './helpers';
import { assertBoError, bo, listQuery, staffMember, type SignedInStaff } from './support/backoffice';
import { assertLedgerBalanced } from './support/money';
import { phoneMaker, smsTo } from './support/users';
import * as w from './support/withdrawals';

const E = ErrorCodes;
const newPhone = phoneMaker(7_840_000);
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('back-office withdrawals', () => {
  const clock = new TestClock();
  let owner: SignedInStaff;
  let finance: SignedInStaff;
  let finance2: SignedInStaff;
  let support: SignedInStaff;
  let elsewhere: SignedInStaff;

  const t = testApp({
    clock,
    env: { PAYOUT_PROVIDER: 'manual' },
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: async () => {
      owner = await staffMember(t, clock, 'owner');
      finance = await staffMember(t, clock, 'finance');
      finance2 = await staffMember(t, clock, 'finance');
      support = await staffMember(t, clock, 'support');
      elsewhere = await staffMember(t, clock, 'finance', [2, 3]);
    },
  });

  /** A player who has asked for a withdrawal of `amount` that now waits for finance. */
  async function pending(
    method: WithdrawalMethod,
    amount: number,
    options: { deposit?: number; cash?: number; siteId?: number; extra?: object } = {},
  ) {
    const player = await w.fundedPlayer(t, newPhone(), {
      deposit: options.deposit ?? 20_000,
      cash: options.cash,
      siteId: options.siteId,
    });
    const created = await w.create(t, method, w.bodyFor(method, player.token, amount, options.extra));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return { player, withdrawal: created.body.withdrawal };
  }

  const approve = (staff: SignedInStaff, id: number, body: object = { reference: 'FNB 778899' }) =>
    bo(t, staff, 'POST', `withdrawals/${id}/approve`, body);
  const reject = (staff: SignedInStaff, id: number, body: object = { reason: 'Account closed at the bank' }) =>
    bo(t, staff, 'POST', `withdrawals/${id}/reject`, body);

  async function auditOf(id: number): Promise<Array<AuditEntry & { site_id: number; player_id: number }>> {
    const { rows } = await t.db.query<AuditEntry & { site_id: number; player_id: number }>(
      'SELECT staff_id, action, target, reason, before, after, site_id, player_id FROM audit_log WHERE target = $1',
      [`withdrawal:${id}`],
    );
    return rows.map((row) => ({
      ...row,
      staff_id: Number(row.staff_id),
      site_id: Number(row.site_id),
      player_id: Number(row.player_id),
    }));
  }

  async function statement(token: string) {
    const answer = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token } });
    assert.equal(answer.statusCode, 200, answer.body);
    return (answer.json() as StatementAnswer).transactions.filter((row) => row.type !== 'deposit');
  }

  it('lists the queue with what finance needs to pay, filtered, with Content-Range', async () => {
    const { player, withdrawal } = await pending('eft', 10_000);
    const query = listQuery({ filter: { status: 'pending', method: 'eft', site_id: 1 }, sort: ['id', 'DESC'] });
    const answer = await bo(t, finance, 'GET', `withdrawals?${query}`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-range']), /^withdrawals 0-\d+\/\d+$/);
    const rows = answer.json() as BackofficeWithdrawal[];
    assert.ok(rows.every((row) => row.status === 'pending' && row.method === 'eft' && row.site_id === 1));
    assert.deepEqual(
      rows.find((row) => row.id === withdrawal.id),
      {
        id: withdrawal.id,
        site_id: 1,
        player_id: player.userId,
        player_first_name: player.session.user.first_name,
        player_last_name: player.session.user.last_name,
        player_phone: player.phone,
        method: 'eft',
        amount: 10_000,
        fee: 0,
        currency: 'ZAR',
        status: 'pending',
        reference: withdrawal.reference,
        details: {
          first_name: 'Thandi',
          last_name: 'Mokoena',
          bank_name: 'FNB',
          bank_account_number: '62000000001',
          bank_branch_code: '250655',
          bank_account_holder_name: 'T Mokoena',
        },
        payout_provider: null,
        bank_reference: null,
        settled_by: null,
        created_at: withdrawal.created_at,
        settled_at: null,
      },
    );
    for (const q of [withdrawal.reference.toLowerCase(), player.phone.slice(-7), 'thandi MOK']) {
      const found = await bo(t, finance, 'GET', `withdrawals?${listQuery({ filter: { q, site_id: 1 } })}`);
      assert.ok(
        (found.json() as BackofficeWithdrawal[]).some((row) => row.id === withdrawal.id),
        `found by ${q}`,
      );
    }
    const byReference = await bo(
      t,
      finance,
      'GET',
      `withdrawals?${listQuery({ filter: { q: withdrawal.reference } })}`,
    );
    assert.deepEqual(
      (byReference.json() as BackofficeWithdrawal[]).map((row) => row.id),
      [withdrawal.id],
    );
    const one = await bo(t, owner, 'GET', `withdrawals/${withdrawal.id}`);
    assert.equal(one.statusCode, 200, one.body);
    assert.equal((one.json() as BackofficeWithdrawal).reference, withdrawal.reference);
    const paid = await bo(t, finance, 'GET', `withdrawals?${listQuery({ filter: { status: 'paid' } })}`);
    assert.ok(!(paid.json() as BackofficeWithdrawal[]).some((row) => row.id === withdrawal.id));
  });

  it('approves with the bank reference: paid, texted, statement and ledger follow, one audit row', async () => {
    const { player, withdrawal } = await pending('eft', 10_000);
    const payout = await w.systemBalance(t, 'payout_clearing');
    const bank = await w.systemBalance(t, 'bank_clearing');
    const answer = await approve(finance, withdrawal.id, { reference: '  FNB-778899 ' });
    assert.equal(answer.statusCode, 200, answer.body);
    const settled = (answer.json() as { withdrawal: BackofficeWithdrawal }).withdrawal;
    assert.equal(settled.status, 'paid');
    assert.equal(settled.bank_reference, 'FNB-778899');
    assert.equal(settled.settled_by, finance.id);
    assert.equal(settled.settled_at, clock.now().toISOString());

    const texts = (await smsTo(t.app, player.phone)).filter((sms) => /paid/.test(sms.text));
    assert.deepEqual(
      texts.map((sms) => sms.text),
      [`Your withdrawal ${withdrawal.reference} of R100.00 has been paid. Bank reference FNB-778899.`],
    );
    assert.deepEqual(
      (await statement(player.token)).map((row) => [row.description, row.status, row.amount]),
      [[`EFT withdrawal · ${withdrawal.reference}`, 'paid', -10_000]],
    );
    assert.deepEqual(await w.finAccount(t, player.unitId), { balance: 0, deposit_balance: 10_000, bonus_balance: 0 });
    assert.equal(await w.systemBalance(t, 'payout_clearing'), payout - 10_000);
    assert.equal(await w.systemBalance(t, 'bank_clearing'), bank + 10_000);

    assert.deepEqual(await auditOf(withdrawal.id), [
      {
        staff_id: finance.id,
        action: 'withdrawal.approve',
        target: `withdrawal:${withdrawal.id}`,
        reason: null,
        before: { status: 'pending' },
        after: {
          status: 'paid',
          reference: withdrawal.reference,
          amount: 10_000,
          fee: 0,
          bank_reference: 'FNB-778899',
        },
        site_id: 1,
        player_id: player.userId,
      },
    ]);
    await assertLedgerBalanced(t.db);
  });

  it('rejects with a reason: failed, amount and fee back exactly where they came from, one audit row', async () => {
    const { player, withdrawal } = await pending('im', 10_000, { deposit: 3000, cash: 20_000 });
    assert.equal(withdrawal.fee, 1000);
    assert.deepEqual(await w.finAccount(t, player.unitId), { balance: 12_000, deposit_balance: 0, bonus_balance: 0 });
    const answer = await reject(finance, withdrawal.id, { reason: '  Cash-send refused by the network ' });
    assert.equal(answer.statusCode, 200, answer.body);
    const settled = (answer.json() as { withdrawal: BackofficeWithdrawal }).withdrawal;
    assert.equal(settled.status, 'failed');
    assert.equal(settled.bank_reference, null);
    assert.equal(settled.settled_by, finance.id);
    assert.deepEqual(await w.finAccount(t, player.unitId), {
      balance: 20_000,
      deposit_balance: 3000,
      bonus_balance: 0,
    });
    // Each part as it left: 3,000 of the amount from the deposit, the rest and the fee from cash; each returned.
    const ref = withdrawal.reference;
    assert.deepEqual(
      (await statement(player.token)).map((row) => `${row.description} ${row.status} ${row.amount}`).sort(),
      [
        `ATM withdrawal fee · ${ref} failed -1000`,
        `ATM withdrawal · ${ref} failed -3000`,
        `ATM withdrawal · ${ref} failed -7000`,
        `Fee returned · ${ref} completed 1000`,
        'Test cash completed 20000',
        `Withdrawal returned · ${ref} completed 3000`,
        `Withdrawal returned · ${ref} completed 7000`,
      ],
    );
    assert.ok(!(await smsTo(t.app, player.phone)).some((sms) => /has been paid/.test(sms.text)));
    const audit = await auditOf(withdrawal.id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.action, 'withdrawal.reject');
    assert.equal(audit[0]!.reason, 'Cash-send refused by the network');
    assert.deepEqual(audit[0]!.after, { status: 'failed', reference: withdrawal.reference, amount: 10_000, fee: 1000 });
    await assertLedgerBalanced(t.db);
  });

  it('refuses to settle a settled withdrawal again, changing nothing', async () => {
    const { withdrawal } = await pending('eft', 10_000);
    assert.equal((await approve(finance, withdrawal.id)).statusCode, 200);
    const before = await w.moneyState(t);
    assertBoError(await approve(finance2, withdrawal.id), 409, E.withdrawalSettled);
    assertBoError(await reject(owner, withdrawal.id), 409, E.withdrawalSettled);
    assert.deepEqual(await w.moneyState(t), before);
    assert.equal((await auditOf(withdrawal.id)).length, 1);

    const failed = await pending('eft', 10_000);
    assert.equal((await w.settle(t, failed.withdrawal.id, 'failed')).status, 200, 'the bank failed it');
    assertBoError(await approve(finance, failed.withdrawal.id), 409, E.withdrawalSettled);
    assertBoError(await reject(finance, failed.withdrawal.id), 409, E.withdrawalSettled);
  });

  it("answers 404 for another site's withdrawal, and leaves it pending", async () => {
    const { withdrawal } = await pending('eft', 10_000);
    assertBoError(await bo(t, elsewhere, 'GET', `withdrawals/${withdrawal.id}`), 404, E.withdrawalNotFound);
    assertBoError(await approve(elsewhere, withdrawal.id), 404, E.withdrawalNotFound);
    assertBoError(await reject(elsewhere, withdrawal.id), 404, E.withdrawalNotFound);
    const list = await bo(t, elsewhere, 'GET', `withdrawals?${listQuery({ filter: { site_id: 1 } })}`);
    assert.deepEqual(list.json(), []);
    assertBoError(await approve(finance, 987_654_321), 404, E.withdrawalNotFound);
    const still = await bo(t, finance, 'GET', `withdrawals/${withdrawal.id}`);
    assert.equal((still.json() as BackofficeWithdrawal).status, 'pending');
    assert.deepEqual(await auditOf(withdrawal.id), []);
  });

  it('is closed to support, who cannot list, approve, reject or export', async () => {
    const { withdrawal } = await pending('eft', 10_000);
    for (const answer of [
      await bo(t, support, 'GET', 'withdrawals'),
      await bo(t, support, 'GET', `withdrawals/${withdrawal.id}`),
      await approve(support, withdrawal.id),
      await reject(support, withdrawal.id),
      await bo(t, support, 'GET', 'withdrawals/export.csv?method=eft&status=pending'),
    ]) {
      assertBoError(answer, 403, E.backofficeForbidden);
    }
    const still = await bo(t, finance, 'GET', `withdrawals/${withdrawal.id}`);
    assert.equal((still.json() as BackofficeWithdrawal).status, 'pending');
  });

  it('refuses a missing, blank, overlong or control-character reference and a missing or blank reason', async () => {
    const { withdrawal } = await pending('eft', 10_000);
    const before = await w.moneyState(t);
    for (const reference of [undefined, '', '   ', 'x'.repeat(65), 'FNB\n123', 42]) {
      assertBoError(await approve(finance, withdrawal.id, { reference }), 422, E.validation);
    }
    for (const reason of [undefined, '', ' \t ', 'x'.repeat(1001)]) {
      assertBoError(await reject(finance, withdrawal.id, { reason }), 422, E.validation);
    }
    assertBoError(await bo(t, finance, 'POST', 'withdrawals/abc/approve', { reference: 'x' }), 422, E.validation);
    assertBoError(await bo(t, finance, 'GET', 'withdrawals/export.csv?method=cheque'), 422, E.validation);
    assertBoError(
      await bo(t, finance, 'GET', `withdrawals?${listQuery({ filter: { bank: 'FNB' } })}`),
      422,
      E.validation,
    );
    // An id past PostgreSQL's integer is refused here, not by the database (a 500).
    assertBoError(
      await bo(t, finance, 'GET', `withdrawals?${listQuery({ filter: { site_id: 9_999_999_999 } })}`),
      422,
      E.validation,
    );
    assert.deepEqual(await w.moneyState(t), before);
    assert.deepEqual(await auditOf(withdrawal.id), []);
    assert.equal((await approve(finance, withdrawal.id, { reference: 'x'.repeat(64) })).statusCode, 200);
  });

  it("exports the bank's CSV exactly, formula-safe, and audits the export", async () => {
    // Site 2 holds only this test's withdrawals: the file is known in full.
    const first = await pending('eft', 12_345, { siteId: 2 });
    const second = await pending('eft', 45_000, {
      siteId: 2,
      deposit: 60_000,
      extra: {
        bank_name: 'ABSA',
        bank_account_number: '1234 5678 90',
        bank_account_holder_name: '-Naledi "Nala" Dube',
      },
    });
    const third = await pending('eft', 6000, {
      siteId: 2,
      extra: { bank_name: 'Capitec Bank', bank_account_holder_name: 'L Dube' },
    });
    await pending('im', 6000, { siteId: 2 });
    assert.equal((await approve(finance, third.withdrawal.id)).statusCode, 200);
    const fourth = await pending('eft', 7000, { siteId: 2, extra: { bank_name: 'Capitec Bank' } });

    const answer = await bo(t, finance, 'GET', 'withdrawals/export.csv?method=eft&status=pending&site_id=2');
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(String(answer.headers['content-type']), /^text\/csv/);
    assert.match(
      String(answer.headers['content-disposition']),
      /^attachment; filename="withdrawals-eft-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    assert.equal(
      answer.body,
      [
        'reference,beneficiary_name,account_number,branch_code,bank_name,account_type,amount,currency',
        `${first.withdrawal.reference},T Mokoena,62000000001,250655,FNB,,123.45,ZAR`,
        `${second.withdrawal.reference},"'-Naledi ""Nala"" Dube",1234567890,632005,ABSA,,450.00,ZAR`,
        `${fourth.withdrawal.reference},T Mokoena,62000000001,470010,Capitec,,70.00,ZAR`,
        '',
      ].join('\r\n'),
    );

    const { rows } = await t.db.query<{ staff_id: string; site_id: number; after: unknown }>(
      "SELECT staff_id, site_id, after FROM audit_log WHERE action = 'withdrawal.export'",
    );
    assert.deepEqual(
      rows.map((row) => ({ ...row, staff_id: Number(row.staff_id) })),
      [
        {
          staff_id: finance.id,
          site_id: 2,
          after: {
            filter: { method: 'eft', status: 'pending', site_id: 2 },
            count: 3,
            withdrawal_ids: [first.withdrawal.id, second.withdrawal.id, fourth.withdrawal.id],
          },
        },
      ],
    );
    // Without a status the file is the pending ones still: a bank file of the paid one would pay it again.
    const unsaid = await bo(t, finance, 'GET', 'withdrawals/export.csv?method=eft&site_id=2');
    assert.match(String(unsaid.headers['content-disposition']), /filename="withdrawals-eft-pending-/);
    assert.equal(unsaid.body, answer.body);
    assert.ok(!unsaid.body.includes(third.withdrawal.reference));

    assert.deepEqual(['=1+1', '+27', '-5', '@SUM(A1)', 'Thandi'].map(inertText), [
      "'=1+1",
      "'+27",
      "'-5",
      "'@SUM(A1)",
      'Thandi',
    ]);
    const other = await bo(t, elsewhere, 'GET', 'withdrawals/export.csv?method=eft&status=pending&site_id=1');
    assert.equal(
      other.body,
      'reference,beneficiary_name,account_number,branch_code,bank_name,account_type,amount,currency\r\n',
    );
  });
});

describe('back-office withdrawals under concurrency', () => {
  const clock = new TestClock();
  let deciders: SignedInStaff[];

  const t = testApp({
    clock,
    env: { PAYOUT_PROVIDER: 'manual' },
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: async () => {
      deciders = [await staffMember(t, clock, 'finance'), await staffMember(t, clock, 'owner')];
    },
  });

  async function raced(decisions: Array<'approve' | 'reject'>) {
    // 20,000 deposited; 10,000 withdrawn by ATM with its 1,000 fee.
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    const created = await w.create(t, 'im', w.bodyFor('im', player.token, 10_000));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id } = created.body.withdrawal;
    const answers = await Promise.all(
      decisions.map((decision, i) =>
        bo(
          t,
          deciders[i % deciders.length]!,
          'POST',
          `withdrawals/${id}/${decision}`,
          decision === 'approve' ? { reference: `BANK-${i}` } : { reason: 'Bank refused it' },
        ),
      ),
    );
    const winners = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [decisions[i]!] : []));
    assert.equal(winners.length, 1, answers.map((answer) => answer.body).join('\n'));
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      assertBoError(answer, 409, ErrorCodes.withdrawalSettled);
    }
    const fin = await w.finAccount(t, player.unitId);
    assert.equal(fin.deposit_balance, winners[0] === 'approve' ? 9000 : 20_000);
    const { rows } = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log WHERE target = $1', [
      `withdrawal:${id}`,
    ]);
    assert.equal(rows[0]?.n, '1', 'one audit row');
    const paidTexts = (await smsTo(t.app, player.phone)).filter((sms) => /has been paid/.test(sms.text));
    assert.equal(paidTexts.length, winners[0] === 'approve' ? 1 : 0);
    return winners[0]!;
  }

  it('settles once when an approval and a rejection race: the loser gets 409, balances exact', async () => {
    for (let round = 0; round < 4; round++) await raced(round % 2 ? ['reject', 'approve'] : ['approve', 'reject']);
    await assertLedgerBalanced(t.db);
  });

  it('pays once and texts once when two approvals race', async () => {
    for (let round = 0; round < 3; round++) assert.equal(await raced(['approve', 'approve']), 'approve');
    await assertLedgerBalanced(t.db);
  });
});

describe('back-office withdrawals a payout provider pays', () => {
  const clock = new TestClock();
  let finance: SignedInStaff;
  // The sandbox's provider pays ATM cash-sends itself (the PIN goes to the player) and leaves EFT to finance.
  const t = testApp({
    clock,
    rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous },
    setUp: async () => {
      finance = await staffMember(t, clock, 'finance');
    },
  });

  async function made(method: WithdrawalMethod) {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    const created = await w.create(t, method, w.bodyFor(method, player.token, 10_000));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return created.body.withdrawal;
  }

  it('refuses to settle by hand, or to put in the bank file, what the provider is paying; its answer settles it', async () => {
    const cashSend = await made('im');
    const bankTransfer = await made('eft');
    const one = await bo(t, finance, 'GET', `withdrawals/${cashSend.id}`);
    assert.equal((one.json() as BackofficeWithdrawal).payout_provider, 'sandbox');

    const before = await w.moneyState(t);
    assertBoError(
      await bo(t, finance, 'POST', `withdrawals/${cashSend.id}/approve`, { reference: 'FNB 1' }),
      409,
      E.withdrawalProviderPays,
    );
    assertBoError(
      await bo(t, finance, 'POST', `withdrawals/${cashSend.id}/reject`, { reason: 'Looks doubtful' }),
      409,
      E.withdrawalProviderPays,
    );
    assert.deepEqual(await w.moneyState(t), before, 'no money moved');
    const trail = await t.db.query('SELECT 1 FROM audit_log WHERE target = $1', [`withdrawal:${cashSend.id}`]);
    assert.equal(trail.rows.length, 0);

    const file = await bo(t, finance, 'GET', 'withdrawals/export.csv?status=pending');
    assert.ok(file.body.includes(bankTransfer.reference), 'finance pays the EFT one');
    assert.ok(!file.body.includes(cashSend.reference), "never the provider's");
    const ids = async (byHand: boolean) =>
      (
        (
          await bo(t, finance, 'GET', `withdrawals?${listQuery({ filter: { by_hand: byHand } })}`)
        ).json() as BackofficeWithdrawal[]
      ).map((row) => row.id);
    assert.deepEqual(await ids(true), [bankTransfer.id]);
    assert.deepEqual(await ids(false), [cashSend.id]);

    // The one the provider left to finance is settled by hand; the provider's answer settles its own.
    const approved = await bo(t, finance, 'POST', `withdrawals/${bankTransfer.id}/approve`, { reference: 'FNB 2' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal((await w.settle(t, cashSend.id, 'paid')).status, 200);
    assertBoError(
      await bo(t, finance, 'POST', `withdrawals/${cashSend.id}/reject`, { reason: 'Too late' }),
      409,
      E.withdrawalSettled,
    );
    await assertLedgerBalanced(t.db);
  });
});
