import { createSafeStorage, StorageKeys } from '../../lib/safe-storage';
import {
  clearPendingBatch,
  isPendingBatchValid,
  PENDING_BATCH_TTL_MS,
  readPendingBatch,
  savePendingBatch,
} from './pending-batch';

const now = 1_700_000_000_000;
const batch = { token: 'batch-1', timestamp: now - 1000, totalAmount: 5000, id: 42 };

describe('isPendingBatchValid', () => {
  it('is valid for the same unit before it expires', () => {
    expect(isPendingBatchValid(batch, 42, now)).toBe(true);
    expect(isPendingBatchValid({ ...batch, timestamp: now - PENDING_BATCH_TTL_MS + 1 }, 42, now)).toBe(true);
  });

  it('is invalid for another unit', () => {
    expect(isPendingBatchValid(batch, 43, now)).toBe(false);
  });

  it('is invalid once expired (15 minutes)', () => {
    expect(PENDING_BATCH_TTL_MS).toBe(900_000);
    expect(isPendingBatchValid({ ...batch, timestamp: now - PENDING_BATCH_TTL_MS }, 42, now)).toBe(false);
  });

  it('is invalid when missing, tokenless or from the future', () => {
    expect(isPendingBatchValid(null, 42, now)).toBe(false);
    expect(isPendingBatchValid({ ...batch, token: '' }, 42, now)).toBe(false);
    expect(isPendingBatchValid({ ...batch, timestamp: now + 60_000 }, 42, now)).toBe(false);
  });
});

describe('stored pending batch', () => {
  const storage = createSafeStorage(() => undefined);

  it('reads back a valid batch', () => {
    savePendingBatch(storage, batch);
    expect(readPendingBatch(storage, 42, now)).toEqual(batch);
    clearPendingBatch(storage);
    expect(readPendingBatch(storage, 42, now)).toBeNull();
  });

  it('removes a batch that is not valid for this unit', () => {
    savePendingBatch(storage, batch);
    expect(readPendingBatch(storage, 99, now)).toBeNull();
    expect(storage.get(StorageKeys.pendingVoucher)).toBeNull();
  });
});
