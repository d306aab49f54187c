/**
 * The invariants, read from the database directly once the server has stopped, and compared with what the clients
 * were told. Each check answers the violations it found (empty: it holds).
 *
 * "The total is unchanged", precisely: the run starts from an empty ledger (every balance 0). At the end
 *  1. every currency's balances, player and system, still sum to 0 (checkLedger: debits equal credits), and
 *  2. the money held for players — player accounts + unspent tickets (ticket_clearing) + pending payouts
 *     (payout_clearing) — equals the money that came in minus the money that went out, each read from its own
 *     domain table: in = voucher loads (vouchers.amount − remaining) + paid deposits (payments paid); out = payouts
 *     the bank paid + fees of withdrawals not failed. Each system account equals its domain figure too, so no money
 *     was created or destroyed anywhere but by the sandbox's vouchers and payments, and every unit is accounted for.
 *  3. Games move money between players and the house: what players lost (their rounds' bets, rollbacks taken off,
 *     less their wins, from game_rounds) less the jackpots they won (jackpot_wins) is what the house and the jackpot
 *     pots gained, the pots' seeds (from bonus_expense, one per cycle) aside; it leaves what players hold, too.
 */

import type { Queryable } from '../../server/src/db/database';
import { checkLedger, describeProblem } from '../../server/src/ledger/check';
import { hashToken } from '../../server/src/modules/units/tokens';
import type { Journal } from './journal';

export interface CheckResult {
  name: string;
  violations: string[];
}

/** Every transfer kind the flows under test write; any other kind is money moved by something unaccounted. */
const KNOWN_KINDS = [
  'acoin_load',
  'card_deposit',
  'instant_eft_deposit',
  'phone_redemption',
  'upi_qr_deposit',
  'upi_intent_deposit',
  'ticket_cash_out',
  'ticket_cash_in',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_paid',
  'withdrawal_refund',
  'withdrawal_fee_refund',
  'unit_link',
  'jackpot_seed',
  'game_bet',
  'game_win',
  'game_bet_rollback',
  'jackpot_contribution',
  'jackpot_contribution_reversal',
  'jackpot_win',
];
const DEPOSIT_KINDS = KNOWN_KINDS.slice(1, 6);

const n = (value: unknown) => Number(value ?? 0);

async function rows<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await q.query<T>(sql, params)).rows;
}

async function ledgerClean(q: Queryable): Promise<string[]> {
  const report = await checkLedger(q);
  return report.problems.map(describeProblem);
}

async function conservation(
  q: Queryable,
): Promise<{ violations: string[]; figures: Record<string, Record<string, number>> }> {
  const violations: string[] = [];
  const figures: Record<string, Record<string, number>> = {};
  const accounts = await rows<{ currency: string; kind: string; player: boolean; total: string }>(
    q,
    `SELECT currency, CASE WHEN unit_id IS NULL THEN kind ELSE 'players' END AS kind, unit_id IS NOT NULL AS player,
       sum(balance)::text AS total FROM ledger_balances GROUP BY 1, 2, 3`,
  );
  const domain = await rows<Record<string, string>>(
    q,
    `SELECT c.currency,
       (SELECT COALESCE(sum(v.amount - v.remaining), 0) FROM vouchers v JOIN sites s ON s.id = v.site_id
         WHERE s.currency_code = c.currency)::text AS loaded,
       (SELECT COALESCE(sum(b.amount), 0) FROM acoin_batches b JOIN vouchers v ON v.code = b.voucher_code
         JOIN sites s ON s.id = v.site_id WHERE b.status = 'completed' AND s.currency_code = c.currency)::text AS batches,
       (SELECT COALESCE(sum(amount), 0) FROM payments WHERE status = 'paid' AND currency = c.currency)::text AS paid_in,
       (SELECT COALESCE(sum(amount), 0) FROM tickets WHERE status = 'active' AND currency = c.currency)::text AS tickets,
       (SELECT COALESCE(sum(w.amount) FILTER (WHERE w.status = 'pending'), 0) FROM withdrawals w
         JOIN units u ON u.id = w.unit_id JOIN sites s ON s.id = u.site_id WHERE s.currency_code = c.currency)::text AS pending,
       (SELECT COALESCE(sum(w.amount) FILTER (WHERE w.status = 'paid'), 0) FROM withdrawals w
         JOIN units u ON u.id = w.unit_id JOIN sites s ON s.id = u.site_id WHERE s.currency_code = c.currency)::text AS paid_out,
       (SELECT COALESCE(sum(w.fee) FILTER (WHERE w.status <> 'failed'), 0) FROM withdrawals w
         JOIN units u ON u.id = w.unit_id JOIN sites s ON s.id = u.site_id WHERE s.currency_code = c.currency)::text AS fees,
       (SELECT COALESCE(sum(j.seed_amount * (j.cycle + 1)), 0) FROM jackpots j JOIN sites s ON s.id = j.site_id
         WHERE s.currency_code = c.currency)::text AS jackpot_seeds,
       (SELECT COALESCE(sum(w.amount), 0) FROM jackpot_wins w JOIN jackpots j ON j.id = w.jackpot_id
         JOIN sites s ON s.id = j.site_id WHERE s.currency_code = c.currency)::text AS jackpots_won,
       (SELECT COALESCE(sum(r.bet - r.win), 0) FROM game_rounds r JOIN sites s ON s.id = r.site_id
         WHERE s.currency_code = c.currency)::text AS players_lost
     FROM (SELECT DISTINCT currency FROM ledger_accounts) c ORDER BY c.currency`,
  );
  for (const d of domain) {
    const currency = d.currency!;
    const account = (kind: string) => n(accounts.find((a) => a.currency === currency && a.kind === kind)?.total);
    const loaded = n(d.loaded);
    const paidIn = n(d.paid_in);
    const tickets = n(d.tickets);
    const pending = n(d.pending);
    const paidOut = n(d.paid_out);
    const fees = n(d.fees);
    const players = account('players');
    const held = players + account('ticket_clearing') + account('payout_clearing');
    const seeds = n(d.jackpot_seeds);
    const jackpotsWon = n(d.jackpots_won);
    const lost = n(d.players_lost);
    const expected = loaded + paidIn - paidOut - fees - lost + jackpotsWon;
    figures[currency] = {
      in: loaded + paidIn,
      out: paidOut + fees,
      held,
      players,
      tickets,
      pending,
      lost,
      jackpots: jackpotsWon,
    };
    const expect = (what: string, actual: number, wanted: number) => {
      if (actual !== wanted) violations.push(`${currency}: ${what} is ${actual}, expected ${wanted}`);
    };
    expect('money held for players (players + tickets + pending payouts, after games)', held, expected);
    expect('completed voucher loadings', n(d.batches), loaded);
    expect('voucher_clearing', account('voucher_clearing'), -loaded);
    expect('payment_clearing', account('payment_clearing'), -paidIn);
    expect('ticket_clearing', account('ticket_clearing'), tickets);
    expect('payout_clearing', account('payout_clearing'), pending);
    expect('fees', account('fees'), fees);
    expect('bank_clearing', account('bank_clearing'), paidOut);
    expect(
      'game_house + jackpot_pool (what players lost − jackpots won + seeds)',
      account('game_house') + account('jackpot_pool'),
      lost - jackpotsWon + seeds,
    );
    // Every cycle of the demo jackpots is seeded from bonus_expense: the first at start, the next on each win.
    expect('bonus_expense', account('bonus_expense'), -seeds);
    const total = accounts.filter((a) => a.currency === currency).reduce((sum, a) => sum + n(a.total), 0);
    expect('sum of all accounts', total, 0);
  }
  const strange = await rows<{ kind: string; count: string }>(
    q,
    'SELECT kind, count(*)::text AS count FROM ledger_transfers WHERE NOT (kind = ANY($1::text[])) GROUP BY kind',
    [KNOWN_KINDS],
  );
  for (const s of strange) violations.push(`${s.count} transfers of unexpected kind ${s.kind}`);
  return { violations, figures };
}

/** Vouchers: each loading credited once, for its amount, and a voucher never gives more than it holds. */
async function vouchers(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const perBatch = await rows<{
    id: string;
    status: string;
    amount: string | null;
    credits: string;
    credited: string;
    token_hash: string;
  }>(
    q,
    `SELECT b.id::text, b.status, b.amount::text, b.token_hash,
       (SELECT count(*) FROM ledger_transfers t WHERE t.kind = 'acoin_load' AND t.metadata->>'batch_id' = b.id::text)::text AS credits,
       (SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
         WHERE t.kind = 'acoin_load' AND t.metadata->>'batch_id' = b.id::text)::text AS credited
     FROM acoin_batches b`,
  );
  for (const b of perBatch) {
    const want = b.status === 'completed' ? 1 : 0;
    if (n(b.credits) !== want) violations.push(`batch ${b.id} (${b.status}) has ${b.credits} voucher credits`);
    if (b.status === 'completed' && n(b.credited) !== n(b.amount)) {
      violations.push(`batch ${b.id} completed for ${b.amount} but credited ${b.credited}`);
    }
  }
  const overdrawn = await rows<{ code: string; amount: string; remaining: string; credited: string }>(
    q,
    `SELECT v.code, v.amount::text, v.remaining::text,
       (SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
         WHERE t.kind = 'acoin_load' AND t.metadata->>'voucher_code' = v.code)::text AS credited
     FROM vouchers v WHERE v.remaining < 0 OR v.remaining > v.amount OR
       (SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
         WHERE t.kind = 'acoin_load' AND t.metadata->>'voucher_code' = v.code) <> v.amount - v.remaining`,
  );
  for (const v of overdrawn) {
    violations.push(`voucher ${v.code}: amount ${v.amount}, remaining ${v.remaining}, credited ${v.credited}`);
  }
  // What the clients were told.
  const byHash = new Map(perBatch.map((b) => [b.token_hash, b]));
  for (const batch of journal.batches) {
    const row = byHash.get(hashToken(batch.token));
    const oks = batch.completes.filter((c) => c.kind === 'ok');
    if (!row) {
      violations.push(`batch of voucher ${batch.code} was started (answered) but is not in the database`);
      continue;
    }
    if (oks.length > 1) violations.push(`batch ${row.id}: ${oks.length} completions were answered 200`);
    if (oks.length >= 1) {
      if (row.status !== 'completed')
        violations.push(`batch ${row.id}: completion answered 200 but status ${row.status}`);
      else if (!oks.some((c) => c.amount === n(row.amount))) {
        violations.push(`batch ${row.id}: completed for ${row.amount}, the client was told ${oks[0]!.amount}`);
      }
    } else if (row.status === 'completed' && !batch.completes.some((c) => c.kind === 'unknown')) {
      violations.push(`batch ${row.id}: every completion was refused but it is completed`);
    }
  }
  return violations;
}

/** Payments: credited once and only if paid, for the amount paid; what clients were told holds. */
async function payments(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const all = await rows<{
    id: string;
    status: string;
    amount: string | null;
    credits: string;
    credited: string;
    unit_id: string;
    credited_unit: string | null;
    merged_into: string | null;
  }>(
    q,
    `SELECT p.id, p.status, p.amount::text, p.unit_id::text, u.merged_into::text,
       (SELECT count(*) FROM ledger_transfers t WHERE t.kind = ANY($1::text[]) AND t.metadata->>'payment_id' = p.id)::text AS credits,
       (SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
         WHERE t.kind = ANY($1::text[]) AND t.metadata->>'payment_id' = p.id)::text AS credited,
       (SELECT a.unit_id::text FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
         WHERE t.kind = ANY($1::text[]) AND t.metadata->>'payment_id' = p.id LIMIT 1) AS credited_unit
     FROM payments p JOIN units u ON u.id = p.unit_id`,
    [DEPOSIT_KINDS],
  );
  const byId = new Map(all.map((p) => [p.id, p]));
  for (const p of all) {
    const want = p.status === 'paid' ? 1 : 0;
    if (n(p.credits) !== want) violations.push(`payment ${p.id} (${p.status}) credited ${p.credits} times`);
    if (p.status === 'paid' && n(p.credited) !== n(p.amount)) {
      violations.push(`payment ${p.id} paid ${p.amount} but credited ${p.credited}`);
    }
    if (p.credited_unit !== null && p.credited_unit !== p.unit_id && p.credited_unit !== p.merged_into) {
      violations.push(`payment ${p.id} of unit ${p.unit_id} credited unit ${p.credited_unit}`);
    }
  }
  const unjournalled = all.filter((p) => !journal.payments.has(p.id)).length;
  if (unjournalled > journal.unknownPaymentStarts) {
    violations.push(
      `${unjournalled} payments nobody was told of (only ${journal.unknownPaymentStarts} starts unanswered)`,
    );
  }
  for (const entry of journal.payments.values()) {
    const row = byId.get(entry.id);
    if (!row) {
      violations.push(`payment ${entry.id} was started (answered) but is not in the database`);
      continue;
    }
    const genuinePaid = entry.callbacks.filter((c) => c.status === 'paid' && c.via !== 'forged');
    const ackedPaid = genuinePaid.filter((c) => c.kind === 'ok');
    if (ackedPaid.length > 0 && row.status !== 'paid') {
      violations.push(`payment ${entry.id}: a paid callback was answered 200 but it is ${row.status} (lost write)`);
    }
    if (
      ackedPaid.length > 0 &&
      row.status === 'paid' &&
      !ackedPaid.some((c) => c.amount === undefined || c.amount === n(row.amount))
    ) {
      violations.push(`payment ${entry.id}: paid ${row.amount}, not the amount the provider was answered for`);
    }
    const couldBePaid = genuinePaid.some((c) => c.kind !== 'refused');
    if (row.status === 'paid' && !couldBePaid) {
      violations.push(`payment ${entry.id} is paid though no genuine paid callback was accepted`);
    }
    // A canceled/failed callback answered 200 before any paid one leaves it canceled/failed or, later, paid.
    if (row.status === 'pending' && entry.callbacks.some((c) => c.via !== 'forged' && c.kind === 'ok')) {
      violations.push(`payment ${entry.id}: a callback was answered 200 but it is still pending`);
    }
  }
  return violations;
}

/** Tickets: cashed out for exactly what left the unit, cashed in at most once, by the unit the client was told. */
async function tickets(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const all = await rows<{
    id: string;
    code: string;
    status: string;
    amount: string;
    out_sum: string;
    ins: string;
    in_sum: string;
    used_by_user: string | null;
    used_by_unit: string | null;
    in_unit: string | null;
  }>(
    q,
    `SELECT t.id::text, t.code, t.status, t.amount::text, t.used_by_unit_id::text AS used_by_unit, u.user_id::text AS used_by_user,
       (SELECT COALESCE(sum(x.amount), 0) FROM ledger_transfers x
         WHERE x.kind = 'ticket_cash_out' AND x.metadata->>'ticket_id' = t.id::text)::text AS out_sum,
       (SELECT count(*) FROM ledger_transfers x WHERE x.kind = 'ticket_cash_in' AND x.metadata->>'ticket_id' = t.id::text)::text AS ins,
       (SELECT COALESCE(sum(x.amount), 0) FROM ledger_transfers x
         WHERE x.kind = 'ticket_cash_in' AND x.metadata->>'ticket_id' = t.id::text)::text AS in_sum,
       (SELECT a.unit_id::text FROM ledger_transfers x JOIN ledger_accounts a ON a.id = x.credit_account_id
         WHERE x.kind = 'ticket_cash_in' AND x.metadata->>'ticket_id' = t.id::text LIMIT 1) AS in_unit
     FROM tickets t LEFT JOIN units u ON u.id = t.used_by_unit_id`,
  );
  const byCode = new Map(all.map((t) => [t.code, t]));
  for (const t of all) {
    if (n(t.out_sum) !== n(t.amount)) violations.push(`ticket ${t.id}: amount ${t.amount}, cashed out ${t.out_sum}`);
    const want = t.status === 'used' ? 1 : 0;
    if (n(t.ins) !== want) violations.push(`ticket ${t.id} (${t.status}) cashed in ${t.ins} times`);
    if (t.status === 'used' && (n(t.in_sum) !== n(t.amount) || t.in_unit !== t.used_by_unit)) {
      violations.push(`ticket ${t.id}: ${t.in_sum} credited to unit ${t.in_unit}, used by unit ${t.used_by_unit}`);
    }
  }
  const unjournalled = all.filter((t) => !journal.tickets.has(t.code)).length;
  if (unjournalled > journal.unknownTicketCashOuts) {
    violations.push(
      `${unjournalled} tickets nobody was told of (only ${journal.unknownTicketCashOuts} cash-outs unanswered)`,
    );
  }
  for (const entry of journal.tickets.values()) {
    const row = byCode.get(entry.code);
    if (!row) {
      violations.push(`ticket ${entry.code} was answered but is not in the database`);
      continue;
    }
    const oks = entry.cashIns.filter((c) => c.kind === 'ok');
    if (oks.length > 1) violations.push(`ticket ${row.id}: ${oks.length} cash-ins were answered 200`);
    if (oks.length === 1) {
      if (row.status !== 'used') violations.push(`ticket ${row.id}: cash-in answered 200 but it is ${row.status}`);
      else if (oks[0]!.userId !== null && String(oks[0]!.userId) !== row.used_by_user) {
        violations.push(
          `ticket ${row.id}: the client of user ${oks[0]!.userId} was answered 200, user ${row.used_by_user} got it`,
        );
      }
    }
    if (oks.length === 0 && row.status === 'used' && !entry.cashIns.some((c) => c.kind === 'unknown')) {
      violations.push(`ticket ${row.id} is used though every cash-in was refused`);
    }
  }
  return violations;
}

/** Withdrawals: pending with the money in payout clearing, paid, or failed with amount and fee returned. */
async function withdrawals(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const all = await rows<Record<string, string>>(
    q,
    `SELECT w.id::text, w.status, w.amount::text, w.fee::text,
       ${['withdrawal', 'withdrawal_fee', 'withdrawal_paid', 'withdrawal_refund', 'withdrawal_fee_refund']
         .map(
           (kind) => `(SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
             WHERE t.kind = '${kind}' AND t.metadata->>'withdrawal_id' = w.id::text)::text AS ${kind}`,
         )
         .join(',\n')}
     FROM withdrawals w`,
  );
  const byId = new Map(all.map((w) => [Number(w.id), w]));
  for (const w of all) {
    const amount = n(w.amount);
    const fee = n(w.fee);
    const paid = w.status === 'paid';
    const failed = w.status === 'failed';
    const want = {
      withdrawal: amount,
      withdrawal_fee: fee,
      withdrawal_paid: paid ? amount : 0,
      withdrawal_refund: failed ? amount : 0,
      withdrawal_fee_refund: failed ? fee : 0,
    };
    for (const [kind, value] of Object.entries(want)) {
      if (n(w[kind]) !== value)
        violations.push(`withdrawal ${w.id} (${w.status}): ${kind} ${w[kind]}, expected ${value}`);
    }
  }
  const unjournalled = all.filter((w) => !journal.withdrawals.has(Number(w.id))).length;
  if (unjournalled > journal.unknownWithdrawalCreates) {
    violations.push(
      `${unjournalled} withdrawals nobody was told of (only ${journal.unknownWithdrawalCreates} creates unanswered)`,
    );
  }
  for (const entry of journal.withdrawals.values()) {
    const row = byId.get(entry.id);
    if (!row) {
      violations.push(`withdrawal ${entry.id} was answered 200 but is not in the database (lost write)`);
      continue;
    }
    if (n(row.amount) !== entry.amount || n(row.fee) !== entry.fee) {
      violations.push(
        `withdrawal ${entry.id}: ${row.amount}+${row.fee} in the database, ${entry.amount}+${entry.fee} answered`,
      );
    }
    const acked = new Set(entry.settles.filter((s) => s.kind === 'ok').map((s) => s.outcome));
    if (acked.size > 1) violations.push(`withdrawal ${entry.id}: both paid and failed were answered 200`);
    const [told] = [...acked];
    if (told && row.status !== told)
      violations.push(`withdrawal ${entry.id}: settled ${told} (answered) but is ${row.status}`);
    const tried = new Set(entry.settles.filter((s) => s.kind !== 'refused').map((s) => s.outcome as string));
    if (row.status !== 'pending' && !tried.has(row.status!)) {
      violations.push(`withdrawal ${entry.id} is ${row.status} though the bank never said so`);
    }
  }
  return violations;
}

/**
 * The seamless wallet: every bet and win moved money at most once, for its amount; a rolled-back bet gave back
 * exactly what it took; what the game server was answered is in the database; each round's figures are its bets and
 * wins; and no transaction is there that the game server never sent.
 */
async function wallet(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const moved = `(SELECT COALESCE(sum(t.amount), 0) FROM ledger_transfers t
     WHERE t.kind = $KIND AND t.metadata->>'transaction_id' = w.transaction_id)::text`;
  const all = await rows<{
    transaction_id: string;
    action: string;
    status: string;
    amount: string | null;
    round_id: string;
    taken: string;
    given_back: string;
    paid: string;
    wins: string;
  }>(
    q,
    `SELECT w.transaction_id, w.action, w.status, w.amount::text, w.round_id,
       ${moved.replace('$KIND', "'game_bet'")} AS taken,
       ${moved.replace('$KIND', "'game_bet_rollback'")} AS given_back,
       ${moved.replace('$KIND', "'game_win'")} AS paid,
       (SELECT count(*) FROM ledger_transfers t
         WHERE t.kind = 'game_win' AND t.metadata->>'transaction_id' = w.transaction_id)::text AS wins
     FROM wallet_transactions w`,
  );
  const byId = new Map(all.map((w) => [w.transaction_id, w]));
  for (const w of all) {
    const amount = n(w.amount);
    const [taken, givenBack, paid] = [n(w.taken), n(w.given_back), n(w.paid)];
    if (w.action === 'win') {
      if (paid !== amount || n(w.wins) !== 1) {
        violations.push(`win ${w.transaction_id} of ${amount} paid ${paid} in ${w.wins} transfers`);
      }
    } else if (w.status === 'done' && (taken !== amount || givenBack !== 0)) {
      violations.push(`bet ${w.transaction_id} of ${amount}: took ${taken}, gave back ${givenBack}`);
    } else if (w.status === 'rolled_back' && (givenBack !== taken || (taken !== 0 && taken !== amount))) {
      violations.push(`rolled-back bet ${w.transaction_id} of ${amount}: took ${taken}, gave back ${givenBack}`);
    }
    if (!journal.wallet.has(w.transaction_id)) violations.push(`transaction ${w.transaction_id} was never sent`);
  }
  for (const [id, entry] of journal.wallet) {
    const row = byId.get(id);
    const answered = entry.sends.includes('ok');
    const rolledBack = entry.rollbacks.includes('ok');
    if (!row) {
      if (answered || rolledBack) violations.push(`${entry.action} ${id} was answered 200 but is not in the database`);
      continue;
    }
    if (answered && n(row.amount) !== entry.amount) {
      violations.push(`${entry.action} ${id}: ${row.amount} in the database, ${entry.amount} answered`);
    }
    if (rolledBack && row.status !== 'rolled_back') {
      violations.push(`bet ${id}: its rollback was answered 200 but it is ${row.status}`);
    }
    if (answered && row.status === 'rolled_back' && !entry.rollbacks.some((kind) => kind !== 'refused')) {
      violations.push(`bet ${id} is rolled back though no rollback of it was accepted`);
    }
    const refusedOnly = entry.sends.length > 0 && entry.sends.every((kind) => kind === 'refused');
    if (refusedOnly && n(row.taken) + n(row.paid) > 0) {
      violations.push(`${entry.action} ${id} moved money though every delivery was refused`);
    }
  }
  // Each round: the bets that stand and the wins, as the transactions say.
  const rounds = await rows<{ round_id: string; bet: string; win: string; bets: string; wins: string }>(
    q,
    `SELECT r.round_id, r.bet::text, r.win::text,
       (SELECT COALESCE(sum(w.amount), 0) FROM wallet_transactions w WHERE w.unit_id = r.unit_id
         AND w.game_slug = r.game_slug AND w.round_id = r.round_id AND w.action = 'bet' AND w.status = 'done')::text AS bets,
       (SELECT COALESCE(sum(w.amount), 0) FROM wallet_transactions w WHERE w.unit_id = r.unit_id
         AND w.game_slug = r.game_slug AND w.round_id = r.round_id AND w.action = 'win')::text AS wins
     FROM game_rounds r`,
  );
  for (const r of rounds) {
    if (n(r.bet) !== n(r.bets) || n(r.win) !== n(r.wins)) {
      violations.push(`round ${r.round_id}: bet ${r.bet} and won ${r.win}, its transactions ${r.bets} and ${r.wins}`);
    }
  }
  return violations;
}

/** Linked anonymous units: merged into the player's unit, nothing left on them, tokens gone. */
async function links(q: Queryable, journal: Journal): Promise<string[]> {
  const violations: string[] = [];
  const stranded = await rows<{ id: string; total: string }>(
    q,
    `SELECT u.id::text, sum(a.balance)::text AS total FROM units u JOIN ledger_accounts a ON a.unit_id = u.id
     WHERE u.merged_into IS NOT NULL GROUP BY u.id HAVING sum(a.balance) <> 0`,
  );
  for (const s of stranded) violations.push(`merged unit ${s.id} still holds ${s.total}`);
  const badLinks = await rows<{ id: string }>(
    q,
    `SELECT t.id::text FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
       JOIN ledger_accounts c ON c.id = t.credit_account_id JOIN units u ON u.id = d.unit_id
     WHERE t.kind = 'unit_link' AND (u.merged_into IS DISTINCT FROM c.unit_id OR d.kind <> c.kind)`,
  );
  for (const b of badLinks) violations.push(`unit_link transfer ${b.id} does not go from a merged unit to its owner`);
  const tokensLeft = await rows<{ n: string }>(
    q,
    'SELECT count(*)::text AS n FROM unit_tokens t JOIN units u ON u.id = t.unit_id WHERE u.merged_into IS NOT NULL',
  );
  if (n(tokensLeft[0]?.n) > 0) violations.push(`${tokensLeft[0]!.n} tokens of merged units still live`);
  for (const link of journal.links) {
    const found = link.batchToken
      ? await rows<{ unit_id: string }>(q, 'SELECT unit_id::text FROM acoin_batches WHERE token_hash = $1', [
          hashToken(link.batchToken),
        ])
      : await rows<{ unit_id: string }>(q, 'SELECT unit_id::text FROM payments WHERE id = $1', [link.paymentId]);
    const unitId = found[0]?.unit_id;
    if (!unitId) continue; // funded by nothing answered: nothing to follow it by
    const [unit] = await rows<{ merged_into: string | null; own: string | null }>(
      q,
      `SELECT merged_into::text, (SELECT id::text FROM units WHERE user_id = $2 AND site_id = $3) AS own
       FROM units WHERE id = $1`,
      [unitId, link.userId, link.siteId],
    );
    const merged = unit?.merged_into !== null && unit?.merged_into === unit?.own;
    if (link.kind === 'ok' && !merged) violations.push(`unit ${unitId}: link answered 200 but it is not merged`);
    if (link.kind === 'refused' && unit?.merged_into !== null)
      violations.push(`unit ${unitId}: link refused but merged`);
  }
  return violations;
}

export async function runChecks(
  q: Queryable,
  journal: Journal,
): Promise<{ results: CheckResult[]; figures: Record<string, Record<string, number>> }> {
  const money = await conservation(q);
  const results: CheckResult[] = [
    {
      name: 'ledger:check clean (debits = credits, balances = transfers, no player negative)',
      violations: await ledgerClean(q),
    },
    {
      name: 'total unchanged: held for players = in − out − lost at games + jackpots won; system accounts = their domain',
      violations: money.violations,
    },
    { name: 'vouchers credited at most once, never beyond their amount', violations: await vouchers(q, journal) },
    { name: 'payments credited once iff paid; acknowledged callbacks present', violations: await payments(q, journal) },
    { name: 'tickets cashed in at most once; acknowledged cash-ins present', violations: await tickets(q, journal) },
    {
      name: 'withdrawals pending / paid / failed-and-returned; acknowledged ones present',
      violations: await withdrawals(q, journal),
    },
    { name: 'linked units merged with nothing left behind', violations: await links(q, journal) },
    {
      name: 'wallet bets and wins moved money once; rollbacks gave back what was taken; answered ones present',
      violations: await wallet(q, journal),
    },
    { name: 'answers the clients saw were consistent', violations: [...journal.violations] },
  ];
  return { results, figures: money.figures };
}
