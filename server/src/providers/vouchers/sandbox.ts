/** The sandbox's voucher issuer: mints any amount on request (POST /sandbox/vouchers, `npm run voucher`). */

import type { Queryable } from '../../db/database';
import { mintVoucher } from '../../modules/acoin/vouchers';
import type { VoucherIssuer } from './provider';

export function createSandboxVouchers(db: Queryable): VoucherIssuer {
  return { name: 'sandbox', mint: (input) => mintVoucher(db, input) };
}
