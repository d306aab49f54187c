/**
 * Voucher loading (acoin): start a loading (a batch holding the voucher's remaining amount), then cancel it or
 * complete it with an amount. Completing is one ledger transaction: batch and voucher locked, the voucher drawn
 * down, the batch closed, and the amount moved from voucher clearing to the unit's deposit balance.
 */

import { randomBytes } from 'node:crypto';
import type { FinAccount } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { ACOIN_BATCH_TTL_MS, VOUCHER_CODE_LENGTH } from '../../../../contract/sites';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { fail } from '../../errors';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { assertUnitNotBlocked } from '../units/blocks';
import { hashToken, lockUnit, type UnitIdentity } from '../units/service';
import { cleanVoucherCode, type VoucherRow } from './vouchers';

export interface StartedLoading {
  acoin_batch_token: string;
  acoin_batch: { total_amount: number };
}

/** Each call names its unit by token and resolves and locks it inside its own transaction (units/service.ts). */
export interface AcoinService {
  startLoading(unitToken: string, code: string): Promise<StartedLoading>;
  cancelLoading(unitToken: string, batchToken: string): Promise<void>;
  completeLoading(unitToken: string, batchToken: string, amount: number, fpRequestId?: string): Promise<FinAccount>;
}

/** Loadings a unit may have pending at once: the site keeps one (SPEC §4); more is a script, not a player. */
export const MAX_PENDING_BATCHES_PER_UNIT = 10;

interface BatchRow {
  id: number;
  unit_id: number;
  voucher_code: string;
  total_amount: number;
  status: 'pending' | 'canceled' | 'completed';
  expires_at: Date;
}

/** The unit's batch for a token, locked; another unit's batch is as good as none. */
async function lockBatch(tx: Queryable, unit: UnitIdentity, batchToken: string): Promise<BatchRow> {
  const found = await tx.query<BatchRow>(
    `SELECT id, unit_id, voucher_code, total_amount, status, expires_at
     FROM acoin_batches WHERE token_hash = $1 FOR UPDATE`,
    [hashToken(batchToken)],
  );
  const row = found.rows[0];
  if (!row || Number(row.unit_id) !== unit.unitId) throw fail(ErrorCodes.batchNotFound);
  return { ...row, id: Number(row.id), total_amount: Number(row.total_amount), expires_at: new Date(row.expires_at) };
}

export function createAcoinService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'log'>): AcoinService {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);

  return {
    async startLoading(unitToken, rawCode) {
      const code = cleanVoucherCode(rawCode);
      return db.transaction(async (tx) => {
        const now = clock.now();
        // Locked, so that concurrent starts of one unit count each other's batches.
        const unit = await lockUnit(tx, unitToken, now);
        assertUnitNotBlocked(unit, 'deposit');
        // The voucher and the unit's pending loadings in one round trip.
        const found =
          code.length === VOUCHER_CODE_LENGTH
            ? await tx.query<VoucherRow & { pending: number | string }>(
                `SELECT code, site_id, amount, remaining, (SELECT count(*) FROM acoin_batches
                   WHERE unit_id = $2 AND status = 'pending' AND expires_at > $3) AS pending
                 FROM vouchers WHERE code = $1`,
                [code, unit.unitId, now],
              )
            : null;
        const voucher = found?.rows[0];
        if (!voucher) throw fail(ErrorCodes.invalidVoucher);
        if (voucher.site_id !== unit.siteId) throw fail(ErrorCodes.invalidMerchantToken);
        const remaining = Number(voucher.remaining);
        if (remaining <= 0) throw fail(ErrorCodes.voucherRedeemed);
        if (Number(voucher.pending) >= MAX_PENDING_BATCHES_PER_UNIT) throw fail(ErrorCodes.tooManyRequests);

        const token = randomBytes(32).toString('base64url');
        await tx.query(
          `INSERT INTO acoin_batches (token_hash, unit_id, voucher_code, total_amount, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [hashToken(token), unit.unitId, code, remaining, now, new Date(now.getTime() + ACOIN_BATCH_TTL_MS)],
        );
        return { acoin_batch_token: token, acoin_batch: { total_amount: remaining } };
      });
    },

    async cancelLoading(unitToken, batchToken) {
      await db.transaction(async (tx) => {
        const unit = await lockUnit(tx, unitToken, clock.now());
        const batch = await lockBatch(tx, unit, batchToken);
        if (batch.status === 'completed') throw fail(ErrorCodes.voucherRedeemed);
        if (batch.status === 'canceled') return; // already done: cancelling twice is fine
        await tx.query(`UPDATE acoin_batches SET status = 'canceled', canceled_at = $2 WHERE id = $1`, [
          batch.id,
          clock.now(),
        ]);
      });
    },

    async completeLoading(unitToken, batchToken, amount, fpRequestId) {
      return ledger.run(async (tx, book) => {
        // Lock order: unit, batch, voucher, then (inside the transfer) ledger accounts.
        const now = clock.now();
        const unit = await lockUnit(tx, unitToken, now);
        const batch = await lockBatch(tx, unit, batchToken);
        if (batch.status === 'completed') throw fail(ErrorCodes.voucherRedeemed);
        if (batch.status === 'canceled') throw fail(ErrorCodes.batchNotFound);
        // A block set after the loading started still stops the money.
        assertUnitNotBlocked(unit, 'deposit');
        if (batch.expires_at.getTime() <= now.getTime()) throw fail(ErrorCodes.batchExpired);
        if (amount > batch.total_amount) throw fail(ErrorCodes.amountExceedsVoucher);

        const locked = await tx.query<{ remaining: number; currency_code: string }>(
          `SELECT v.remaining, s.currency_code FROM vouchers v JOIN sites s ON s.id = v.site_id
           WHERE v.code = $1 FOR UPDATE OF v`,
          [batch.voucher_code],
        );
        const voucher = locked.rows[0];
        if (!voucher) throw fail(ErrorCodes.invalidVoucher);
        const remaining = Number(voucher.remaining);
        if (remaining <= 0) throw fail(ErrorCodes.voucherRedeemed);
        // Another loading of the same voucher may have drawn it down since this batch started.
        if (amount > remaining) throw fail(ErrorCodes.amountExceedsVoucher);

        // The voucher drawn down and the batch closed in one round trip.
        await tx.query(
          `WITH drawn AS (UPDATE vouchers SET remaining = remaining - $2 WHERE code = $5)
           UPDATE acoin_batches SET status = 'completed', amount = $2, completed_at = $3, fp_request_id = $4
           WHERE id = $1`,
          [batch.id, amount, now, fpRequestId ?? null, batch.voucher_code],
        );
        await book.transfer({
          idempotencyKey: `acoin:batch:${batch.id}`,
          from: systemAccount('voucher_clearing', voucher.currency_code),
          to: unitAccount(unit.unitId, 'deposit'),
          amount,
          kind: 'acoin_load',
          metadata: { batch_id: batch.id, voucher_code: batch.voucher_code },
        });
        return book.finAccount(unit.unitId);
      });
    },
  };
}
