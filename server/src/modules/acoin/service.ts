/**
 * Voucher loading (acoin): start a loading (a batch holding the voucher's remaining amount), then cancel it or
 * complete it with an amount. Completing is one ledger transaction: batch and voucher locked, the voucher drawn
 * down, the batch closed, and the amount moved from voucher clearing to the unit's deposit balance. A completed load
 * is a deposit a happy hour may reward (happy-hours/bonus-states.ts).
 */

import { randomBytes } from 'node:crypto';
import type { FinAccount } from '../../../../contract/entities';
import type { RgRestrictionKind } from '../../../../contract/rg';
import { ErrorCodes } from '../../../../contract/errors';
import { ACOIN_BATCH_TTL_MS, VOUCHER_CODE_LENGTH } from '../../../../contract/sites';
import type { AppContext } from '../../context';
import { inOrder, type Queryable } from '../../db/database';
import { fail } from '../../errors';
import { systemAccount, unitAccount } from '../../ledger/accounts';
import { sqlParams } from '../../db/params';
import { inlineTransferSql, type InlineTransferColumns } from '../../ledger/inline';
import { createLedger, type Ledger } from '../../ledger/ledger';
import { happyHourDeposit, happyHourDepositCommitted } from '../happy-hours/bonus-states';
import { admitLockedDeposit, rgClockOf } from '../rg/guard';
import { lockedRgRowCte, readLimits, rgWritesSql } from '../rg/repository';
import { restrictionCode } from '../rg/rules';
import { assertUnitNotBlocked } from '../units/blocks';
import { assertRealMoneyForUnitToken } from '../units/real-money';
import {
  hashToken,
  lockUnitAndRow,
  plausibleUnitToken,
  slideTokenExpiry,
  unitByTokenCte,
  type LockedUnit,
  type UnitCteColumns,
} from '../units/tokens';
import { cleanVoucherCode } from './vouchers';

export interface StartedLoading {
  acoin_batch_token: string;
  acoin_batch: { total_amount: number };
}

/** Each call names its unit by token and resolves and locks it inside its own transaction (units/tokens.ts). */
export interface AcoinService {
  startLoading(unitToken: string, code: string): Promise<StartedLoading>;
  cancelLoading(unitToken: string, batchToken: string): Promise<void>;
  /** Answers the loaded unit and its balances after the load. */
  completeLoading(
    unitToken: string,
    batchToken: string,
    amount: number,
    fpRequestId?: string,
  ): Promise<{ unitId: number; finAccount: FinAccount }>;
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

/** The unit a load credited: the happy hour looks at its site and player. */
interface LoadedUnit {
  unitId: number;
  siteId: number;
  userId: number | null;
}

interface StartRow {
  unit_id: number | null;
  restriction: RgRestrictionKind | null;
  site_id: number | null;
  expires_at: Date | null;
  deposit_blocked: boolean | null;
  voucher_site_id: number | null;
  remaining: number | null;
  pending: number | string | null;
  started: boolean;
}

/**
 * The unit by its token and its batch by the batch token, both locked in one round trip (unit first, as
 * everywhere), and with `rg`, the player's RG row after them (its JSON; null for an anonymous unit or a player who has
 * none yet). An unknown unit token is 401; another unit's batch is as good as none.
 */
async function lockUnitAndBatch(
  tx: Queryable,
  unitToken: string,
  batchToken: string,
  now: Date,
  rg = false,
): Promise<{ unit: LockedUnit; batch: BatchRow; rg: Record<string, unknown> | null }> {
  const also = rg
    ? {
        cte: (after: string, user: string) => lockedRgRowCte('rg', user, after),
        column: '(SELECT row_to_json(rg) FROM rg)',
      }
    : undefined;
  const {
    unit,
    row,
    also: rgRow,
  } = await lockUnitAndRow(
    tx,
    unitToken,
    now,
    {
      table: 'acoin_batches',
      key: 'token_hash',
      value: hashToken(batchToken),
      columns: ['id', 'unit_id', 'voucher_code', 'total_amount', 'status', 'expires_at'],
    },
    also,
  );
  if (!row || Number(row.unit_id) !== unit.unitId) throw fail(ErrorCodes.batchNotFound);
  return {
    unit,
    batch: {
      id: Number(row.id),
      unit_id: unit.unitId,
      voucher_code: row.voucher_code as string,
      total_amount: Number(row.total_amount),
      status: row.status as BatchRow['status'],
      expires_at: new Date(row.expires_at as Date),
    },
    rg: rgRow,
  };
}

/**
 * An anonymous unit's loading that passes every check, completed in one statement and so one round trip
 * (ledger/inline.ts): the
 * unit and then its batch locked, the voucher drawn down if it still holds the amount, the batch closed and the
 * amount moved from voucher clearing to the unit's deposit balance. Null when anything stopped it: the transaction
 * in completeLoading then finds out what, and answers that error (or completes a loading this could not, e.g. the
 * first in a currency whose clearing account is not open yet).
 */
async function completeInOneStatement(
  ledger: Ledger,
  unitToken: string,
  batchToken: string,
  amount: number,
  fpRequestId: string | null,
  now: Date,
): Promise<{ unit: LoadedUnit; finAccount: FinAccount; expiresAt: Date } | null> {
  const { values, param } = sqlParams([hashToken(unitToken), now, hashToken(batchToken), amount, fpRequestId]);
  // A player's loading is checked against their responsible-gambling limits (rg/guard.ts): the transaction below.
  const transfer = inlineTransferSql(
    {
      gate: 'drawn',
      debit: { system: 'voucher_clearing', currencySql: 'g.currency_code' },
      credit: { unit: 'deposit' },
      key: `'acoin:batch:' || g.batch_id`,
      amount: '$4::bigint',
      kind: 'acoin_load',
      metadata: `jsonb_build_object('batch_id', g.batch_id, 'voucher_code', g.voucher_code)`,
    },
    param,
  );
  // Lock order as everywhere: unit, batch (its scan waits on the unit's lock by the EXISTS), voucher, accounts.
  // The batch's conditions sit in its locking scan, so they are checked again on the row as the lock finds it.
  // The voucher is drawn only where the currency's clearing account is open: else the statement would draw it and
  // close the batch with no transfer to go with them (the transaction below opens the account and loads).
  // (System accounts are never deleted, so the account found here is still there for the transfer.)
  const { row, moved } = await ledger.runStatement<
    InlineTransferColumns & Pick<UnitCteColumns, 'site_id' | 'user_id'> & { expires_at: Date | null }
  >(
    `WITH ${unitByTokenCte('unit', { tokenHash: '$1', now: '$2', lock: true })},
     batch AS MATERIALIZED (
       SELECT id, unit_id, voucher_code, total_amount FROM acoin_batches
       WHERE token_hash = $3 AND status = 'pending' AND expires_at > $2 AND EXISTS (SELECT 1 FROM unit)
       FOR UPDATE),
     due AS (
       SELECT batch.id, batch.voucher_code, unit.id AS unit_id FROM unit JOIN batch ON batch.unit_id = unit.id
       WHERE NOT unit.deposit_blocked AND unit.user_id IS NULL AND $4::bigint <= batch.total_amount),
     drawn AS (
       UPDATE vouchers v SET remaining = v.remaining - $4::bigint FROM due, sites s
       WHERE v.code = due.voucher_code AND s.id = v.site_id AND v.remaining >= $4::bigint
         AND EXISTS (SELECT 1 FROM ledger_accounts a
           WHERE a.unit_id IS NULL AND a.kind = 'voucher_clearing' AND a.currency = s.currency_code)
       RETURNING due.id AS batch_id, due.unit_id, due.voucher_code, s.currency_code),
     closed AS (
       UPDATE acoin_batches b SET status = 'completed', amount = $4::bigint, completed_at = $2, fp_request_id = $5
       FROM drawn WHERE b.id = drawn.batch_id),
     ${transfer.ctes}
     SELECT (SELECT expires_at FROM unit) AS expires_at, (SELECT site_id FROM unit) AS site_id,
       (SELECT user_id FROM unit) AS user_id, ${transfer.columns}`,
    values,
  );
  if (!moved || row.expires_at === null) return null;
  const userId = row.user_id === null ? null : Number(row.user_id);
  const unit = { unitId: moved.unitId, siteId: Number(row.site_id), userId };
  return { unit, finAccount: moved.finAccount, expiresAt: new Date(row.expires_at) };
}

export function createAcoinService(ctx: Pick<AppContext, 'db' | 'bus' | 'clock' | 'rgClock' | 'log'>): AcoinService {
  const { db, clock } = ctx;
  const ledger = createLedger(ctx);

  return {
    async startLoading(unitToken, rawCode) {
      if (!plausibleUnitToken(unitToken)) throw fail(ErrorCodes.unauthenticated);
      const code = cleanVoucherCode(rawCode);
      const now = clock.now();
      await assertRealMoneyForUnitToken(db, unitToken, now);
      const token = randomBytes(32).toString('base64url');
      // One statement, so one round trip: the unit by its token, the voucher, the unit's pending loadings,
      // and the batch written only if every check below would pass. The pending count takes no lock: starts
      // of one unit at the same instant may pass the cap together, which is fine for a cap against scripts.
      const found = await db.query<StartRow>(
        `WITH ${unitByTokenCte('unit', { tokenHash: '$1', now: '$3', lock: false })},
         voucher AS (SELECT code, site_id, remaining FROM vouchers WHERE code = $2),
         pending AS (
           SELECT count(*) AS pending FROM acoin_batches b JOIN unit ON b.unit_id = unit.id
           WHERE b.status = 'pending' AND b.expires_at > $3),
         restricted AS (
           SELECT r.restriction FROM rg_players r JOIN unit ON r.user_id = unit.user_id WHERE r.restricted_until > $7),
         batch AS (
           INSERT INTO acoin_batches (token_hash, unit_id, voucher_code, total_amount, created_at, expires_at)
           SELECT $4, unit.id, voucher.code, voucher.remaining, $3, $5 FROM unit, voucher, pending
           WHERE NOT unit.deposit_blocked AND voucher.site_id = unit.site_id AND voucher.remaining > 0
             AND pending.pending < $6 AND NOT EXISTS (SELECT 1 FROM restricted)
           RETURNING id)
         SELECT unit.id AS unit_id, unit.expires_at, unit.deposit_blocked, voucher.site_id AS voucher_site_id,
           voucher.remaining, pending.pending, unit.site_id, (SELECT restriction FROM restricted) AS restriction,
           EXISTS (SELECT 1 FROM batch) AS started
         FROM (SELECT 1) one LEFT JOIN unit ON true LEFT JOIN voucher ON true LEFT JOIN pending ON true`,
        [
          hashToken(unitToken),
          code.length === VOUCHER_CODE_LENGTH ? code : null,
          now,
          hashToken(token),
          new Date(now.getTime() + ACOIN_BATCH_TTL_MS),
          MAX_PENDING_BATCHES_PER_UNIT,
          rgClockOf(ctx).now(),
        ],
      );
      const row = found.rows[0]!;
      // The same checks as the statement's, in the order a player should hear of them.
      if (row.unit_id === null) throw fail(ErrorCodes.unauthenticated);
      await slideTokenExpiry(db, unitToken, row.expires_at!, now);
      if (row.deposit_blocked) throw fail(ErrorCodes.depositBlock);
      // A time-out or self-exclusion (rg/guard.ts checks it again, locked, when the loading completes).
      if (row.restriction) throw fail(restrictionCode(row.restriction));
      if (row.voucher_site_id === null) throw fail(ErrorCodes.invalidVoucher);
      if (row.voucher_site_id !== row.site_id) throw fail(ErrorCodes.invalidMerchantToken);
      const remaining = Number(row.remaining);
      if (remaining <= 0) throw fail(ErrorCodes.voucherRedeemed);
      if (Number(row.pending) >= MAX_PENDING_BATCHES_PER_UNIT) throw fail(ErrorCodes.tooManyRequests);
      if (!row.started) throw new Error('acoin: a loading passed every check but was not written');
      return { acoin_batch_token: token, acoin_batch: { total_amount: remaining } };
    },

    async cancelLoading(unitToken, batchToken) {
      await db.transaction(async (tx) => {
        const { batch } = await lockUnitAndBatch(tx, unitToken, batchToken, clock.now());
        if (batch.status === 'completed') throw fail(ErrorCodes.voucherRedeemed);
        if (batch.status === 'canceled') return; // already done: cancelling twice is fine
        await tx.query(`UPDATE acoin_batches SET status = 'canceled', canceled_at = $2 WHERE id = $1`, [
          batch.id,
          clock.now(),
        ]);
      });
    },

    async completeLoading(unitToken, batchToken, amount, fpRequestId) {
      if (!plausibleUnitToken(unitToken)) throw fail(ErrorCodes.unauthenticated);
      const now = clock.now();
      const owner = await assertRealMoneyForUnitToken(db, unitToken, now);
      // A player's loading meets their RG limits in the transaction below; an anonymous unit's is one statement.
      const done =
        owner?.userId === null
          ? await completeInOneStatement(ledger, unitToken, batchToken, amount, fpRequestId ?? null, now)
          : null;
      if (done) {
        await slideTokenExpiry(db, unitToken, done.expiresAt, now);
        // The load was its own statement: the happy hour looks at it after, idempotently (one state per window).
        await happyHourDepositCommitted(ctx, { ...done.unit, amount, at: now });
        return { unitId: done.unit.unitId, finAccount: done.finAccount };
      }
      const userId = owner?.userId ?? null;
      return ledger.run(async (tx, book) => {
        // Lock order: unit, batch, the player's RG row, voucher, the happy-hour state, then (inside the transfer)
        // ledger accounts.
        // A player's deposit limits are read right behind the locks, in their round trip (inOrder).
        const lock = (q: Queryable) => lockUnitAndBatch(q, unitToken, batchToken, now, true);
        const [{ unit, batch, rg }, read] =
          userId === null ? [await lock(tx), null] : await inOrder(tx, lock, (q) => readLimits(q, userId, ['deposit']));
        if (batch.status === 'completed') throw fail(ErrorCodes.voucherRedeemed);
        if (batch.status === 'canceled') throw fail(ErrorCodes.batchNotFound);
        // A block set after the loading started still stops the money.
        assertUnitNotBlocked(unit, 'deposit');
        if (batch.expires_at.getTime() <= now.getTime()) throw fail(ErrorCodes.batchExpired);
        if (amount > batch.total_amount) throw fail(ErrorCodes.amountExceedsVoucher);
        // Under the player's RG lock: a refused load draws nothing, so the voucher stays usable.
        const deposit = { userId: unit.userId, unitId: unit.unitId, amount, source: 'acoin_load' };
        const limits = unit.userId === userId ? read : null;
        const movements = await admitLockedDeposit(tx, ctx, deposit, rg, book, limits);

        // The voucher drawn down only if it still holds the amount (another loading of it may have drawn it
        // since this batch started; the row lock makes that check and the draw one step), the batch closed, and the
        // RG movement recorded with the draw.
        const { values, param } = sqlParams([batch.id, amount, now, fpRequestId ?? null, batch.voucher_code]);
        const rgWrites = unit.userId === null ? '' : rgWritesSql(unit.userId, { movements, row: null }, param, 'drawn');
        const draw = (q: Queryable) =>
          q.query<{ currency_code: string | null }>(
            `WITH drawn AS (
             UPDATE vouchers v SET remaining = v.remaining - $2 FROM sites s
             WHERE v.code = $5 AND s.id = v.site_id AND v.remaining >= $2 RETURNING s.currency_code),
           closed AS (
             UPDATE acoin_batches SET status = 'completed', amount = $2, completed_at = $3, fp_request_id = $4
             WHERE id = $1 AND EXISTS (SELECT 1 FROM drawn))${rgWrites ? `,\n${rgWrites}` : ''}
           SELECT (SELECT currency_code FROM drawn) AS currency_code`,
            values,
          );
        // A player's happy-hour state (an anonymous unit has none) goes out behind the draw (inOrder): it reads no
        // money, and a draw that fails undoes it with the rest.
        const deposited = { ...unit, amount, at: now };
        const [drawn] =
          unit.userId === null
            ? [await draw(tx)]
            : await inOrder(tx, draw, (q) => happyHourDeposit(q, book, deposited));
        const currency = drawn.rows[0]?.currency_code;
        if (!currency) {
          const left = await tx.query<{ remaining: number }>('SELECT remaining FROM vouchers WHERE code = $1', [
            batch.voucher_code,
          ]);
          if (!left.rows[0]) throw fail(ErrorCodes.invalidVoucher);
          if (Number(left.rows[0].remaining) <= 0) throw fail(ErrorCodes.voucherRedeemed);
          throw fail(ErrorCodes.amountExceedsVoucher);
        }
        await book.transfer({
          idempotencyKey: `acoin:batch:${batch.id}`,
          from: systemAccount('voucher_clearing', currency),
          to: unitAccount(unit.unitId, 'deposit'),
          amount,
          kind: 'acoin_load',
          metadata: { batch_id: batch.id, voucher_code: batch.voucher_code },
        });
        return { unitId: unit.unitId, finAccount: await book.finAccount(unit.unitId) };
      });
    },
  };
}
