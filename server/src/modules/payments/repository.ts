/** The payments table: one row per redirect payment or UPI deposit (migration 011). */

import type { Queryable } from '../../db/database';

export const PAYMENT_METHODS = ['instant_eft', 'card', 'phone', 'upi_qr', 'upi_intent'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = 'pending' | 'paid' | 'canceled' | 'failed' | 'expired' | 'refunded';

/**
 * How long a payment may stay pending: a provider's checkout session or a UPI collect request lasts minutes, and a
 * player who comes back later starts a new payment. Ours, as SPEC names no figure.
 */
export const PENDING_PAYMENT_TTL_MS = 30 * 60_000;

export interface Payment {
  id: string;
  unitId: number;
  method: PaymentMethod;
  amount: number | null;
  currency: string;
  status: PaymentStatus;
  successUrl: string | null;
  cancelUrl: string | null;
  errorUrl: string | null;
  createdAt: Date;
}

interface PaymentRow {
  id: string;
  unit_id: number | string;
  method: PaymentMethod;
  amount: number | string | null;
  currency: string;
  status: PaymentStatus;
  success_url: string | null;
  cancel_url: string | null;
  error_url: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, unit_id, method, amount, currency, status, success_url, cancel_url, error_url, created_at';

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    unitId: Number(row.unit_id),
    method: row.method,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    status: row.status,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    errorUrl: row.error_url,
    createdAt: new Date(row.created_at),
  };
}

export interface NewPayment {
  id: string;
  unitId: number;
  method: PaymentMethod;
  amount: number | null;
  currency: string;
  phone?: string | null;
  urls?: { success_url: string; cancel_url: string; error_url: string } | null;
  fpRequestId?: string | null;
  now: Date;
}

export async function insertPayment(tx: Queryable, p: NewPayment): Promise<Payment> {
  const inserted = await tx.query<PaymentRow>(
    `INSERT INTO payments (id, unit_id, method, amount, currency, phone, success_url, cancel_url, error_url,
       fp_request_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING ${COLUMNS}`,
    [
      p.id,
      p.unitId,
      p.method,
      p.amount,
      p.currency,
      p.phone ?? null,
      p.urls?.success_url ?? null,
      p.urls?.cancel_url ?? null,
      p.urls?.error_url ?? null,
      p.fpRequestId ?? null,
      p.now,
    ],
  );
  return toPayment(inserted.rows[0]!);
}

/** A payment by id; `lock` takes its row lock (lock its unit first). A malformed id is simply not found. */
export async function findPayment(q: Queryable, id: string, lock = false): Promise<Payment | null> {
  if (!/^[0-9a-f]{32}$/.test(id)) return null;
  const found = await q.query<PaymentRow>(`SELECT ${COLUMNS} FROM payments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return found.rows[0] ? toPayment(found.rows[0]) : null;
}

/**
 * Marks the payments pending for longer than PENDING_PAYMENT_TTL_MS as expired (only `id` when given); answers how
 * many. Idempotent, so every node may run it at once.
 */
export async function expireStalePayments(q: Queryable, now: Date, id?: string): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_PAYMENT_TTL_MS);
  const expired = await q.query(
    `UPDATE payments SET status = 'expired', updated_at = $1
     WHERE status = 'pending' AND created_at <= $2${id === undefined ? '' : ' AND id = $3'}
     RETURNING id`,
    id === undefined ? [now, cutoff] : [now, cutoff, id],
  );
  return expired.rows.length;
}

/** Payments of the unit still pending and started since `since`: a cap on what a script can pile up. */
export async function countRecentPending(q: Queryable, unitId: number, since: Date): Promise<number> {
  const found = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM payments WHERE unit_id = $1 AND status = 'pending' AND created_at > $2`,
    [unitId, since],
  );
  return Number(found.rows[0]?.n ?? 0);
}

export async function setStatus(
  tx: Queryable,
  id: string,
  status: PaymentStatus,
  now: Date,
  amount?: number,
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, updated_at = $3, amount = COALESCE($4, amount),
       paid_at = CASE WHEN $2 = 'paid' THEN $3 ELSE paid_at END
     WHERE id = $1`,
    [id, status, now, amount ?? null],
  );
}

/**
 * A paid callback the player's responsible-gambling limits or restriction refused: nothing credited, the money owed
 * back to the payer, and why, kept on the payment (the operator's provider returns it).
 */
export async function refundPayment(
  tx: Queryable,
  id: string,
  refund: { amount: number; reason: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = 'refunded', amount = $2, refund_reason = $3, refunded_at = $4, updated_at = $4
     WHERE id = $1`,
    [id, refund.amount, refund.reason, refund.now],
  );
}
