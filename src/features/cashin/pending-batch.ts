/**
 * A voucher applied but not yet confirmed (SPEC §3 pending voucher batch), kept in local storage so
 * that a reload resumes at the amount step.
 */

import type { SafeStorage } from '../../lib/safe-storage';
import { StorageKeys } from '../../lib/safe-storage';

export interface PendingBatch {
  /** acoin_batch_token */
  token: string;
  /** When it was applied, ms since epoch */
  timestamp: number;
  /** Voucher total, minor units */
  totalAmount: number;
  /** The unit it was applied for */
  id: number;
}

/** SPEC leaves the expiry open; ours is 15 minutes. */
export const PENDING_BATCH_TTL_MS = 15 * 60_000;

export function isPendingBatchValid(
  batch: PendingBatch | null | undefined,
  unitId: number,
  now = Date.now(),
): batch is PendingBatch {
  if (!batch || typeof batch.token !== 'string' || !batch.token) return false;
  if (batch.id !== unitId) return false;
  const age = now - batch.timestamp;
  return Number.isFinite(age) && age >= 0 && age < PENDING_BATCH_TTL_MS;
}

/** The stored batch if valid for this unit; an invalid one is removed. */
export function readPendingBatch(storage: SafeStorage, unitId: number, now = Date.now()): PendingBatch | null {
  const batch = storage.getJSON<PendingBatch>(StorageKeys.pendingVoucher);
  if (isPendingBatchValid(batch, unitId, now)) return batch;
  if (batch) storage.remove(StorageKeys.pendingVoucher);
  return null;
}

export function savePendingBatch(storage: SafeStorage, batch: PendingBatch) {
  storage.setJSON(StorageKeys.pendingVoucher, batch);
}

export function clearPendingBatch(storage: SafeStorage) {
  storage.remove(StorageKeys.pendingVoucher);
}
