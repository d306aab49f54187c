/**
 * Withdrawals (ATM, EFT, UPI): every rule answers its contract code from pre_check and create alike and changes
 * nothing; a create takes amount and fee into clearing; the sandbox bank pays or fails it; free counts roll over
 * with the calendar period. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiPaths } from '../../contract/api';
import type { StatementAnswer } from '../../contract/statement';
import { ErrorCodes as E } from '../../contract/errors';
import type { WithdrawalMethod } from '../../contract/withdrawals';
import { demoUnitConfig } from '../src/seed';
import { createOutboxSmsSender } from '../src/sms/outbox';
import { TestClock, testApp } from './helpers';
import { anonymousUnit, assertError, assertLedgerBalanced } from './support/money';
import { phoneMaker, smsTo } from './support/users';
import * as w from './support/withdrawals';

const newPhone = phoneMaker(7_300_000);
const DAY = 24 * 60 * 60 * 1000;
const generous = { limit: 10_000, windowMs: 3_600_000 };

describe('withdrawals', () => {
  // A Saturday late in January, so that a few days on is another week and another month.
  const clock = new TestClock(Date.parse('2030-01-26T12:00:00Z'));
  const t = testApp({ clock, rateLimits: { otpSendsPerIp: generous, otpSendsPerPhone: generous } });

  /** Site 2's config back to the demo values, for the tests that change it. */
  const resetSite2 = () => w.patchConfig(t, 2, { ...demoUnitConfig('ZA') });

  /** The refusal comes from pre_check and create alike, and neither changes anything. */
  async function refused(method: WithdrawalMethod, body: object, status: number, code: string, player?: w.Player) {
    const before = await w.moneyState(t);
    assertError(await w.preCheck(t, method, body, player?.session), status, code);
    assertError(await w.create(t, method, body, player?.session), status, code);
    assert.deepEqual(await w.moneyState(t), before, `${code} changed something`);
  }

  it('ATM: pre_check changes nothing; create takes amount and fee from the deposit, holds them and texts the PIN', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 30_000 });
    const body = w.bodyFor('im', player.token, 10_000);
    const before = await w.moneyState(t);
    const checked = await w.preCheck(t, 'im', body, player.session);
    assert.deepEqual(checked, { status: 200, body: { amount: 10_000, fee: 1000 } });
    assert.deepEqual(await w.moneyState(t), before);

    const payout = await w.systemBalance(t, 'payout_clearing');
    const fees = await w.systemBalance(t, 'fees');
    const created = await w.create(t, 'im', body, player.session);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { withdrawal, unit } = created.body;
    assert.deepEqual(
      { ...withdrawal, id: 0, reference: '' },
      {
        id: 0,
        method: 'im',
        amount: 10_000,
        fee: 1000,
        status: 'pending',
        reference: '',
        created_at: clock.now().toISOString(),
      },
    );
    assert.match(withdrawal.reference, /^W\d{10}$/);
    assert.deepEqual(unit.fin_account, { balance: 0, deposit_balance: 19_000, bonus_balance: 0 });
    assert.equal(await w.systemBalance(t, 'payout_clearing'), payout + 10_000);
    assert.equal(await w.systemBalance(t, 'fees'), fees + 1000);

    const [sms] = (await smsTo(t.app, player.phone)).filter((message) => /PIN/.test(message.text));
    assert.ok(sms, 'the cash-send PIN was texted');
    assert.equal(sms.otp, null);
    assert.match(sms.text, /R100\.00.*Reference W\d{10}, PIN \d{5}\./);
    // One reference for one withdrawal: the answer's (the pending screen's), the SMS's and the statement's.
    assert.ok(sms.text.includes(`Reference ${withdrawal.reference},`), sms.text);
    const statement = await t.app.inject({ method: 'GET', url: ApiPaths.statement, query: { token: player.token } });
    const rows = (statement.json() as StatementAnswer).transactions.filter((row) => row.type !== 'deposit');
    assert.deepEqual(rows.map((row) => row.description).sort(), [
      `ATM withdrawal fee · ${withdrawal.reference}`,
      `ATM withdrawal · ${withdrawal.reference}`,
    ]);
    await assertLedgerBalanced(t.db);
  });

  it('takes deposit before cash; a failed payout returns amount and fee where they came from, once', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 3000, cash: 20_000 });
    const created = await w.create(t, 'im', w.bodyFor('im', player.token, 10_000));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.deepEqual(created.body.unit.fin_account, { balance: 12_000, deposit_balance: 0, bonus_balance: 0 });

    const failed = await w.settle(t, created.body.withdrawal.id, 'failed');
    assert.equal(failed.status, 200, JSON.stringify(failed.body));
    assert.equal(failed.body.withdrawal.status, 'failed');
    const restored = { balance: 20_000, deposit_balance: 3000, bonus_balance: 0 };
    assert.deepEqual(await w.finAccount(t, player.unitId), restored);

    const before = await w.moneyState(t);
    assert.equal((await w.settle(t, created.body.withdrawal.id, 'failed')).status, 200);
    assertError(await w.settle(t, created.body.withdrawal.id, 'paid'), 409, E.withdrawalSettled);
    assert.deepEqual(await w.moneyState(t), before, 'settling again moves nothing');
    assertError(await w.settle(t, 999_999, 'paid'), 404, E.withdrawalNotFound);
    await assertLedgerBalanced(t.db);
  });

  it('a paid payout leaves clearing for the bank and keeps the fee; paying twice pays once', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    const created = await w.create(t, 'eft', w.bodyFor('eft', player.token, 8000));
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const bank = await w.systemBalance(t, 'bank_clearing');
    const payout = await w.systemBalance(t, 'payout_clearing');
    for (let i = 0; i < 2; i++) {
      const paid = await w.settle(t, created.body.withdrawal.id, 'paid');
      assert.equal(paid.body.withdrawal.status, 'paid', JSON.stringify(paid.body));
    }
    assert.equal(await w.systemBalance(t, 'bank_clearing'), bank + 8000);
    assert.equal(await w.systemBalance(t, 'payout_clearing'), payout - 8000);
    assertError(await w.settle(t, created.body.withdrawal.id, 'failed'), 409, E.withdrawalSettled);
    assert.equal((await w.finAccount(t, player.unitId)).deposit_balance, 20_000 - 8000);
    await assertLedgerBalanced(t.db);
  });

  it('refuses by rule: method, minimum, maximum, divisor, funds (bonus never counts), each changing nothing', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 40_000, bonus: 50_000, siteId: 2 });
    try {
      await refused('upi', w.bodyFor('upi', player.token, 10_000, { upi_account_id: 1 }), 422, E.methodDisabled);
      await refused('im', w.bodyFor('im', player.token, 4999), 422, E.belowMinimum);
      await w.patchConfig(t, 2, { eft_withdrawal_max_amount: 20_000, im_withdrawal_divisor: 1000 });
      await refused('eft', w.bodyFor('eft', player.token, 20_001), 422, E.aboveMaximum);
      await refused('im', w.bodyFor('im', player.token, 5500), 422, E.divideError);
      assert.equal((await w.preCheck(t, 'im', w.bodyFor('im', player.token, 6000))).status, 200);
      await w.patchConfig(t, 2, { eft_withdrawal_enabled: false });
      await refused('eft', w.bodyFor('eft', player.token, 6000), 422, E.methodDisabled);
      // 40,000 deposit and 50,000 bonus: 40,000 + 1,000 fee is too much, although the amount alone is not.
      await refused('im', w.bodyFor('im', player.token, 40_000), 422, E.noFunds);
    } finally {
      await resetSite2();
    }
  });

  it('refuses who may not: anonymous units, another player, a withdrawal block; bad input is 422', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    const other = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    const anonymous = await anonymousUnit(t.app);
    await refused('im', w.bodyFor('im', anonymous, 5000), 403, E.unitNotOwned);
    await refused('im', w.bodyFor('im', player.token, 5000), 403, E.unitNotOwned, other);
    await refused('im', w.bodyFor('im', 'x'.repeat(128), 5000), 401, E.unauthenticated);
    for (const amount of ['5000', 5000.5, 0, -5000, 1e300, Number.MAX_SAFE_INTEGER + 2]) {
      await refused('im', w.bodyFor('im', player.token, 0, { amount }), 422, E.validation);
    }
    await refused('im', w.bodyFor('im', player.token, 5000, { first_name: 'X' }), 422, E.validation);
    await refused('eft', w.bodyFor('eft', player.token, 5000, { bank_account_number: '12' }), 422, E.validation);
    const blocked = await w.call(t, '/sandbox/blocks', { phone: player.phone, block: 'withdrawal', on: true });
    assert.equal(blocked.status, 200, JSON.stringify(blocked.body));
    await refused('eft', w.bodyFor('eft', player.token, 5000), 403, E.withdrawalBlock);
  });

  it("EFT goes to one of South Africa's banks with its universal branch code; another bank or code is 422", async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 20_000 });
    for (const change of [
      { bank_name: 'Bank of Nowhere' },
      { bank_name: 'Capitec', bank_branch_code: '250655' },
      { bank_name: 'Standard Bank', bank_branch_code: '51001' },
    ]) {
      await refused('eft', w.bodyFor('eft', player.token, 5000, change), 422, E.validation);
    }
    // The list's own name is kept, and the withdrawal carries the bank's code for the bank file.
    const made = await w.create(
      t,
      'eft',
      w.bodyFor('eft', player.token, 5000, { bank_name: ' capitec  bank ', bank_branch_code: '470010' }),
    );
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const { rows } = await t.db.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM withdrawals WHERE id = $1',
      [made.body.withdrawal.id],
    );
    assert.equal(rows[0]?.details.bank_name, 'Capitec');
    assert.equal(rows[0]?.details.bank_branch_code, '470010');
  });

  it('holds players to their verification thresholds, single and monthly; failed withdrawals do not count', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 300_000 });
    const level2 = (kind: 'single' | 'monthly') =>
      `users_ctx:kyc:${kind}_withdrawal${kind === 'monthly' ? 's' : ''}_threshold_reached:required_level:2`;
    await refused('im', w.bodyFor('im', player.token, 50_001), 403, level2('single'));
    const first = await w.create(t, 'im', w.bodyFor('im', player.token, 50_000));
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const second = await w.create(t, 'eft', w.bodyFor('eft', player.token, 45_000));
    assert.equal(second.status, 200, JSON.stringify(second.body));
    await refused('im', w.bodyFor('im', player.token, 5001), 403, level2('monthly'));
    assert.equal((await w.preCheck(t, 'im', w.bodyFor('im', player.token, 5000))).status, 200);
    await w.settle(t, second.body.withdrawal.id, 'failed');
    assert.equal((await w.preCheck(t, 'im', w.bodyFor('im', player.token, 50_000))).status, 200);

    await t.db.query(`UPDATE users SET verification_level = 'standard' WHERE id = $1`, [player.userId]);
    const big = await w.create(t, 'im', w.bodyFor('im', player.token, 60_000));
    assert.equal(big.status, 200, 'a standard player is past the second-level thresholds');
    // Funds come first (contract/withdrawals.ts): enough for the amount, so the third-level threshold is what answers.
    await w.loadVoucher(t, player.token, 2_600_000);
    assertError(await w.preCheck(t, 'im', w.bodyFor('im', player.token, 2_500_001)), 403, E.singleThresholdLevel3);
  });

  it('asking for more than there is answers no funds before any verification threshold', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 41_352 });
    // R600 over an unverified player's R500 at once, and over what they have: the funds are what they need to hear.
    await refused('eft', w.bodyFor('eft', player.token, 60_000), 422, E.noFunds);
    await refused('im', w.bodyFor('im', player.token, 60_000), 422, E.noFunds);
  });

  it('a ticket cash-out is a withdrawal for the thresholds: single, monthly, and for anonymous units too', async () => {
    const ticket = (token: string) =>
      w.call<{ fin_operation: { gs_ticket: string } }>(t, ApiPaths.ticketCashOut, { token });
    const level2 = (kind: 'single' | 'monthly') =>
      `users_ctx:kyc:${kind}_withdrawal${kind === 'monthly' ? 's' : ''}_threshold_reached:required_level:2`;

    // R3,000 on a ticket, where R600 by EFT is refused.
    const rich = await w.fundedPlayer(t, newPhone(), { deposit: 300_000 });
    assertError(await ticket(rich.token), 403, level2('single'));
    const anonymous = await anonymousUnit(t.app);
    await w.loadVoucher(t, anonymous, 300_000);
    assertError(await ticket(anonymous), 403, level2('single'));
    assert.deepEqual((await w.finAccount(t, rich.unitId)).deposit_balance, 300_000, 'nothing moved');

    // A ticket counts in the month's withdrawals, and the month's withdrawals count for a ticket.
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 40_000 });
    const out = await ticket(player.token);
    assert.equal(out.status, 200, JSON.stringify(out.body));
    await w.loadVoucher(t, player.token, 100_000);
    assert.equal((await w.create(t, 'im', w.bodyFor('im', player.token, 50_000))).status, 200);
    const before = await w.moneyState(t);
    await refused('im', w.bodyFor('im', player.token, 10_001), 403, level2('monthly'));
    assertError(await ticket(player.token), 403, level2('monthly'));
    assert.deepEqual(await w.moneyState(t), before);
    // Loaded back into the player's own unit, the ticket was no withdrawal after all.
    const back = await w.call(t, ApiPaths.ticketCashIn, {
      token: player.token,
      code: out.body.fin_operation.gs_ticket,
    });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal((await w.preCheck(t, 'im', w.bodyFor('im', player.token, 50_000))).status, 200);
    await assertLedgerBalanced(t.db);
  });

  it('free bank withdrawals per period: the fee starts after the free count and the count rolls over', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 90_000, siteId: 2 });
    const fees = async () => {
      const fee = (await w.preCheck(t, 'eft', w.bodyFor('eft', player.token, 5000))).body.fee;
      const made = await w.create(t, 'eft', w.bodyFor('eft', player.token, 5000));
      assert.equal(made.status, 200, JSON.stringify(made.body));
      assert.equal(made.body.withdrawal.fee, fee, 'pre_check and create agree');
      return made.body.withdrawal;
    };
    try {
      // month (demo): two free, then 500; a failed one gives its free slot back
      assert.deepEqual([(await fees()).fee, (await fees()).fee, (await fees()).fee], [0, 0, 500]);
      const fourth = await fees();
      await w.settle(t, fourth.id, 'failed');
      assert.equal(fourth.fee, 500);
      clock.advance(7 * DAY); // 2 February: a new month
      assert.deepEqual([(await fees()).fee, (await fees()).fee, (await fees()).fee], [0, 0, 500]);
      await w.patchConfig(t, 2, { bank_withdrawal_fee_period: 'day', free_bank_withdrawal_count: 1 });
      assert.deepEqual([(await fees()).fee, (await fees()).fee], [500, 500]);
      clock.advance(DAY);
      assert.deepEqual([(await fees()).fee, (await fees()).fee], [0, 500]);
      await w.patchConfig(t, 2, { bank_withdrawal_fee_period: 'week' });
      clock.advance(3 * DAY); // 6 February 2030 is a Wednesday, in the week of the 4th
      assert.deepEqual([(await fees()).fee], [0]);
    } finally {
      await resetSite2();
    }
    await assertLedgerBalanced(t.db);
  });

  it('UPI: only to one of the player’s own accounts, with its own free count', async () => {
    const player = await w.fundedPlayer(t, newPhone(), { deposit: 60_000, siteId: 3 });
    const other = await w.fundedPlayer(t, newPhone(), { siteId: 3 });
    const upi = { label: 'My SBI', ifsc: 'SBIN0001234', account_number: '12345678901' };
    const saved = async (who: w.Player) =>
      (
        await w.call<{ user: { player_upi_accounts: { id: number }[] } }>(
          t,
          ApiPaths.createUpiAccount,
          upi,
          who.session,
        )
      ).body.user.player_upi_accounts[0]!.id;
    const mine = await saved(player);
    const theirs = await saved(other);
    await refused('upi', w.bodyFor('upi', player.token, 10_000, { upi_account_id: theirs }), 404, E.upiAccountNotFound);
    await refused('im', w.bodyFor('im', player.token, 10_000), 422, E.methodDisabled);
    await refused('upi', w.bodyFor('upi', player.token, 9999, { upi_account_id: mine }), 422, E.belowMinimum);

    const site3 = demoUnitConfig('IN');
    await w.patchConfig(t, 3, { upi_withdrawal: { ...site3.upi_withdrawal, fee: 700, free_withdrawal_count: 1 } });
    try {
      const take = () => w.create(t, 'upi', w.bodyFor('upi', player.token, 10_000, { upi_account_id: mine }));
      const [first, second] = [await take(), await take()];
      assert.deepEqual([first.body.withdrawal.fee, second.body.withdrawal.fee], [0, 700]);
      assert.equal(second.body.withdrawal.method, 'upi');
      assert.deepEqual(second.body.unit.fin_account, { balance: 0, deposit_balance: 39_300, bonus_balance: 0 });
    } finally {
      await w.patchConfig(t, 3, { ...site3 });
    }
    await assertLedgerBalanced(t.db);
  });

  it('outside the sandbox the cash-send PIN is masked in the stored text and never kept as an OTP', async () => {
    const lines: string[] = [];
    const log = { info: (...args: unknown[]) => lines.push(JSON.stringify(args)) };
    const sender = createOutboxSmsSender({
      clock,
      log: log as unknown as Parameters<typeof createOutboxSmsSender>[0]['log'],
      config: { sandbox: false },
    });
    const phone = newPhone();
    await sender.send({ siteId: 1, phone, text: 'Reference W1, PIN 40213.', secret: '40213' }, t.db);
    const { rows } = await t.db.query('SELECT text, otp FROM sms_outbox WHERE phone = $1', [phone]);
    assert.deepEqual(rows, [{ text: 'Reference W1, PIN *****.', otp: null }]);
    assert.ok(lines.every((line) => !line.includes('40213')));
  });
});
