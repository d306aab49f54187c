/**
 * Withdrawals: pre_check and create run the same checks (rules.ts) on facts read in one transaction that has
 * locked the unit first; create then records the withdrawal and moves amount and fee out of the player. The bank
 * (the payout provider, or finance by hand) settles it: paid moves it on to bank_clearing, failed returns amount and fee.
 * Lock order everywhere: unit, withdrawal row, then ledger accounts (payout_clearing before fees / bank_clearing).
 */

import { randomInt } from 'node:crypto';
import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type {
  Withdrawal,
  WithdrawalMethod,
  WithdrawalPreCheckAnswer,
  WithdrawalStatus,
} from '../../../../contract/withdrawals';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { smsMoney } from '../../sms/money';
import { playerTicketsOutSql } from '../tickets/taken-out';
import { unitAccountsJsonSql, unitBalancesOf, type AccountBalance } from '../../ledger/accounts';
import { createLedger, type Book } from '../../ledger/ledger';
import type { PayoutRequest } from '../../providers/payouts/provider';
import { assertUnitNotBlocked } from '../units/blocks';
import { lockUnitById } from '../units/repository';
import { lockUnitWithSiteAndPlayer, type LockedUnit } from '../units/tokens';
import { decide, methodRules, periodStart, type WithdrawalDecision } from './rules';
import { cleanDetails, type WithdrawalInput } from './details';
import { refundWithdrawal, payWithdrawal, takeWithdrawal } from './transfers';

export interface WithdrawalsService {
  preCheck(input: WithdrawalInput, principalUserId?: number): Promise<WithdrawalPreCheckAnswer>;
  create(
    input: WithdrawalInput,
    principalUserId?: number,
  ): Promise<{ withdrawal: Withdrawal; unit: { fin_account: FinAccount } }>;
  /**
   * Pays or fails a pending withdrawal: the bank's answer (a payout provider, the sandbox), or finance's by hand
   * (`by`), refused for a withdrawal a provider is paying. A paid one is texted to the player once committed.
   */
  settle(id: number, outcome: WithdrawalOutcome, by?: StaffSettlement): Promise<Withdrawal>;
}

export type WithdrawalOutcome = 'paid' | 'failed';

/** What a settlement changed, for the one who records it (the back office's audit row). */
export interface Settlement {
  id: number;
  siteId: number;
  userId: number;
  reference: string;
  method: WithdrawalMethod;
  amount: number;
  fee: number;
  before: WithdrawalStatus;
  after: WithdrawalOutcome;
}

/** A settlement finance makes by hand in the back office rather than the bank's answer. */
export interface StaffSettlement {
  staffId: number;
  /** The staff member's sites: another site's withdrawal is not found. */
  siteIds: readonly number[];
  /** The bank's payment reference, for a paid one. */
  bankReference?: string;
  /** Runs in the settlement's transaction once the money has moved: the change and its audit row commit together. */
  record(tx: Queryable, settlement: Settlement): Promise<void>;
}

interface Checked {
  unit: LockedUnit & { userId: number };
  decision: WithdrawalDecision;
  currency: string;
  phone: string;
  details: Record<string, unknown>;
}

interface WithdrawalRow {
  id: number;
  unit_id: number;
  method: WithdrawalMethod;
  amount: number;
  fee: number;
  amount_from_deposit: number;
  fee_from_deposit: number;
  status: WithdrawalStatus;
  reference: string;
  /** The payout provider paying it (PayoutProvider.pays), or null when finance pays it by hand. */
  payout_provider: string | null;
  created_at: Date;
}

const ROW_COLUMNS =
  'id, unit_id, method, amount, fee, amount_from_deposit, fee_from_deposit, status, reference, payout_provider, created_at';

function toRow(row: WithdrawalRow): WithdrawalRow {
  return {
    ...row,
    id: Number(row.id),
    unit_id: Number(row.unit_id),
    amount: Number(row.amount),
    fee: Number(row.fee),
    amount_from_deposit: Number(row.amount_from_deposit),
    fee_from_deposit: Number(row.fee_from_deposit),
    created_at: new Date(row.created_at),
  };
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    method: row.method,
    amount: row.amount,
    fee: row.fee,
    status: row.status,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * What the rules count, in one round trip: the player's non-failed withdrawals of `method` since `periodFrom`,
 * what they took out since `monthFrom` (non-failed withdrawals and tickets), and the unit's balances.
 */
async function readHistoryAndFunds(
  tx: Queryable,
  input: { userId: number; unitId: number; method: WithdrawalMethod; periodFrom: Date; monthFrom: Date },
): Promise<{ countInFeePeriod: number; monthTotal: number; funds: FinAccount }> {
  const { rows } = await tx.query<{ n: string | number; total: string | number; accounts: AccountBalance[] | null }>(
    `SELECT count(*) FILTER (WHERE method = $3 AND created_at >= $2) AS n,
       (COALESCE(sum(amount) FILTER (WHERE created_at >= $4), 0) + ${playerTicketsOutSql('$1', '$4')})::text AS total,
       ${unitAccountsJsonSql('$5')} AS accounts
     FROM withdrawals WHERE user_id = $1 AND created_at >= LEAST($2::timestamptz, $4::timestamptz)
       AND status <> 'failed'`,
    [input.userId, input.periodFrom, input.method, input.monthFrom, input.unitId],
  );
  const accounts = rows[0]?.accounts;
  if (!accounts) throw fail(ErrorCodes.unitNotFound);
  return {
    countInFeePeriod: Number(rows[0]?.n ?? 0),
    monthTotal: Number(rows[0]?.total ?? 0),
    funds: unitBalancesOf(accounts).fin_account,
  };
}

/** The player's text when their withdrawal is paid: our reference, and the bank's when finance gave one. */
function paidText(row: WithdrawalRow, currency: string, bankReference: string | undefined): string {
  const bank = bankReference ? ` Bank reference ${bankReference}.` : '';
  return `Your withdrawal ${row.reference} of ${smsMoney(row.amount, currency)} has been paid.${bank}`;
}

export function createWithdrawalsService(
  ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log' | 'config' | 'providers'>,
) {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);

  /** Every rule, in the contract's order, inside `tx` with the unit locked; throws the first one broken. */
  async function check(tx: Queryable, input: WithdrawalInput, principalUserId?: number): Promise<Checked> {
    const now = clock.now();
    const unit = await lockUnitWithSiteAndPlayer(tx, input.token, now);
    if (unit.userId === null || (principalUserId !== undefined && principalUserId !== unit.userId)) {
      throw fail(ErrorCodes.unitNotOwned);
    }
    const userId = unit.userId;
    assertUnitNotBlocked(unit, 'withdrawal');
    const rules = methodRules(unit.site.unitConfig, input.method);
    if (!rules.enabled) throw fail(ErrorCodes.methodDisabled);
    const details = await cleanDetails(tx, userId, input);
    const counted = await readHistoryAndFunds(tx, {
      userId,
      unitId: unit.unitId,
      method: input.method,
      periodFrom: periodStart(rules.period, now),
      monthFrom: periodStart('month', now),
    });
    const decision = decide(input.amount, {
      rules,
      config: unit.site.unitConfig,
      level: unit.player?.verificationLevel ?? '',
      ...counted,
    });
    return {
      unit: { unitId: unit.unitId, siteId: unit.siteId, blocks: unit.blocks, userId },
      decision,
      currency: unit.site.currency,
      phone: unit.player?.phone ?? '',
      details,
    };
  }

  /** Records the withdrawal and takes its money; answers it, and what the payout provider will be handed. */
  async function record(
    tx: Queryable,
    book: Book,
    input: WithdrawalInput,
    checked: Checked,
  ): Promise<{ row: WithdrawalRow; payout: PayoutRequest }> {
    const { decision, unit } = checked;
    const reference = `W${String(randomInt(0, 1e10)).padStart(10, '0')}`;
    // Named before the provider is handed it, in the transaction that takes the money: no moment when staff could
    // settle by hand a withdrawal the provider is already paying.
    const { payouts } = ctx.providers;
    const inserted = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (unit_id, user_id, method, amount, fee, amount_from_deposit, fee_from_deposit,
         reference, details, fp_request_id, created_at, payout_provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${ROW_COLUMNS}`,
      [
        unit.unitId,
        unit.userId,
        input.method,
        decision.amount,
        decision.fee,
        decision.amountFromDeposit,
        decision.feeFromDeposit,
        reference,
        JSON.stringify(checked.details),
        input.fp_request_id ?? null,
        clock.now(),
        payouts.pays(input.method) ? payouts.name : null,
      ],
    );
    const row = toRow(inserted.rows[0]!);
    await takeWithdrawal(book, row, checked.currency);
    const { siteId } = unit;
    const { currency, phone, details } = checked;
    return { row, payout: { ...toWithdrawal(row), currency, reference, siteId, phone, details } };
  }

  return {
    async preCheck(input, principalUserId) {
      // Only reads (and the token's sliding expiry); nothing else is written.
      const checked = await db.transaction((tx) => check(tx, input, principalUserId));
      return { amount: checked.decision.amount, fee: checked.decision.fee };
    },

    async create(input, principalUserId) {
      const { answer, payout } = await ledger.run(async (tx, book) => {
        const { row, payout } = await record(tx, book, input, await check(tx, input, principalUserId));
        const fin_account = await book.finAccount(row.unit_id);
        return { answer: { withdrawal: toWithdrawal(row), unit: { fin_account } }, payout };
      });
      // Only once committed: a provider never pays out a withdrawal that was rolled back.
      await ctx.providers.payouts.submit(payout);
      return answer;
    },

    async settle(id, outcome, by?) {
      const { withdrawal, text } = await ledger.run(async (tx, book) => {
        const found = await tx.query<{ unit_id: number; user_id: number; phone: string }>(
          `SELECT w.unit_id, w.user_id, p.phone FROM withdrawals w JOIN units u ON u.id = w.unit_id
             JOIN users p ON p.id = w.user_id
           WHERE w.id = $1 AND ($2::integer[] IS NULL OR u.site_id = ANY($2::integer[]))`,
          [id, by ? [...by.siteIds] : null],
        );
        const target = found.rows[0];
        if (!target) throw fail(ErrorCodes.withdrawalNotFound);
        // Unit first, as every money call locks it: a settlement and a create of one unit never deadlock.
        const unit = (await lockUnitById(tx, Number(target.unit_id)))!;
        const locked = await tx.query<WithdrawalRow>(
          `SELECT ${ROW_COLUMNS} FROM withdrawals WHERE id = $1 FOR UPDATE`,
          [id],
        );
        const row = toRow(locked.rows[0]!);
        if (row.status !== 'pending') {
          // The bank saying the same thing twice changes nothing; saying the opposite, or a person settling a
          // settled one, is a conflict.
          if (row.status === outcome && !by) return { withdrawal: toWithdrawal(row), text: null };
          throw fail(ErrorCodes.withdrawalSettled);
        }
        // A provider is paying it: settled by hand as well, the player would be paid twice.
        if (by && row.payout_provider !== null) throw fail(ErrorCodes.withdrawalProviderPays);
        const { currency } = unit.site;
        if (outcome === 'paid') await payWithdrawal(book, row, currency);
        else await refundWithdrawal(book, row, currency);
        await tx.query(
          'UPDATE withdrawals SET status = $2, settled_at = $3, settled_by = $4, bank_reference = $5 WHERE id = $1',
          [id, outcome, clock.now(), by?.staffId ?? null, (outcome === 'paid' && by?.bankReference) || null],
        );
        await by?.record(tx, {
          id,
          siteId: unit.site.id,
          userId: Number(target.user_id),
          reference: row.reference,
          method: row.method,
          amount: row.amount,
          fee: row.fee,
          before: row.status,
          after: outcome,
        });
        const text =
          outcome === 'paid'
            ? { siteId: unit.site.id, phone: target.phone, text: paidText(row, currency, by?.bankReference) }
            : null;
        return { withdrawal: toWithdrawal({ ...row, status: outcome }), text };
      });
      // Only once committed, and once: a repeated answer of the bank found it settled and texts nothing. The money
      // has settled either way; a text that fails must not answer the settlement as failed, to be tried again.
      if (text) {
        await ctx.providers.sms
          .send(text)
          .catch((err: unknown) => ctx.log.warn({ err, withdrawal: id }, 'withdrawal paid, its SMS not sent'));
      }
      return withdrawal;
    },
  } satisfies WithdrawalsService;
}
