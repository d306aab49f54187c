/**
 * Redirect payments (card, instant EFT, phone redemption) and UPI deposits. Starting one records a pending payment
 * and answers the provider's page; only the provider's signed callback (`settle`) moves money: a paid payment
 * credits the unit's deposit balance from payment_clearing in one ledger transfer keyed `payment:<id>`, so any
 * number of deliveries in any order credit once.
 */

import { randomBytes } from 'node:crypto';
import type { UnitConfig, UpiLimits } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { happyHourDeposit } from '../happy-hours/bonus-states';
import { normalisePhone } from '../users/phone';
import { assertMayPlayOrDeposit, depositRefusal } from '../rg/guard';
import { assertNotBlocked, assertUnitNotBlocked } from '../units/blocks';
import { lockUnitById, siteOfUnit } from '../units/repository';
import { assertRealMoney } from '../units/real-money';
import { lockUnit } from '../units/tokens';
import {
  countRecentPending,
  expireStalePayments,
  findPayment,
  insertPayment,
  refundPayment,
  setStatus,
  type Payment,
  type PaymentMethod,
} from './repository';

/** Pending payments a unit may start in an hour: a player retries a few times; more is a script filling the table. */
export const MAX_PENDING_PAYMENTS_PER_HOUR = 20;

/** The ledger transfer kind of each method's credit (the statement names them). */
export const DEPOSIT_KINDS: Record<PaymentMethod, string> = {
  card: 'card_deposit',
  instant_eft: 'instant_eft_deposit',
  phone: 'phone_redemption',
  upi_qr: 'upi_qr_deposit',
  upi_intent: 'upi_intent_deposit',
};

interface SiteRow {
  name: string;
  currency_code: string;
  unit_config: UnitConfig;
}

export interface StartInput {
  token: string;
  method: PaymentMethod;
  amount?: number;
  phone?: string;
  urls?: { success_url: string; cancel_url: string; error_url: string };
  fpRequestId?: string;
}

export interface Started {
  payment: Payment;
  siteName: string;
}

export interface CallbackInput {
  payment_id: string;
  status: 'paid' | 'canceled' | 'failed';
  amount?: number;
}

async function siteOf(tx: Queryable, siteId: number): Promise<SiteRow> {
  const found = await tx.query<SiteRow>('SELECT name, currency_code, unit_config FROM sites WHERE id = $1', [siteId]);
  if (!found.rows[0]) throw fail(ErrorCodes.siteNotFound);
  return found.rows[0];
}

/** SPEC §3 upi_qr_deposit / upi_intent_deposit; a minimum or maximum of 0 (or none) is no limit. */
function checkUpiLimits(config: UnitConfig, method: PaymentMethod, currency: string, amount: number): void {
  const limits: UpiLimits | undefined = method === 'upi_qr' ? config.upi_qr_deposit : config.upi_intent_deposit;
  // UPI moves rupees only, whatever a site's config says.
  if (!limits?.enabled || currency !== 'INR') throw fail(ErrorCodes.methodDisabled);
  if (limits.min_amount > 0 && amount < limits.min_amount) throw fail(ErrorCodes.belowMinimum);
  if (limits.max_amount > 0 && amount > limits.max_amount) throw fail(ErrorCodes.aboveMaximum);
}

/**
 * The unit a payment credits, row-locked: the payment's own, or the unit it was merged into when the player linked
 * it (money sent to a merged unit would be stranded). Lock order as the merge's: the anonymous unit, then its owner.
 */
async function lockCreditedUnit(
  tx: Queryable,
  unitId: number,
): Promise<{ unitId: number; siteId: number; userId: number | null }> {
  let current = unitId;
  for (let hops = 0; hops < 8; hops += 1) {
    const unit = await lockUnitById(tx, current);
    if (!unit) throw fail(ErrorCodes.unitNotFound);
    if (unit.mergedInto === null) return { unitId: current, siteId: unit.site.id, userId: unit.userId };
    current = unit.mergedInto;
  }
  throw new Error(`payments: unit ${unitId} is merged in a loop`);
}

export function createPaymentsService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log'>) {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);

  return {
    /** Records a pending payment of the token's unit; nothing moves until the provider's callback. */
    start(input: StartInput): Promise<Started> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const unit = await lockUnit(tx, input.token, now);
        assertUnitNotBlocked(unit, 'deposit');
        await assertRealMoney(tx, unit.siteId);
        await assertMayPlayOrDeposit(tx, ctx, unit.userId);
        const site = await siteOf(tx, unit.siteId);
        if (input.method === 'upi_qr' || input.method === 'upi_intent') {
          checkUpiLimits(site.unit_config, input.method, site.currency_code, input.amount ?? 0);
        }
        const country = site.currency_code === 'INR' ? 'IN' : 'ZA';
        const phone = input.phone === undefined ? null : normalisePhone(input.phone, country);
        // The unit is locked: concurrent starts of one unit count each other.
        const since = new Date(now.getTime() - 60 * 60_000);
        if ((await countRecentPending(tx, unit.unitId, since)) >= MAX_PENDING_PAYMENTS_PER_HOUR) {
          throw fail(ErrorCodes.tooManyRequests);
        }
        const payment = await insertPayment(tx, {
          id: randomBytes(16).toString('hex'),
          unitId: unit.unitId,
          method: input.method,
          amount: input.amount ?? null,
          currency: site.currency_code,
          phone,
          urls: input.urls ?? null,
          fpRequestId: input.fpRequestId,
          now,
        });
        return { payment, siteName: site.name };
      });
    },

    /** The token's unit's payment; another unit's is as good as none (404, so ids cannot be probed). */
    async ownPayment(token: string, id: string): Promise<Started> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const unit = await lockUnit(tx, token, now);
        await expireStalePayments(tx, now, id);
        const payment = await findPayment(tx, id);
        if (!payment || payment.unitId !== unit.unitId) throw fail(ErrorCodes.paymentNotFound);
        return { payment, siteName: (await siteOf(tx, unit.siteId)).name };
      });
    },

    /** A payment as the provider's page shows it (no token: the page's address is the capability). */
    async show(id: string): Promise<Payment & { siteName: string }> {
      await expireStalePayments(db, clock.now(), id);
      const payment = await findPayment(db, id);
      if (!payment) throw fail(ErrorCodes.paymentNotFound);
      const site = await siteOfUnit(db, payment.unitId);
      return { ...payment, siteName: site?.name ?? '' };
    },

    /** Every payment left pending too long becomes expired (the sweep's work); answers how many. */
    expireStale(): Promise<number> {
      return expireStalePayments(db, clock.now());
    },

    /**
     * The provider's word on a payment. Paid credits once (also after canceled, failed or expired: the provider took
     * the money); canceled or failed after paid change nothing; a terminal status is never replaced by another.
     */
    async settle(callback: CallbackInput): Promise<void> {
      await ledger.run(async (tx, book) => {
        const now = clock.now();
        const head = await findPayment(tx, callback.payment_id);
        if (!head) throw fail(ErrorCodes.paymentNotFound);
        // Lock order: unit, payment, then (inside the transfer) ledger accounts.
        const unit = await lockCreditedUnit(tx, head.unitId);
        const { unitId } = unit;
        const payment = (await findPayment(tx, head.id, true))!;
        if (callback.status !== 'paid') {
          if (payment.status === 'pending') await setStatus(tx, payment.id, callback.status, now);
          return;
        }
        if (payment.amount !== null && callback.amount !== undefined && callback.amount !== payment.amount) {
          ctx.log.warn({ payment_id: payment.id, amount: callback.amount }, 'payments: callback amount differs');
          throw fail(ErrorCodes.paymentAmountMismatch);
        }
        // Paid once, or refused and refunded once: either way the callback has been handled.
        if (payment.status === 'paid' || payment.status === 'refunded') return;
        const amount = payment.amount ?? callback.amount;
        if (amount === undefined) throw fail(ErrorCodes.validation, 'amount is required when status is paid');
        // A block set after the payment started still stops the credit; the provider retries later.
        await assertNotBlocked(tx, unitId, 'deposit');
        // The player's limits or restriction refuse it: the provider has taken the money, so it goes back to the
        // payer, recorded on the payment, and the callback is answered as handled (retrying would change nothing).
        const refusal = await depositRefusal(tx, ctx, { userId: unit.userId, unitId, amount, source: 'payment' }, book);
        if (refusal !== null) {
          await refundPayment(tx, payment.id, { amount, reason: refusal, now });
          ctx.log.warn({ payment_id: payment.id, reason: refusal }, 'payments: deposit refused, refunded to the payer');
          return;
        }
        await setStatus(tx, payment.id, 'paid', now, amount);
        await book.transfer({
          idempotencyKey: `payment:${payment.id}`,
          from: systemAccount('payment_clearing', payment.currency),
          to: unitAccount(unitId, 'deposit'),
          amount,
          kind: DEPOSIT_KINDS[payment.method],
          metadata: { payment_id: payment.id, method: payment.method },
        });
        await happyHourDeposit(tx, book, { ...unit, amount, at: now });
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
